/// A choice of one of several options, as SwiftUI's `Picker`. The options are the content's views, each
/// identified by its `.tag` (or its `ForEach` id). Drawn in the environment's picker style: `.menu` (the
/// default, also in a form row: the label, the selected option in the secondary colour and the up-down
/// chevrons), `.segmented` (`SegmentedPickerStyle.swift`), `.inline` (a row per option, a checkmark on
/// the selected one), `.wheel` (`WheelPickerStyle.swift`) or `.navigationLink`
/// (`NavigationLinkPickerStyle.swift`). A tap on an option's text selects it (segmented, inline, wheel).
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content
    public var body: Never { primitiveBody(Self.self) }

    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection; self.content = content(); self.label = label()
    }
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.selection = selection; self.content = content(); self.label = label
    }
}

extension Picker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

/// An option's value (`.tag(_:)`).
enum TagTrait: ViewTraitKey { typealias Value = AnyHashable }

extension View {
    /// The value this view stands for among a picker's options.
    public func tag<V: Hashable>(_ tag: V) -> ModifiedContent<Self, TraitModifier> { trait(TagTrait.self, AnyHashable(tag)) }
}

/// How pickers look, as SwiftUI's `PickerStyle`.
public protocol PickerStyle: Sendable { var _kind: PickerStyleKind { get } }
public enum PickerStyleKind: Sendable { case menu, segmented, inline, wheel, navigationLink }
public struct MenuPickerStyle: PickerStyle { public init() {}; public var _kind: PickerStyleKind { .menu } }
public struct SegmentedPickerStyle: PickerStyle { public init() {}; public var _kind: PickerStyleKind { .segmented } }
public struct InlinePickerStyle: PickerStyle { public init() {}; public var _kind: PickerStyleKind { .inline } }
/// The platform's default: a menu.
public struct DefaultPickerStyle: PickerStyle { public init() {}; public var _kind: PickerStyleKind { .menu } }
public struct PalettePickerStyle: PickerStyle { public init() {}; public var _kind: PickerStyleKind { .segmented } }

extension PickerStyle where Self == MenuPickerStyle { public static var menu: Self { Self() } }
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: Self { Self() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: Self { Self() } }
extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: Self { Self() } }
extension PickerStyle where Self == PalettePickerStyle { public static var palette: Self { Self() } }

extension EnvironmentValues {
    var pickerStyleKind: PickerStyleKind {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}
private enum PickerStyleKey: EnvironmentKey { static let defaultValue = PickerStyleKind.menu }

extension View {
    /// The style of pickers in the subtree.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> ModifiedContent<Self, EnvironmentWriter> {
        modifier(EnvironmentWriter { $0.pickerStyleKind = style._kind })
    }
}

/// One option: its value and the text it reads as.
struct PickerOption {
    let tag: AnyHashable?
    let text: String
}

extension Picker: PrimitiveView {
    func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        // The options, evaluated on the side (read, not drawn): their tags and texts.
        let read = context.child(.part("options")).withEnvironment { $0.isAccessibilityRepresentation = true }
        let options = read.evaluate(content).map { node in
            PickerOption(tag: node.trait(TagTrait.self) ?? node.path.components.reversed().lazy.compactMap { c -> AnyHashable? in
                if case .id(let id) = c { return id }
                return nil
            }.first, text: node.combinedText)
        }
        let binding = selection
        let selectedIndex = options.firstIndex { ($0.tag?.base as? SelectionValue) == binding.wrappedValue }
        let choose: (Int) -> Void = { i in if let value = options[i].tag?.base as? SelectionValue { binding.wrappedValue = value } }
        let labelText = context.child(.part("label")).accessibilityText(of: label)
        let body: AnyView
        switch context.environment.pickerStyleKind {
        case .menu:
            body = AnyView(MenuPickerBody(label: label, value: selectedIndex.map { options[$0].text } ?? "",
                                          inRow: context.environment.isInListRow))
        case .segmented:
            body = AnyView(SegmentedPickerBody(titles: options.map(\.text), selected: selectedIndex, choose: choose))
        case .wheel:
            body = AnyView(WheelPickerBody(titles: options.map(\.text), selected: selectedIndex, choose: choose))
        case .navigationLink:
            body = AnyView(NavigationLinkPickerBody(label: label, title: labelText, titles: options.map(\.text),
                                                    selected: selectedIndex, choose: choose))
        case .inline:
            return options.indices.flatMap { i in
                context.child(.id(i)).evaluate(InlinePickerRow(title: options[i].text, isSelected: i == selectedIndex) { choose(i) })
            }
        }
        let node = context.child(.part("body")).evaluateSingle(body, name: "Picker")
        let wrapper = ViewNode(kind: .passthrough, children: [node], name: "Picker", context: context)
        wrapper.accessibility.label = labelText
        return [wrapper]
    }
}

/// The menu picker: in a list row the label leads and the value trails; elsewhere the value alone in the
/// tint colour. Measured (GT: picker_menu_in_list_row_ios18_3x.png): the value and the
/// chevron.up.chevron.down glyph (8 × 11.7 pt ink) in (138, 138, 142) = secondaryLabel, 6.3 pt apart in
/// ink, the glyph ending 21.7 pt inside the card: our artwork at 15 pt gives about that ink, and 1.33 pt
/// of trailing padding puts its end there.
struct MenuPickerBody<Label: View>: View {
    let label: Label
    let value: String
    let inRow: Bool
    static var chevronFont: Font { .system(size: 15, weight: .medium) }
    static var chevronTrailing: CGFloat { 1.33 }
    static var spacing: CGFloat { 5 }

    var body: some View {
        if inRow {
            HStack(spacing: 0) {
                label
                Spacer(minLength: 8)
                valueAndChevrons.foregroundStyle(.secondary)
            }
        } else {
            valueAndChevrons.foregroundStyle(.tint)
        }
    }

    var valueAndChevrons: some View {
        HStack(spacing: Self.spacing) {
            Text(value)
            Image(systemName: "chevron.up.chevron.down").font(Self.chevronFont).padding(.trailing, Self.chevronTrailing)
        }
    }
}

/// An option of an inline picker: a row that selects it, with a checkmark in the tint colour when selected
/// (GT: list_sections_headers_checkmarks…_ios18: the checkmark's ink 13.7 × 13.3 pt ends 22 pt inside the card).
struct InlinePickerRow: View {
    let title: String
    let isSelected: Bool
    let select: @MainActor () -> Void
    var body: some View {
        Button(action: select) {
            HStack {
                Text(title).frame(maxWidth: .infinity, alignment: .leading)
                if isSelected { Image(systemName: "checkmark").fontWeight(.semibold).foregroundStyle(.tint) }
            }
        }
        .buttonStyle(.plain)
    }
}
