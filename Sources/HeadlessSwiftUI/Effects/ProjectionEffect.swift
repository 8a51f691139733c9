import Foundation

extension View {
    /// Draws the view through a projective transform of its own coordinates (origin at its top-left
    /// corner); layout is unchanged. Affine transforms are drawn as `rotationEffect` and `scaleEffect` are
    /// (the shapes transformed, sharp); any other warps the flat layer of the view.
    public func projectionEffect(_ transform: ProjectionTransform) -> ModifiedContent<Self, EffectModifier> {
        modifier(EffectModifier(effect: { _ in .projection(transform) }, nodeName: "projectionEffect"))
    }

    /// Draws the view through an affine transform of its own coordinates; layout is unchanged.
    public func transformEffect(_ transform: CGAffineTransform) -> ModifiedContent<Self, EffectModifier> {
        modifier(EffectModifier(effect: { _ in .projection(ProjectionTransform(transform)) }, nodeName: "transformEffect"))
    }
}
