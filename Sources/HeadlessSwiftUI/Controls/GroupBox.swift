/// A box around related views, as SwiftUI's `GroupBox`: drawn by the environment's group box style
/// (iOS's rounded card by default), its label above its content.
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    /// Made from a style's configuration: drawn in the default style, not the style that made it.
    var fromConfiguration = false
    @Environment(\.groupBoxStyle) private var style

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content(); self.label = label()
    }
    /// The older form, label first (deprecated in SwiftUI, still compiled by apps).
    public init(label: Label, @ViewBuilder content: () -> Content) { self.content = content(); self.label = label }

    public var body: some View {
        let configuration = GroupBoxStyleConfiguration(label: .init(content: AnyView(label)), content: .init(content: AnyView(content)))
        return ((fromConfiguration ? nil : style) ?? DefaultGroupBoxStyle())._body(configuration)
    }
}

extension GroupBox where Label == EmptyView {
    public init(@ViewBuilder content: () -> Content) { self.init(content: content) { EmptyView() } }
}

extension GroupBox where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.init(content: content) { Text(titleKey) } }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.init(content: content) { Text(title) } }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// A group box from a style's configuration (`GroupBox(configuration)`), to wrap the default look.
    public init(_ configuration: GroupBoxStyleConfiguration) {
        self.init(label: configuration.label) { configuration.content }
        fromConfiguration = true
    }
}

/// How group boxes look, as SwiftUI's `GroupBoxStyle`.
@MainActor @preconcurrency
public protocol GroupBoxStyle {
    associatedtype Body: View
    typealias Configuration = GroupBoxStyleConfiguration
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
}

extension GroupBoxStyle {
    /// The style's body for `configuration`, its dynamic properties bound (called on the existential).
    func _body(_ configuration: Configuration) -> AnyView {
        AnyView(StyleBody(style: self) { $0.makeBody(configuration: configuration) })
    }
}

/// What a group box style is given: the box's label and content.
public struct GroupBoxStyleConfiguration {
    /// The group box's label, as a view.
    public struct Label: View { let content: AnyView; public var body: AnyView { content } }
    /// The group box's content, as a view.
    public struct Content: View { let content: AnyView; public var body: AnyView { content } }
    public let label: Label
    public let content: Content
}

/// iOS's group box: the label in the headline font over the content, both leading, padded inside a rounded
/// card that takes the width offered.
public struct DefaultGroupBoxStyle: GroupBoxStyle {
    public init() {}
    /// 16 pt on every side: the default `.padding()` SwiftUI's own style applies (Apple's sample renders show
    /// the text 16 pt in from the card; read from screenshots, not measured on a ground-truth image: likely).
    static let padding: CGFloat = 16
    /// About 8 pt, continuous: read from screenshots of iOS 16–18 (a tighter corner than a list card's
    /// measured 10 pt; not measured here: a guess within 1–2 pt).
    static let cornerRadius: CGFloat = 8
    /// Between the label and the content: a stack's default 8 pt (a guess).
    static let labelSpacing: CGFloat = 8
    /// secondarySystemBackground on its own; tertiarySystemBackground inside another group box or a list
    /// row, so a box stays distinct from what it sits on (SwiftUI's documented behaviour; the colours are
    /// the system table's).
    static func fill(nested: Bool) -> Color { Color(uiColor: nested ? .tertiarySystemBackground : .secondarySystemBackground) }

    @Environment(\.groupBoxDepth) private var depth
    @Environment(\.isInListRow) private var inListRow

    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: Self.labelSpacing) {
            configuration.label.font(.headline)
            configuration.content
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(Self.padding)
        .background(RoundedRectangle(cornerRadius: Self.cornerRadius, style: .continuous).fill(Self.fill(nested: depth > 0 || inListRow)))
        .environment(\.groupBoxDepth, depth + 1)
    }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// The platform's default: iOS's card.
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

extension EnvironmentValues {
    var groupBoxStyle: (any GroupBoxStyle)? {
        get { self[GroupBoxStyleKey.self] }
        set { self[GroupBoxStyleKey.self] = newValue }
    }
    /// How many default group boxes enclose this view.
    var groupBoxDepth: Int {
        get { self[GroupBoxDepthKey.self] }
        set { self[GroupBoxDepthKey.self] = newValue }
    }
}
private enum GroupBoxStyleKey: EnvironmentKey { static var defaultValue: (any GroupBoxStyle)? { nil } }
private enum GroupBoxDepthKey: EnvironmentKey { static var defaultValue: Int { 0 } }

extension View {
    /// The style of group boxes in the subtree.
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> ModifiedContent<Self, EnvironmentWriter> {
        modifier(EnvironmentWriter { $0.groupBoxStyle = style })
    }
}
