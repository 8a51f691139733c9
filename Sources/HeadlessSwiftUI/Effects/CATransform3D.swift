import Foundation

/// Core Animation's 4 × 4 layer transform (not on Linux), as far as SwiftUI code builds one for
/// `ProjectionTransform(_:)`. Row vectors, as Core Animation: [x y z 1] · M, so `m41…m43` is the translation,
/// `m34` the perspective term (−1 / camera distance), and ``CATransform3DConcat(_:_:)``'s `a` applies first.
public struct CATransform3D: Hashable, Sendable {
    public var m11, m12, m13, m14: CGFloat
    public var m21, m22, m23, m24: CGFloat
    public var m31, m32, m33, m34: CGFloat
    public var m41, m42, m43, m44: CGFloat

    public init() {
        m11 = 1; m12 = 0; m13 = 0; m14 = 0
        m21 = 0; m22 = 1; m23 = 0; m24 = 0
        m31 = 0; m32 = 0; m33 = 1; m34 = 0
        m41 = 0; m42 = 0; m43 = 0; m44 = 1
    }

    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat, m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    /// The rows, for the matrix product.
    fileprivate var rows: [[CGFloat]] {
        [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
    }
    fileprivate init(rows r: [[CGFloat]]) {
        self.init(m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3], m21: r[1][0], m22: r[1][1], m23: r[1][2], m24: r[1][3],
                  m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3], m41: r[3][0], m42: r[3][1], m43: r[3][2], m44: r[3][3])
    }
}

public let CATransform3DIdentity = CATransform3D()

public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

/// `a` then `b`: the product a · b.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    let x = a.rows, y = b.rows
    var r = [[CGFloat]](repeating: [0, 0, 0, 0], count: 4)
    for i in 0..<4 { for j in 0..<4 { r[i][j] = x[i][0] * y[0][j] + x[i][1] * y[1][j] + x[i][2] * y[2][j] + x[i][3] * y[3][j] } }
    return CATransform3D(rows: r)
}

public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m41 = tx; t.m42 = ty; t.m43 = tz
    return t
}

public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m11 = sx; t.m22 = sy; t.m33 = sz
    return t
}

/// A rotation by `angle` radians about the axis (x, y, z) through the origin; an axis of length 0 is no
/// rotation. Rodrigues' formula for the unit axis u, written for row vectors (the transpose of the
/// column form c·I + s·[u]× + (1 − c)·u·uᵀ):
///
///     | c + (1−c)x²     (1−c)xy + s·z   (1−c)xz − s·y |
///     | (1−c)xy − s·z   c + (1−c)y²     (1−c)yz + s·x |
///     | (1−c)xz + s·y   (1−c)yz − s·x   c + (1−c)z²   |
///
/// About z this is m11 = c, m12 = s: +x turns towards +y, clockwise on a y-down screen, as
/// `rotationEffect` (sure: Core Animation's documented matrix).
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else { return CATransform3DIdentity }
    let ux = x / length, uy = y / length, uz = z / length
    let c = cos(angle), s = sin(angle), k = 1 - c
    var t = CATransform3DIdentity
    t.m11 = c + k * ux * ux;      t.m12 = k * ux * uy + s * uz; t.m13 = k * ux * uz - s * uy
    t.m21 = k * ux * uy - s * uz; t.m22 = c + k * uy * uy;      t.m23 = k * uy * uz + s * ux
    t.m31 = k * ux * uz + s * uy; t.m32 = k * uy * uz - s * ux; t.m33 = c + k * uz * uz
    return t
}

/// The translation, then `t` (Core Animation's argument order: the new step applies first).
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// The scale, then `t`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// The rotation, then `t`.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}
