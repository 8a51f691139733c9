/// Flattening for the stroker. Unlike ``Path/flattened(tolerance:)`` it remembers which vertices lie
/// inside a curve (where the stroke must stay smooth) and which join two elements (where the style's
/// join applies), it drops repeated points (they have no direction), and it keeps sub-paths of zero
/// length that draw something (they become dots).
struct StrokePolyline: Sendable {
    /// Distinct consecutive points; a closed polyline does not repeat its first point at the end.
    var points: [Point]
    /// Per point: true when it is interior to a flattened curve.
    var smooth: [Bool]
    var isClosed: Bool

    /// The same polyline walked the other way (the per-vertex flags travel with their points).
    func reversed() -> StrokePolyline {
        StrokePolyline(points: points.reversed(), smooth: smooth.reversed(), isClosed: isClosed)
    }
}

extension Path {
    /// The sub-paths as polylines within `tolerance` of the curves, ready to stroke. Sub-paths with
    /// non-finite coordinates are skipped; a lone `move` draws nothing; `move` + `close` or a line to
    /// the same point is a zero-length sub-path of one point.
    func strokePolylines(tolerance: Double) -> [StrokePolyline] {
        // Segments shorter than this carry no usable direction; dropping them moves the outline by
        // far less than the flattening already does.
        let minLength = max(tolerance * 1e-3, 1e-12)
        let minLengthSquared = minLength * minLength
        var out: [StrokePolyline] = []
        var points: [Point] = [], smooth: [Bool] = []
        var drew = false
        var start = Point.zero, current = Point.zero

        func append(_ p: Point, smooth s: Bool) {
            if let last = points.last, (p - last).lengthSquared <= minLengthSquared {
                // A repeat: the surviving vertex is a corner if either one was.
                smooth[smooth.count - 1] = smooth[smooth.count - 1] && s
                return
            }
            points.append(p); smooth.append(s)
        }
        func beginDrawing() {
            if points.isEmpty { points = [current]; smooth = [false] }
            drew = true
        }
        func finish(closed: Bool) {
            defer { points = []; smooth = []; drew = false }
            guard drew, !points.isEmpty,
                  points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return }
            if closed {
                // The closing segment returns to the start: drop end points that repeat it.
                while points.count > 1, (points[points.count - 1] - points[0]).lengthSquared <= minLengthSquared {
                    points.removeLast(); smooth.removeLast()
                }
                smooth[0] = false   // where the closing segment meets the first element
            }
            out.append(StrokePolyline(points: points, smooth: smooth, isClosed: closed && points.count > 1))
        }

        for e in elements {
            switch e {
            case .move(let p):
                finish(closed: false)
                points = [p]; smooth = [false]; start = p; current = p
            case .line(let p):
                beginDrawing(); append(p, smooth: false); current = p
            case .quad(let c, let p):
                beginDrawing()
                let m = (current - c * 2 + p).length
                let n = Self.pieces(degreeFactor: 0.25, secondDifference: m, tolerance: tolerance)
                if n > 1 { for i in 1..<n { append(Self.quadPoint(current, c, p, Double(i) / Double(n)), smooth: true) } }
                append(p, smooth: false); current = p
            case .cubic(let c1, let c2, let p):
                beginDrawing()
                let m = max((current - c1 * 2 + c2).length, (c1 - c2 * 2 + p).length)
                let n = Self.pieces(degreeFactor: 0.75, secondDifference: m, tolerance: tolerance)
                if n > 1 { for i in 1..<n { append(Self.cubicPoint(current, c1, c2, p, Double(i) / Double(n)), smooth: true) } }
                append(p, smooth: false); current = p
            case .close:
                if points.isEmpty { break }
                drew = true
                finish(closed: true)
                current = start
            }
        }
        finish(closed: false)
        return out
    }
}
