/// Drop shadows: a layer's alpha, blurred, shifted and tinted.
enum Shadow {
    /// `layer`'s shadow: a pixmap of the region that can receive it (the layer's non-transparent pixels
    /// grown by the kernel's reach, within the layer), and that region in the layer's pixels; nil when the
    /// layer is empty. `drawn` bounds every non-transparent pixel of `layer`.
    static func make(from layer: Pixmap, within drawn: IntRect, color: Color, sigma: Double, offset: Point)
        -> (pixmap: Pixmap, region: IntRect)? {
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
        var out = Pixmap(width: work.width, height: work.height)
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
        let tint = color.premultiplied
        // Below this alpha every channel of the tinted pixel rounds to 0 (with a margin over the 0.5/255 the
        // rounding needs), which the new pixmap already holds: the Gaussian's faint tail costs nothing.
        let tintMax = max(tint.r, tint.g, tint.b, tint.a)
        let invisible: Float = tintMax > 0 ? 0.49 / 255 / tintMax : .infinity
        alpha.withUnsafeBufferPointer { alpha in
            out.data.withUnsafeMutableBufferPointer { target in
                for y in 0..<work.height {
                    let row = y * work.width * 4
                    for x in 0..<work.width {
                        let a = alpha[y * work.width + x]
                        if a < invisible { continue }
                        let i = row + x * 4
                        let c = tint.scaled(min(a, 1))
                        target[i] = Pixmap.quantize(c.r); target[i + 1] = Pixmap.quantize(c.g)
                        target[i + 2] = Pixmap.quantize(c.b); target[i + 3] = Pixmap.quantize(c.a)
                    }
                }
            }
        }
        return (out, work)
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
