import Foundation

/// One side of a stroke and the joins along it.
///
/// A side is the polyline's left offset (left meaning the `perpendicular` direction, (x, y) → (−y, x)),
/// traced forward. At a vertex where the direction turns from d₀ to d₁, cross(d₀, d₁) < 0 means the
/// polyline turns away from its left, so the left side is the join's outer side and gets the join
/// shape; otherwise it is the inner side, where the two offset lines cross.
extension Stroker {
    /// Traces the left offset of `line`: from the first point's offset to the last point's for an open
    /// polyline (the caller adds caps), or all the way round, joins at every vertex, for a closed one.
    mutating func addSide(_ line: StrokePolyline, closed: Bool) {
        let q = line.points, n = q.count
        let segments = closed ? n : n - 1
        var dirs: [Point] = [], lengths: [Double] = []
        dirs.reserveCapacity(segments); lengths.reserveCapacity(segments)
        for i in 0..<segments {
            let v = q[(i + 1) % n] - q[i]
            let l = v.length          // > 0: the flattener drops repeated points
            dirs.append(v / l); lengths.append(l)
        }
        if closed {
            for i in 0..<n {
                let prev = (i + n - 1) % n
                addJoin(at: q[i], incoming: dirs[prev], outgoing: dirs[i],
                        incomingLength: lengths[prev], outgoingLength: lengths[i], smooth: line.smooth[i])
            }
        } else {
            emit(q[0] + dirs[0].perpendicular * radius)
            for i in 1..<(n - 1) {
                addJoin(at: q[i], incoming: dirs[i - 1], outgoing: dirs[i],
                        incomingLength: lengths[i - 1], outgoingLength: lengths[i], smooth: line.smooth[i])
            }
            emit(q[n - 1] + dirs[n - 2].perpendicular * radius)
        }
    }

    /// Connects the left offset of the segment arriving at `v` (direction `d0`) to that of the segment
    /// leaving it (`d1`). A `smooth` vertex lies inside a flattened curve: it always gets a round join,
    /// which makes the outer offset exact (SVG joins apply between elements only, never within a curve).
    mutating func addJoin(at v: Point, incoming d0: Point, outgoing d1: Point,
                          incomingLength len0: Double, outgoingLength len1: Double, smooth: Bool) {
        let r = radius
        let n0 = d0.perpendicular * r, n1 = d1.perpendicular * r
        let cross = d0.cross(d1), dot = d0.dot(d1)
        let onePlusCos = 1 + dot

        if cross > 0 || (cross == 0 && dot > 0) {
            // Inner side. The offset lines cross at v + (n₀ + n₁)/(1 + cos θ), which lies r·tan(θ/2)
            // back along each segment; tan(θ/2) = sin θ / (1 + cos θ). Cut there when both segments
            // have room for it (half of each, the other half being the neighbouring join's), giving a
            // clean outline. Otherwise pivot through the vertex: v+n₀ → v → v+n₁ keeps every segment's
            // full rectangle, at the price of small loops of winding 2 inside the stroke.
            if r * cross <= onePlusCos * 0.5 * min(len0, len1) {
                emit(v + (n0 + n1) / onePlusCos)
            } else {
                emit(v + n0); emit(v); emit(v + n1)
            }
            return
        }

        // Outer side (a U-turn, cross = 0 with dot < 0, counts as outer on both passes).
        switch smooth ? .round : join {
        case .bevel:
            emit(v + n0); emit(v + n1)
        case .miter:
            // The miter tip is the same crossing of the offset lines, on the outer side.
            if onePlusCos >= miterMinOnePlusCos && onePlusCos > 0 {
                emit(v + (n0 + n1) / onePlusCos)
            } else {
                emit(v + n0); emit(v + n1)
            }
        case .round:
            // The arc of radius r about v from n₀ to n₁, turning the same way as the path
            // (negative angles here, through the direction of travel). A U-turn sweeps a half turn.
            emit(v + n0)
            let start = atan2(n0.y, n0.x)
            let sweep = cross == 0 ? -Double.pi : atan2(cross, dot)
            path.addArc(center: v, radius: r, start: start, end: start + sweep)
            emit(v + n1)
        }
    }
}
