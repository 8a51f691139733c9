import Foundation

/// `.rotation3DEffect`'s values (all animatable, angle first): the matrix is made per frame from the
/// view's size, so an animated angle turns the card rather than interpolating matrices.
struct Rotation3DSpec: Sendable, Hashable {
    var angle: Angle
    var axis: (x: CGFloat, y: CGFloat, z: CGFloat)
    var anchor: UnitPoint
    var anchorZ: CGFloat
    var perspective: CGFloat

    static func == (l: Self, r: Self) -> Bool {
        l.angle == r.angle && l.axis == r.axis && l.anchor == r.anchor && l.anchorZ == r.anchorZ && l.perspective == r.perspective
    }
    func hash(into h: inout Hasher) {
        h.combine(angle.radians); h.combine(axis.x); h.combine(axis.y); h.combine(axis.z)
        h.combine(anchor.x); h.combine(anchor.y); h.combine(anchorZ); h.combine(perspective)
    }

    /// The projection for a view of `size`, as SwiftUI builds it (likely: OpenSwiftUI's reimplementation of
    /// `_Rotation3DEffect.effectValue(size:)` builds this; Apple documents neither the distance nor the
    /// order, and no iOS render was compared). With a = (anchor.x·width, anchor.y·height, anchorZ) and the camera distance
    /// d = max(width, height) / perspective, in row-vector order (left applies first):
    ///
    ///     M = T(−a) · R(angle, axis) · P · T(a),   P = identity with m34 = −1/d
    ///
    /// so a point is moved to the anchor, turned, seen with perspective and moved back: w = 1 − z/d, so
    /// what turns towards the viewer (z > 0, out of the screen) grows and what turns away shrinks. A
    /// positive turn about y sends +x to z = −sin(angle)·x: the trailing side recedes, as the picture in
    /// Apple's documentation shows (sure for the direction). z is then dropped
    /// (``ProjectionTransform``'s `init(_: CATransform3D)`). Under right-to-left the
    /// matrix is mirrored, F · M · F with F: x → width − x, so the leading side is the near one there too
    /// (a guess: OpenSwiftUI's effect data carries this flip for right-to-left; no iOS render compared).
    /// perspective 0 is an orthographic projection (m34 = 0).
    func projection(in size: CGSize, rightToLeft: Bool = false) -> ProjectionTransform {
        let a = (x: anchor.x * size.width, y: anchor.y * size.height, z: anchorZ)
        var p = CATransform3DIdentity
        let extent = max(size.width, size.height)
        p.m34 = extent > 0 ? -perspective / extent : 0
        let turn = CATransform3DMakeRotation(CGFloat(angle.radians), axis.x, axis.y, axis.z)
        let m = CATransform3DConcat(CATransform3DConcat(CATransform3DMakeTranslation(-a.x, -a.y, -a.z), turn),
                                    CATransform3DConcat(p, CATransform3DMakeTranslation(a.x, a.y, a.z)))
        var projection = ProjectionTransform(m)
        if rightToLeft {
            var flip = ProjectionTransform()
            flip.m11 = -1; flip.m31 = size.width
            projection = flip.concatenating(projection).concatenating(flip)
        }
        return projection
    }
}

extension View {
    /// Renders the view as if turned in three dimensions about `axis` through `anchor` (and `anchorZ`),
    /// projected back onto its plane with a vanishing point set by `perspective` (1: a camera
    /// max(width, height) away). Layout is unchanged; a view turned past 90° shows its mirrored back.
    /// Drawn as one flat layer: there is no depth sorting between it and its siblings (docs/views.md).
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> ModifiedContent<Self, EffectModifier> {
        let spec = Rotation3DSpec(angle: angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective)
        return modifier(EffectModifier(effect: { _ in .rotation3D(spec) }, nodeName: "rotation3DEffect"))
    }
}
