import Foundation

/// An affine transform, in Core Graphics' convention:
/// x' = a·x + c·y + tx, y' = b·x + d·y + ty.
///
/// `t1.concatenating(t2)` applies `t1` first, then `t2` (like `CGAffineTransform.concatenating`).
public struct Transform: Hashable, Sendable {
    public var a, b, c, d, tx, ty: Double

    @inlinable public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public static func translation(_ dx: Double, _ dy: Double) -> Transform {
        Transform(a: 1, b: 0, c: 0, d: 1, tx: dx, ty: dy)
    }
    public static func scale(_ sx: Double, _ sy: Double) -> Transform {
        Transform(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }
    public static func scale(_ s: Double) -> Transform { scale(s, s) }
    /// Rotation by `angle` radians; positive turns +x towards +y (clockwise on a y-down screen).
    public static func rotation(_ angle: Double) -> Transform {
        let cs = cos(angle), sn = sin(angle)
        return Transform(a: cs, b: sn, c: -sn, d: cs, tx: 0, ty: 0)
    }
    /// Skew along x by `angleX` and along y by `angleY` (radians), as SVG's skewX/skewY.
    public static func skew(x angleX: Double, y angleY: Double) -> Transform {
        Transform(a: 1, b: tan(angleY), c: tan(angleX), d: 1, tx: 0, ty: 0)
    }

    /// `self` first, then `next`.
    public func concatenating(_ next: Transform) -> Transform {
        Transform(
            a: a * next.a + b * next.c,
            b: a * next.b + b * next.d,
            c: c * next.a + d * next.c,
            d: c * next.b + d * next.d,
            tx: tx * next.a + ty * next.c + next.tx,
            ty: tx * next.b + ty * next.d + next.ty)
    }
    public func translatedBy(_ dx: Double, _ dy: Double) -> Transform { Transform.translation(dx, dy).concatenating(self) }
    public func scaledBy(_ sx: Double, _ sy: Double) -> Transform { Transform.scale(sx, sy).concatenating(self) }

    public var determinant: Double { a * d - b * c }
    public var isIdentity: Bool { self == .identity }

    /// The inverse, or nil when the transform is singular.
    public var inverted: Transform? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        return Transform(a: ia, b: ib, c: ic, d: id,
                         tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }

    @inlinable public func apply(_ p: Point) -> Point {
        Point(a * p.x + c * p.y + tx, b * p.x + d * p.y + ty)
    }
    /// Applies only the linear part (for vectors).
    @inlinable public func applyToVector(_ v: Point) -> Point {
        Point(a * v.x + c * v.y, b * v.x + d * v.y)
    }
    /// The largest factor by which the transform stretches any direction (for tolerances).
    public var maxScale: Double {
        // Singular values of [[a c][b d]]: sqrt of the eigenvalues of MᵀM.
        let p = a * a + b * b, q = a * c + b * d, r = c * c + d * d
        let mean = (p + r) / 2, dev = (((p - r) / 2) * ((p - r) / 2) + q * q).squareRoot()
        return (mean + dev).squareRoot()
    }
}
