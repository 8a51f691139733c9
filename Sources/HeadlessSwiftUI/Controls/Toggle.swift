/// A control that switches between on and off, as SwiftUI's `Toggle`: drawn by the environment's toggle
/// style (the iOS switch by default), with the accessibility its style gives it.
public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) { self.isOn = isOn; self.label = label() }
    public var body: Never { primitiveBody(Self.self) }
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(titleKey) } }
    @_disfavoredOverload
    public init(_ title: LocalizedStringResource, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(title) } }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(title) } }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// A toggle from a style's configuration (`Toggle(configuration)`).
    public init(_ configuration: ToggleStyleConfiguration) { self.init(isOn: configuration.$isOn) { configuration.label } }
}

extension Toggle: PrimitiveView {
    func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        let binding = isOn
        let labelText = context.child(.part("label")).accessibilityText(of: label)
        let activate: @MainActor () -> Void = { binding.wrappedValue.toggle() }
        if context.environment.isAccessibilityRepresentation {
            let node = ViewNode(kind: .empty, name: "Toggle", context: context)
            node.accessibility.label = labelText
            node.accessibility.role = .toggle(isOn: binding.wrappedValue)
            node.accessibility.activate = context.environment.isEnabled ? activate : nil
            return [node]
        }
        let style = context.environment.toggleStyle ?? SwitchToggleStyle()
        let configuration = ToggleStyleConfiguration(label: ToggleStyleConfiguration.Label(content: AnyView(label)), isOn: binding)
        let here = context.child(.part("style"))
        func body<S: ToggleStyle>(_ style: S) -> [ViewNode] {
            here.graph.bindDynamicProperties(of: style, in: here)
            return here.child(.body(ObjectIdentifier(S.self))).evaluate(style.makeBody(configuration: configuration))
        }
        let node = ViewNode(kind: .passthrough, children: [here.evaluateSingleNodes(body(style))], name: "Toggle", context: context)
        node.action = context.environment.isEnabled ? activate : nil
        node.controlLabel = labelText
        return [node]
    }
}

/// How toggles look and behave, as SwiftUI's `ToggleStyle`.
@MainActor @preconcurrency
public protocol ToggleStyle {
    associatedtype Body: View
    typealias Configuration = ToggleStyleConfiguration
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a toggle style is given: the toggle's label and its state.
public struct ToggleStyleConfiguration {
    /// The toggle's label, as a view.
    public struct Label: View {
        let content: AnyView
        public var body: Never { primitiveBody(Self.self) }
    }
    public let label: Label
    @Binding public var isOn: Bool
    /// Whether the toggle shows a mixed state (never here).
    public var isMixed = false

    init(label: Label, isOn: Binding<Bool>) {
        self.label = label
        _isOn = isOn
    }
}

extension ToggleStyleConfiguration.Label: PrimitiveView {
    func makeNodes(in context: EvaluationContext) -> [ViewNode] { context.evaluate(content) }
}

extension View {
    /// The style of toggles in the subtree.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> ModifiedContent<Self, EnvironmentWriter> {
        modifier(EnvironmentWriter { $0.toggleStyle = style })
    }
    /// Hides the labels of controls in the subtree (a switch alone).
    public func labelsHidden() -> ModifiedContent<Self, EnvironmentWriter> {
        modifier(EnvironmentWriter { $0.labelsHidden = true })
    }
    /// Turns controls in the subtree off: they do not respond, and the built-in styles dim.
    public func disabled(_ disabled: Bool) -> ModifiedContent<Self, EnvironmentWriter> {
        modifier(EnvironmentWriter { if disabled { $0.isEnabled = false } })
    }
}

extension EvaluationContext {
    /// Nodes as one node: the node itself, or a ZStack of several.
    func evaluateSingleNodes(_ nodes: [ViewNode]) -> ViewNode {
        if nodes.count == 1 { return nodes[0] }
        return ViewNode(kind: .zstack(.center), children: nodes, name: "ZStack", context: self)
    }

    /// The text a label view reads as (its `Text`s joined), evaluated on the side and not drawn.
    func accessibilityText<V: View>(of view: V) -> String {
        let nodes = withEnvironment { $0.isAccessibilityRepresentation = true }.evaluate(view)
        return nodes.map(\.combinedText).filter { !$0.isEmpty }.joined(separator: ", ")
    }
}

extension ViewNode {
    /// The words of a `Text` leaf, laid out or only read (nil for any other node).
    var readText: String? {
        if case .text(let leaf) = kind { return leaf.runs.map(\.string).joined() }
        return accessibility.text
    }

    /// The text of the subtree's `Text` leaves (or its explicit label), joined.
    var combinedText: String {
        if let label = accessibility.label { return label }
        if accessibility.isHidden { return "" }
        if let text = readText { return text }
        return children.map(\.combinedText).filter { !$0.isEmpty }.joined(separator: ", ")
    }
}
