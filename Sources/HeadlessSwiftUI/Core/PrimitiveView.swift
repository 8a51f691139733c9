/// A view the engine evaluates itself (a shape, a stack, a modifier …) instead of asking for its body.
///
/// Internal: users write views with bodies, as in SwiftUI.
@MainActor protocol PrimitiveView {
    /// The nodes this view contributes to the tree, in order (a `TupleView` contributes one per child).
    func makeNodes(in context: EvaluationContext) -> [ViewNode]
}

/// A built-in modifier the engine applies itself.
@MainActor protocol PrimitiveModifier {
    /// The nodes of `content` with this modifier applied.
    func makeNodes<Content: View>(content: Content, in context: EvaluationContext) -> [ViewNode]
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
