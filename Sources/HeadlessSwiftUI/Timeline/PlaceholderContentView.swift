/// The view an animator modifier or `.animation(_:body:)` was applied to, handed to its content closure,
/// as SwiftUI's `PlaceholderContentView`. Under `.animation(_:body:)` it brings back the transaction from
/// outside the scope, so the scoped animation reaches only the modifiers written in the closure.
public struct PlaceholderContentView<Value: View>: View {
    let content: Value
    var outerTransaction: Transaction? = nil
    public var body: Never { primitiveBody(Self.self) }
}

extension PlaceholderContentView: PrimitiveView {
    func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        var inner = context
        if let outerTransaction { inner.transaction = outerTransaction }
        return inner.evaluate(content)
    }
}

/// A trigger of any `Equatable` type, compared as its own type (`onChange` needs one concrete type).
struct AnimatorTrigger: Equatable {
    let value: any Equatable
    static func == (a: AnimatorTrigger, b: AnimatorTrigger) -> Bool {
        func equal<T: Equatable>(_ x: T, _ y: any Equatable) -> Bool { (y as? T) == x }
        return equal(a.value, b.value)
    }
}
