import Raster

extension Path {
    /// This outline with each contour wound so that a non-zero fill paints what filling `self` with
    /// `rule` paints: contours that bound ink clockwise (positive ``Path/signedArea``), contours that
    /// bound a hole counter-clockwise.
    ///
    /// Symbol layers are filled non-zero, and a layer unites shapes that had their own fill rules (an
    /// icon file's `evenodd` rings beside `nonzero` shapes). Wound this way they unite correctly, and
    /// ``inkOffset(by:)`` knows a hole from its winding and shrinks it for heavier weights.
    ///
    /// A contour bounds ink when the fill covers the point just inside it and not the point just
    /// outside; the reverse makes it a hole. A contour with ink on both sides or on neither bounds
    /// nothing and is dropped. Contours already wound right are kept exactly as they are, so
    /// artwork drawn to the convention (clockwise, closed, no holes) passes through unchanged; an open
    /// contour is closed, as filling closes it anyway. This holds for
    /// contours that nest or lie apart, which is how icon sets draw; contours that cross each other
    /// are taken at one point of their edge.
    func orientedForNonZero(rule: FillRule) -> Path {
        let contours = subpaths()
        let polygons = contours.map { $0.flattened(tolerance: 0.01).first?.points ?? [] }
        var out = Path()
        for (contour, polygon) in zip(contours, polygons) {
            guard let (inside, outside) = Self.probes(across: polygon) else { continue }
            let inkInside = Self.isFilled(inside, by: polygons, rule: rule)
            let inkOutside = Self.isFilled(outside, by: polygons, rule: rule)
            guard inkInside != inkOutside else { continue }
            let clockwise = Self.signedArea(polygon) > 0
            var closed = contour
            closed.close()
            out.addPath(clockwise == inkInside ? closed : contour.reversedContour())
        }
        return out
    }

    /// Every contour traversed the other way (what a mirroring transform needs to keep its windings).
    func reversedContours() -> Path {
        var out = Path()
        for contour in subpaths() { out.addPath(contour.reversedContour()) }
        return out
    }

    /// This single contour traversed the other way: same outline, opposite winding.
    func reversedContour() -> Path {
        var points: [Point] = []
        var segments: [Element] = []
        for e in elements {
            switch e {
            case .move(let p): points = [p]
            case .line(let p): segments.append(e); points.append(p)
            case .quad(_, let p), .cubic(_, _, let p): segments.append(e); points.append(p)
            case .close: break
            }
        }
        guard let last = points.last else { return self }
        var out = Path()
        out.move(to: last)
        for (k, e) in segments.enumerated().reversed() {
            let to = points[k]
            switch e {
            case .quad(let c, _): out.quad(to: to, control: c)
            case .cubic(let c1, let c2, _): out.cubic(to: to, control1: c2, control2: c1)
            default: out.line(to: to)
            }
        }
        out.close()
        return out
    }

    /// Two points a hair either side of the polygon's longest edge, at its middle: (inside, outside)
    /// by the polygon's own winding. Nil for a polygon with no area.
    static func probes(across polygon: [Point]) -> (Point, Point)? {
        guard polygon.count > 2, abs(signedArea(polygon)) > 1e-12 else { return nil }
        var best = (a: polygon[0], b: polygon[1], length: -1.0)
        for k in polygon.indices {
            let a = polygon[k], b = polygon[(k + 1) % polygon.count]
            let length = a.distance(to: b)
            if length > best.length { best = (a, b, length) }
        }
        var lo = Point(Double.infinity, Double.infinity), hi = Point(-Double.infinity, -Double.infinity)
        for p in polygon { lo = Point(min(lo.x, p.x), min(lo.y, p.y)); hi = Point(max(hi.x, p.x), max(hi.y, p.y)) }
        let epsilon = 1e-4 * max(hi.x - lo.x, hi.y - lo.y, best.length)
        let middle = (best.a + best.b) * 0.5
        let normal = (best.b - best.a).normalized.perpendicular * epsilon
        let p = middle + normal, q = middle - normal
        return winding(at: p, of: [polygon]) != 0 ? (p, q) : (q, p)
    }

    /// Whether `rule` fills `point` for these closed polygons.
    static func isFilled(_ point: Point, by polygons: [[Point]], rule: FillRule) -> Bool {
        let w = winding(at: point, of: polygons)
        return rule == .evenOdd ? w % 2 != 0 : w != 0
    }

    /// The winding number of `point`: each edge crossing the horizontal ray to its right counts +1
    /// going down and −1 going up (y grows downward).
    static func winding(at point: Point, of polygons: [[Point]]) -> Int {
        var w = 0
        for polygon in polygons where polygon.count > 2 {
            for k in polygon.indices {
                let a = polygon[k], b = polygon[(k + 1) % polygon.count]
                guard (a.y <= point.y) != (b.y <= point.y) else { continue }
                let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
                if x > point.x { w += b.y > a.y ? 1 : -1 }
            }
        }
        return w
    }

    /// Shoelace area of a closed polygon: positive when clockwise on screen (y down), as ``Path/signedArea``.
    static func signedArea(_ polygon: [Point]) -> Double {
        var total = 0.0
        for k in polygon.indices { total += polygon[k].cross(polygon[(k + 1) % polygon.count]) }
        return total / 2
    }
}
