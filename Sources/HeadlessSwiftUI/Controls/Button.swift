/// A control that runs an action when tapped, as SwiftUI's `Button`: drawn by the environment's button
/// style (the tinted iOS default unless `.buttonStyle(_:)` says otherwise). Its pressed state can be
/// rendered (`ViewHost.press`).
public struct Button<Label: View>: View {
    let role: ButtonRole?
    let action: @MainActor () -> Void
    let label: Label

    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        role = nil; self.action = action; self.label = label()
    }
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.role = role; self.action = action; self.label = label()
    }
    public var body: Never { primitiveBody(Self.self) }
}

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) { self.init(action: action) { Text(titleKey) } }
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) { self.init(action: action) { Text(title) } }
}

extension Button where Label == HeadlessSwiftUI.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { HeadlessSwiftUI.Label(titleKey, systemImage: systemImage) }
    }
}

/// What a button does, as SwiftUI's `ButtonRole`.
public struct ButtonRole: Hashable, Sendable {
    let value: Int
    public static let destructive = ButtonRole(value: 0)
    public static let cancel = ButtonRole(value: 1)
}

extension Button: PrimitiveView {
    func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        let enabled = context.environment.isEnabled
        let action = self.action
        let labelText = context.child(.part("label")).accessibilityText(of: label)
        if context.environment.isAccessibilityRepresentation {
            let node = ViewNode(kind: .empty, name: "Button", context: context)
            node.accessibility.label = labelText
            node.accessibility.role = .button
            node.accessibility.activate = action
            return [node]
        }
        let pressed = context.graph.stateCell(at: context.path.appending(.part("pressed")), index: 0, initialValue: false)
        let label = ButtonStyleConfiguration.Label(content: AnyView(self.label))
        let here = context.child(.part("style")).withEnvironment { $0.buttonIsPressed = pressed.value }
        let nodes: [ViewNode]
        switch context.environment.buttonStyle ?? .primitive(DefaultButtonStyle()) {
        case .style(let style):
            func body<S: ButtonStyle>(_ style: S) -> [ViewNode] {
                here.graph.bindDynamicProperties(of: style, in: here)
                let configuration = ButtonStyleConfiguration(label: label, isPressed: pressed.value, role: role)
                return here.child(.body(ObjectIdentifier(S.self))).evaluate(style.makeBody(configuration: configuration))
            }
            nodes = body(style)
        case .primitive(let style):
            func body<S: PrimitiveButtonStyle>(_ style: S) -> [ViewNode] {
                here.graph.bindDynamicProperties(of: style, in: here)
                let configuration = PrimitiveButtonStyleConfiguration(label: label, role: role, trigger: action)
                return here.child(.body(ObjectIdentifier(S.self))).evaluate(style.makeBody(configuration: configuration))
            }
            nodes = body(style)
        }
        let node = ViewNode(kind: .passthrough, children: [here.evaluateSingleNodes(nodes)], name: "Button", context: context)
        node.accessibility.label = labelText.isEmpty ? nil : labelText
        node.accessibility.role = .button
        node.accessibility.activate = enabled ? action : nil
        node.action = enabled ? action : nil
        node.pressTarget = pressed
        node.controlLabel = labelText
        return [node]
    }
}

/// How buttons look, given their label and whether they are pressed, as SwiftUI's `ButtonStyle`.
@MainActor @preconcurrency
public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a button style is given.
public struct ButtonStyleConfiguration {
    /// The button's label, as a view.
    public struct Label: View {
        let content: AnyView
        public var body: Never { primitiveBody(Self.self) }
    }
    public let label: Label
    /// Whether the button is being pressed.
    public let isPressed: Bool
    public let role: ButtonRole?
}

extension ButtonStyleConfiguration.Label: PrimitiveView {
    func makeNodes(in context: EvaluationContext) -> [ViewNode] { context.evaluate(content) }
}

/// How buttons look and when they trigger, as SwiftUI's `PrimitiveButtonStyle`.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    typealias Configuration = PrimitiveButtonStyleConfiguration
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a primitive button style is given.
public struct PrimitiveButtonStyleConfiguration {
    public typealias Label = ButtonStyleConfiguration.Label
    public let label: Label
    public let role: ButtonRole?
    let action: @MainActor () -> Void
    init(label: Label, role: ButtonRole?, trigger: @escaping @MainActor () -> Void) { self.label = label; self.role = role; action = trigger }
    /// Runs the button's action.
    @MainActor public func trigger() { action() }
}

/// The button style in the environment.
enum ButtonStyleChoice {
    case style(any ButtonStyle)
    case primitive(any PrimitiveButtonStyle)
}

extension View {
    /// The style of buttons in the subtree.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> ModifiedContent<Self, EnvironmentWriter> {
        modifier(EnvironmentWriter { $0.buttonStyle = .style(style) })
    }
    /// The style of buttons in the subtree.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> ModifiedContent<Self, EnvironmentWriter> {
        modifier(EnvironmentWriter { $0.buttonStyle = .primitive(style) })
    }
}

extension EnvironmentValues {
    /// Whether the button being styled is pressed (what the built-in primitive styles read).
    var buttonIsPressed: Bool {
        get { self[PressedKey.self] }
        set { self[PressedKey.self] = newValue }
    }
}
private enum PressedKey: EnvironmentKey { static let defaultValue = false }

/// `.buttonStyle(.plain)`: the label as it is; pressed it dims to 75 %, disabled to 50 % (FACTS.md: likely).
public struct PlainButtonStyle: PrimitiveButtonStyle {
    public init() {}
    static let pressedOpacity = 0.75
    static let disabledOpacity = 0.5
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.buttonIsPressedValue) private var isPressed
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label.opacity(!isEnabled ? Self.disabledOpacity : isPressed ? Self.pressedOpacity : 1)
    }
}

/// The iOS default button (`.automatic`, `.borderless`): the label in the tint colour (red for a destructive
/// role, GT: (255, 59, 48) rows of the iOS 15 SettingsForm); pressed it fades to
/// 20 % (a guess at UIKit's highlight), disabled it is grey.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    public init() {}
    static let pressedOpacity = 0.2
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.buttonIsPressedValue) private var isPressed
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundStyle(!isEnabled ? AnyShapeStyle(Color(system: .tertiaryLabel))
                             : configuration.role == .destructive ? AnyShapeStyle(Color.red) : AnyShapeStyle(TintShapeStyle()))
            .opacity(isPressed ? Self.pressedOpacity : 1)
    }
}

/// The borderless style is the default one on iOS.
public typealias BorderlessButtonStyle = DefaultButtonStyle

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
    public static var borderless: DefaultButtonStyle { DefaultButtonStyle() }
}

extension EnvironmentValues {
    var buttonIsPressedValue: Bool { buttonIsPressed }
}
