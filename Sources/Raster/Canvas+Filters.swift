/// Filters over what a canvas (usually a layer) has drawn so far: blur, a colour matrix and a mask. A view
/// layer flattens a subtree into a layer, filters it, then composites it (`drawLayer { … }`).
extension Canvas {
    /// Blurs every channel of the drawn pixels (premultiplied, so colours do not bleed dark) with a
    /// Gaussian of standard deviation `sigma` device pixels; the drawn region grows by the blur's reach.
    public mutating func blur(sigma: Double) {
        guard sigma > 0, let drawn = drawnBounds else { return }
        let reach = Int((3 * sigma).rounded(.up)) + 1
        guard let work = drawn.grownBy(reach).intersection(bounds) else { return }
        let w = work.width, h = work.height
        var planes = (0..<4).map { _ in [Float](repeating: 0, count: w * h) }
        for y in 0..<h {
            for x in 0..<w {
                let i = ((work.y - originY + y) * pixmap.width + work.x - originX + x) * 4
                for c in 0..<4 { planes[c][y * w + x] = Float(pixmap.data[i + c]) / 255 }
            }
        }
        for c in 0..<4 { GaussianBlur.blur(&planes[c], width: w, height: h, sigma: sigma) }
        for y in 0..<h {
            for x in 0..<w {
                let i = ((work.y - originY + y) * pixmap.width + work.x - originX + x) * 4
                let a = min(max(planes[3][y * w + x], 0), 1)
                pixmap.data[i + 3] = Pixmap.quantize(a)
                for c in 0..<3 { pixmap.data[i + c] = Pixmap.quantize(min(max(planes[c][y * w + x], 0), a)) }
            }
        }
        markDrawn(work)
    }

    /// Maps the colour of every drawn pixel through a 4 × 5 matrix on straight (un-premultiplied) RGBA:
    /// out = M · (r, g, b, a, 1), row-major, clamped to 0…1. Fully transparent pixels stay transparent:
    /// they have no colour to map.
    public mutating func applyColorMatrix(_ m: [Float]) {
        precondition(m.count == 20, "a colour matrix has 4 rows of 5")
        guard let drawn = drawnBounds else { return }
        for y in drawn.y..<drawn.maxY {
            for x in drawn.x..<drawn.maxX {
                let i = ((y - originY) * pixmap.width + x - originX) * 4
                let a8 = pixmap.data[i + 3]
                if a8 == 0 { continue }
                let a = Float(a8) / 255
                let r = Float(pixmap.data[i]) / 255 / a, g = Float(pixmap.data[i + 1]) / 255 / a, b = Float(pixmap.data[i + 2]) / 255 / a
                func row(_ k: Int) -> Float { min(max(m[k] * r + m[k + 1] * g + m[k + 2] * b + m[k + 3] * a + m[k + 4], 0), 1) }
                let oa = row(15)
                pixmap.data[i] = Pixmap.quantize(row(0) * oa); pixmap.data[i + 1] = Pixmap.quantize(row(5) * oa)
                pixmap.data[i + 2] = Pixmap.quantize(row(10) * oa); pixmap.data[i + 3] = Pixmap.quantize(oa)
            }
        }
    }

    /// Keeps the drawn pixels only as much as `mask` (a canvas over the same device pixels) is opaque:
    /// every channel is multiplied by the mask's alpha.
    public mutating func mask(by mask: Canvas) {
        guard let drawn = drawnBounds else { return }
        for y in drawn.y..<drawn.maxY {
            for x in drawn.x..<drawn.maxX {
                let i = ((y - originY) * pixmap.width + x - originX) * 4
                var k: Float = 0
                let mb = mask.bounds
                if x >= mb.x, x < mb.maxX, y >= mb.y, y < mb.maxY {
                    k = Float(mask.pixmap.data[((y - mask.originY) * mask.pixmap.width + x - mask.originX) * 4 + 3]) / 255
                }
                for c in 0..<4 { pixmap.data[i + c] = Pixmap.quantize(Float(pixmap.data[i + c]) / 255 * k) }
            }
        }
    }
}
