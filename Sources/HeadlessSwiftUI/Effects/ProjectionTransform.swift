import Foundation
import Raster

/// SwiftUI's 3 × 3 projective transform of a view's drawing: row vectors, [x y 1] · M, then divide by the
/// third component (w). A `CATransform3D` becomes one by dropping z (its third row and column): a layer
/// seen flat from the camera.
public struct ProjectionTransform: Hashable, Sendable {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    public init() {}

    public init(_ m: CGAffineTransform) {
        m11 = m.a; m12 = m.b; m21 = m.c; m22 = m.d; m31 = m.tx; m32 = m.ty
    }

    /// z dropped: x and y columns kept, the perspective column (m14, m24, m44) becomes the w column and
    /// the translation row (m41, m42, m44) the third row. (sure: the only projection of [x y 0 1] · M.)
    public init(_ m: CATransform3D) {
        m11 = m.m11; m12 = m.m12; m13 = m.m14
        m21 = m.m21; m22 = m.m22; m23 = m.m24
        m31 = m.m41; m32 = m.m42; m33 = m.m44
    }

    init(_ p: Raster.ProjectiveTransform) {
        m11 = p.m11; m12 = p.m12; m13 = p.m13; m21 = p.m21; m22 = p.m22; m23 = p.m23; m31 = p.m31; m32 = p.m32; m33 = p.m33
    }

    public var isIdentity: Bool { self == ProjectionTransform() }
    /// No perspective: m13 = m23 = 0 and m33 = 1.
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// `self` then `rhs`.
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        ProjectionTransform(raster.concatenating(rhs.raster))
    }

    /// Inverts in place; false (and unchanged) when singular.
    public mutating func invert() -> Bool {
        guard let inverse = raster.inverted else { return false }
        self = ProjectionTransform(inverse)
        return true
    }

    /// The inverse, or the transform itself when singular (as SwiftUI's).
    public func inverted() -> ProjectionTransform {
        var copy = self
        _ = copy.invert()
        return copy
    }

    var raster: Raster.ProjectiveTransform {
        Raster.ProjectiveTransform(m11: Double(m11), m12: Double(m12), m13: Double(m13), m21: Double(m21), m22: Double(m22),
                                   m23: Double(m23), m31: Double(m31), m32: Double(m32), m33: Double(m33))
    }
}

extension CGPoint {
    /// The point through a projection (divided by w).
    public func applying(_ m: ProjectionTransform) -> CGPoint {
        let w = x * m.m13 + y * m.m23 + m.m33
        return CGPoint(x: (x * m.m11 + y * m.m21 + m.m31) / w, y: (x * m.m12 + y * m.m22 + m.m32) / w)
    }
}
