/// How labeled content looks, as SwiftUI's `LabeledContentStyle`.
@MainActor @preconcurrency
public protocol LabeledContentStyle {
    associatedtype Body: View
    typealias Configuration = LabeledContentStyleConfiguration
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
}

extension LabeledContentStyle {
    /// The style's body for `configuration`, its dynamic properties bound (called on the existential).
    func _body(_ configuration: Configuration) -> AnyView {
        AnyView(StyleBody(style: self) { $0.makeBody(configuration: configuration) })
    }
}

/// What a labeled content style is given: the label and the value.
public struct LabeledContentStyleConfiguration {
    /// The label, as a view.
    public struct Label: View { let content: AnyView; public var body: AnyView { content } }
    /// The value, as a view.
    public struct Content: View { let content: AnyView; public var body: AnyView { content } }
    public let label: Label
    public let content: Content
}

/// iOS's default: the label leads, the value trails in the secondary colour across the width offered, on
/// one baseline (GT: labeledcontent_text_value_ios18_3x.png: "Clean" from x = 0, "Code" ending at 390 pt
/// in (138, 138, 142)).
public struct AutomaticLabeledContentStyle: LabeledContentStyle {
    public init() {}
    static let minimumSpacing: CGFloat = 8
    public func makeBody(configuration: Configuration) -> some View {
        HStack(alignment: .firstTextBaseline, spacing: 0) {
            configuration.label
            Spacer(minLength: Self.minimumSpacing)
            configuration.content.foregroundStyle(.secondary)
        }
    }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle { public static var automatic: Self { Self() } }

extension EnvironmentValues {
    var labeledContentStyle: (any LabeledContentStyle)? {
        get { self[LabeledContentStyleKey.self] }
        set { self[LabeledContentStyleKey.self] = newValue }
    }
}
private enum LabeledContentStyleKey: EnvironmentKey { static var defaultValue: (any LabeledContentStyle)? { nil } }

extension View {
    /// The style of labeled content in the subtree.
    public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> ModifiedContent<Self, EnvironmentWriter> {
        modifier(EnvironmentWriter { $0.labeledContentStyle = style })
    }
}
