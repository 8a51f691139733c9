extension Canvas {
    /// Draws `body` with the drop shadow of an opaque circle centred on `center` (user space) whose
    /// radius and blur `shadow` holds in device pixels: the shadow of `.shadow(color:radius:x:y:)` on a
    /// circle, tinted `color` and moved by `offset` (user space), without blurring the drawing.
    ///
    /// `body` must draw that opaque circle and nothing outside it (a knob and its symbol): its drawing is
    /// kept only within the circle's pixels, and the shadow is drawn where the drawing does not cover it.
    public mutating func drawWithShadow(of shadow: CircleShadow, center: Point, color: Color, offset: Point,
                                        _ body: (inout Canvas) -> Void) {
        let c = transform.apply(center)
        let r = shadow.radius
        let disc = IntRect(enclosing: Rect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r)).grownBy(1)
        guard let window = disc.intersection(bounds) else { return }
        var layer = Canvas(window: window)
        layer.transform = transform
        body(&layer)

        let tint = color.premultiplied
        let shadowCenter = c + transform.applyToVector(offset)
        // Past this distance the tint's alpha rounds to 0: nothing to draw.
        let reach = shadow.reach(downTo: 0.5 / (255 * max(tint.a, 1e-6)))
        let area = IntRect(enclosing: Rect(x: shadowCenter.x - reach, y: shadowCenter.y - reach, width: 2 * reach, height: 2 * reach))
        if tint.a > 0, let area = area.intersection(bounds) {
            drawCircleShadow(shadow, centre: shadowCenter, reach: reach, tint: tint, in: area, under: layer)
            markDrawn(area)
        }
        composite(layer, region: layer.drawnBounds, opacity: 1, blend: .sourceOver)
    }

    /// The shadow's pixels within `area`, skipped where `cover` is opaque (it is drawn over them next).
    /// Each pixel is quantized to 8 bits and blended, as a shadow pixmap composited over the canvas would be.
    private mutating func drawCircleShadow(_ shadow: CircleShadow, centre: Point, reach: Double, tint: PremultipliedColor,
                                           in area: IntRect, under cover: Canvas) {
        let width = pixmap.width, clip = self.clip, origin = (x: originX, y: originY)
        let coverBounds = cover.bounds
        cover.pixmap.data.withUnsafeBufferPointer { coverPixels in
            pixmap.data.withUnsafeMutableBufferPointer { px in
                for y in area.y..<area.maxY {
                    let dy = Double(y) + 0.5 - centre.y
                    let half2 = reach * reach - dy * dy
                    if half2 <= 0 { continue }
                    let half = half2.squareRoot()
                    let x0 = max(area.x, Int((centre.x - half - 0.5).rounded(.down)))
                    let x1 = min(area.maxX, Int((centre.x + half - 0.5).rounded(.up)) + 1)
                    let coverRow = y >= coverBounds.y && y < coverBounds.maxY
                    for x in x0..<max(x0, x1) {
                        if coverRow && x >= coverBounds.x && x < coverBounds.maxX
                            && coverPixels[((y - coverBounds.y) * coverBounds.width + x - coverBounds.x) * 4 + 3] == 255 { continue }
                        let dx = Double(x) + 0.5 - centre.x
                        let a = min(shadow.alpha(atDistance: (dx * dx + dy * dy).squareRoot()), 1)
                        let s = tint.scaled(a)
                        let alpha = Pixmap.quantize(s.a)
                        if alpha == 0 { continue }
                        var cov: Float = 1
                        if let clip { cov = clip.coverage(x: x, y: y); if cov <= 0 { continue } }
                        // The shadow pixel as 8-bit premultiplied colour, then blended.
                        let q = PremultipliedColor(r: Float(Pixmap.quantize(s.r)) / 255, g: Float(Pixmap.quantize(s.g)) / 255,
                                                   b: Float(Pixmap.quantize(s.b)) / 255, a: Float(alpha) / 255)
                        Compositor.blendPixel(px.baseAddress! + ((y - origin.y) * width + x - origin.x) * 4, q, cov, .sourceOver)
                    }
                }
            }
        }
    }
}
