/// A plane-to-plane projective transform (a homography), in the row-vector convention of ``Transform``
/// and Core Graphics:
///
///     [x' y' w'] = [x y 1] · | m11 m12 m13 |
///                            | m21 m22 m23 |
///                            | m31 m32 m33 |
///     point = (x'/w', y'/w')
///
/// An affine ``Transform`` is the case m13 = m23 = 0, m33 = 1 (a b; c d; tx ty). `p.concatenating(q)`
/// applies `p` first, as ``Transform/concatenating(_:)``: the matrix product p · q.
/// What SwiftUI's `ProjectionTransform` holds, so a 3D rotation projected to the screen fits in one.
public struct ProjectiveTransform: Hashable, Sendable {
    public var m11, m12, m13: Double
    public var m21, m22, m23: Double
    public var m31, m32, m33: Double

    public init(m11: Double, m12: Double, m13: Double, m21: Double, m22: Double, m23: Double,
                m31: Double, m32: Double, m33: Double) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13
        self.m21 = m21; self.m22 = m22; self.m23 = m23
        self.m31 = m31; self.m32 = m32; self.m33 = m33
    }

    /// The affine transform as a projective one.
    public init(_ t: Transform) {
        self.init(m11: t.a, m12: t.b, m13: 0, m21: t.c, m22: t.d, m23: 0, m31: t.tx, m32: t.ty, m33: 1)
    }

    public static let identity = ProjectiveTransform(.identity)

    /// No perspective part: w' is 1 everywhere (within `tolerance` of it, for matrices built from
    /// trigonometry, where cos 90° is 6e-17 and not 0).
    public func isAffine(tolerance: Double = 0) -> Bool {
        abs(m13) <= tolerance && abs(m23) <= tolerance && abs(m33 - 1) <= tolerance
    }
    public var isAffine: Bool { isAffine() }

    /// The affine part, exact when ``isAffine`` (m33 is divided out).
    public var affine: Transform {
        Transform(a: m11 / m33, b: m12 / m33, c: m21 / m33, d: m22 / m33, tx: m31 / m33, ty: m32 / m33)
    }

    /// `self` first, then `next` (the product self · next).
    public func concatenating(_ n: ProjectiveTransform) -> ProjectiveTransform {
        ProjectiveTransform(
            m11: m11 * n.m11 + m12 * n.m21 + m13 * n.m31,
            m12: m11 * n.m12 + m12 * n.m22 + m13 * n.m32,
            m13: m11 * n.m13 + m12 * n.m23 + m13 * n.m33,
            m21: m21 * n.m11 + m22 * n.m21 + m23 * n.m31,
            m22: m21 * n.m12 + m22 * n.m22 + m23 * n.m32,
            m23: m21 * n.m13 + m22 * n.m23 + m23 * n.m33,
            m31: m31 * n.m11 + m32 * n.m21 + m33 * n.m31,
            m32: m31 * n.m12 + m32 * n.m22 + m33 * n.m32,
            m33: m31 * n.m13 + m32 * n.m23 + m33 * n.m33)
    }

    public var determinant: Double {
        m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
    }

    /// The inverse (adjugate over determinant), or nil when singular: a view turned edge-on.
    public var inverted: ProjectiveTransform? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        let k = 1 / det
        return ProjectiveTransform(
            m11: (m22 * m33 - m23 * m32) * k, m12: (m13 * m32 - m12 * m33) * k, m13: (m12 * m23 - m13 * m22) * k,
            m21: (m23 * m31 - m21 * m33) * k, m22: (m11 * m33 - m13 * m31) * k, m23: (m13 * m21 - m11 * m23) * k,
            m31: (m21 * m32 - m22 * m31) * k, m32: (m12 * m31 - m11 * m32) * k, m33: (m11 * m22 - m12 * m21) * k)
    }

    /// w' at `p`: positive in front of the camera. Where it is 0 or less the point went behind it and
    /// has no image (it is not drawn).
    @inlinable public func w(at p: Point) -> Double { p.x * m13 + p.y * m23 + m33 }

    /// The image of `p`, or nil when `p` is behind the camera (w' ≤ 0).
    @inlinable public func apply(_ p: Point) -> Point? {
        let w = p.x * m13 + p.y * m23 + m33
        guard w > 0 else { return nil }
        return Point((p.x * m11 + p.y * m21 + m31) / w, (p.x * m12 + p.y * m22 + m32) / w)
    }

    /// The image of `p` whatever the sign of w' (for an inverse map, whose w' has no camera meaning);
    /// nil only where w' = 0.
    @inlinable public func applyProjective(_ p: Point) -> Point? {
        let w = p.x * m13 + p.y * m23 + m33
        guard w != 0 else { return nil }
        return Point((p.x * m11 + p.y * m21 + m31) / w, (p.x * m12 + p.y * m22 + m32) / w)
    }

    /// The bounds of `rect`'s image, or nil when a corner is behind the camera (the image is then
    /// unbounded). A homography maps a convex quadrilateral in front of the camera to one, so the four
    /// corners bound it.
    public func boundsOfImage(of rect: Rect) -> Rect? {
        let corners = [Point(rect.minX, rect.minY), Point(rect.maxX, rect.minY), Point(rect.maxX, rect.maxY), Point(rect.minX, rect.maxY)]
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for c in corners {
            guard let p = apply(c) else { return nil }
            minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
