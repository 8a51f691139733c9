/// Paints stacked bottom first, each one colour along every device row: solid colours, and linear
/// gradients that run top to bottom under the transform (SwiftUI's `startPoint: .top, endPoint: .bottom`).
/// Backgrounds are made of these: a window colour, a full-screen gradient, another cross-fading over it.
///
/// Such a stack is one colour per row over anything one colour per row, so painting it costs a blend
/// per row and one 4-byte store per pixel (``Canvas/fill(_:base:layers:)``), and over a prepared shape
/// a blend per pixel that differs from its left neighbour
/// (``Canvas/fill(_:with:offsetX:offsetY:)-(PreparedShape,RowLayers,_,_)``). Every pixel gets the bytes of
/// filling the layers one after another (source-over, each rounded to 8 bits as it lands).
public struct RowLayers {
    let shaders: [Shader]
    /// The transform the paints were made ready under (user space to device pixels).
    public let transform: Transform

    /// The stack of `layers`, bottom first, each a paint at an opacity, under `transform`; nil when one
    /// of the paints varies along a row (a horizontal or slanted gradient, a radial one).
    public init?(_ layers: [(paint: Paint, opacity: Double)], transform: Transform) {
        let shaders = layers.map { Shader(paint: $0.paint, userToDevice: transform, opacity: $0.opacity) }
        guard shaders.allSatisfy({ $0.rowColor(y: 0) != nil }) else { return nil }
        self.shaders = shaders
        self.transform = transform
    }

    /// The layers' colours in device row `y`, bottom first, into `out`.
    func colors(row y: Int, into out: UnsafeMutablePointer<PremultipliedColor>) {
        for (i, shader) in shaders.enumerated() { out[i] = shader.rowColor(y: y)! }
    }

    /// The pixel value of device row `y` where the layers cover a pixel of value `base` wholly.
    func pixel(row y: Int, over base: UInt32) -> UInt32 {
        var pixel = base
        withUnsafeMutableBytes(of: &pixel) { p in
            let bytes = p.baseAddress!.assumingMemoryBound(to: UInt8.self)
            for shader in shaders { Compositor.blendPixel(bytes, shader.rowColor(y: y)!, 1, .sourceOver) }
        }
        return pixel
    }
}

extension Canvas {
    /// A canvas of `width` × `height` device pixels holding `layers` over the solid colour `base`, one value
    /// a row, written once: the bytes of a canvas cleared to `base` and filled with each layer in turn.
    public init(width: Int, height: Int, base: Color, layers: RowLayers) {
        self.init(window: IntRect(x: 0, y: 0, width: width, height: height), base: base, layers: layers)
    }

    /// ``init(width:height:base:layers:)`` for the device pixels `window` (which must not be empty).
    public init(window: IntRect, base: Color, layers: RowLayers) {
        let basePixel = Pixmap.pixelValue(base.premultiplied)
        self.init(pixmap: Pixmap(width: window.width, height: window.height) { layers.pixel(row: $0 + window.y, over: basePixel) },
                  originX: window.x, originY: window.y)
    }

    /// Fills the whole pixels `rect` (the part on this canvas) with `layers` over the solid colour `base`,
    /// replacing what was there: one value a row. The bytes are those of clearing `rect` to `base` and
    /// filling it with each layer in turn. Not inside a clip.
    public mutating func fill(_ rect: IntRect, base: Color, layers: RowLayers) {
        precondition(clips.isEmpty, "row layers fill whole pixels; they do not take a clip")
        guard let target = rect.intersection(bounds) else { return }
        let basePixel = Pixmap.pixelValue(base.premultiplied)
        let originY = self.originY
        pixmap.fill(rows: (target.y - originY)..<(target.maxY - originY), columns: (target.x - originX)..<(target.maxX - originX)) {
            layers.pixel(row: $0 + originY, over: basePixel)
        }
        markDrawn(target)
    }

    /// Composites `layers` over what the whole pixels `rect` hold (the part on this canvas): the bytes of
    /// filling, in turn, each layer's paint over a path that covers those pixels wholly. Where a row's
    /// pixels repeat (a cleared canvas) that is one blend a row and one store a pixel. The clip applies.
    public mutating func fill(_ rect: IntRect, with layers: RowLayers) {
        guard let target = rect.intersection(bounds) else { return }
        let count = target.width, layerCount = layers.shaders.count
        let whole = UnsafeMutablePointer<Float>.allocate(capacity: count)
        let clipped = UnsafeMutablePointer<Float>.allocate(capacity: count)
        let colors = UnsafeMutablePointer<PremultipliedColor>.allocate(capacity: max(1, layerCount))
        defer { whole.deallocate(); clipped.deallocate(); colors.deallocate() }
        whole.initialize(repeating: 1, count: count)
        let clip = clipMask(rows: target.y..<target.maxY)
        let width = pixmap.width, origin = (x: originX, y: originY)
        pixmap.data.withUnsafeMutableBufferPointer { px in
            for y in target.y..<target.maxY {
                let dst = px.baseAddress! + ((y - origin.y) * width + target.x - origin.x) * 4
                layers.colors(row: y, into: colors)
                guard let clip else {
                    // Coverage 1: each run of one pixel value becomes one value.
                    Self.blendRuns(dst, count: count, colors: colors, layerCount: layerCount, whole: whole)
                    continue
                }
                clipped.update(from: whole, count: count)
                clip.multiply(clipped, row: y, columns: target.x..<target.maxX)
                Compositor.blendLayers(dst, coverage: clipped, count: count, colors: colors, layerCount: layerCount)
            }
        }
        markDrawn(target)
    }

    /// Blends the layers over a row wholly covered: the result of a pixel depends only on the pixel below,
    /// so each run of equal pixels (two compared at a time) is blended once and stored along the run.
    private static func blendRuns(_ dst: UnsafeMutablePointer<UInt8>, count: Int, colors: UnsafePointer<PremultipliedColor>,
                                  layerCount: Int, whole: UnsafePointer<Float>) {
        let row = UnsafeMutableRawPointer(dst)
        var start = 0
        while start < count {
            let below = row.loadUnaligned(fromByteOffset: 4 * start, as: UInt32.self)
            let pair = UInt64(below) | UInt64(below) << 32
            var end = start + 1
            while end + 2 <= count && row.loadUnaligned(fromByteOffset: 4 * end, as: UInt64.self) == pair { end += 2 }
            while end < count && row.loadUnaligned(fromByteOffset: 4 * end, as: UInt32.self) == below { end += 1 }
            Compositor.blendLayers(dst + 4 * start, coverage: whole, count: 1, colors: colors, layerCount: layerCount)
            Pixmap.store(row.loadUnaligned(fromByteOffset: 4 * start, as: UInt32.self), count: end - start - 1, at: row + 4 * (start + 1))
            start = end
        }
    }
}
