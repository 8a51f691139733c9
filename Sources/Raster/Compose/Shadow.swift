/// Drop shadows: a layer's alpha, blurred and shifted (the canvas tints and composites it, `Canvas+Shadow.swift`).
enum Shadow {
    /// `layer`'s alpha blurred with σ `sigma` and moved by `offset` (device pixels), over the region that
    /// can receive it (the layer's non-transparent pixels grown by the kernel's reach, within the layer),
    /// row-major, and that region in the layer's pixels; nil when the layer is empty. `drawn` bounds every
    /// non-transparent pixel of `layer`. The canvas tints it and composites it (``Canvas/drawWithShadow(color:sigma:offset:_:)``).
    static func blurredAlpha(of layer: Pixmap, within drawn: IntRect, sigma: Double, offset: Point)
        -> (alpha: [Float], region: IntRect)? {
        guard let content = opaqueBounds(layer, within: drawn) else { return nil }
        let reach = Int((4 * sigma).rounded(.up)) + 1
        let grown = IntRect(x: content.x + Int(offset.x.rounded(.down)) - reach,
                            y: content.y + Int(offset.y.rounded(.down)) - reach,
                            width: content.width + 2 * reach + 1, height: content.height + 2 * reach + 1)
        // Work on the union of the content and where its shadow lands, clipped to the layer.
        let full = IntRect(x: 0, y: 0, width: layer.width, height: layer.height)
        let unionX0 = min(content.x, grown.x), unionY0 = min(content.y, grown.y)
        let unionX1 = max(content.maxX, grown.maxX), unionY1 = max(content.maxY, grown.maxY)
        guard let work = IntRect(x: unionX0, y: unionY0, width: unionX1 - unionX0, height: unionY1 - unionY0)
            .intersection(full) else { return nil }
        // The drawing's alpha; around it (most of the work area, a shadow's reach on every side) stays 0.
        let drawing = IntRect(x: content.x - work.x, y: content.y - work.y, width: content.width, height: content.height)
        var alpha = [Float](repeating: 0, count: work.width * work.height)
        layer.data.withUnsafeBufferPointer { source in
            alpha.withUnsafeMutableBufferPointer { alpha in
                for y in drawing.y..<drawing.maxY {
                    let from = ((work.y + y) * layer.width + work.x) * 4 + 3, to = y * work.width
                    for x in drawing.x..<drawing.maxX { alpha[to + x] = Float(source[from + x * 4]) / 255 }
                }
            }
        }
        GaussianBlur.blurFast(&alpha, width: work.width, height: work.height, sigma: sigma, shift: offset, support: drawing)
        return (alpha, work)
    }

    /// The smallest pixel rect holding every non-transparent pixel within `r`, or nil.
    static func opaqueBounds(_ p: Pixmap, within r: IntRect) -> IntRect? {
        var x0 = p.width, y0 = p.height, x1 = -1, y1 = -1
        for y in r.y..<r.maxY {
            for x in r.x..<r.maxX where p.data[(y * p.width + x) * 4 + 3] != 0 {
                x0 = min(x0, x); x1 = max(x1, x); y0 = min(y0, y); y1 = max(y1, y)
            }
        }
        return x1 < 0 ? nil : IntRect(x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1)
    }
}
