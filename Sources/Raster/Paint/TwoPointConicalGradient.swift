/// A gradient between two circles (SVG 2's radial gradient, canvas's `createRadialGradient`): the
/// circle of parameter t has centre c₀ + t·(c₁ − c₀) and radius r₀ + t·(r₁ − r₀), so t = 0 is the
/// start circle (`startCenter`, `startRadius`) and t = 1 the end circle. A pixel takes the colour of
/// the largest t whose circle passes through it with a radius ≥ 0; a pixel no such circle reaches
/// (outside the cone the circles sweep when the start circle is not inside the end one) stays
/// transparent.
///
/// With the start circle inside the end one every pixel is reached, and with r₀ = 0 this draws what
/// ``RadialGradient`` draws; that one stays separate so that the view layer's pixels keep their bytes.
public struct TwoPointConicalGradient: Hashable, Sendable {
    public var startCenter: Point
    public var startRadius: Double
    public var endCenter: Point
    public var endRadius: Double
    public var ramp: ColorRamp
    /// Maps gradient coordinates to the user space of the shape being filled.
    public var transform: Transform
    public init(startCenter: Point, startRadius: Double, endCenter: Point, endRadius: Double,
                ramp: ColorRamp, transform: Transform = .identity) {
        self.startCenter = startCenter; self.startRadius = startRadius
        self.endCenter = endCenter; self.endRadius = endRadius
        self.ramp = ramp; self.transform = transform
    }

    /// False when no pixel has a parameter: a value that is not finite, a negative radius, or two equal
    /// circles (every t gives the same circle; canvas paints nothing then).
    var isDrawable: Bool {
        let values = [startCenter.x, startCenter.y, startRadius, endCenter.x, endCenter.y, endRadius]
        guard values.allSatisfy(\.isFinite), startRadius >= 0, endRadius >= 0 else { return false }
        return startCenter != endCenter || startRadius != endRadius
    }

    /// The gradient parameter t of point p (before spreading), or nil outside the cone.
    func parameter(at p: Point) -> Double? { cone.parameter(at: p) }

    /// The numbers ``parameter(at:)`` needs, without the stops: what a fill's per-pixel loop holds.
    var cone: Cone { Cone(startCenter: startCenter, startRadius: startRadius, endCenter: endCenter, endRadius: endRadius) }

    /// The two circles, with the terms of t's equation that do not depend on the pixel.
    struct Cone {
        let c0: Point, r0: Double, d: Point, dr: Double, a: Double

        init(startCenter: Point, startRadius: Double, endCenter: Point, endRadius: Double) {
            c0 = startCenter; r0 = startRadius
            d = endCenter - startCenter; dr = endRadius - startRadius
            a = d.lengthSquared - dr * dr
        }

        /// With d = c₁ − c₀, q = p − c₀ and Δr = r₁ − r₀, p lies on circle t when
        ///
        ///     |q − t·d|² = (r₀ + t·Δr)²  ⇔  a·t² − 2b·t + k = 0,
        ///     a = d·d − Δr²,  b = q·d + r₀·Δr,  k = q·q − r₀².
        ///
        /// For a ≠ 0 the roots are (b ± √(b² − a·k)) / a, computed as t = m / a and t = k / m with
        /// m = b + sign(b)·√(b² − a·k), which loses no digits when a is small (a focal point near the
        /// end circle). For a = 0 (the start circle touches the end circle from inside) the one root is
        /// k / 2b. The larger root with r₀ + t·Δr ≥ 0 wins, else the smaller; a negative b² − a·k means
        /// no circle passes through p.
        @inline(__always) func parameter(at p: Point) -> Double? {
            let q = p - c0
            let b = q.dot(d) + r0 * dr
            let k = q.lengthSquared - r0 * r0
            func reached(_ t: Double) -> Bool { t.isFinite && r0 + t * dr >= 0 }
            if a == 0 {
                let t = k / (2 * b)
                return reached(t) ? t : nil
            }
            let discriminant = b * b - a * k
            guard discriminant >= 0 else { return nil }
            let m = b + (b < 0 ? -1 : 1) * discriminant.squareRoot()
            let t1 = m / a, t2 = k / m
            let (larger, smaller) = t1 >= t2 ? (t1, t2) : (t2, t1)
            if reached(larger) { return larger }
            if reached(smaller) { return smaller }
            return nil
        }
    }
}
