/// From a path to a ``Mask``: flatten, accumulate each edge's area, then one prefix-sum pass per row
/// turns accumulated cells into winding-weighted coverage and the fill rule into 0…1.
extension Mask {
    /// The coverage of `path` (device space) within `bounds`, or nil when it covers nothing there.
    public static func coverage(of path: Path, rule: FillRule, tolerance: Double = Path.defaultTolerance,
                                within bounds: IntRect) -> Mask? {
        guard !path.isEmpty,
              let rect = IntRect(enclosing: path.bounds).intersection(bounds) else { return nil }
        var acc = CoverageAccumulator(width: rect.width, height: rect.height)
        let origin = Point(Double(rect.x), Double(rect.y))
        for polyline in path.flattened(tolerance: tolerance) {
            let pts = polyline.points
            guard pts.count > 1 else { continue }
            var previous = pts[pts.count - 1] - origin   // every polygon is closed for filling
            for p in pts {
                let q = p - origin
                acc.addLine(previous, q)
                previous = q
            }
        }
        var values = [Float](repeating: 0, count: rect.width * rect.height)
        var any = false
        acc.cells.withUnsafeBufferPointer { cells in
            values.withUnsafeMutableBufferPointer { out in
                for row in 0..<rect.height {
                    var winding: Float = 0
                    let base = row * rect.width
                    for c in 0..<rect.width {
                        winding += cells[base + c]
                        let v = Self.apply(rule, winding)
                        out[base + c] = v
                        if v > 0 { any = true }
                    }
                }
            }
        }
        return any ? Mask(rect: rect, values: values) : nil
    }

    /// Non-zero: |w| clamped to 1. Even-odd: a triangle wave of w with period 2, so winding 1 is
    /// inside, 2 outside, and partial coverages in between fold the same way.
    @inline(__always) static func apply(_ rule: FillRule, _ w: Float) -> Float {
        let a = abs(w)
        switch rule {
        case .nonZero:
            return a < 1e-6 ? 0 : min(a, 1)
        case .evenOdd:
            let m = a - 2 * (a * 0.5).rounded(.down)
            let v = m > 1 ? 2 - m : m
            return v < 1e-6 ? 0 : v
        }
    }
}
