/// A label with its value, as SwiftUI's `LabeledContent`: drawn by the environment's labeled content
/// style (`LabeledContentStyle.swift`); the default puts the label leading and the value trailing.
public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    /// Made from a style's configuration: drawn in the default style, not the style that made it.
    var fromConfiguration = false
    @Environment(\.labeledContentStyle) private var style

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { self.content = content(); self.label = label() }

    public var body: some View {
        let configuration = LabeledContentStyleConfiguration(label: .init(content: AnyView(label)), content: .init(content: AnyView(content)))
        return ((fromConfiguration ? nil : style) ?? AutomaticLabeledContentStyle())._body(configuration)
    }
}

extension LabeledContent where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.init(content: content) { Text(titleKey) } }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.init(content: content) { Text(title) } }
}
extension LabeledContent where Label == Text, Content == Text {
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) { self.init(content: { Text(value) }) { Text(titleKey) } }
    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) { self.init(content: { Text(value) }) { Text(title) } }
}
extension LabeledContent where Label == LabeledContentStyleConfiguration.Label, Content == LabeledContentStyleConfiguration.Content {
    /// Labeled content from a style's configuration (`LabeledContent(configuration)`), to wrap the default look.
    public init(_ configuration: LabeledContentStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
        fromConfiguration = true
    }
}
