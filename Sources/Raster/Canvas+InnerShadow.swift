/// Inner shadows: a drawing darkened inside its own edges, as if cut into the surface (SwiftUI's
/// `ShadowStyle.inner`, Core Graphics' inner shadow).
extension Canvas {
    /// Draws `body` with an inner shadow: the shape's outside (1 − its alpha), moved by `offset` and
    /// blurred by a Gaussian of standard deviation `sigma` user units, tinted `color` and kept only where
    /// the drawing is (multiplied by its alpha), goes over the drawing.
    public mutating func drawWithInnerShadow(color: Color, sigma: Double, offset: Point, _ body: (inout Canvas) -> Void) {
        guard let found = shadowLayer(body) else { return }
        var layer = found.layer
        let drawn = found.drawn
        let shift = transform.applyToVector(offset)
        let deviceSigma = sigma * transform.maxScale
        // The outside must reach as far as the Gaussian and the shift bring it in: 4σ (the kernel's reach)
        // and the shift, around the drawing.
        let reach = Int((4 * deviceSigma + max(abs(shift.x), abs(shift.y))).rounded(.up)) + 2
        let work = drawn.grownBy(reach)
        let w = work.width, h = work.height
        var outside = [Float](repeating: 1, count: w * h)
        for y in drawn.y..<drawn.maxY {
            for x in drawn.x..<drawn.maxX {
                let i = ((y - layer.originY) * layer.pixmap.width + x - layer.originX) * 4 + 3
                outside[(y - work.y) * w + x - work.x] = 1 - Float(layer.pixmap.data[i]) / 255
            }
        }
        GaussianBlur.blur(&outside, width: w, height: h, sigma: deviceSigma, shift: shift)
        let tint = color.premultiplied
        for y in drawn.y..<drawn.maxY {
            for x in drawn.x..<drawn.maxX {
                let i = ((y - layer.originY) * layer.pixmap.width + x - layer.originX) * 4
                let a = Float(layer.pixmap.data[i + 3]) / 255
                let k = min(max(outside[(y - work.y) * w + x - work.x], 0), 1) * a
                if k <= 0 { continue }
                // The tint at k, over the drawing's pixel (source-over; inside the drawing only).
                let s = tint.scaled(k)
                for c in 0..<4 {
                    let d = Float(layer.pixmap.data[i + c]) / 255
                    let sc = c == 0 ? s.r : c == 1 ? s.g : c == 2 ? s.b : s.a
                    layer.pixmap.data[i + c] = Pixmap.quantize(sc + d * (1 - s.a))
                }
            }
        }
        composite(layer, region: drawn, opacity: 1, blend: .sourceOver)
    }
}
