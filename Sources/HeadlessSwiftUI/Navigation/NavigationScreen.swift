/// One screen of a navigation stack: its content under the navigation bar its views ask for (title,
/// display mode, toolbar items, back button), on the background its container wants (a list's grouped
/// background runs up behind the bar, as iOS's transparent bar at the top of the content shows it).
struct NavigationScreen: View, PrimitiveView {
    let content: AnyView?
    let entry: NavigationPath.Entry?
    let depth: Int
    var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        guard let navigation = context.environment.navigationContext else { return [] }
        let view = content ?? entry.map(navigation.destination(for:)) ?? AnyView(EmptyView())
        // A pushed screen's dismiss pops it; at the root it is the graph's (recorded), as nothing presents the stack.
        let inner = context.child(.content).withEnvironment { environment in
            if depth > 0 { environment.dismiss = DismissAction { navigation.pop() } }
            environment.isInNavigationScreen = true
        }
        let nodes = inner.evaluate(view)
        func first<K: ViewTraitKey>(_ key: K.Type) -> K.Value? {
            nodes.firstTrait(key, stoppingAt: { $0.traits[ObjectIdentifier(NavigationStackTrait.self)] != nil })
        }
        var items: [_ToolbarItemSpec] = []
        func collect(_ node: ViewNode) {
            if node.traits[ObjectIdentifier(NavigationStackTrait.self)] != nil { return }
            if let found = node.traits[ObjectIdentifier(ToolbarTrait.self)] as? [_ToolbarItemSpec] { items += found }
            node.children.forEach(collect)
        }
        nodes.forEach(collect)
        let title = first(NavigationTitleTrait.self)
        let titleString = title.map { (t: Text) -> String in inner.child(.part("title")).accessibilityText(of: t) }
        navigation.titles[depth] = titleString
        let backTitle = depth > 0 && first(BackButtonHiddenTrait.self) != true ? (navigation.titles[depth - 1] ?? "Back") : nil
        let barHidden = first(BarHiddenTrait.self) == true
        let mode = first(TitleDisplayModeTrait.self) ?? .automatic
        let showsBar = !barHidden && (title != nil || !items.isEmpty || backTitle != nil)
        let layout = NavigationScreenLayout(
            content: EvaluatedNodes(nodes: nodes), title: title, large: mode != .inline && title != nil, showsBar: showsBar,
            items: items, backTitle: backTitle, pop: { navigation.pop() },
            background: first(ContainerBackgroundTrait.self) ?? Color(uiColor: .systemBackground))
        let node = context.child(.part("screen")).evaluateSingle(layout, name: "NavigationScreen")
        node.traits[ObjectIdentifier(ContainerBackgroundTrait.self)] = layout.background   // for a tab bar over it
        return [node]
    }
}

extension EnvironmentValues {
    /// Set for a navigation screen's content: the screen draws its container's background.
    var isInNavigationScreen: Bool {
        get { self[InNavigationScreenKey.self] }
        set { self[InNavigationScreenKey.self] = newValue }
    }
}
private enum InNavigationScreenKey: EnvironmentKey { static let defaultValue = false }

/// The screen's layout as SwiftUI code: the bar (44 pt), the large title's row (52 pt), the content.
struct NavigationScreenLayout: View {
    let content: EvaluatedNodes
    let title: Text?
    let large: Bool
    let showsBar: Bool
    let items: [_ToolbarItemSpec]
    let backTitle: String?
    let pop: @MainActor () -> Void
    let background: Color

    var body: some View {
        VStack(spacing: 0) {
            if showsBar { bar }
            if large, let title {
                ListRowContainer(content: title.font(.largeTitle.bold()).lineLimit(1).frame(maxWidth: .infinity, alignment: .leading),
                                 spec: ListRowSpec(insets: nil, minHeight: NavigationMetrics.largeTitleHeight,
                                                   horizontal: NavigationMetrics.barHorizontalPadding,
                                                   vertical: .baselines(first: NavigationMetrics.largeTitleBaseline,
                                                                        last: NavigationMetrics.largeTitleHeight - NavigationMetrics.largeTitleBaseline),
                                                   hasSeparator: false),
                                 separator: nil)
            }
            content.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        }
        .background { background.ignoresSafeArea() }
    }

    func views(_ slot: ToolbarItemPlacement.Slot) -> some View {
        ForEach(items.indices.filter { items[$0].placement.slot == slot }, id: \.self) { i in
            items[i].content.fontWeight(items[i].placement.isProminent ? .semibold : nil)
        }
    }

    var bar: some View {
        ZStack {
            HStack(spacing: NavigationMetrics.barItemSpacing) {
                if let backTitle {
                    Button(action: pop) {
                        HStack(spacing: NavigationMetrics.backButtonSpacing) {
                            Image(systemName: "chevron.backward").fontWeight(.semibold)
                            Text(backTitle)
                        }
                        .accessibilityLabel("Back")
                    }
                    .padding(.leading, NavigationMetrics.backButtonLeading - NavigationMetrics.barHorizontalPadding)
                }
                views(.leading)
                Spacer(minLength: 0)
                views(.trailing)
            }
            .padding(.horizontal, NavigationMetrics.barHorizontalPadding)
            if let principal = items.first(where: { $0.placement.slot == .principal }) {
                principal.content
            } else if !large, let title {
                title.font(.headline).lineLimit(1)
            }
        }
        .frame(height: NavigationMetrics.barHeight)
        .buttonStyle(.automatic)
    }
}
