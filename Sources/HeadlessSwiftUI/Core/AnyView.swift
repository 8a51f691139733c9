/// A type-erased view. Its identity includes the type it wraps: wrapping a view of another type is a
/// different view, as in SwiftUI.
public struct AnyView: View {
    let wrapped: any View
    let typeID: ObjectIdentifier

    public init<V: View>(_ view: V) {
        if let any = view as? AnyView { self = any; return }
        wrapped = view
        typeID = ObjectIdentifier(V.self)
    }

    /// SwiftUI's failable eraser: succeeds for any view value.
    public init?(_fromValue value: Any) {
        guard let view = value as? any View else { return nil }
        self.init(view)
    }

    public var body: Never { primitiveBody(Self.self) }
}

extension AnyView: PrimitiveView {
    func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        context.child(.type(typeID)).evaluateAny(wrapped)
    }
}
