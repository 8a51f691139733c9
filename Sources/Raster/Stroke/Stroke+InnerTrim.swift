/// Trimming the inner side of a join when its segments are too short for the simple cut.
///
/// Where a flattened curve meets a corner, the curve's segments are far shorter than the join's
/// reach r·tan(θ/2), so the offset of the next segment crosses the incoming offset several segments
/// back (or the other way round). Pivoting through the vertex would be correct under non-zero but
/// leaves a loop of winding 2 that touches the stroke's boundary where the offsets cross, and the
/// coverage rasterizer adds that loop's area into the boundary pixel. Instead we look for the actual
/// crossing: walk back over the offset points already laid down (only those that inner cuts made,
/// never caps, outer joins or pivots) and forward over the offsets of the coming segments, and cut
/// both at the first crossing whose dropped loop lies inside the stroke (checked vertex by vertex
/// against the other chain's segment rectangles, ``Stroker/trimStaysInside(_:vertex:through:removing:)``).
/// When no such crossing exists within a few radii, the caller pivots.

/// A side's outline before it goes into the path.
struct SideBuffer {
    enum Item {
        case point(Point)
        /// A round join: arc about `center` from angle `start` through `sweep`, ending at `end`.
        case arc(center: Point, start: Double, sweep: Double, end: Point)

        var end: Point {
            switch self {
            case .point(let p): return p
            case .arc(_, _, _, let e): return e
            }
        }
    }

    var items: [Item] = []
    /// Items before this index are never trimmed away (the last of them may be an edge's start).
    var firstTrimmable = 0

    mutating func add(_ p: Point, trimmable: Bool) {
        items.append(.point(p))
        if !trimmable { firstTrimmable = items.count }
    }

    mutating func addArc(center: Point, start: Double, sweep: Double, end: Point) {
        items.append(.arc(center: center, start: start, sweep: sweep, end: end))
        firstTrimmable = items.count
    }
}

extension Stroker {
    /// The most segments (each way) an inner trim examines: bounds the cost of the search.
    static let maxTrimSegments = 256

    /// Tries to cut the inner side at vertex `i` where the offset chains really cross. On success
    /// the buffer ends at the crossing and the result is the next vertex still to join.
    mutating func trimInnerJoin(_ side: Side, vertex i: Int, into buffer: inout SideBuffer) -> Int? {
        guard !buffer.items.isEmpty else { return nil }
        let count = side.segmentCount
        let prev = (i + count - 1) % count
        // The incoming chain, newest edge first: the pending piece of the arriving segment's offset
        // (from the last point laid down to the vertex's offset), then edges already laid down.
        let pendingEnd = side.q[i] + side.normals[prev]
        // How far along either chain a crossing can be: beyond a few radii the turn is so sharp
        // that the pivot is as good.
        let reach = 8 * radius
        // Forward segments: i, i+1, … up to the last one (a closed side does not wrap past its start).
        var forwardLength = 0.0
        var b = i
        while b < count && b - i < Self.maxTrimSegments && forwardLength <= reach {
            let (fa, fb) = side.offsetSegment(b)
            // Backward edges, newest first. Edge j runs from items[j].end to items[j + 1].end
            // (or to the pending end for j = last index).
            var backLength = 0.0
            var j = buffer.items.count - 1
            var edgeEnd = pendingEnd
            while j >= max(buffer.firstTrimmable - 1, 0) && buffer.items.count - 1 - j < Self.maxTrimSegments
                    && backLength <= reach {
                let edgeStart = buffer.items[j].end
                if let p = Self.crossing(edgeStart, edgeEnd, fa, fb),
                   trimStaysInside(side, vertex: i, through: b,
                                   removing: buffer.items[(j + 1)...].map(\.end) + [pendingEnd]) {
                    buffer.items.removeSubrange((j + 1)...)
                    buffer.firstTrimmable = min(buffer.firstTrimmable, buffer.items.count)
                    buffer.add(p, trimmable: true)
                    return b + 1
                }
                backLength += (edgeEnd - edgeStart).length
                edgeEnd = edgeStart
                j -= 1
            }
            forwardLength += side.lengths[b]
            b += 1
        }
        return nil
    }

    /// Whether cutting away the loop is safe: each vertex of the loop it drops must lie inside the
    /// stroke of the other chain (a segment's rectangle), or the cut could remove real area, as when
    /// the path doubles back and an offset crosses a distant part of the other chain.
    func trimStaysInside(_ side: Side, vertex i: Int, through b: Int, removing dropped: [Point]) -> Bool {
        let count = side.segmentCount
        let slack = radius * 1e-9 + 1e-12
        /// Inside segment k's rectangle (its stroke without joins), allowing for rounding.
        func covers(_ k: Int, _ p: Point) -> Bool {
            let d = side.dirs[k], rel = p - side.q[k]
            let t = rel.dot(d)
            return t >= -slack && t <= side.lengths[k] + slack && abs(rel.cross(d)) <= radius + slack
        }
        // The chains near the vertex that may cover dropped points: the coming segments i…b and on
        // for a few radii; the incoming ones back from the vertex for a few radii.
        let window = 3 * radius
        var forward: [Int] = [], ahead = 0.0
        var k = i
        while k < count && (k <= b || ahead < window) && forward.count < Self.maxTrimSegments {
            forward.append(k); if k > b { ahead += side.lengths[k] }; k += 1
        }
        var back: [Int] = [], behind = 0.0
        k = (i + count - 1) % count
        while behind < window && back.count < min(Self.maxTrimSegments, count) {
            if !side.closed && k >= i { break }
            back.append(k); behind += side.lengths[k]
            if !side.closed && k == 0 { break }
            k = (k + count - 1) % count
        }
        // Dropped points of the incoming chain (up to the vertex's own offset).
        for p in dropped where !forward.contains(where: { covers($0, p) }) { return false }
        // The skipped start of the coming chain: its offset at the vertex, and at each vertex passed.
        var skipped = [side.q[i] + side.normals[i]]
        if b > i { for k in (i + 1)...b { skipped += [side.q[k] + side.normals[k - 1], side.q[k] + side.normals[k]] } }
        for p in skipped where !back.contains(where: { covers($0, p) }) { return false }
        return true
    }

    /// Where segments a0–a1 and b0–b1 cross, or nil when they do not (parallel ones never do).
    static func crossing(_ a0: Point, _ a1: Point, _ b0: Point, _ b1: Point) -> Point? {
        let da = a1 - a0, db = b1 - b0
        let den = da.cross(db)
        if den == 0 { return nil }
        let t = (b0 - a0).cross(db) / den
        let u = (b0 - a0).cross(da) / den
        guard t >= 0, t <= 1, u >= 0, u <= 1 else { return nil }
        return a0 + da * t
    }
}
