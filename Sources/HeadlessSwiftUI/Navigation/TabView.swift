/// Tabs with a tab bar, as SwiftUI's `TabView`: the selected tab's content above iOS's tab bar, each item its
/// symbol over its title in equal columns, the selected one in the tint. A tap on an item's title selects it.
///
/// Measured on the iOS 17 Plan screen (GT: tabview_navview_largetitle_…_ios17_3x.png, facts only): four
/// equal columns; the icons' ink about 4–8 pt below the bar's top and the titles' baselines 3.5 pt above the
/// bottom safe area (a 49 pt bar); selected (0, 122, 255), the others about (146, 146, 153); no bar
/// background at the scroll edge (the content's background shows through). The icon and title sizes are
/// chosen to land there (docs/lists.md).
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>?
    let content: Content
    @State private var ownSelection = 0
    @Environment(\.tabViewStyleKind) private var style

    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection; self.content = content()
    }

    public var body: some View {
        let tag = selection.map { binding in
            Binding<AnyHashable?>(get: { AnyHashable(binding.wrappedValue) }, set: { if let v = $0?.base as? SelectionValue { binding.wrappedValue = v } })
        }
        switch style {
        case .tabBar: TabViewBody(content: content, selection: tag, index: $ownSelection)
        case .page(let dots): PageTabViewBody(content: content, selection: tag, index: $ownSelection, indexDisplayMode: dots)
        }
    }
}

extension TabView where SelectionValue == Int {
    public init(@ViewBuilder content: () -> Content) { selection = nil; self.content = content() }
}

/// A tab item's label (`.tabItem { }`).
enum TabItemTrait: ViewTraitKey { typealias Value = AnyView }

extension View {
    /// The label of this view's tab: a `Label` (or an image and a text).
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> ModifiedContent<Self, TraitModifier> {
        trait(TabItemTrait.self, AnyView(label()))
    }
}

/// iOS 18's tab form: `Tab("Title", systemImage:) { content }`.
public struct Tab<Value: Hashable, Content: View>: View {
    let title: Text
    let systemImage: String
    let value: Value?
    let content: Content
    public var body: some View {
        content.tabItem { Label { title } icon: { Image(systemName: systemImage) } }.tag(value.map { AnyHashable($0) } ?? AnyHashable(title.plainText))
    }
}
extension Tab where Value == Never {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        title = Text(titleKey); self.systemImage = systemImage; value = nil; self.content = content()
    }
}
extension Tab {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        title = Text(titleKey); self.systemImage = systemImage; self.value = value; self.content = content()
    }
}

enum TabBarMetrics {
    static let height: CGFloat = 49
    static let iconFont = Font.system(size: 22)
    static let titleFont = Font.system(size: 10, weight: .medium)
    static let iconTop: CGFloat = 5
    static let titleBaselineAboveBottom: CGFloat = 3.5
    static let unselected = Color(red: 146 / 255, green: 146 / 255, blue: 153 / 255)
}

/// Which of a tab view's tabs is selected: the one tagged with the selection, else the tab view's own index.
@MainActor enum TabViewSelection {
    static func index(of tabs: [ViewNode], selection: Binding<AnyHashable?>?, index: Binding<Int>) -> Int {
        let tags = tabs.map { $0.trait(TagTrait.self) }
        return selection.flatMap { s in tags.firstIndex { $0 != nil && $0 == s.wrappedValue } } ?? min(index.wrappedValue, max(tabs.count - 1, 0))
    }
}

struct TabViewBody<Content: View>: View, PrimitiveView {
    let content: Content
    let selection: Binding<AnyHashable?>?
    let index: Binding<Int>
    var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        let tabs = context.child(.content).evaluate(content)
        let tags = tabs.map { $0.trait(TagTrait.self) }
        guard !tabs.isEmpty else { return [] }
        let selected = TabViewSelection.index(of: tabs, selection: selection, index: index)
        var background = Color(uiColor: .systemBackground)
        if let found = tabs[selected].firstTrait(ContainerBackgroundTrait.self) { background = found }
        // Each item's icon and title, evaluated in its colour.
        let items: [(icon: [ViewNode], title: [ViewNode], badge: Text?)] = tabs.indices.map { i in
            let colour = i == selected ? AnyShapeStyle(TintShapeStyle()) : AnyShapeStyle(TabBarMetrics.unselected)
            let label = tabs[i].trait(TabItemTrait.self) ?? AnyView(EmptyView())
            // Evaluated twice, in the icon's font and in the title's, keeping the image of one and the text of the other.
            @MainActor func leaves(_ part: String, _ font: Font) -> [ViewNode] {
                let here = context.child(.part(part)).child(.index(i)).withEnvironment { $0.foregroundStyle = colour; $0.font = font }
                var found: [ViewNode] = []
                for node in here.evaluate(label) { node.forEach { found.append($0) } }
                return found
            }
            let icon = leaves("icon", TabBarMetrics.iconFont).first { if case .image = $0.kind { true } else { false } }
            let title = leaves("title", TabBarMetrics.titleFont).first { if case .text = $0.kind { true } else { false } }
            return (icon.map { [$0] } ?? [], title.map { [$0] } ?? [], tabs[i].trait(BadgeTrait.self))
        }
        let select: (Int) -> Void = { i in
            if let selection, let tag = tags[i] { selection.wrappedValue = tag } else { index.wrappedValue = i }
        }
        let layout = VStack(spacing: 0) {
            EvaluatedNodes(nodes: [tabs[selected]]).frame(maxWidth: .infinity, maxHeight: .infinity)
            HStack(spacing: 0) {
                ForEach(items.indices, id: \.self) { i in
                    Button { select(i) } label: {
                        VStack(spacing: 0) {
                            EvaluatedNodes(nodes: items[i].icon).frame(height: 26)
                                .overlay(alignment: .topTrailing) {
                                    if let badge = items[i].badge {
                                        // Its centre on the symbol's trailing edge, its top just above the symbol's.
                                        TabBadge(label: badge)
                                            .alignmentGuide(.trailing) { $0.width / 2 }
                                            .alignmentGuide(.top) { _ in TabBadgeMetrics.topAboveSymbol }
                                    }
                                }
                            Spacer(minLength: 0)
                            EvaluatedNodes(nodes: items[i].title)
                        }
                        .padding(.top, TabBarMetrics.iconTop)
                        .padding(.bottom, 1)
                        .frame(maxWidth: .infinity, maxHeight: .infinity)
                    }
                    .buttonStyle(.plain)
                }
            }
            .frame(height: TabBarMetrics.height)
            .background { background.ignoresSafeArea(edges: .bottom) }
        }
        return [context.child(.part("tabs")).evaluateSingle(layout, name: "TabView")]
    }
}
