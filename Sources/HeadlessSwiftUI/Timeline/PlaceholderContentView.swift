/// The view an animator modifier, `.animation(_:body:)` or a transition's `body(content:phase:)` was
/// applied to, handed to its content closure, as SwiftUI's `PlaceholderContentView`. Under
/// `.animation(_:body:)` it brings back the transaction from outside the scope, so the scoped animation
/// reaches only the modifiers written in the closure. `Value` names whose placeholder it is (a view, or a
/// transition); the content itself is kept as what evaluates it.
public struct PlaceholderContentView<Value>: View {
    let makeContent: @MainActor (EvaluationContext) -> [ViewNode]
    public var body: Never { primitiveBody(Self.self) }
}

extension PlaceholderContentView where Value: View {
    init(content: Value, outerTransaction: Transaction? = nil) {
        makeContent = { context in
            var inner = context
            if let outerTransaction { inner.transaction = outerTransaction }
            return inner.evaluate(content)
        }
    }
}

extension PlaceholderContentView: PrimitiveView {
    func makeNodes(in context: EvaluationContext) -> [ViewNode] { makeContent(context) }
}

/// A trigger of any `Equatable` type, compared as its own type (`onChange` needs one concrete type).
struct AnimatorTrigger: Equatable {
    let value: any Equatable
    static func == (a: AnimatorTrigger, b: AnimatorTrigger) -> Bool {
        func equal<T: Equatable>(_ x: T, _ y: any Equatable) -> Bool { (y as? T) == x }
        return equal(a.value, b.value)
    }
}
