import Foundation

/// Circular and elliptical arcs, stored as cubic Béziers.
///
/// Each arc is cut into pieces of at most 45°. A cubic with handles of length (4/3)·tan(θ/4)·r
/// deviates from a circle by about 4.2e-6·r at θ = 45° (2.7e-4·r at 90°), far below what the
/// rasterizer's accuracy bar can see even for large radii.
extension Path {
    /// Largest angle one cubic may span.
    static let maxArcPiece = Double.pi / 4

    /// Adds an arc of the ellipse centred at `center` with radii `rx`, `ry`, rotated by `rotation`
    /// radians, from angle `start` to `end` (radians, measured in the ellipse's own frame; y grows
    /// downward, so increasing angles run clockwise on screen). Draws a line to the arc's start
    /// when a sub-path is open, or moves there when none is.
    public mutating func addArc(center: Point, rx: Double, ry: Double, rotation: Double = 0,
                                start: Double, end: Double) {
        let frame = Transform.scale(rx, ry).concatenating(.rotation(rotation))
            .concatenating(.translation(center.x, center.y))
        let sweep = end - start
        let startPoint = frame.apply(Point(cos(start), sin(start)))
        if currentPoint == nil || isClosedAtEnd { move(to: startPoint) } else if currentPoint != startPoint { line(to: startPoint) }
        guard sweep != 0 else { return }
        let pieces = Int((abs(sweep) / Self.maxArcPiece).rounded(.up))
        let step = sweep / Double(pieces)
        let k = 4.0 / 3.0 * tan(step / 4)
        var a0 = start
        for _ in 0..<pieces {
            let a1 = a0 + step
            let p0 = Point(cos(a0), sin(a0)), p1 = Point(cos(a1), sin(a1))
            let c1 = p0 + Point(-p0.y, p0.x) * k
            let c2 = p1 - Point(-p1.y, p1.x) * k
            cubic(to: frame.apply(p1), control1: frame.apply(c1), control2: frame.apply(c2))
            a0 = a1
        }
    }

    /// Adds a circular arc (see ``addArc(center:rx:ry:rotation:start:end:)``).
    public mutating func addArc(center: Point, radius: Double, start: Double, end: Double) {
        addArc(center: center, rx: radius, ry: radius, start: start, end: end)
    }

    private var isClosedAtEnd: Bool {
        if case .close? = elements.last { return true }
        return false
    }

    /// SVG's elliptical arc (`A`/`a`) from the current point to `to`, following SVG 1.1 appendix F.6:
    /// out-of-range radii are scaled up, zero radii give a straight line, and the end-point form is
    /// converted to a centre and two angles.
    public mutating func svgArc(to end: Point, rx rxIn: Double, ry ryIn: Double, xAxisRotation degrees: Double,
                                largeArc: Bool, sweep: Bool) {
        let start = currentPoint ?? .zero
        if start == end { return }
        var rx = abs(rxIn), ry = abs(ryIn)
        if rx == 0 || ry == 0 { line(to: end); return }
        let phi = degrees * .pi / 180
        let cphi = cos(phi), sphi = sin(phi)
        // Step 1: the midpoint in the ellipse's rotated frame.
        let dx = (start.x - end.x) / 2, dy = (start.y - end.y) / 2
        let x1 = cphi * dx + sphi * dy
        let y1 = -sphi * dx + cphi * dy
        // Radii too small to reach: scale them up uniformly (F.6.6).
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 { let s = lambda.squareRoot(); rx *= s; ry *= s }
        // Step 2: the centre in the rotated frame.
        let num = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let den = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var coef = den == 0 ? 0 : (max(0, num) / den).squareRoot()
        if largeArc == sweep { coef = -coef }
        let cx1 = coef * rx * y1 / ry
        let cy1 = -coef * ry * x1 / rx
        // Step 3: the centre in user space.
        let cx = cphi * cx1 - sphi * cy1 + (start.x + end.x) / 2
        let cy = sphi * cx1 + cphi * cy1 + (start.y + end.y) / 2
        // Step 4: start angle and sweep.
        let theta1 = atan2((y1 - cy1) / ry, (x1 - cx1) / rx)
        let theta2 = atan2((-y1 - cy1) / ry, (-x1 - cx1) / rx)
        var delta = theta2 - theta1
        if sweep && delta < 0 { delta += 2 * .pi }
        if !sweep && delta > 0 { delta -= 2 * .pi }
        addArc(center: Point(cx, cy), rx: rx, ry: ry, rotation: phi, start: theta1, end: theta1 + delta)
        // Land exactly on the requested end point, whatever rounding did.
        if case .cubic(let c1, let c2, _)? = elements.last {
            elements[elements.count - 1] = .cubic(control1: c1, control2: c2, to: end)
            replaceCurrentPoint(end)
        }
    }
}
