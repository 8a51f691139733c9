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
            drawCircleShadow(shadow, centre: shadowCenter, reach: reach, tint: tint, in: area, under: layer, disc: c)
            markDrawn(area)
        }
        composite(layer, region: layer.drawnBounds, opacity: 1, blend: .sourceOver)
    }

    /// The shadow's pixels within `area`, skipped where `cover` (the drawing of the circle centred on `disc`)
    /// is opaque: it is drawn over them next. Each pixel is quantized to 8 bits and blended, as a shadow
    /// pixmap composited over the canvas would be.
    ///
    /// Per span of a row: first the shadow's alphas and bytes for the whole span (``CircleShadow/alphas``,
    /// loops the compiler vectorises), then the blends of the nonzero ones: a black shadow's from
    /// ``BlackOver``'s table, any other kept in a ``BlendMemo`` (the shadow lies on a flat or top-to-bottom
    /// fill, so the pixel below mostly repeats along a row).
    private mutating func drawCircleShadow(_ shadow: CircleShadow, centre: Point, reach: Double, tint: PremultipliedColor,
                                           in area: IntRect, under cover: Canvas, disc: Point) {
        let width = pixmap.width, clip = clipMask(rows: area.y..<area.maxY), origin = (x: originX, y: originY)
        let coverBounds = cover.bounds
        // Pixels wholly inside the circle (short of the flattening's chords) are covered for sure; only
        // the others need a look at the drawing's alpha.
        let inner = shadow.radius - 0.01
        let colourless = tint.r == 0 && tint.g == 0 && tint.b == 0   // a black (or clear) shadow: colour bytes 0
        let black = colourless && clip == nil ? BlackOver.table : nil
        let positions = UnsafeMutablePointer<Double>.allocate(capacity: area.width)
        let levels = UnsafeMutablePointer<Float>.allocate(capacity: area.width)
        let alphas = UnsafeMutablePointer<UInt8>.allocate(capacity: area.width)
        defer { positions.deallocate(); levels.deallocate(); alphas.deallocate() }
        BlendMemo.with { memo in
            cover.pixmap.data.withUnsafeBufferPointer { coverPixels in
                pixmap.data.withUnsafeMutableBufferPointer { px in
                    for y in area.y..<area.maxY {
                        let dy = Double(y) + 0.5 - centre.y
                        let half2 = reach * reach - dy * dy
                        if half2 <= 0 { continue }
                        let half = half2.squareRoot()
                        let x0 = max(area.x, Int((centre.x - half - 0.5).rounded(.down)))
                        let x1 = max(x0, min(area.maxX, Int((centre.x + half - 0.5).rounded(.up)) + 1))
                        // The covered run of this row: inside the circle by the farther of the row's two edges.
                        let ry = max(abs(Double(y) - disc.y), abs(Double(y + 1) - disc.y))
                        var skip = x1..<x1
                        if ry < inner {
                            let h = (inner * inner - ry * ry).squareRoot()
                            let a = max(x0, Int((disc.x - h).rounded(.up))), b = min(x1, Int((disc.x + h).rounded(.down)))
                            if a < b { skip = a..<b }
                        }
                        let coverRow = y >= coverBounds.y && y < coverBounds.maxY
                        let coverBase = (y - coverBounds.y) * coverBounds.width - coverBounds.x
                        let rowBase = px.baseAddress! + ((y - origin.y) * width - origin.x) * 4
                        for part in 0..<2 {
                            let span = part == 0 ? x0..<skip.lowerBound : skip.upperBound..<x1
                            if span.isEmpty { continue }
                            let first = Double(span.lowerBound) + 0.5 - centre.x
                            shadow.alphas(firstDx: first, dy: dy, count: span.count, tintAlpha: tint.a,
                                          positions: positions, levels: levels, bytes: alphas)
                            for i in 0..<span.count {
                                let alpha = alphas[i]
                                if alpha == 0 { continue }
                                let x = span.lowerBound + i
                                if coverRow && x >= coverBounds.x && x < coverBounds.maxX && coverPixels[(coverBase + x) * 4 + 3] == 255 { continue }
                                if let black { BlackOver.blend(alpha, onto: rowBase + x * 4, table: black); continue }
                                let a = levels[i]
                                var cov: Float = 1
                                if let clip { cov = clip.coverage(x: x, y: y); if cov <= 0 { continue } }
                                // The shadow pixel as 8-bit premultiplied colour, then blended.
                                var shadowPixel = UInt32(alpha) << 24
                                if !colourless {
                                    shadowPixel |= UInt32(Pixmap.quantize(tint.r * a)) | UInt32(Pixmap.quantize(tint.g * a)) << 8
                                        | UInt32(Pixmap.quantize(tint.b * a)) << 16
                                }
                                let target = UnsafeMutableRawPointer(rowBase + x * 4)
                                let below = target.loadUnaligned(as: UInt32.self)
                                if cov == 1, let kept = memo.result(of: shadowPixel, over: below) {
                                    target.storeBytes(of: kept, as: UInt32.self)
                                    continue
                                }
                                let q = PremultipliedColor(r: Float(shadowPixel & 0xFF) / 255, g: Float(shadowPixel >> 8 & 0xFF) / 255,
                                                           b: Float(shadowPixel >> 16 & 0xFF) / 255, a: Float(alpha) / 255)
                                Compositor.blendPixel(rowBase + x * 4, q, cov, .sourceOver)
                                if cov == 1 { memo.keep(Compositor.pixelValue(rowBase + x * 4), of: shadowPixel) }
                            }
                        }
                    }
                }
            }
        }
    }
}
