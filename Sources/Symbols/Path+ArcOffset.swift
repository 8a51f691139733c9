import Foundation
import Raster

extension Path {
    /// The outline grown by `distance` away from its ink, wound as it was: ``inkOffset(by:)`` with its
    /// windings turned back, but each contour made of straight lines and circular arcs (our artwork's
    /// capsules, rounded polygons and circles) offset exactly, segment by segment
    /// (``arcwiseOffset(by:)``), and only the others stroked. What composition regrows a scaled-down
    /// glyph with: the stroker's offset of a 38-element microphone is 1,774 elements, every one of
    /// which each later draw flattens and sweeps; the exact one is about as many as the glyph.
    func regrown(by distance: Double) -> Path {
        guard distance > 0 else { return self }
        var out = Path()
        for contour in subpaths() {
            if let exact = contour.arcwiseOffset(by: distance) { out.addPath(exact) }
            else { out.addPath(contour.inkOffset(by: distance).reversedContours()) }
        }
        return out
    }

    /// One closed contour of lines and circular-arc cubics moved `d` away from the ink on its right
    /// (clockwise on screen for ink, counter-clockwise for a hole, the convention): a line moves along
    /// its normal, an arc keeps its centre and changes its radius by `d`, a convex corner gets a round
    /// join of radius `d` about the corner (the stroker's round join), and a concave corner between two
    /// lines is cut at the lines' crossing (where the stroker leaves a small loop over the ink). Nil for
    /// anything else (a cubic that is no circular arc, a concave corner at a curve, an arc or a line
    /// that the offset would turn inside out), which the caller strokes instead.
    func arcwiseOffset(by d: Double) -> Path? {
        guard d > 0, elements.last == .close else { return nil }
        var segments: [ArcSegment] = []
        var start = Point.zero, current = Point.zero
        for element in elements {
            switch element {
            case .move(let p): guard segments.isEmpty else { return nil }; start = p; current = p
            case .line(let p):
                if p.distance(to: current) > 1e-9 { segments.append(.line(current, p)) }
                current = p
            case .cubic(let c1, let c2, let p):
                guard let arc = ArcSegment.arc(current, c1, c2, p) else { return nil }
                segments.append(arc); current = p
            case .quad: return nil
            case .close:
                if start.distance(to: current) > 1e-9 { segments.append(.line(current, start)) }
                current = start
            }
        }
        guard segments.count >= 2, var offset = try? segments.map({ try $0.offset(by: d) }) else { return nil }
        // Each corner joined where it is convex, the two offsets cut where they cross where it is concave.
        var joins: [[Path.Element]] = Array(repeating: [], count: segments.count)
        for i in segments.indices {
            let j = (i + 1) % segments.count
            let ta = segments[i].endTangent, tb = segments[j].startTangent
            let turn = ta.cross(tb), along = ta.dot(tb)
            // Smooth (to the artwork's two decimals): the offsets meet.
            if abs(turn) < 0.02 && along > 0 { continue }
            if turn > 0 {
                joins[i] = Self.roundJoin(about: segments[i].end, radius: d, from: ta, to: tb)
            } else {
                guard let x = ArcSegment.crossing(offset[i], offset[j], near: segments[i].end) else { return nil }
                offset[i] = offset[i].ending(at: x); offset[j] = offset[j].starting(at: x)
            }
        }
        var p = Path()
        p.move(to: offset[0].start)
        for i in offset.indices {
            offset[i].append(to: &p)
            for e in joins[i] { p.append(e) }
        }
        p.close()
        return p
    }

    /// Cubics for the arc of `radius` about `corner` from the normal of `from` to that of `to`, turning
    /// clockwise on screen (as the contour does), a quarter turn at most each.
    static func roundJoin(about corner: Point, radius r: Double, from ta: Point, to tb: Point) -> [Path.Element] {
        // The outward normal of a tangent t is (t.y, −t.x); the join turns from one to the other.
        let a0 = atan2(-ta.x, ta.y), sweep = atan2(ta.cross(tb), ta.dot(tb))
        let pieces = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
        let step = sweep / Double(pieces), k = 4.0 / 3.0 * tan(step / 4) * r
        var out: [Path.Element] = []
        for n in 0..<pieces {
            let s = a0 + Double(n) * step, e = s + step
            let p0 = corner + Point(cos(s), sin(s)) * r, p3 = corner + Point(cos(e), sin(e)) * r
            out.append(.cubic(control1: p0 + Point(-sin(s), cos(s)) * k, control2: p3 - Point(-sin(e), cos(e)) * k, to: p3))
        }
        return out
    }
}

/// A piece of a contour ``Path/arcwiseOffset(by:)`` can offset exactly: a line, or a circular arc
/// (about `centre`, `radius`, from angle `from` turning by `sweep`, at most a quarter turn).
enum ArcSegment {
    case line(Point, Point)
    case arc(centre: Point, radius: Double, from: Double, sweep: Double)

    struct InsideOut: Error {}

    func point(atAngle a: Double) -> Point {
        guard case .arc(let c, let r, _, _) = self else { return start }
        return c + Point(cos(a), sin(a)) * r
    }
    var start: Point {
        switch self { case .line(let a, _): a; case .arc(_, _, let from, _): point(atAngle: from) }
    }
    var end: Point {
        switch self { case .line(_, let b): b; case .arc(_, _, let from, let sweep): point(atAngle: from + sweep) }
    }
    /// The direction of travel at angle `a` of an arc turning the way `sweep` does.
    static func tangent(atAngle a: Double, sweep: Double) -> Point { Point(-sin(a), cos(a)) * (sweep < 0 ? -1 : 1) }
    var startTangent: Point {
        switch self { case .line(let a, let b): (b - a).normalized; case .arc(_, _, let from, let sweep): Self.tangent(atAngle: from, sweep: sweep) }
    }
    var endTangent: Point {
        switch self {
        case .line(let a, let b): (b - a).normalized
        case .arc(_, _, let from, let sweep): Self.tangent(atAngle: from + sweep, sweep: sweep)
        }
    }

    /// Moved `d` away from the ink on its right: a line along its normal (t.y, −t.x), an arc to the
    /// radius its moved start has about the same centre. Throws when a concave arc would shrink to nothing.
    func offset(by d: Double) throws -> ArcSegment {
        switch self {
        case .line(let a, let b):
            let t = (b - a).normalized, n = Point(t.y, -t.x) * d
            return .line(a + n, b + n)
        case .arc(let c, let r, let from, let sweep):
            // Turning clockwise on screen (sweep > 0) the ink is inside: the radius grows.
            let r2 = r + (sweep > 0 ? d : -d)
            guard r2 > 1e-3 else { throw InsideOut() }
            return .arc(centre: c, radius: r2, from: from, sweep: sweep)
        }
    }

    /// This piece from `x` (a point on it) on, or up to `x`.
    func starting(at x: Point) -> ArcSegment {
        switch self {
        case .line(_, let b): return .line(x, b)
        case .arc(let c, let r, let from, let sweep):
            let a = Self.angle(of: x, about: c, near: from)
            return .arc(centre: c, radius: r, from: a, sweep: sweep - (a - from))
        }
    }
    func ending(at x: Point) -> ArcSegment {
        switch self {
        case .line(let a, _): return .line(a, x)
        case .arc(let c, let r, let from, let sweep):
            return .arc(centre: c, radius: r, from: from, sweep: Self.angle(of: x, about: c, near: from + sweep) - from)
        }
    }

    /// The angle of `p` about `c`, the one of its turns nearest `reference`.
    static func angle(of p: Point, about c: Point, near reference: Double) -> Double {
        let a = atan2(p.y - c.y, p.x - c.x)
        return a + (((reference - a) / (2 * .pi)).rounded()) * 2 * .pi
    }

    /// Whether `x` lies on this piece, strictly inside it.
    func contains(_ x: Point) -> Bool {
        switch self {
        case .line(let a, let b):
            let t = (x - a).dot(b - a) / (b - a).lengthSquared
            return t > 0 && t < 1
        case .arc(let c, _, let from, let sweep):
            let a = Self.angle(of: x, about: c, near: from + sweep / 2) - from
            return sweep > 0 ? (a > 0 && a < sweep) : (a < 0 && a > sweep)
        }
    }

    /// Where `a` and `b` (two offset pieces meeting at a concave corner) cross, the crossing nearest the
    /// corner and inside both; nil if there is none.
    static func crossing(_ a: ArcSegment, _ b: ArcSegment, near corner: Point) -> Point? {
        let candidates: [Point]
        switch (a, b) {
        case (.line(let a0, let a1), .line(let b0, let b1)):
            let r = a1 - a0, s = b1 - b0, denominator = r.cross(s)
            guard abs(denominator) > 1e-12 else { return nil }
            candidates = [a0 + r * ((b0 - a0).cross(s) / denominator)]
        case (.line(let p0, let p1), .arc(let c, let r, _, _)), (.arc(let c, let r, _, _), .line(let p0, let p1)):
            candidates = lineCircle(p0, p1, c, r)
        case (.arc(let c0, let r0, _, _), .arc(let c1, let r1, _, _)):
            candidates = circleCircle(c0, r0, c1, r1)
        }
        return candidates.filter { a.contains($0) && b.contains($0) }.min { $0.distance(to: corner) < $1.distance(to: corner) }
    }

    static func lineCircle(_ p0: Point, _ p1: Point, _ c: Point, _ r: Double) -> [Point] {
        let d = p1 - p0, f = p0 - c
        let qa = d.lengthSquared, qb = 2 * f.dot(d), qc = f.lengthSquared - r * r
        let disc = qb * qb - 4 * qa * qc
        guard qa > 0, disc >= 0 else { return [] }
        let root = disc.squareRoot()
        return [(-qb - root) / (2 * qa), (-qb + root) / (2 * qa)].map { p0 + d * $0 }
    }

    static func circleCircle(_ c0: Point, _ r0: Double, _ c1: Point, _ r1: Double) -> [Point] {
        let v = c1 - c0, dist = v.length
        guard dist > 1e-9, dist <= r0 + r1, dist >= abs(r0 - r1) else { return [] }
        let along = (r0 * r0 - r1 * r1 + dist * dist) / (2 * dist)
        let h = max(0, r0 * r0 - along * along).squareRoot()
        let m = c0 + v * (along / dist), n = v.perpendicular / dist
        return [m + n * h, m - n * h]
    }

    /// The piece as path elements from its start: a line, or one cubic for the arc (a quarter turn at most).
    func append(to path: inout Path) {
        switch self {
        case .line(_, let b): path.line(to: b)
        case .arc(_, let r, let from, let sweep):
            let k = 4.0 / 3.0 * tan(sweep / 4) * r
            let e = from + sweep, p3 = point(atAngle: e)
            path.cubic(to: p3, control1: start + Point(-sin(from), cos(from)) * k, control2: p3 - Point(-sin(e), cos(e)) * k)
        }
    }

    /// The cubic p0…p3 as an arc, if it is one: its end normals meet at a centre equally far from both
    /// ends, it turns a quarter at most, its handles are the length a circular arc's are, and its
    /// points between lie on the circle (to the artwork's two decimals).
    static func arc(_ p0: Point, _ c1: Point, _ c2: Point, _ p3: Point) -> ArcSegment? {
        let t0 = (c1 - p0).normalized, t3 = (p3 - c2).normalized
        guard t0 != .zero, t3 != .zero else { return nil }
        let n0 = t0.perpendicular, n3 = t3.perpendicular
        let denominator = n0.cross(n3)            // p0 + a·n0 = p3 + b·n3
        guard abs(denominator) > 1e-9 else { return nil }
        let centre = p0 + n0 * ((p3 - p0).cross(n3) / denominator)
        let r = centre.distance(to: p0)
        guard r > 1e-6, abs(centre.distance(to: p3) - r) < 0.02 else { return nil }
        let sweep = atan2(t0.cross(t3), t0.dot(t3))
        guard abs(sweep) > 1e-6, abs(sweep) <= .pi / 2 + 1e-3 else { return nil }
        let handle = 4.0 / 3.0 * tan(abs(sweep) / 4) * r
        guard abs((c1 - p0).length - handle) < 0.02 + 0.005 * r, abs((p3 - c2).length - handle) < 0.02 + 0.005 * r else { return nil }
        for t in [0.25, 0.5, 0.75] {
            let u = 1 - t
            let q = p0 * (u * u * u) + c1 * (3 * u * u * t) + c2 * (3 * u * t * t) + p3 * (t * t * t)
            guard abs(q.distance(to: centre) - r) < 0.02 else { return nil }
        }
        let from = atan2(p0.y - centre.y, p0.x - centre.x)
        return .arc(centre: centre, radius: r, from: from, sweep: sweep)
    }
}
