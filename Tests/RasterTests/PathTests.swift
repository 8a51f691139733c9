import Foundation
import Testing
@testable import Raster

struct PathTests {
    /// Area enclosed by the flattened path (shoelace), signed: positive clockwise on screen (y down).
    static func area(_ p: Path, tolerance: Double = 1e-4) -> Double {
        var sum = 0.0
        for poly in p.flattened(tolerance: tolerance) {
            let pts = poly.points
            for i in 0..<pts.count { sum += pts[i].cross(pts[(i + 1) % pts.count]) }
        }
        return sum / 2
    }

    @Test func circleArcsStayOnTheCircle() {
        let c = Point(10, -4), r = 37.0
        let p = Path.circle(center: c, radius: r)
        var worst = 0.0
        for poly in p.flattened(tolerance: 1e-4) {
            for q in poly.points { worst = max(worst, abs((q - c).length - r)) }
        }
        #expect(worst < 2e-4 * 1.5, "largest radial error \(worst)")
        #expect(abs(Self.area(p) - .pi * r * r) / (.pi * r * r) < 1e-6)
        #expect(Self.area(p) > 0, "shapes run clockwise on screen")
    }

    @Test func svgArcHitsEndPointAndCentre() {
        // Half circles of radius 5 from (0,0) to (10,0). Sweep 1 runs through increasing angles, which on a
        // y-down screen is clockwise: from the left end over the top, through (5, −5).
        var a = Path(); a.move(to: Point(0, 0)); a.svgArc(to: Point(10, 0), rx: 5, ry: 5, xAxisRotation: 0, largeArc: false, sweep: true)
        var b = Path(); b.move(to: Point(0, 0)); b.svgArc(to: Point(10, 0), rx: 5, ry: 5, xAxisRotation: 0, largeArc: false, sweep: false)
        #expect(a.currentPoint == Point(10, 0))
        #expect(abs(a.bounds.minY + 5) < 1e-6 && abs(a.bounds.maxY) < 1e-9)   // sweep 1: through (5, −5)
        #expect(abs(b.bounds.maxY - 5) < 1e-6)                                // sweep 0: through (5, 5)
    }

    @Test func svgArcScalesUpTooSmallRadii() {
        var p = Path(); p.move(to: Point(0, 0)); p.svgArc(to: Point(10, 0), rx: 1, ry: 1, xAxisRotation: 0, largeArc: false, sweep: true)
        #expect(abs(p.bounds.height - 5) < 1e-6)   // radius grows to 5: a half circle
    }

    @Test func svgArcLargeFlagTakesLongWay() {
        var p = Path(); p.move(to: Point(0, 0))
        p.svgArc(to: Point(10, 0), rx: 10, ry: 10, xAxisRotation: 0, largeArc: true, sweep: true)
        #expect(p.bounds.height > 15)   // more than half of a radius-10 circle
    }

    @Test func rotatedEllipticalArc() {
        var p = Path(); p.move(to: Point(0, 0))
        p.svgArc(to: Point(20, 0), rx: 20, ry: 5, xAxisRotation: 90, largeArc: false, sweep: true)
        // Rotated 90°, the ellipse is tall: the radii scale up to fit a 20-wide chord with rx along y.
        #expect(p.currentPoint == Point(20, 0))
        #expect(p.bounds.width <= 20 + 1e-9)
    }

    @Test func continuousCornerMatchesFacts() {
        let r = 10.0
        let p = Path.roundedRect(Rect(x: 0, y: 0, width: 100, height: 60), cornerRadius: r, style: .continuous)
        // First element: start of the top-right corner at (w − 1.528665r, 0).
        #expect(p.elements[0] == .move(Point(100 - 15.28665, 0)))
        guard case .cubic(let c1, let c2, let end) = p.elements[1] else { Issue.record("expected a cubic"); return }
        #expect(abs(c1.x - (100 - 10.8849)) < 1e-9 && c1.y == 0)
        #expect(abs(c2.x - (100 - 8.6840)) < 1e-9)
        #expect(abs(end.x - (100 - 6.3149)) < 1e-9 && abs(end.y - 0.7491) < 1e-9)
        // The corner ends on the right edge 1.528665r below the top.
        guard case .cubic(_, _, let last) = p.elements[3] else { Issue.record("expected a cubic"); return }
        #expect(abs(last.x - 100) < 1e-12 && abs(last.y - 15.28665) < 1e-9)
        // A continuous corner starts earlier along the edges than a circular one, so it removes a little more.
        let cont = Self.area(p), circ = Self.area(.roundedRect(Rect(x: 0, y: 0, width: 100, height: 60), cornerRadius: r, style: .circular))
        #expect(cont < 6000 && cont < circ + 1e-6 && cont > circ - 4 * 0.3 * r * r)
    }

    @Test func continuousCornerFallsBackToCapsule() {
        let rect = Rect(x: 0, y: 0, width: 80, height: 20)
        let squeezed = Self.area(.roundedRect(rect, cornerRadius: 10, style: .continuous))
        let capsule = Self.area(.capsule(in: rect))
        #expect(abs(squeezed - capsule) / capsule < 1e-5, "at r = half the side the continuous corner is a circle")
        // In between, area changes monotonically with the radius: no jumps.
        var previous = Double.infinity
        for r in stride(from: 2.0, through: 10.0, by: 0.25) {
            let a = Self.area(.roundedRect(rect, cornerRadius: r, style: .continuous))
            #expect(a < previous + 1e-9); previous = a
        }
    }

    @Test func boundsAreTightForCurves() {
        var p = Path(); p.move(to: Point(0, 0)); p.cubic(to: Point(10, 0), control1: Point(0, 10), control2: Point(10, 10))
        #expect(abs(p.bounds.maxY - 7.5) < 1e-9)   // peak of the curve, not the control points' 10
        #expect(Path.circle(center: Point(5, 5), radius: 2).bounds.width - 4 < 1e-9)
    }

    @Test func flatteningHonoursTolerance() {
        var p = Path(); p.move(to: Point(0, 0)); p.cubic(to: Point(100, 0), control1: Point(0, 80), control2: Point(100, 80))
        for tol in [0.5, 0.05, 0.001] {
            let pts = p.flattened(tolerance: tol)[0].points
            // Distance of dense curve samples to the polyline must stay within the tolerance.
            var worst = 0.0
            for i in 0...2000 {
                let t = Double(i) / 2000
                let q = Path.cubicPoint(Point(0, 0), Point(0, 80), Point(100, 80), Point(100, 0), t)
                var best = Double.infinity
                for j in 0..<(pts.count - 1) { best = min(best, Self.distance(q, pts[j], pts[j + 1])) }
                worst = max(worst, best)
            }
            #expect(worst <= tol, "tolerance \(tol): deviation \(worst)")
        }
        #expect(p.flattened(tolerance: 0.5)[0].points.count < p.flattened(tolerance: 0.001)[0].points.count)
    }

    static func distance(_ p: Point, _ a: Point, _ b: Point) -> Double {
        let d = b - a, l2 = d.lengthSquared
        let t = l2 == 0 ? 0 : min(max((p - a).dot(d) / l2, 0), 1)
        return (p - (a + d * t)).length
    }

    @Test func implicitMoveAfterClose() {
        var p = Path(); p.move(to: Point(1, 1)); p.line(to: Point(5, 1)); p.line(to: Point(5, 5)); p.close()
        p.line(to: Point(0, 9))
        #expect(p.elements[4] == .move(Point(1, 1)))
    }
}
