/// Blends a source into a pixmap, in premultiplied sRGB (as Core Graphics does for these colours).
///
/// The pixel maths is in Float and rounds once, to the nearest 8-bit level, when storing.
enum Compositor {
    /// Paints `shader` through the coverage of the accumulated path, a row at a time, optionally
    /// multiplied by a clip mask.
    static func fill(_ acc: CoverageAccumulator, at r: IntRect, rule: FillRule, shader: Shader, clip: Mask?,
                     into pixmap: inout Pixmap, blend: BlendMode) {
        let width = pixmap.width
        // An opaque solid colour painted source-over at full coverage is a plain store of these bytes.
        var opaque: (UInt8, UInt8, UInt8)?
        if blend == .sourceOver, let c = shader.constantColor, c.a >= 1 {
            opaque = (Pixmap.quantize(c.r), Pixmap.quantize(c.g), Pixmap.quantize(c.b))
        }
        let coverage = UnsafeMutablePointer<Float>.allocate(capacity: r.width)
        let colors = UnsafeMutablePointer<PremultipliedColor>.allocate(capacity: r.width)
        defer { coverage.deallocate(); colors.deallocate() }
        pixmap.data.withUnsafeMutableBufferPointer { px in
            for row in 0..<r.height {
                guard let span = acc.sweepRow(row, rule: rule, into: coverage) else { continue }
                let y = r.y + row
                if let clip {
                    for col in span { coverage[col] *= clip.coverage(x: r.x + col, y: y) }
                }
                shader.shadeRow(y: y, x0: r.x + span.lowerBound, count: span.count, into: colors)
                for col in span {
                    let c = coverage[col]
                    if c <= 0 { continue }
                    let i = (y * width + r.x + col) * 4
                    if let opaque, c >= 1 {
                        px[i] = opaque.0; px[i + 1] = opaque.1; px[i + 2] = opaque.2; px[i + 3] = 255
                    } else {
                        blendPixel(px, i, colors[col - span.lowerBound], c, blend)
                    }
                }
            }
        }
    }

    /// Composites the `region` of a layer with group opacity, optionally through a clip mask.
    static func composite(layer: Pixmap, region r: IntRect, opacity: Float, into pixmap: inout Pixmap, blend: BlendMode, clip: Mask?) {
        let o = min(max(opacity, 0), 1)
        if o == 0 { return }
        layer.data.withUnsafeBufferPointer { src in
            pixmap.data.withUnsafeMutableBufferPointer { dst in
                for y in r.y..<r.maxY {
                    for x in r.x..<r.maxX {
                        let i = (y * layer.width + x) * 4
                        if src[i + 3] == 0 && blend != .source { continue }
                        var cov = o
                        if let clip { cov *= clip.coverage(x: x, y: y); if cov <= 0 { continue } }
                        let s = PremultipliedColor(r: Float(src[i]) / 255, g: Float(src[i + 1]) / 255,
                                                   b: Float(src[i + 2]) / 255, a: Float(src[i + 3]) / 255)
                        blendPixel(dst, i, s, cov, blend)
                    }
                }
            }
        }
    }

    /// One pixel: source `s` at coverage `cov` onto the destination bytes at `i`.
    @inline(__always)
    static func blendPixel(_ px: UnsafeMutableBufferPointer<UInt8>, _ i: Int, _ s: PremultipliedColor,
                           _ cov: Float, _ blend: BlendMode) {
        if blend == .sourceOver && cov >= 1 && s.a >= 1 {
            // Opaque source over full coverage: a plain store.
            px[i] = Pixmap.quantize(s.r); px[i + 1] = Pixmap.quantize(s.g)
            px[i + 2] = Pixmap.quantize(s.b); px[i + 3] = 255
            return
        }
        let dr = Float(px[i]) / 255, dg = Float(px[i + 1]) / 255, db = Float(px[i + 2]) / 255, da = Float(px[i + 3]) / 255
        let sa = s.a * cov
        let out: (Float, Float, Float, Float)
        switch blend {
        case .sourceOver:
            let k = 1 - sa
            out = (s.r * cov + dr * k, s.g * cov + dg * k, s.b * cov + db * k, sa + da * k)
        case .destinationOut:
            let k = 1 - sa
            out = (dr * k, dg * k, db * k, da * k)
        case .source:
            let k = 1 - cov
            out = (s.r * cov + dr * k, s.g * cov + dg * k, s.b * cov + db * k, sa + da * k)
        }
        px[i] = Pixmap.quantize(out.0); px[i + 1] = Pixmap.quantize(out.1)
        px[i + 2] = Pixmap.quantize(out.2); px[i + 3] = Pixmap.quantize(out.3)
    }
}
