/// What a canvas already holds, read back and blurred: the backdrop a material shows.
extension Canvas {
    /// This canvas's pixels within `region` (device pixels), blurred by a Gaussian of standard deviation
    /// `sigma` device pixels (on a coarser grid when σ is large); nil when `region` misses the canvas.
    ///
    /// Pixels beyond the canvas are unknown, not transparent: each result is the blur of the pixels the
    /// canvas has, divided by how much of the Gaussian fell on the canvas (normalized convolution). So a
    /// backdrop near the canvas's edge, or blurred wider than the canvas, keeps the colour and opacity
    /// of what is there instead of fading to transparent, as a blur over a full screen would not.
    public func blurredCopy(of region: IntRect, sigma: Double) -> Canvas? {
        guard let target = region.intersection(bounds) else { return nil }
        let reach = sigma > 0 ? Int((3 * sigma).rounded(.up)) + 1 : 0
        let work = target.grownBy(reach)
        let w = work.width, h = work.height
        // Premultiplied r, g, b, a, then 1 where the canvas has a pixel.
        var planes = (0..<5).map { _ in [Float](repeating: 0, count: w * h) }
        for y in max(work.y, bounds.y)..<min(work.maxY, bounds.maxY) {
            for x in max(work.x, bounds.x)..<min(work.maxX, bounds.maxX) {
                let i = ((y - originY) * pixmap.width + x - originX) * 4, j = (y - work.y) * w + x - work.x
                for c in 0..<4 { planes[c][j] = Float(pixmap.data[i + c]) / 255 }
                planes[4][j] = 1
            }
        }
        // A material's blur is wide (tens of pixels): on a coarser grid, within 1.5 % (``GaussianBlur/blurFast``).
        if sigma > 0 { for c in 0..<5 { GaussianBlur.blurFast(&planes[c], width: w, height: h, sigma: sigma) } }
        var out = Pixmap(width: target.width, height: target.height)
        for y in 0..<target.height {
            for x in 0..<target.width {
                let j = (target.y - work.y + y) * w + target.x - work.x + x, i = (y * target.width + x) * 4
                let known = max(planes[4][j], 1e-6)
                let a = min(max(planes[3][j] / known, 0), 1)
                out.data[i + 3] = Pixmap.quantize(a)
                for c in 0..<3 { out.data[i + c] = Pixmap.quantize(min(max(planes[c][j] / known, 0), a)) }
            }
        }
        var copy = Canvas(pixmap: out, originX: target.x, originY: target.y)
        copy.markDrawn(target)
        return copy
    }
}
