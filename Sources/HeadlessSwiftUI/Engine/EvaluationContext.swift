/// What evaluating a view needs to know: the graph (state storage), the view's path, its environment
/// and the transaction in force there.
@MainActor
struct EvaluationContext {
    unowned let graph: ViewGraph
    var path: ViewPath
    var environment: EnvironmentValues
    var transaction: Transaction

    /// The context of a child at one more path component.
    func child(_ component: ViewPath.Component) -> EvaluationContext {
        var copy = self
        copy.path = path.appending(component)
        return copy
    }

    /// A copy with the environment changed by `update`.
    func withEnvironment(_ update: (inout EnvironmentValues) -> Void) -> EvaluationContext {
        var copy = self
        update(&copy.environment)
        return copy
    }

    /// Evaluates `view` here: a primitive makes its nodes, any other view has its dynamic properties
    /// bound to this path and its body (called again only when something it depends on changed,
    /// BodyMemo.swift) evaluated one level down.
    func evaluate<V: View>(_ view: V) -> [ViewNode] {
        if let outputs = V._makeNodes(of: view, in: _ViewInputs(context: self)) {
            return outputs.nodes
        }
        graph.bindDynamicProperties(of: view, in: self)
        return child(.body(ObjectIdentifier(V.self))).evaluate(graph.body(of: view, at: path))
    }

    /// `evaluate` for an existential view (opened, then evaluated as its own type).
    func evaluateAny(_ view: any View) -> [ViewNode] {
        func open<V: View>(_ v: V) -> [ViewNode] { evaluate(v) }
        return open(view)
    }

    /// Evaluates `view` and puts its nodes in a stack-like container if there are several; the one node
    /// when there is one; an empty node when there are none. For places that need exactly one node
    /// (an overlay, a label).
    func evaluateSingle<V: View>(_ view: V, name: String) -> ViewNode {
        let nodes = evaluate(view)
        if nodes.count == 1 { return nodes[0] }
        return ViewNode(kind: .zstack(.center), children: nodes, name: name, context: self)
    }
}
