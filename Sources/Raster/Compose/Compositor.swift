/// Blends a source into a pixmap, in premultiplied sRGB (as Core Graphics does for these colours).
///
/// The pixel maths is in Float and rounds once, to the nearest 8-bit level, when storing. Pixmaps are
/// addressed in device pixels: `origin` is the device pixel a pixmap's pixel (0, 0) shows.
enum Compositor {
    /// Paints `shader` through the coverage of the accumulated path, a row at a time, optionally
    /// multiplied by a clip mask.
    static func fill(_ acc: CoverageAccumulator, at r: IntRect, rule: FillRule, shader: Shader, clip: Mask?,
                     into pixmap: inout Pixmap, origin: (x: Int, y: Int), blend: BlendMode) {
        let width = pixmap.width
        let coverage = UnsafeMutablePointer<Float>.allocate(capacity: r.width)
        let colors = UnsafeMutablePointer<PremultipliedColor>.allocate(capacity: r.width)
        defer { coverage.deallocate(); colors.deallocate() }
        pixmap.data.withUnsafeMutableBufferPointer { px in
            for row in 0..<r.height {
                guard let span = acc.sweepRow(row, rule: rule, into: coverage) else { continue }
                let y = r.y + row
                if let clip {
                    clip.multiply(coverage + span.lowerBound, row: y, columns: (r.x + span.lowerBound)..<(r.x + span.upperBound + 1))
                }
                let x0 = r.x + span.lowerBound
                let dst = px.baseAddress! + ((y - origin.y) * width + x0 - origin.x) * 4
                paintRow(dst, coverage: coverage + span.lowerBound, count: span.count, shader: shader,
                         y: y, x0: x0, scratch: colors, blend: blend)
            }
        }
    }

    /// One row of a fill: the shader's colours for device row `y` from column `x0`, through `coverage`,
    /// onto the `count` pixels at `dst`. `scratch` holds at least `count` colours.
    @inline(__always)
    static func paintRow(_ dst: UnsafeMutablePointer<UInt8>, coverage: UnsafePointer<Float>, count: Int, shader: Shader,
                         y: Int, x0: Int, scratch colors: UnsafeMutablePointer<PremultipliedColor>, blend: BlendMode) {
        if let c = shader.rowColor(y: y) {
            blendConstant(dst, coverage: coverage, count: count, color: c, blend: blend)
            return
        }
        shader.shadeRow(y: y, x0: x0, count: count, into: colors)
        for i in 0..<count where coverage[i] > 0 {
            blendPixel(dst + 4 * i, colors[i], coverage[i], blend)
        }
    }

    /// One colour through a row of coverage: ``blendLayers(_:coverage:count:colors:layerCount:blend:)`` with one layer.
    static func blendConstant(_ dst: UnsafeMutablePointer<UInt8>, coverage: UnsafePointer<Float>, count: Int,
                              color c: PremultipliedColor, blend: BlendMode) {
        withUnsafePointer(to: c) { blendLayers(dst, coverage: coverage, count: count, colors: $0, layerCount: 1, blend: blend) }
    }

    /// Layers of one colour each (`colors`, bottom first) through a row of coverage, each layer rounded to
    /// 8 bits as it lands: the bytes of blending every layer over the row in turn. A pixel's result
    /// depends only on the pixel below and its coverage, and inside a shape both repeat along the row (the
    /// coverage of an interior pixel is one value, 1 or just below it), so a result is reused while they
    /// repeat. Where coverage is exactly 1 and a layer is opaque (source-over), that layer replaces what is
    /// below it: from the topmost opaque layer up the result is one value, stored along the run.
    static func blendLayers(_ dst: UnsafeMutablePointer<UInt8>, coverage: UnsafePointer<Float>, count: Int,
                            colors: UnsafePointer<PremultipliedColor>, layerCount: Int, blend: BlendMode = .sourceOver) {
        let raw = UnsafeMutableRawPointer(dst)
        var covered: UInt32?
        if blend == .sourceOver, let top = (0..<layerCount).last(where: { colors[$0].a >= 1 }) {
            var pixel: UInt32 = 0
            withUnsafeMutableBytes(of: &pixel) { p in
                let bytes = p.baseAddress!.assumingMemoryBound(to: UInt8.self)
                for k in top..<layerCount { blendPixel(bytes, colors[k], 1, .sourceOver) }
            }
            covered = pixel
        }
        var lastCoverage: Float = 0, below: UInt32 = 0, result: UInt32 = 0   // coverage 0 is never blended
        var i = 0
        while i < count {
            let cov = coverage[i]
            if cov <= 0 { i += 1; continue }
            if cov == 1, let covered {
                let end = fullRunEnd(coverage, from: i + 1, count: count)
                Pixmap.store(covered, count: end - i, at: raw + 4 * i)
                i = end
                continue
            }
            let pixel = raw.loadUnaligned(fromByteOffset: 4 * i, as: UInt32.self)
            if cov == lastCoverage && pixel == below {
                raw.storeBytes(of: result, toByteOffset: 4 * i, as: UInt32.self)
            } else {
                for k in 0..<layerCount { blendPixel(dst + 4 * i, colors[k], cov, blend) }
                lastCoverage = cov; below = pixel; result = pixelValue(dst + 4 * i)
            }
            i += 1
            if cov == 1 {
                // Full coverage over a run of one pixel below (a flat or top-to-bottom fill under a
                // translucent one): the same result along it, found and stored eight pixels at a time.
                let end = Pixmap.runEnd(of: below, in: raw, from: i, count: fullRunEnd(coverage, from: i, count: count))
                if end > i { Pixmap.store(result, count: end - i, at: raw + 4 * i); i = end }
            }
        }
    }

    /// The four bytes of a pixel just written byte by byte, as one value. Read byte by byte too: a
    /// 4-byte load of 1-byte stores cannot be forwarded from the store buffer and stalls.
    @inline(__always)
    static func pixelValue(_ p: UnsafePointer<UInt8>) -> UInt32 {
        UInt32(p[0]) | UInt32(p[1]) << 8 | UInt32(p[2]) << 16 | UInt32(p[3]) << 24
    }

    /// The end of the run of coverage exactly 1 that continues at `start`, eight values at a time compared
    /// as bit patterns (1.0 has exactly one), as ``Pixmap/runEnd(of:in:from:count:)`` finds a run of pixels.
    @inline(__always)
    static func fullRunEnd(_ coverage: UnsafePointer<Float>, from start: Int, count: Int) -> Int {
        Pixmap.runEnd(of: Float(1).bitPattern, in: UnsafeRawPointer(coverage), from: start, count: count)
    }

    /// Composites the device pixels `r` of `layer` (whose pixel (0, 0) is device pixel `layerOrigin`) with
    /// group opacity, optionally through a clip mask. `r` lies within both pixmaps.
    static func composite(_ layer: Pixmap, origin layerOrigin: (x: Int, y: Int), region r: IntRect, opacity: Float,
                          into pixmap: inout Pixmap, origin: (x: Int, y: Int), blend: BlendMode, clip: Mask?) {
        let o = min(max(opacity, 0), 1)
        if o == 0 { return }
        BlendMemo.with { memo in
            layer.data.withUnsafeBufferPointer { src in
                pixmap.data.withUnsafeMutableBufferPointer { dst in
                    for y in r.y..<r.maxY {
                        let s = src.baseAddress! + ((y - layerOrigin.y) * layer.width + r.x - layerOrigin.x) * 4
                        let d = dst.baseAddress! + ((y - origin.y) * pixmap.width + r.x - origin.x) * 4
                        for col in 0..<r.width {
                            compositePixel(UnsafeRawPointer(s + 4 * col).loadUnaligned(as: UInt32.self), onto: d + 4 * col,
                                           opacity: o, clip: clip, x: r.x + col, y: y, blend: blend, memo: &memo)
                        }
                    }
                }
            }
        }
    }

    /// One pixel of a layer (`source`, its four bytes as one value) composited onto the bytes at `px`, the
    /// device pixel (`x`, `y`), at `opacity` within `clip`. Without a clip the coverage is one value, so
    /// results are kept by source and pixel below (`memo`).
    @inline(__always)
    static func compositePixel(_ source: UInt32, onto px: UnsafeMutablePointer<UInt8>, opacity: Float, clip: Mask?,
                               x: Int, y: Int, blend: BlendMode, memo: inout BlendMemo) {
        let a = UInt8(truncatingIfNeeded: source >> 24)
        if a == 0 && blend != .source { return }
        var cov = opacity
        if let clip { cov *= clip.coverage(x: x, y: y); if cov <= 0 { return } }
        let target = UnsafeMutableRawPointer(px)
        if a == 255 && cov >= 1 && blend == .sourceOver {
            // An opaque pixel over full coverage is stored as is (blendPixel would round it back to these bytes).
            target.storeBytes(of: source, as: UInt32.self)
            return
        }
        if clip == nil, let kept = memo.result(of: source, over: target.loadUnaligned(as: UInt32.self)) {
            target.storeBytes(of: kept, as: UInt32.self)
            return
        }
        let c = PremultipliedColor(r: Float(source & 0xFF) / 255, g: Float(source >> 8 & 0xFF) / 255,
                                   b: Float(source >> 16 & 0xFF) / 255, a: Float(a) / 255)
        blendPixel(px, c, cov, blend)
        if clip == nil { memo.keep(pixelValue(px), of: source) }
    }

    /// One pixel: source `s` at coverage `cov` onto the destination bytes at `px`.
    @inline(__always)
    static func blendPixel(_ px: UnsafeMutablePointer<UInt8>, _ s: PremultipliedColor, _ cov: Float, _ blend: BlendMode) {
        if blend == .sourceOver && cov >= 1 && s.a >= 1 {
            // Opaque source over full coverage: a plain store.
            px[0] = Pixmap.quantize(s.r); px[1] = Pixmap.quantize(s.g)
            px[2] = Pixmap.quantize(s.b); px[3] = 255
            return
        }
        let dr = Float(px[0]) / 255, dg = Float(px[1]) / 255, db = Float(px[2]) / 255, da = Float(px[3]) / 255
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
        case .sourceAtop:
            let k = 1 - sa
            out = (s.r * cov * da + dr * k, s.g * cov * da + dg * k, s.b * cov * da + db * k, da)
        case .destinationOver:
            let k = 1 - da
            out = (s.r * cov * k + dr, s.g * cov * k + dg, s.b * cov * k + db, sa * k + da)
        case .mix(let mode):
            out = mode.composite((s.r * cov, s.g * cov, s.b * cov, sa), onto: (dr, dg, db, da))
        }
        px[0] = Pixmap.quantize(out.0); px[1] = Pixmap.quantize(out.1)
        px[2] = Pixmap.quantize(out.2); px[3] = Pixmap.quantize(out.3)
    }
}
