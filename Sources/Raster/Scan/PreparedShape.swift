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
        let shader = Shader(paint: paint, userToDevice: shape.transform, opacity: opacity)
        let colors = UnsafeMutablePointer<PremultipliedColor>.allocate(capacity: shape.rect.width)
        defer { colors.deallocate() }
        paintRows(of: shape, offsetX: dx, offsetY: dy) { dst, coverage, count, y, x0 in
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
    /// column in the shape's own device pixels (where its paints are evaluated).
    private mutating func paintRows(of shape: PreparedShape, offsetX dx: Int, offsetY dy: Int,
                                    _ paint: (UnsafeMutablePointer<UInt8>, UnsafePointer<Float>, Int, Int, Int) -> Void) {
        guard let target = shape.rect.offsetBy(dx, dy).intersection(bounds) else { return }
        let width = pixmap.width, rect = shape.rect
        let scratch = UnsafeMutablePointer<Float>.allocate(capacity: rect.width)
        defer { scratch.deallocate() }
        let clip = clipMask(rows: target.y..<target.maxY), origin = (x: originX, y: originY)
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
                        scratch.update(from: coverage, count: x1 - x0)
                        clip.multiply(scratch, row: y + dy, columns: (x0 + dx)..<(x1 + dx))
                        coverage = UnsafePointer(scratch)
                    }
                    let dst = px.baseAddress! + ((y + dy - origin.y) * width + x0 + dx - origin.x) * 4
                    paint(dst, coverage, x1 - x0, y, x0)
                }
            }
        }
        markDrawn(target)
    }
}
