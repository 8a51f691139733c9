import Foundation

/// One side of a stroke and the joins along it.
///
/// A side is the polyline's left offset (left meaning the `perpendicular` direction, (x, y) → (−y, x)),
/// traced forward. At a vertex where the direction turns from d₀ to d₁, cross(d₀, d₁) < 0 means the
/// polyline turns away from its left, so the left side is the join's outer side and gets the join
/// shape; otherwise it is the inner side, where the two offset lines cross.
///
/// A side is collected in a ``SideBuffer`` before it goes into the path, so that an inner join can
/// trim back over offset points already laid down (see `Stroke+InnerTrim.swift`).
extension Stroker {
    /// The geometry of one side: the polyline's points, unit directions, lengths and left offsets.
    struct Side {
        let q: [Point]
        let smooth: [Bool]
        let dirs: [Point]
        let lengths: [Double]
        /// Per segment: its left normal scaled to the stroke radius.
        let normals: [Point]
        let closed: Bool
        var segmentCount: Int { dirs.count }

        init(_ line: StrokePolyline, closed: Bool, radius: Double) {
            q = line.points; smooth = line.smooth; self.closed = closed
            let n = q.count, segments = closed ? n : n - 1
            var dirs: [Point] = [], lengths: [Double] = []
            dirs.reserveCapacity(segments); lengths.reserveCapacity(segments)
            for i in 0..<segments {
                let v = q[(i + 1) % n] - q[i]
                let l = v.length          // > 0: the flattener drops repeated points
                dirs.append(v / l); lengths.append(l)
            }
            self.dirs = dirs; self.lengths = lengths
            normals = dirs.map { $0.perpendicular * radius }
        }

        /// Segment k's offset, from its start's offset to its end's.
        func offsetSegment(_ k: Int) -> (Point, Point) {
            (q[k] + normals[k], q[(k + 1) % q.count] + normals[k])
        }
    }

    /// Traces the left offset of `line`: from the first point's offset to the last point's for an open
    /// polyline (the caller adds caps), or all the way round, joins at every vertex, for a closed one.
    mutating func addSide(_ line: StrokePolyline, closed: Bool) {
        let side = Side(line, closed: closed, radius: radius)
        var buffer = SideBuffer()
        let n = side.q.count
        if closed {
            var i = 0
            while i < n { i = addJoin(side, vertex: i, into: &buffer) }
        } else {
            buffer.add(side.q[0] + side.normals[0], trimmable: false)
            var i = 1
            while i < n - 1 { i = addJoin(side, vertex: i, into: &buffer) }
            buffer.add(side.q[n - 1] + side.normals[n - 2], trimmable: false)
        }
        flush(buffer)
    }

    /// Connects the left offset of the segment arriving at vertex `i` to that of the segment leaving
    /// it, and returns the next vertex to join (further on when an inner trim swallowed segments).
    /// A `smooth` vertex lies inside a flattened curve: it always gets a round join, which makes the
    /// outer offset exact (SVG joins apply between elements only, never within a curve).
    mutating func addJoin(_ side: Side, vertex i: Int, into buffer: inout SideBuffer) -> Int {
        let count = side.segmentCount
        let prev = (i + count - 1) % count
        let v = side.q[i], d0 = side.dirs[prev], d1 = side.dirs[i]
        let n0 = side.normals[prev], n1 = side.normals[i]
        let r = radius
        let cross = d0.cross(d1), dot = d0.dot(d1)
        let onePlusCos = 1 + dot

        // Turns below ~1e-9 rad are rounding noise on straight runs (collinear curve points): treat
        // them as straight, so that such runs stay one trimmable chain on both sides.
        if cross > 0 || (dot > 0 && abs(cross) <= 1e-9) {
            // Inner side. The offset lines cross at v + (n₀ + n₁)/(1 + cos θ), which lies r·tan(θ/2)
            // back along each segment; tan(θ/2) = sin θ / (1 + cos θ). Cut there when both segments
            // have room for it (half of each, the other half being the neighbouring join's).
            if r * cross <= onePlusCos * 0.5 * min(side.lengths[prev], side.lengths[i]) {
                buffer.add(v + (n0 + n1) / onePlusCos, trimmable: true)
                return i + 1
            }
            // Short segments (a curve meeting a corner): find where the offsets really cross.
            if let next = trimInnerJoin(side, vertex: i, into: &buffer) { return next }
            // No crossing nearby: pivot through the vertex, v+n₀ → v → v+n₁, which keeps every
            // segment's full rectangle at the price of small loops of winding 2 inside the stroke.
            buffer.add(v + n0, trimmable: false); buffer.add(v, trimmable: false); buffer.add(v + n1, trimmable: false)
            return i + 1
        }

        // Outer side (a U-turn, cross = 0 with dot < 0, counts as outer on both passes).
        switch side.smooth[i] ? .round : join {
        case .bevel:
            buffer.add(v + n0, trimmable: false); buffer.add(v + n1, trimmable: false)
        case .miter:
            // The miter tip is the same crossing of the offset lines, on the outer side.
            if onePlusCos >= miterMinOnePlusCos && onePlusCos > 0 {
                buffer.add(v + (n0 + n1) / onePlusCos, trimmable: false)
            } else {
                buffer.add(v + n0, trimmable: false); buffer.add(v + n1, trimmable: false)
            }
        case .round:
            // The arc of radius r about v from n₀ to n₁, turning the same way as the path
            // (negative angles here, through the direction of travel). A U-turn sweeps a half turn.
            buffer.add(v + n0, trimmable: false)
            let start = atan2(n0.y, n0.x)
            let sweep = cross == 0 ? -Double.pi : atan2(cross, dot)
            buffer.addArc(center: v, start: start, sweep: sweep, end: v + n1)
        }
        return i + 1
    }

    /// Writes a finished side into the path.
    mutating func flush(_ buffer: SideBuffer) {
        for item in buffer.items {
            switch item {
            case .point(let p):
                emit(p)
            case .arc(let center, let start, let sweep, let end):
                path.addArc(center: center, radius: radius, start: start, end: start + sweep)
                emit(end)
            }
        }
    }
}
