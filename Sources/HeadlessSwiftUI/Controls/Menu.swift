/// A button that opens a menu of actions, as SwiftUI's `Menu`: drawn by the environment's menu style as its
/// label (iOS's default is a borderless, tinted button). The menu itself is never drawn (nor is a picker's,
/// docs/views.md); a tap runs the `primaryAction` when there is one, as a tap does on iOS.
public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let primaryAction: (@MainActor () -> Void)?
    /// `Menu(configuration)` inside a style draws the default menu, not the style again.
    var isStyled = false
    @Environment(\.menuStyle) private var style

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content(); self.label = label(); primaryAction = nil
    }
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping @MainActor () -> Void) {
        self.content = content(); self.label = label(); self.primaryAction = primaryAction
    }

    public var body: some View {
        ((isStyled ? nil : style) ?? DefaultMenuStyle()).body(configuration: MenuStyleConfiguration(
            label: .init(content: AnyView(label)), content: .init(content: AnyView(content)), primaryAction: primaryAction))
    }
}

extension Menu where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.init(content: content) { Text(titleKey) } }
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping @MainActor () -> Void) {
        self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.init(content: content) { Text(title) } }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping @MainActor () -> Void) {
        self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
    }
}

extension Menu where Label == HeadlessSwiftUI.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { HeadlessSwiftUI.Label(titleKey, systemImage: systemImage) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { HeadlessSwiftUI.Label(title, systemImage: systemImage) }
    }
}

extension Menu where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
    /// A menu from a style's configuration (`Menu(configuration)`), drawn by the default style.
    public init(_ configuration: MenuStyleConfiguration) {
        label = configuration.label; content = configuration.content; primaryAction = configuration.primaryAction
        isStyled = true
    }
}

/// How menus look, as SwiftUI's `MenuStyle`.
@MainActor @preconcurrency
public protocol MenuStyle {
    associatedtype Body: View
    typealias Configuration = MenuStyleConfiguration
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a menu style is given: the menu's label and its content.
public struct MenuStyleConfiguration {
    /// The menu's label, as a view.
    public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }
    /// The menu's items, as a view.
    public struct Content: View {
        let content: AnyView
        public var body: some View { content }
    }
    public let label: Label
    public let content: Content
    let primaryAction: (@MainActor () -> Void)?
}

/// iOS's menu: its label as a button in the environment's button style (borderless and tinted unless the
/// code says otherwise). `Menu(configuration)` in a custom style draws this.
public struct DefaultMenuStyle: MenuStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        Button { configuration.primaryAction?() } label: { configuration.label }
    }
}
/// `.button`: the label as a button, so that `.buttonStyle(.bordered)` and the like draw it.
public typealias ButtonMenuStyle = DefaultMenuStyle
/// `.borderlessButton` (deprecated in SwiftUI): the default.
public typealias BorderlessButtonMenuStyle = DefaultMenuStyle

extension MenuStyle where Self == DefaultMenuStyle {
    public static var automatic: Self { Self() }
    public static var button: Self { Self() }
    public static var borderlessButton: Self { Self() }
}

extension MenuStyle {
    /// The style's body for `configuration` (opens the environment's `any MenuStyle`).
    func body(configuration: Configuration) -> AnyView {
        AnyView(StyleBody(style: self) { $0.makeBody(configuration: configuration) })
    }
}

/// The order of a menu's items (`.menuOrder`): accepted, as the menu is not drawn.
public struct MenuOrder: Hashable, Sendable {
    let name: String
    public static let automatic = MenuOrder(name: "automatic")
    public static let priority = MenuOrder(name: "priority")
    public static let fixed = MenuOrder(name: "fixed")
}

extension EnvironmentValues {
    var menuStyle: (any MenuStyle)? {
        get { self[MenuStyleKey.self] }
        set { self[MenuStyleKey.self] = newValue }
    }
}
private enum MenuStyleKey: EnvironmentKey { static let defaultValue: (any MenuStyle)? = nil }

extension View {
    /// The style of menus in the subtree.
    public func menuStyle<S: MenuStyle>(_ style: S) -> ModifiedContent<Self, EnvironmentWriter> {
        modifier(EnvironmentWriter { $0.menuStyle = style })
    }
    /// Accepted: iOS draws no indicator on a menu's label in the styles drawn here.
    public func menuIndicator(_ visibility: Visibility) -> Self { self }
    /// Accepted: the menu's items are not drawn.
    public func menuOrder(_ order: MenuOrder) -> Self { self }
}
