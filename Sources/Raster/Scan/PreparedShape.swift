/// A path's coverage computed once and painted many times: for a shape that keeps its place (up to whole
/// device pixels) while its paint or opacity changes from frame to frame, such as a component's background.
///
/// Painting it (``Canvas/fill(_:with:opacity:offsetX:offsetY:blend:)``) gives the bytes `Canvas.fill` gives
/// for the same path under the same transform, without flattening and sweeping the path again.
public struct PreparedShape: Sendable {
    /// The device pixels the coverage spans, where the shape was prepared.
    public let rect: IntRect
    /// The user-to-device transform the shape was prepared under; paints are evaluated through it.
    public let transform: Transform
    /// Per row of `rect`, the columns (from `rect.x`) with coverage; empty when the row has none.
    let spans: [Range<Int>]
    /// Per row, the longest run of columns within its span covered exactly fully (empty when there is
    /// none): kept as a range, so a filled shape keeps only its edges' values, not its area's.
    let solid: [Range<Int>]
    /// Per row, where its other values start in ``edges``: its span's columns left of ``solid``, then right of it.
    let edgeStarts: [Int]
    let edges: [Float]
    /// Full coverage for the widest solid run, which every row's solid run reads.
    let ones: [Float]

    /// The coverage of `path` (user space) under `transform`, within the device pixels `bounds`; nil when
    /// it covers nothing there.
    public init?(_ path: Path, transform: Transform, rule: FillRule = .nonZero, within bounds: IntRect) {
        guard let (rect, acc) = CoverageAccumulator.accumulate(path.applying(transform), tolerance: Path.defaultTolerance,
                                                                within: bounds) else { return nil }
        var spans = [Range<Int>](repeating: 0..<0, count: rect.height)
        var solid = [Range<Int>](repeating: 0..<0, count: rect.height)
        var edgeStarts = [Int](repeating: 0, count: rect.height)
        var edges: [Float] = []
        var row = [Float](repeating: 0, count: rect.width)
        row.withUnsafeMutableBufferPointer { values in
            for y in 0..<rect.height {
                values.update(repeating: 0)
                edgeStarts[y] = edges.count
                guard let span = acc.sweepRow(y, rule: rule, into: values.baseAddress!) else { continue }
                spans[y] = span.lowerBound..<(span.upperBound + 1)
                // The longest run of exactly 1 (the shape's inside, left of its right edge).
                var x = spans[y].lowerBound, best = x..<x
                while x < spans[y].upperBound {
                    guard values[x] == 1 else { x += 1; continue }
                    var end = x + 1
                    while end < spans[y].upperBound && values[end] == 1 { end += 1 }
                    if end - x > best.count { best = x..<end }
                    x = end
                }
                solid[y] = best
                edges += values[spans[y].lowerBound..<best.lowerBound]
                edges += values[best.upperBound..<spans[y].upperBound]
            }
        }
        self.rect = rect; self.transform = transform; self.spans = spans; self.solid = solid
        self.edgeStarts = edgeStarts; self.edges = edges
        ones = [Float](repeating: 1, count: max(1, solid.map(\.count).max() ?? 0))
    }

    /// The coverage of row `y`'s columns `columns` (within its span, and within its solid run or outside
    /// it), at `edges` and `ones`.
    @inline(__always)
    func coverage(row y: Int, columns: Range<Int>, edges: UnsafePointer<Float>, ones: UnsafePointer<Float>) -> UnsafePointer<Float> {
        let span = spans[y], inside = solid[y]
        if columns.lowerBound >= inside.lowerBound && columns.upperBound <= inside.upperBound { return ones }
        let left = edges + edgeStarts[y]
        return columns.lowerBound < inside.lowerBound
            ? left + (columns.lowerBound - span.lowerBound)
            : left + (inside.lowerBound - span.lowerBound) + (columns.lowerBound - inside.upperBound)
    }
}

extension Canvas {
    /// Paints `shape` as ``fill(_:with:rule:blend:opacity:)`` paints its path under the transform it was
    /// prepared with (that transform, not the canvas's, places the paint), moved by whole device pixels
    /// (`offsetX`, `offsetY`). What falls outside the canvas is dropped; the clip applies.
    public mutating func fill(_ shape: PreparedShape, with paint: Paint, opacity: Double = 1,
                              offsetX dx: Int = 0, offsetY dy: Int = 0, blend: BlendMode = .sourceOver) {
        let shader = Shader(paint: paint, userToDevice: shape.transform, opacity: opacity)
        let colors = UnsafeMutablePointer<PremultipliedColor>.allocate(capacity: shape.rect.width)
        defer { colors.deallocate() }
        paintRows(of: shape, offsetX: dx, offsetY: dy, wholeRows: !shader.isRowConstant) { dst, coverage, count, y, x0 in
            Compositor.paintRow(dst, coverage: coverage, count: count, shader: shader, y: y, x0: x0, scratch: colors, blend: blend)
        }
    }

    /// Paints `shape` with a stack of row layers (made ready under the transform the shape was prepared
    /// with), moved by whole device pixels: the bytes of filling it with each layer in turn, at the cost of
    /// one pass. The clip applies.
    public mutating func fill(_ shape: PreparedShape, with layers: RowLayers, offsetX dx: Int = 0, offsetY dy: Int = 0) {
        precondition(layers.transform == shape.transform, "the layers are made ready under the shape's transform")
        let colors = UnsafeMutablePointer<PremultipliedColor>.allocate(capacity: max(1, layers.shaders.count))
        defer { colors.deallocate() }
        paintRows(of: shape, offsetX: dx, offsetY: dy) { dst, coverage, count, y, _ in
            layers.colors(row: y, into: colors)
            Compositor.blendLayers(dst, coverage: coverage, count: count, colors: colors, layerCount: layers.shaders.count)
        }
    }

    /// Calls `paint` for each row of `shape` (moved by `dx`, `dy`) that has coverage on this canvas: the
    /// first pixel to paint, the coverage there (clip applied), how many pixels, and the row and first
    /// column in the shape's own device pixels (where its paints are evaluated). A row comes in up to three
    /// pieces (its left edge, its solid run, its right edge) unless `wholeRows`: a paint whose colours
    /// step along the row from its first pixel (a horizontal gradient) needs the row in one piece, which
    /// is then put together in a scratch row.
    private mutating func paintRows(of shape: PreparedShape, offsetX dx: Int, offsetY dy: Int, wholeRows: Bool = false,
                                    _ paint: (UnsafeMutablePointer<UInt8>, UnsafePointer<Float>, Int, Int, Int) -> Void) {
        guard let target = shape.rect.offsetBy(dx, dy).intersection(bounds) else { return }
        let width = pixmap.width, rect = shape.rect
        let clipped = UnsafeMutablePointer<Float>.allocate(capacity: rect.width)
        let assembled = UnsafeMutablePointer<Float>.allocate(capacity: rect.width)
        defer { clipped.deallocate(); assembled.deallocate() }
        let clip = clipMask(rows: target.y..<target.maxY), origin = (x: originX, y: originY)
        shape.edges.withUnsafeBufferPointer { edges in
            shape.ones.withUnsafeBufferPointer { ones in
                pixmap.data.withUnsafeMutableBufferPointer { px in
                    for y in (target.y - dy)..<(target.maxY - dy) {
                        let row = y - rect.y
                        // The span, in the shape's columns (from rect.x), limited to what lands on the canvas.
                        let span = shape.spans[row], inside = shape.solid[row]
                        let first = max(span.lowerBound, target.x - dx - rect.x), end = min(span.upperBound, target.maxX - dx - rect.x)
                        if first >= end { continue }
                        let visible = first..<end
                        /// Paints the visible `columns` with their coverage at `coverage`.
                        func paintPiece(_ columns: Range<Int>, _ coverage: UnsafePointer<Float>) {
                            var coverage = coverage
                            if let clip {
                                clipped.update(from: coverage, count: columns.count)
                                clip.multiply(clipped, row: y + dy, columns: (rect.x + columns.lowerBound + dx)..<(rect.x + columns.upperBound + dx))
                                coverage = UnsafePointer(clipped)
                            }
                            let dst = px.baseAddress! + ((y + dy - origin.y) * width + rect.x + columns.lowerBound + dx - origin.x) * 4
                            paint(dst, coverage, columns.count, y, rect.x + columns.lowerBound)
                        }
                        func values(_ columns: Range<Int>) -> UnsafePointer<Float> {
                            shape.coverage(row: row, columns: columns, edges: edges.baseAddress!, ones: ones.baseAddress!)
                        }
                        let left = visible.lowerBound..<max(visible.lowerBound, min(visible.upperBound, inside.lowerBound))
                        let middle = left.upperBound..<max(left.upperBound, min(visible.upperBound, inside.upperBound))
                        let right = middle.upperBound..<visible.upperBound
                        if wholeRows {
                            for columns in [left, middle, right] where !columns.isEmpty {
                                (assembled + columns.lowerBound - visible.lowerBound).update(from: values(columns), count: columns.count)
                            }
                            paintPiece(visible, assembled)
                        } else {
                            if !left.isEmpty { paintPiece(left, values(left)) }
                            if !middle.isEmpty { paintPiece(middle, values(middle)) }
                            if !right.isEmpty { paintPiece(right, values(right)) }
                        }
                    }
                }
            }
        }
        markDrawn(target)
    }
}
