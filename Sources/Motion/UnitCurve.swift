/// A cubic Bézier timing curve from (0, 0) to (1, 1), as CSS and SwiftUI's `timingCurve` define it.
///
/// x is the fraction of the duration that has passed, y the fraction of the change applied. To evaluate at
/// time fraction `x` we must first find the curve parameter s with x(s) = x, then return y(s).
/// The control points' x coordinates are clamped to 0…1 so that x(s) is monotonic and the solve has
/// exactly one answer; y may go outside 0…1 (a curve may overshoot).
public struct UnitCurve: Hashable, Sendable {
    /// First control point, x.
    public let x1: Double
    /// First control point, y.
    public let y1: Double
    /// Second control point, x.
    public let x2: Double
    /// Second control point, y.
    public let y2: Double

    /// A curve from its two control points (the end points are fixed at (0, 0) and (1, 1)).
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = min(1, max(0, x1)); self.y1 = y1
        self.x2 = min(1, max(0, x2)); self.y2 = y2
    }

    /// Uniform motion: control points on the diagonal.
    public static let linear = UnitCurve(0, 0, 1, 1)
    /// Slow start: (0.42, 0) (1, 1).
    public static let easeIn = UnitCurve(0.42, 0, 1, 1)
    /// Slow end: (0, 0) (0.58, 1).
    public static let easeOut = UnitCurve(0, 0, 0.58, 1)
    /// Slow start and end: (0.42, 0) (0.58, 1); symmetric about (½, ½).
    public static let easeInOut = UnitCurve(0.42, 0, 0.58, 1)

    /// The tolerance of the solve in x. The issue asks for 1e-6; Newton's method gets far below.
    public static let tolerance = 1e-9

    // A one-dimensional cubic Bézier with end points 0 and 1 in power form:
    // B(s) = ((a·s + b)·s + c)·s with c = 3p₁, b = 3(p₂ − p₁) − c, a = 1 − c − b.
    private static func bezier(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
        let c = 3 * p1, b = 3 * (p2 - p1) - c, a = 1 - c - b
        return ((a * s + b) * s + c) * s
    }
    private static func derivative(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
        let c = 3 * p1, b = 3 * (p2 - p1) - c, a = 1 - c - b
        return (3 * a * s + 2 * b) * s + c
    }

    /// x of the curve at parameter `s`.
    public func x(atParameter s: Double) -> Double { Self.bezier(x1, x2, s) }
    /// y of the curve at parameter `s`.
    public func y(atParameter s: Double) -> Double { Self.bezier(y1, y2, s) }

    /// The parameter s in 0…1 with x(s) = `x` (to ``tolerance``): Newton's method from s = x, falling back to
    /// bisection when the slope vanishes or an iterate leaves the interval (x(s) is monotonic, so
    /// bisection always converges).
    public func parameter(forX x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        var s = x
        for _ in 0..<8 {
            let error = Self.bezier(x1, x2, s) - x
            if abs(error) < Self.tolerance { return s }
            let slope = Self.derivative(x1, x2, s)
            if abs(slope) < 1e-12 { break }
            let next = s - error / slope
            if next < 0 || next > 1 { break }
            s = next
        }
        var low = 0.0, high = 1.0
        s = x
        for _ in 0..<100 {
            let value = Self.bezier(x1, x2, s)
            if abs(value - x) < Self.tolerance { return s }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return s
    }

    /// The fraction of the change applied at time fraction `progress` (clamped to 0…1): 0 at 0, 1 at 1, exactly.
    public func value(at progress: Double) -> Double {
        if progress <= 0 { return 0 }
        if progress >= 1 { return 1 }
        return Self.bezier(y1, y2, parameter(forX: progress))
    }

    /// dy/dx at time fraction `progress`: the curve's slope, which times (change / duration) is the velocity.
    public func velocity(at progress: Double) -> Double {
        let p = min(1, max(0, progress))
        let s = parameter(forX: p)
        let dx = Self.derivative(x1, x2, s)
        let dy = Self.derivative(y1, y2, s)
        if abs(dx) > 1e-9 { return dy / dx }
        // The slope is 0/0 where a control point sits on an end point (x1 = 0 or x2 = 1):
        // take the limit with a one-sided difference quotient.
        let h = 1e-6
        let a = max(0, p - h), b = min(1, p + h)
        return (value(at: b) - value(at: a)) / (b - a)
    }
}
