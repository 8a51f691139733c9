/// Blends a source into a pixmap, in premultiplied sRGB (as Core Graphics does for these colours).
///
/// The pixel maths is in Float and rounds once, to the nearest 8-bit level, when storing.
enum Compositor {
    /// Paints `shader` through `mask`.
    static func composite(shader: Shader, mask: Mask, into pixmap: inout Pixmap, blend: BlendMode) {
        let r = mask.rect
        let constant = shader.constantColor
        pixmap.data.withUnsafeMutableBufferPointer { px in
            for row in 0..<r.height {
                let y = r.y + row
                for col in 0..<r.width {
                    let cov = mask.values[row * r.width + col]
                    if cov <= 0 { continue }
                    let x = r.x + col
                    let s = constant ?? shader.color(x: x, y: y)
                    blendPixel(px, (y * pixmap.width + x) * 4, s, cov, blend)
                }
            }
        }
    }

    /// Composites a whole layer with group opacity, optionally through a clip mask.
    static func composite(layer: Pixmap, opacity: Float, into pixmap: inout Pixmap, blend: BlendMode, clip: Mask?) {
        let o = min(max(opacity, 0), 1)
        if o == 0 { return }
        layer.data.withUnsafeBufferPointer { src in
            pixmap.data.withUnsafeMutableBufferPointer { dst in
                for y in 0..<layer.height {
                    for x in 0..<layer.width {
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
