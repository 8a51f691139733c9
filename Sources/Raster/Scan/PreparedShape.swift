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
    /// `rect.width × rect.height` coverage values, row-major.
    let coverage: [Float]

    /// The coverage of `path` (user space) under `transform`, within the device pixels `bounds`; nil when
    /// it covers nothing there.
    public init?(_ path: Path, transform: Transform, rule: FillRule = .nonZero, within bounds: IntRect) {
        guard let (rect, acc) = CoverageAccumulator.accumulate(path.applying(transform), tolerance: Path.defaultTolerance,
                                                                within: bounds) else { return nil }
        var coverage = [Float](repeating: 0, count: rect.width * rect.height)
        var spans = [Range<Int>](repeating: 0..<0, count: rect.height)
        coverage.withUnsafeMutableBufferPointer { values in
            for row in 0..<rect.height {
                guard let span = acc.sweepRow(row, rule: rule, into: values.baseAddress! + row * rect.width) else { continue }
                spans[row] = span.lowerBound..<(span.upperBound + 1)
            }
        }
        self.rect = rect; self.transform = transform; self.spans = spans; self.coverage = coverage
    }
}

extension Canvas {
    /// Paints `shape` as ``fill(_:with:rule:blend:opacity:)`` paints its path under the transform it was
    /// prepared with (that transform, not the canvas's, places the paint), moved by whole device pixels
    /// (`offsetX`, `offsetY`). What falls outside the canvas is dropped; the clip applies.
    public mutating func fill(_ shape: PreparedShape, with paint: Paint, opacity: Double = 1,
                              offsetX dx: Int = 0, offsetY dy: Int = 0, blend: BlendMode = .sourceOver) {
        guard let target = shape.rect.offsetBy(dx, dy).intersection(bounds) else { return }
        let shader = Shader(paint: paint, userToDevice: shape.transform, opacity: opacity)
        let width = pixmap.width, rect = shape.rect
        let scratch = UnsafeMutablePointer<Float>.allocate(capacity: rect.width)
        let colors = UnsafeMutablePointer<PremultipliedColor>.allocate(capacity: rect.width)
        defer { scratch.deallocate(); colors.deallocate() }
        let clip = self.clip, origin = (x: originX, y: originY)
        shape.coverage.withUnsafeBufferPointer { values in
            pixmap.data.withUnsafeMutableBufferPointer { px in
                for y in (target.y - dy)..<(target.maxY - dy) {
                    let row = y - rect.y
                    // The span, in the shape's device columns, limited to what lands on the canvas.
                    let x0 = max(rect.x + shape.spans[row].lowerBound, target.x - dx)
                    let x1 = min(rect.x + shape.spans[row].upperBound, target.maxX - dx)
                    if x0 >= x1 { continue }
                    var coverage = UnsafePointer(values.baseAddress! + row * rect.width + x0 - rect.x)
                    if let clip {
                        for i in 0..<(x1 - x0) { scratch[i] = coverage[i] * clip.coverage(x: x0 + dx + i, y: y + dy) }
                        coverage = UnsafePointer(scratch)
                    }
                    let dst = px.baseAddress! + ((y + dy - origin.y) * width + x0 + dx - origin.x) * 4
                    Compositor.paintRow(dst, coverage: coverage, count: x1 - x0, shader: shader, y: y, x0: x0,
                                        scratch: colors, blend: blend)
                }
            }
        }
        markDrawn(target)
    }
}
