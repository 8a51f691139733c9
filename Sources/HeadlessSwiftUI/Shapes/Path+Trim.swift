import Raster

/// Cutting a path along its length: `.trim(from:to:)` and dashed strokes. The path is flattened to
/// polylines (curves to within 0.005 pt) and measured; pieces are cut out of the polylines.
extension Raster.Path {
    /// Flattening tolerance for measuring, in the path's units (points).
    static let measureTolerance = 0.005

    /// The part between `from` and `to` (fractions 0…1 of the total length); empty when `to ≤ from`.
    func trimmed(from: Double, to: Double) -> Raster.Path {
        let a = max(0, min(1, from)), b = max(0, min(1, to))
        guard b > a else { return Raster.Path() }
        if a == 0 && b == 1 { return self }
        let lines = flattened(tolerance: Self.measureTolerance)
        let total = lines.reduce(0) { $0 + $1.length }
        return Self.cut(lines, ranges: [(a * total, b * total)])
    }

    /// The dashes of the path: on for `pattern[0]`, off for `pattern[1]`, … starting `phase` into it.
    func dashed(_ pattern: [Double], phase: Double) -> Raster.Path {
        let period = pattern.reduce(0, +)
        guard period > 0, pattern.allSatisfy({ $0 >= 0 }) else { return self }
        let lines = flattened(tolerance: Self.measureTolerance)
        let total = lines.reduce(0) { $0 + $1.length }
        var ranges: [(Double, Double)] = []
        var position = -(phase.truncatingRemainder(dividingBy: period))
        if position > 0 { position -= period }
        var index = 0
        while position < total {
            let length = pattern[index % pattern.count]
            if index % 2 == 0 { ranges.append((max(0, position), min(total, position + length))) }
            position += length
            index += 1
        }
        return Self.cut(lines, ranges: ranges.filter { $0.1 > $0.0 })
    }

    /// The pieces of `lines` (measured end to end in order) within each distance range.
    static func cut(_ lines: [Polyline], ranges: [(Double, Double)]) -> Raster.Path {
        var out = Raster.Path()
        for (start, end) in ranges {
            var offset = 0.0
            for line in lines {
                let points = line.isClosed ? line.points + [line.points[0]] : line.points
                guard points.count > 1 else { continue }
                var open = false
                for i in 1..<points.count {
                    let p0 = points[i - 1], p1 = points[i]
                    let length = p0.distance(to: p1)
                    let s0 = offset, s1 = offset + length
                    offset = s1
                    guard s1 > start, s0 < end, length > 0 else { continue }
                    let t0 = max(0, (start - s0) / length), t1 = min(1, (end - s0) / length)
                    if !open { out.move(to: p0.lerp(to: p1, t0)); open = true }
                    out.line(to: p0.lerp(to: p1, t1))
                }
            }
        }
        return out
    }
}

extension Raster.Path.Polyline {
    /// The length along the points (closing segment included for a closed polyline).
    var length: Double {
        guard points.count > 1 else { return 0 }
        var sum = 0.0
        for i in 1..<points.count { sum += points[i - 1].distance(to: points[i]) }
        if isClosed { sum += points[points.count - 1].distance(to: points[0]) }
        return sum
    }
}
