/// `.animation(_:body:)` (iOS 17): `animation` applies to the modifiers written in `body` and to nothing
/// else — not to the view it is applied to (the placeholder brings its transaction back) and not to what
/// lies outside. Like `.animation(_:)` it sets the animation of every change in its scope, unless the
/// transaction disables animations.
public struct ScopedAnimationView<Content: View, Body: View>: View {
    let animation: Animation?
    let content: Content
    let makeBody: (PlaceholderContentView<Content>) -> Body
    public var body: Never { primitiveBody(Self.self) }
}

extension ScopedAnimationView: PrimitiveView {
    func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        var inner = context
        if !context.transaction.disablesAnimations { inner.transaction.animation = animation }
        return inner.evaluate(makeBody(PlaceholderContentView(content: content, outerTransaction: context.transaction)))
    }
}

extension View {
    /// Animates the changes of the modifiers in `body` (applied to this view's placeholder) with `animation`.
    public func animation<V: View>(_ animation: Animation?, @ViewBuilder body: @escaping (PlaceholderContentView<Self>) -> V) -> ScopedAnimationView<Self, V> {
        ScopedAnimationView(animation: animation, content: self, makeBody: body)
    }
}
