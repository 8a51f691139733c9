/// Drop shadows: a layer's alpha, blurred, shifted and tinted.
enum Shadow {
    /// A pixmap of `layer`'s size holding its shadow. Only the region that can receive shadow
    /// (the layer's non-transparent pixels grown by the kernel's reach) is blurred.
    /// `drawn` bounds every non-transparent pixel of `layer`; the result's `region` bounds the shadow's.
    static func make(from layer: Pixmap, within drawn: IntRect, color: Color, sigma: Double, offset: Point)
        -> (pixmap: Pixmap, region: IntRect?) {
        var out = Pixmap(width: layer.width, height: layer.height)
        guard let content = opaqueBounds(layer, within: drawn) else { return (out, nil) }
        let reach = Int((4 * sigma).rounded(.up)) + 1
        let grown = IntRect(x: content.x + Int(offset.x.rounded(.down)) - reach,
                            y: content.y + Int(offset.y.rounded(.down)) - reach,
                            width: content.width + 2 * reach + 1, height: content.height + 2 * reach + 1)
        // Work on the union of the content and where its shadow lands, clipped to the layer.
        let full = IntRect(x: 0, y: 0, width: layer.width, height: layer.height)
        let unionX0 = min(content.x, grown.x), unionY0 = min(content.y, grown.y)
        let unionX1 = max(content.maxX, grown.maxX), unionY1 = max(content.maxY, grown.maxY)
        guard let work = IntRect(x: unionX0, y: unionY0, width: unionX1 - unionX0, height: unionY1 - unionY0)
            .intersection(full) else { return (out, nil) }
        var alpha = [Float](repeating: 0, count: work.width * work.height)
        for y in 0..<work.height {
            for x in 0..<work.width {
                alpha[y * work.width + x] = Float(layer.data[((work.y + y) * layer.width + work.x + x) * 4 + 3]) / 255
            }
        }
        GaussianBlur.blurFast(&alpha, width: work.width, height: work.height, sigma: sigma, shift: offset)
        let tint = color.premultiplied
        for y in 0..<work.height {
            for x in 0..<work.width {
                let a = alpha[y * work.width + x]
                if a <= 0 { continue }
                let i = ((work.y + y) * layer.width + work.x + x) * 4
                let c = tint.scaled(min(a, 1))
                out.data[i] = Pixmap.quantize(c.r); out.data[i + 1] = Pixmap.quantize(c.g)
                out.data[i + 2] = Pixmap.quantize(c.b); out.data[i + 3] = Pixmap.quantize(c.a)
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
