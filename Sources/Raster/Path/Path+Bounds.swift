/// Tight bounds: the end points plus every curve's extreme points (where dx/dt or dy/dt is zero),
/// not the looser hull of the control points.
extension Path {
    /// The smallest rect holding every point the path passes through; `.zero` for an empty path.
    public var bounds: Rect {
        var lo = Point(Double.infinity, Double.infinity), hi = Point(-Double.infinity, -Double.infinity)
        func add(_ p: Point) {
            lo = Point(min(lo.x, p.x), min(lo.y, p.y)); hi = Point(max(hi.x, p.x), max(hi.y, p.y))
        }
        var current = Point.zero
        for e in elements {
            switch e {
            case .move(let p), .line(let p):
                add(p); current = p
            case .quad(let c, let p):
                add(p)
                for t in Self.quadExtrema(current, c, p) { add(Self.quadPoint(current, c, p, t)) }
                current = p
            case .cubic(let c1, let c2, let p):
                add(p)
                for t in Self.cubicExtrema(current, c1, c2, p) { add(Self.cubicPoint(current, c1, c2, p, t)) }
                current = p
            case .close:
                break
            }
        }
        if lo.x > hi.x { return .zero }
        return Rect(corner: lo, hi)
    }

    static func quadPoint(_ p0: Point, _ p1: Point, _ p2: Point, _ t: Double) -> Point {
        let u = 1 - t
        return p0 * (u * u) + p1 * (2 * u * t) + p2 * (t * t)
    }

    static func cubicPoint(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ t: Double) -> Point {
        let u = 1 - t
        return p0 * (u * u * u) + p1 * (3 * u * u * t) + p2 * (3 * u * t * t) + p3 * (t * t * t)
    }

    /// Parameters in (0, 1) where a quadratic turns in x or y.
    static func quadExtrema(_ p0: Point, _ p1: Point, _ p2: Point) -> [Double] {
        var ts: [Double] = []
        for (a, b, c) in [(p0.x, p1.x, p2.x), (p0.y, p1.y, p2.y)] {
            let den = a - 2 * b + c
            if den != 0 { let t = (a - b) / den; if t > 0 && t < 1 { ts.append(t) } }
        }
        return ts
    }

    /// Parameters in (0, 1) where a cubic turns in x or y: roots of the derivative's quadratic.
    static func cubicExtrema(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) -> [Double] {
        var ts: [Double] = []
        for (a, b, c, d) in [(p0.x, p1.x, p2.x, p3.x), (p0.y, p1.y, p2.y, p3.y)] {
            // B'(t)/3 = qa·t² + qb·t + qc
            let qa = -a + 3 * b - 3 * c + d
            let qb = 2 * (a - 2 * b + c)
            let qc = b - a
            if abs(qa) < 1e-12 {
                if qb != 0 { let t = -qc / qb; if t > 0 && t < 1 { ts.append(t) } }
                continue
            }
            let disc = qb * qb - 4 * qa * qc
            if disc < 0 { continue }
            let s = disc.squareRoot()
            for t in [(-qb + s) / (2 * qa), (-qb - s) / (2 * qa)] where t > 0 && t < 1 { ts.append(t) }
        }
        return ts
    }
}
