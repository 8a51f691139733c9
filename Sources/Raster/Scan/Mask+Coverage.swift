/// From a path to a ``Mask``: flatten, accumulate each edge's area, then one sweep per row turns
/// accumulated cells into winding numbers and the fill rule into coverage 0…1. Fills do not build
/// a mask (the compositor sweeps and blends row by row); clips do.
extension Mask {
    /// The coverage of `path` (device space) within `bounds`, or nil when it covers nothing there.
    public static func coverage(of path: Path, rule: FillRule, tolerance: Double = Path.defaultTolerance,
                                within bounds: IntRect) -> Mask? {
        guard let (rect, acc) = CoverageAccumulator.accumulate(path, tolerance: tolerance, within: bounds) else { return nil }
        var values = [Float](repeating: 0, count: rect.width * rect.height)
        var any = false
        values.withUnsafeMutableBufferPointer { v in
            for y in 0..<rect.height {
                // The sweep writes the columns from the first one an edge touched; those before stay zero.
                if acc.sweepRow(y, rule: rule, into: v.baseAddress! + y * rect.width) != nil { any = true }
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
