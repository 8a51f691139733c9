/// A label that shows or hides its content, as SwiftUI's `DisclosureGroup`: drawn by the environment's
/// disclosure group style. A tap on the label toggles it, animated (the default style's own
/// `withAnimation`, as SwiftUI's does). In a list the label is a row with the chevron at its trailing edge
/// and the content is rows of its own beneath it.
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let isExpanded: Binding<Bool>?
    @State private var ownExpanded = false
    @Environment(\.disclosureGroupStyle) private var style

    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content(); self.label = label(); isExpanded = nil
    }
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content(); self.label = label(); self.isExpanded = isExpanded
    }

    public var body: some View {
        let configuration = DisclosureGroupStyleConfiguration(
            label: .init(content: AnyView(label)), content: .init(content: AnyView(content)), isExpanded: isExpanded ?? $ownExpanded)
        return (style ?? AutomaticDisclosureGroupStyle()).body(configuration: configuration)
    }
}

extension DisclosureGroup where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ label: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(label) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(label) }
    }
}

/// How disclosure groups look and behave, as SwiftUI's `DisclosureGroupStyle`.
@MainActor @preconcurrency
public protocol DisclosureGroupStyle {
    associatedtype Body: View
    typealias Configuration = DisclosureGroupStyleConfiguration
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a disclosure group style is given: the label, the content, and whether it is open.
public struct DisclosureGroupStyleConfiguration {
    /// The group's label, as a view.
    public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }
    /// The group's content, as a view.
    public struct Content: View {
        let content: AnyView
        public var body: some View { content }
    }
    public let label: Label
    public let content: Content
    @Binding public var isExpanded: Bool

    init(label: Label, content: Content, isExpanded: Binding<Bool>) {
        self.label = label; self.content = content; _isExpanded = isExpanded
    }
}

/// iOS's disclosure group: the label with a chevron that turns from pointing forward to pointing down
/// as the group opens, the content below once open. In a list row the label is in the primary colour
/// and the chevron in the tint; elsewhere label and chevron are one tinted button (as iOS draws it).
/// The chevron's size is the navigation link's (no disclosure group was measured; a guess), and the
/// quarter turn animates with the tap's animation.
public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
    public init() {}
    @Environment(\.isInListRow) private var isInListRow

    public func makeBody(configuration: Configuration) -> some View {
        let toggle = { withAnimation { configuration.isExpanded.toggle() } }
        if isInListRow {
            Button(action: toggle) {
                HStack(spacing: NavigationLinkMetrics.chevronSpacing) {
                    configuration.label.frame(maxWidth: .infinity, alignment: .leading)
                    chevron(configuration.isExpanded).foregroundStyle(.tint)
                }
            }
            .buttonStyle(.plain)
            if configuration.isExpanded { configuration.content }
        } else {
            VStack(alignment: .leading, spacing: DisclosureGroupMetrics.contentSpacing) {
                Button(action: toggle) {
                    HStack(spacing: NavigationLinkMetrics.chevronSpacing) {
                        configuration.label.frame(maxWidth: .infinity, alignment: .leading)
                        chevron(configuration.isExpanded)
                    }
                }
                if configuration.isExpanded {
                    VStack(alignment: .leading, spacing: DisclosureGroupMetrics.contentSpacing) { configuration.content }
                        .padding(.leading, DisclosureGroupMetrics.contentIndent)
                }
            }
        }
    }

    private func chevron(_ isExpanded: Bool) -> some View {
        Image(systemName: "chevron.forward")
            .font(NavigationLinkMetrics.chevronFont)
            .rotationEffect(.degrees(isExpanded ? 90 : 0))
    }
}

/// Outside a list (not measured on iOS; guesses from SwiftUI's stack spacing and iOS's list indents).
enum DisclosureGroupMetrics {
    /// Between the label and the content, and between content views.
    static let contentSpacing: CGFloat = 8
    /// The content's indent from the label's leading edge.
    static let contentIndent: CGFloat = 16
}

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
    public static var automatic: Self { Self() }
}

extension DisclosureGroupStyle {
    /// The style's body for `configuration` (opens the environment's `any DisclosureGroupStyle`).
    func body(configuration: Configuration) -> AnyView {
        AnyView(StyleBody(style: self) { $0.makeBody(configuration: configuration) })
    }
}

extension EnvironmentValues {
    var disclosureGroupStyle: (any DisclosureGroupStyle)? {
        get { self[DisclosureGroupStyleKey.self] }
        set { self[DisclosureGroupStyleKey.self] = newValue }
    }
}
private enum DisclosureGroupStyleKey: EnvironmentKey { static let defaultValue: (any DisclosureGroupStyle)? = nil }

extension View {
    /// The style of disclosure groups in the subtree.
    public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> ModifiedContent<Self, EnvironmentWriter> {
        modifier(EnvironmentWriter { $0.disclosureGroupStyle = style })
    }
}
