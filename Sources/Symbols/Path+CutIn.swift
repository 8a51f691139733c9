import Raster

extension Path {
    /// This enclosure (ink wound clockwise) with `glyph` cut in as holes, one outline whose non-zero fill
    /// paints the enclosure less the glyph's ink, as filling the enclosure and erasing the glyph did;
    /// nil where no such outline is found here (``windsAtMostOnce(tolerance:loopArea:)``).
    ///
    /// The glyph is taken flattened to `tolerance` units (a hundredth of a pixel at 17 pt @3x; a weight's
    /// offset outline is mostly short lines already). An offset outline crosses itself at a concave
    /// corner (the top of a heart), around a loop of ink that lies over its own ink, winding 2 there: the
    /// loop is cut away at the crossing (the ink is the same without it), and the outline is used only if
    /// then no edges cross at all and every winding is 0 or 1.
    func cuttingIn(_ glyph: Path, tolerance: Double = 0.01) -> Path? {
        var holes = Path()
        for contour in glyph.subpaths() {
            var polygon = Self.withoutRepeats(contour.flattened(tolerance: tolerance).first?.points ?? [])
            guard polygon.count > 2 else { continue }
            for _ in 0..<16 {
                guard let trimmed = Self.withoutInnerLoop(polygon) else { break }
                polygon = trimmed
            }
            // Reversed: a hole where the glyph has ink, ink where it has a hole.
            let reversed = Array(polygon.reversed())
            holes.move(to: reversed[0])
            for p in reversed.dropFirst() { holes.line(to: p) }
            holes.close()
        }
        var cut = self
        cut.addPath(holes)
        return cut.windsAtMostOnce(tolerance: tolerance, loopArea: 0) ? cut : nil
    }

    /// `polygon` with its first loop of self-crossing cut away at the crossing, when the loop (the smaller
    /// side) lies inside the rest, so the ink is the same; nil when it does not cross itself, or when the
    /// loop reaches outside the rest.
    static func withoutInnerLoop(_ polygon: [Point]) -> [Point]? {
        guard let (i, j, x) = firstSelfCrossing(polygon) else { return nil }
        let inner = [x] + polygon[(i + 1)...j], outer = [x] + polygon[(j + 1)...] + polygon[...i]
        let (loop, rest) = abs(signedArea(inner)) <= abs(signedArea(outer)) ? (inner, outer) : (outer, inner)
        guard loop.dropFirst().allSatisfy({ winding(at: $0, of: [rest]) != 0 }) else { return nil }
        return rest
    }

    /// Two edges `i` < `j` of `polygon` (closed) that are not neighbours and cross, and where: a sweep down
    /// the edges in order of their top, each tested against the edges whose vertical extents overlap it.
    static func firstSelfCrossing(_ polygon: [Point]) -> (Int, Int, Point)? {
        let n = polygon.count
        func top(_ k: Int) -> Double { min(polygon[k].y, polygon[(k + 1) % n].y) }
        func bottom(_ k: Int) -> Double { max(polygon[k].y, polygon[(k + 1) % n].y) }
        var active: [Int] = []
        for e in polygon.indices.sorted(by: { top($0) < top($1) }) {
            active.removeAll { bottom($0) < top(e) }
            let a = polygon[e], b = polygon[(e + 1) % n]
            for o in active where abs(o - e) != 1 && abs(o - e) != n - 1 {
                let c = polygon[o], d = polygon[(o + 1) % n]
                if max(a.x, b.x) < min(c.x, d.x) || max(c.x, d.x) < min(a.x, b.x) { continue }
                guard segmentsMeet(a, b, c, d), let x = crossing(a, b, c, d) else { continue }
                return (min(e, o), max(e, o), x)
            }
            active.append(e)
        }
        return nil
    }

    /// Whether a non-zero fill of this path paints exactly where its winding number is 1, and nowhere
    /// is it below 0 or above 1: no two edges of its contours cross or touch, and on both sides of every
    /// contour the winding number is 0 or 1.
    ///
    /// A filled enclosure with a glyph cut out of it (`heart.circle.fill`) can then be one outline, the
    /// enclosure's contours and the glyph's reversed, instead of the enclosure drawn and the glyph erased
    /// from it in a second pass: disc (+1) plus a reversed glyph (−1 where the glyph has ink) is 0 exactly
    /// in the glyph's ink. That holds only if the glyph's own winding never reaches 2 (two of its pieces
    /// overlapping, which a weight offset can cause) and it lies inside the enclosure (a cropped person's
    /// shoulders go past the edge): what this checks, on the outlines flattened to `tolerance`.
    ///
    /// Where contours do not cross, the winding number is constant between them, and every region but the
    /// outermost borders some contour, so the winding just inside and just outside each contour covers
    /// every region. Touching counts as crossing: the check says no rather than yes when unsure. One kind of
    /// crossing is let through: a contour crossing itself around a loop of less than `loopArea` square
    /// units, the sliver an offset outline makes at a concave corner (at the top of an offset heart, under
    /// 0.01 units², a four-hundredth of a pixel at 17 pt @3x), whose winding may be off by one; the
    /// probes are then taken on edges outside such loops.
    func windsAtMostOnce(tolerance: Double = 0.05, loopArea: Double = 0.01) -> Bool {
        let polygons = subpaths().map { Self.withoutRepeats($0.flattened(tolerance: tolerance).first?.points ?? []) }.filter { $0.count > 2 }
        guard !polygons.isEmpty, let loops = Self.smallLoops(polygons, under: loopArea) else { return false }
        for (k, polygon) in polygons.enumerated() {
            guard let (inside, outside) = Self.probes(across: polygon, avoiding: loops[k] ?? []) else { return false }
            let a = Self.winding(at: inside, of: polygons), b = Self.winding(at: outside, of: polygons)
            guard (0...1).contains(a), (0...1).contains(b) else { return false }
        }
        return true
    }

    /// `polygon` without a point equal to the one before it (nor a last point equal to the first), so
    /// every edge has a length and only neighbouring edges share a corner.
    static func withoutRepeats(_ polygon: [Point]) -> [Point] {
        var out: [Point] = []
        func same(_ a: Point, _ b: Point) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }
        for p in polygon where out.last.map({ !same($0, p) }) ?? true { out.append(p) }
        while out.count > 1, same(out[out.count - 1], out[0]) { out.removeLast() }
        return out
    }

    /// The edges (by polygon, then edge index) of the loops smaller than `loopArea` that polygons make
    /// crossing themselves, or nil when any two edges of `polygons` (closed) meet otherwise (consecutive
    /// edges of one polygon share a corner and do not count): a sweep down the edges in order of their
    /// top, each tested against the edges whose vertical extents overlap it.
    static func smallLoops(_ polygons: [[Point]], under loopArea: Double = 0) -> [Int: Set<Int>]? {
        struct Edge { var a: Point, b: Point, polygon: Int, index: Int; var top: Double { min(a.y, b.y) }; var bottom: Double { max(a.y, b.y) } }
        var edges: [Edge] = []
        for (p, polygon) in polygons.enumerated() {
            for k in polygon.indices { edges.append(Edge(a: polygon[k], b: polygon[(k + 1) % polygon.count], polygon: p, index: k)) }
        }
        edges.sort { $0.top < $1.top }
        var active: [Edge] = []
        var loops: [Int: Set<Int>] = [:]
        for e in edges {
            active.removeAll { $0.bottom < e.top }
            for o in active {
                let count = polygons[e.polygon].count
                if o.polygon == e.polygon, abs(o.index - e.index) == 1 || abs(o.index - e.index) == count - 1 { continue }
                if max(o.a.x, o.b.x) < min(e.a.x, e.b.x) || max(e.a.x, e.b.x) < min(o.a.x, o.b.x) { continue }
                guard segmentsMeet(o.a, o.b, e.a, e.b) else { continue }
                guard o.polygon == e.polygon, loopArea > 0, let x = crossing(o.a, o.b, e.a, e.b),
                      let loop = smallerLoop(polygons[e.polygon], at: x, edges: min(o.index, e.index), max(o.index, e.index)),
                      loop.area < loopArea else { return nil }
                loops[e.polygon, default: []].formUnion(loop.edges)
            }
            active.append(e)
        }
        return loops
    }

    /// Where segments pq and rs cross, nil when they are parallel.
    static func crossing(_ p: Point, _ q: Point, _ r: Point, _ s: Point) -> Point? {
        let d = (q - p).cross(s - r)
        guard abs(d) > 1e-15 else { return nil }
        return p + (q - p) * ((r - p).cross(s - r) / d)
    }

    /// The smaller of the two loops `polygon` splits into where its edges `i` < `j` cross at `x`, its
    /// unsigned area and edges: the run from edge i's end to edge j's start closed through `x`, or the rest.
    static func smallerLoop(_ polygon: [Point], at x: Point, edges i: Int, _ j: Int) -> (area: Double, edges: [Int])? {
        guard i < j else { return nil }
        let a = signedArea([x] + polygon[(i + 1)...j]), rest = signedArea(polygon) - a
        return abs(a) <= abs(rest) ? (abs(a), Array(i...j)) : (abs(rest), Array(j..<polygon.count) + Array(0...i))
    }

    /// Two points a hair either side of the middle of the polygon's longest edge outside `avoiding`:
    /// (inside, outside) by the polygon's own winding; nil for a polygon with no area or no such edge.
    static func probes(across polygon: [Point], avoiding: Set<Int>) -> (Point, Point)? {
        guard polygon.count > 2, abs(signedArea(polygon)) > 1e-12 else { return nil }
        guard let k = polygon.indices.filter({ !avoiding.contains($0) })
            .max(by: { polygon[$0].distance(to: polygon[($0 + 1) % polygon.count]) < polygon[$1].distance(to: polygon[($1 + 1) % polygon.count]) })
        else { return nil }
        let a = polygon[k], b = polygon[(k + 1) % polygon.count]
        var lo = Point(Double.infinity, Double.infinity), hi = Point(-Double.infinity, -Double.infinity)
        for p in polygon { lo = Point(min(lo.x, p.x), min(lo.y, p.y)); hi = Point(max(hi.x, p.x), max(hi.y, p.y)) }
        let normal = (b - a).normalized.perpendicular * (1e-4 * max(hi.x - lo.x, hi.y - lo.y, a.distance(to: b)))
        let middle = (a + b) * 0.5, p = middle + normal, q = middle - normal
        return winding(at: p, of: [polygon]) != 0 ? (p, q) : (q, p)
    }

    /// Whether segments pq and rs have a point in common (touching and overlapping included).
    static func segmentsMeet(_ p: Point, _ q: Point, _ r: Point, _ s: Point) -> Bool {
        func side(_ a: Point, _ b: Point, _ c: Point) -> Double { (b - a).cross(c - a) }
        func within(_ a: Point, _ b: Point, _ c: Point) -> Bool {
            min(a.x, b.x) <= c.x && c.x <= max(a.x, b.x) && min(a.y, b.y) <= c.y && c.y <= max(a.y, b.y)
        }
        let d1 = side(r, s, p), d2 = side(r, s, q), d3 = side(p, q, r), d4 = side(p, q, s)
        if ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0)) { return true }
        return (d1 == 0 && within(r, s, p)) || (d2 == 0 && within(r, s, q)) || (d3 == 0 && within(p, q, r)) || (d4 == 0 && within(p, q, s))
    }
}
