/// A reusable change to a view, as SwiftUI's `ViewModifier`: `body(content:)` wraps the content.
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    /// The content the modifier is applied to, as a view.
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
    /// The engine's entry for a built-in modifier (``View/_makeNodes(of:in:)``'s counterpart): nil, the
    /// default, for a modifier with a body.
    static func _makeNodes<Content: View>(of modifier: Self, content: Content, in inputs: _ViewInputs) -> _ViewOutputs?
}

extension ViewModifier {
    public static func _makeNodes<Content: View>(of modifier: Self, content: Content, in inputs: _ViewInputs) -> _ViewOutputs? { nil }
}

/// The content of a custom modifier: evaluates the modified view where the modifier's body places it.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    let evaluate: @MainActor (EvaluationContext) -> [ViewNode]
    public var body: Never { primitiveBody(Self.self) }
}

extension _ViewModifier_Content: PrimitiveView {
    func makeNodes(in context: EvaluationContext) -> [ViewNode] { evaluate(context) }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    public init(content: Content, modifier: Modifier) { self.content = content; self.modifier = modifier }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public var body: Never { primitiveBody(Self.self) }
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
    func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        if let outputs = Modifier._makeNodes(of: modifier, content: content, in: _ViewInputs(context: context)) {
            return outputs.nodes
        }
        // A custom modifier: bind its state and environment, then evaluate its body with the content
        // standing in for the modified view.
        let here = context.child(.modifier(ObjectIdentifier(Modifier.self)))
        here.graph.bindDynamicProperties(of: modifier, in: here)
        let content = self.content
        let placeholder = _ViewModifier_Content<Modifier>(evaluate: { inner in inner.child(.content).evaluate(content) })
        return here.evaluate(modifier.body(content: placeholder))
    }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    /// Two modifiers chained (`a.concat(b)`).
    public func body(content: _ViewModifier_Content<Self>) -> Never { primitiveBody(Self.self) }
}

extension ModifiedContent: PrimitiveModifier where Content: ViewModifier, Modifier: ViewModifier {
    func makeNodes<Inner: View>(content inner: Inner, in context: EvaluationContext) -> [ViewNode] {
        context.evaluate(inner.modifier(self.content).modifier(modifier))
    }
}

extension ViewModifier {
    /// This modifier followed by `modifier`.
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> { ModifiedContent(content: self, modifier: modifier) }
}

extension View {
    /// Applies a modifier.
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { ModifiedContent(content: self, modifier: modifier) }
}

/// A modifier that changes nothing.
public struct EmptyModifier: ViewModifier, PrimitiveModifier {
    public static let identity = EmptyModifier()
    public init() {}
    public func body(content: Content) -> Never { primitiveBody(Self.self) }
    func makeNodes<C: View>(content: C, in context: EvaluationContext) -> [ViewNode] { context.evaluate(content) }
}
