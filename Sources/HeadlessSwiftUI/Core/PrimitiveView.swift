/// A view the engine evaluates itself (a shape, a stack, a modifier …) instead of asking for its body.
///
/// Internal: users write views with bodies, as in SwiftUI.
@MainActor protocol PrimitiveView: View {
    /// The nodes this view contributes to the tree, in order (a `TupleView` contributes one per child).
    func makeNodes(in context: EvaluationContext) -> [ViewNode]
}

extension PrimitiveView {
    public static func _makeNodes(of view: Self, in inputs: _ViewInputs) -> _ViewOutputs? {
        _ViewOutputs(nodes: view.makeNodes(in: inputs.context))
    }
}

/// A built-in modifier the engine applies itself.
@MainActor protocol PrimitiveModifier: ViewModifier {
    /// The nodes of `content` with this modifier applied.
    func makeNodes<Content: View>(content: Content, in context: EvaluationContext) -> [ViewNode]
}

extension PrimitiveModifier {
    public static func _makeNodes<Content: View>(of modifier: Self, content: Content, in inputs: _ViewInputs) -> _ViewOutputs? {
        _ViewOutputs(nodes: modifier.makeNodes(content: content, in: inputs.context))
    }
}

/// What the engine hands a built-in view or modifier (``View/_makeNodes(of:in:)``): public in name
/// only, as SwiftUI's `_ViewInputs`, so the requirement can be part of the public protocol.
public struct _ViewInputs {
    let context: EvaluationContext
}

/// The nodes a built-in view or modifier made.
public struct _ViewOutputs {
    let nodes: [ViewNode]
}

/// A modifier that only wraps each node of its content in one node of its own (a layout rule or an
/// effect): the common case, so it needs only `makeNode`.
@MainActor protocol NodeWrappingModifier: PrimitiveModifier {
    /// What this modifier's node is and does.
    func nodeKind(in context: EvaluationContext) -> NodeKind
    /// The type name the tree dump shows for the node.
    var nodeName: String { get }
}

extension NodeWrappingModifier {
    func makeNodes<Content: View>(content: Content, in context: EvaluationContext) -> [ViewNode] {
        let inner = context.child(.content)
        return inner.evaluate(content).enumerated().map { index, child in
            ViewNode(kind: nodeKind(in: context), children: [child], name: nodeName,
                     context: index == 0 ? context : context.child(.element(index)))
        }
    }
}
