/// A view that contributes nothing.
public struct EmptyView: View {
    public init() {}
    public var body: Never { primitiveBody(Self.self) }
}

extension EmptyView: PrimitiveView {
    func makeNodes(in context: EvaluationContext) -> [ViewNode] { [] }
}
