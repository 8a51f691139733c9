extension Canvas {
    /// Composites a shadow: `alpha` (the blurred drawing's alpha over the device pixels `region`,
    /// row-major) tinted `color`. Each pixel is quantized to 8-bit premultiplied colour and composited
    /// as a pixel of a shadow layer would be, without making that layer.
    mutating func drawShadow(_ alpha: [Float], region: IntRect, color: Color) {
        guard let area = region.intersection(bounds) else { return }
        let tint = color.premultiplied
        // Below this alpha every channel of the tinted pixel rounds to 0 (with a margin over the 0.5/255 the
        // rounding needs): a transparent layer pixel, which compositing skips. The Gaussian's faint tail costs nothing.
        let tintMax = max(tint.r, tint.g, tint.b, tint.a)
        let invisible: Float = tintMax > 0 ? 0.49 / 255 / tintMax : .infinity
        let width = pixmap.width, origin = (x: originX, y: originY)
        let clip = clipMask(rows: area.y..<area.maxY)
        // A black shadow without a clip: its pixels' colour bytes are 0, and BlackOver's table blends them.
        let black = tint.r == 0 && tint.g == 0 && tint.b == 0 && clip == nil ? BlackOver.table : nil
        BlendMemo.with { memo in
            alpha.withUnsafeBufferPointer { alpha in
                pixmap.data.withUnsafeMutableBufferPointer { px in
                    for y in area.y..<area.maxY {
                        let row = (y - region.y) * region.width - region.x
                        let target = px.baseAddress! + ((y - origin.y) * width - origin.x) * 4
                        for x in area.x..<area.maxX {
                            let a = alpha[row + x]
                            if a < invisible { continue }
                            if let black {
                                let alpha = Pixmap.quantize(tint.a * min(a, 1))
                                if alpha != 0 { BlackOver.blend(alpha, onto: target + x * 4, table: black) }
                                continue
                            }
                            let c = tint.scaled(min(a, 1))
                            let source = UInt32(Pixmap.quantize(c.r)) | UInt32(Pixmap.quantize(c.g)) << 8
                                | UInt32(Pixmap.quantize(c.b)) << 16 | UInt32(Pixmap.quantize(c.a)) << 24
                            Compositor.compositePixel(source, onto: target + x * 4, opacity: 1, clip: clip, x: x, y: y,
                                                      blend: .sourceOver, memo: &memo)
                        }
                    }
                }
            }
        }
        markDrawn(area)
    }
}
