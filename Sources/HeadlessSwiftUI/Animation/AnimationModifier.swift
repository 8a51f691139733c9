/// `.animation(_:value:)` (SwiftUI's `_AnimationModifier`): in a change where `value` differs from what
/// it was, the transaction's animation in the subtree becomes `animation` (nil: no animation there);
/// otherwise the transaction passes through. It overrides `withAnimation` inside its subtree and never
/// reaches parents or siblings.
public struct AnimationModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
    let animation: Animation?
    let value: Value
    public func body(content: Content) -> Never { primitiveBody(Self.self) }
    func makeNodes<C: View>(content: C, in context: EvaluationContext) -> [ViewNode] {
        let graph = context.graph
        let previous = graph.watchedValues[context.path]
        graph.watchedValues[context.path] = value
        var inner = context
        let changed = previous.map { !(($0 as? Value) == value) } ?? false
        if changed, !context.transaction.disablesAnimations {
            inner.transaction.animation = animation
        }
        return inner.evaluate(content)
    }
}

/// `.animation(_:)` without a value (deprecated in SwiftUI): every change in the subtree takes `animation`.
public struct ImplicitAnimationModifier: ViewModifier, PrimitiveModifier {
    let animation: Animation?
    public func body(content: Content) -> Never { primitiveBody(Self.self) }
    func makeNodes<C: View>(content: C, in context: EvaluationContext) -> [ViewNode] {
        var inner = context
        if !context.transaction.disablesAnimations { inner.transaction.animation = animation }
        return inner.evaluate(content)
    }
}

/// `.transaction { … }`: changes the transaction for the subtree.
public struct TransactionModifier: ViewModifier, PrimitiveModifier {
    let transform: (inout Transaction) -> Void
    public func body(content: Content) -> Never { primitiveBody(Self.self) }
    func makeNodes<C: View>(content: C, in context: EvaluationContext) -> [ViewNode] {
        var inner = context
        transform(&inner.transaction)
        return inner.evaluate(content)
    }
}

extension View {
    /// Animates the subtree's changes with `animation` in transactions where `value` changed.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> ModifiedContent<Self, AnimationModifier<V>> {
        modifier(AnimationModifier(animation: animation, value: value))
    }
    /// Animates every change of the subtree with `animation` (deprecated in SwiftUI; prefer `value:`).
    public func animation(_ animation: Animation?) -> ModifiedContent<Self, ImplicitAnimationModifier> {
        modifier(ImplicitAnimationModifier(animation: animation))
    }
    /// Changes the transaction of the subtree's changes.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> ModifiedContent<Self, TransactionModifier> {
        modifier(TransactionModifier(transform: transform))
    }
}

extension Animation {
    /// `spring(response:dampingFraction:blendDuration:)`: the blend duration is accepted and has no effect
    /// (it only matters when springs are blended mid-flight, which retargeting models by velocity).
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double) -> Animation {
        .spring(response: response, dampingFraction: dampingFraction)
    }
    /// `interactiveSpring(response:dampingFraction:blendDuration:)`.
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) -> Animation {
        .spring(response: response, dampingFraction: dampingFraction)
    }
    /// `interactiveSpring` with its defaults.
    public static var interactiveSpring: Animation { interactiveSpring() }
}
