/// A view with an explicit identity (`.id(_:)`): when the id changes, the view is a new view, its state
/// starts over and it transitions in while the old one transitions out.
public struct IDView<Content: View, ID: Hashable>: View {
    let content: Content
    let id: ID
    public var body: Never { primitiveBody(Self.self) }
}

extension IDView: PrimitiveView {
    func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        context.child(.id(AnyHashable(id))).evaluate(content)
    }
}

extension View {
    /// Gives the view an explicit identity.
    public func id<ID: Hashable>(_ id: ID) -> IDView<Self, ID> { IDView(content: self, id: id) }
}
