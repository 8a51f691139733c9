/// The rasterizer's core: exact area coverage of polygons, accumulated cell by cell.
///
/// Each pixel is the unit square [x, x+1) × [y, y+1). For one edge, think of the signed area that
/// lies between the edge and the right border of the image within one pixel row. A pixel's coverage
/// is the sum, over all edges, of the part of that area the pixel holds: downward edges count +1,
/// upward −1, so a closed contour adds up to its winding number times the covered area.
///
/// Within a row an edge is one straight piece from x₀ to x₁ (sorted) spanning height h. The part of
/// pixel column c to the right of it is S(c) = h·[G(c+1) − G(c)], where G is the mean over the piece
/// of max(0, X − x):
///
///     G(X) = 0                      for X ≤ x₀
///          = (X − x₀)² / (2(x₁ − x₀)) for x₀ < X < x₁
///          = X − (x₀ + x₁)/2         for X ≥ x₁
///
/// S is exact (the edge is straight inside the row). Instead of S we store its first difference,
/// the cell value a(c) = S(c) − S(c−1) = h·[G(c+1) − 2G(c) + G(c−1)], which is zero except in the
/// columns ⌊x₀⌋ … ⌊x₁⌋+1. Summing the cells of a row from the left gives back every pixel's total
/// signed coverage in one pass (``sweepRow(_:rule:into:)``). This is the family of font-rs,
/// stb_truetype 2 and vello's fine stage.
///
/// The method's one known limit: coverage is computed per edge and added, so where two contours
/// overlap inside one pixel (a shape drawn twice, or crossing edges), areas that should count once
/// are added, or opposite windings cancel, and that pixel's coverage is wrong. Exact elsewhere.
struct CoverageAccumulator {
    let width: Int
    let height: Int
    /// `height` rows of `width` cells, row-major.
    var cells: [Float]
    /// Per row, the leftmost cell any edge touched (`width` when none): pixels left of it have
    /// winding zero, so the sweep starts there.
    var firstTouched: [Int]

    init(width: Int, height: Int) {
        self.width = width; self.height = height
        cells = [Float](repeating: 0, count: width * height)
        firstTouched = [Int](repeating: width, count: height)
    }

    /// Accumulates every edge of `path` (device space) clipped to `bounds`; nil when the path's
    /// bounds miss them. The accumulator's cell (0, 0) is device pixel (`rect.x`, `rect.y`).
    static func accumulate(_ path: Path, tolerance: Double, within bounds: IntRect) -> (rect: IntRect, cells: CoverageAccumulator)? {
        guard !path.isEmpty, let rect = IntRect(enclosing: path.bounds).intersection(bounds) else { return nil }
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
        return (rect, acc)
    }

    /// The sweep: sums row `row`'s cells from the left into winding numbers and applies the fill
    /// rule, writing coverage for columns `start..<width` into `out` (indexed by column). Returns
    /// the columns with coverage, or nil when the row has none.
    func sweepRow(_ row: Int, rule: FillRule, into out: UnsafeMutablePointer<Float>) -> ClosedRange<Int>? {
        let start = firstTouched[row]
        if start >= width { return nil }
        cells.withUnsafeBufferPointer { c in
            let cells = c.baseAddress! + row * width
            var winding: Float = 0
            switch rule {
            case .nonZero:
                // Mask.apply(.nonZero, _) written out, so that the loop has no call and no branch.
                for col in start..<width {
                    winding += cells[col]
                    let a = abs(winding)
                    out[col] = a < 1e-6 ? 0 : min(a, 1)
                }
            case .evenOdd:
                for col in start..<width {
                    winding += cells[col]
                    out[col] = Mask.apply(.evenOdd, winding)
                }
            }
        }
        // The columns with coverage: from the first to the last non-zero value.
        var first = start
        while first < width && out[first] <= 0 { first += 1 }
        if first == width { return nil }
        var last = width - 1
        while out[last] <= 0 { last -= 1 }
        return first...last
    }

    /// Adds the line from `p0` to `p1`, in this accumulator's pixel coordinates.
    mutating func addLine(_ p0: Point, _ p1: Point) {
        if p0.y == p1.y { return }   // horizontal edges cover no area
        let direction: Double = p0.y < p1.y ? 1 : -1
        let (top, bottom) = p0.y < p1.y ? (p0, p1) : (p1, p0)
        let y0 = max(top.y, 0), y1 = min(bottom.y, Double(height))
        if y0 >= y1 { return }
        let dxdy = (bottom.x - top.x) / (bottom.y - top.y)
        var row = Self.floor(y0)
        var ya = y0
        var xa = top.x + (ya - top.y) * dxdy
        while ya < y1 {
            let yb = min(Double(row + 1), y1)
            let xb = top.x + (yb - top.y) * dxdy
            addPiece(row: row, xa: xa, xb: xb, h: (yb - ya) * direction)
            ya = yb; xa = xb; row += 1
        }
    }

    /// One straight piece within `row`, running from x = `xa` to `xb` over signed height `h`.
    private mutating func addPiece(row: Int, xa: Double, xb: Double, h: Double) {
        let x0 = min(xa, xb), x1 = max(xa, xb)
        let base = row * width
        // Columns left of the image fold into column 0 (the prefix sum starts there); columns at or past
        // the right edge hold no pixel and are dropped.
        let first = Self.floor(x0), last = Self.floor(x1) + 1
        if first >= width { return }
        if last < 0 { cells[base] += Float(h); firstTouched[row] = 0; return }
        firstTouched[row] = min(firstTouched[row], max(first, 0))
        func g(_ X: Double) -> Double {
            if X <= x0 { return 0 }
            if X >= x1 { return X - (x0 + x1) / 2 }
            return (X - x0) * (X - x0) / (2 * (x1 - x0))
        }
        // S(lo − 1) is zero: that column lies wholly left of the piece, or (lo = 0) is outside the image,
        // so column 0 receives S(0) whole, including everything left of the image.
        let lo = max(first, 0), hi = min(last, width - 1)
        cells.withUnsafeMutableBufferPointer { c in
            let cells = c.baseAddress! + base
            var previousS = 0.0
            var gLeft = g(Double(lo))
            for col in lo...hi {
                let gRight = g(Double(col + 1))
                let s = h * (gRight - gLeft)
                cells[col] += Float(s - previousS)
                previousS = s
                gLeft = gRight
            }
        }
    }

    /// ⌊x⌋ for a finite x well inside Int's range, without a call to the C library's floor (the baseline
    /// x86-64 target has no rounding instruction): truncation, then one step down for negative non-integers.
    @inline(__always)
    static func floor(_ x: Double) -> Int {
        let t = Int(x)
        return Double(t) > x ? t - 1 : t
    }
}
