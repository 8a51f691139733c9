import Testing
@testable import Raster

struct CompositingTests {
    let full = Path.rect(Rect(x: 0, y: 0, width: 4, height: 4))

    @Test func sourceOverArithmetic() {
        var c = Canvas(width: 4, height: 4)
        c.fill(full, with: Color(r8: 0, g8: 0, b8: 255))
        c.fill(full, with: Color(red: 1, green: 0, blue: 0, alpha: 0.5))
        // Premultiplied: S = (0.5, 0, 0, 0.5); D' = S + D·0.5 = (0.5, 0, 0.5, 1).
        #expect(c.pixmap.pixel(x: 1, y: 1) == (128, 0, 128, 255))
    }

    @Test func sourceOverOnTransparent() {
        var c = Canvas(width: 4, height: 4)
        c.fill(full, with: Color(red: 1, green: 1, blue: 1, alpha: 0.25))
        #expect(c.pixmap.pixel(x: 0, y: 0) == (64, 64, 64, 64))
        #expect(c.pixmap.straightPixel(x: 0, y: 0) == (255, 255, 255, 64))
    }

    @Test func destinationOutCutsAGap() {
        var c = Canvas(width: 8, height: 4)
        c.fill(.rect(Rect(x: 0, y: 0, width: 8, height: 4)), with: Color.white)
        c.fill(.rect(Rect(x: 2, y: 0, width: 2.5, height: 4)), with: Color.black, blend: .destinationOut)
        #expect(c.pixmap.pixel(x: 0, y: 0).a == 255)
        #expect(c.pixmap.pixel(x: 3, y: 0).a == 0)
        #expect(c.pixmap.pixel(x: 4, y: 0) == (128, 128, 128, 128))
    }

    /// Group opacity: two overlapping opaque squares in a 50 % layer show no darker overlap.
    @Test func layerOpacityAppliesOnce() {
        var grouped = Canvas(width: 12, height: 4)
        grouped.drawLayer(opacity: 0.5) { l in
            l.fill(.rect(Rect(x: 0, y: 0, width: 8, height: 4)), with: Color.black)
            l.fill(.rect(Rect(x: 4, y: 0, width: 8, height: 4)), with: Color.black)
        }
        #expect(grouped.pixmap.pixel(x: 2, y: 1).a == 128)
        #expect(grouped.pixmap.pixel(x: 6, y: 1).a == 128)
        // Without the layer the overlap is denser: 1 − 0.5² = 0.75 (192 after the first fill's 8-bit rounding).
        var separate = Canvas(width: 12, height: 4)
        separate.fill(.rect(Rect(x: 0, y: 0, width: 8, height: 4)), with: .solid(.black), opacity: 0.5)
        separate.fill(.rect(Rect(x: 4, y: 0, width: 8, height: 4)), with: .solid(.black), opacity: 0.5)
        #expect(separate.pixmap.pixel(x: 6, y: 1).a == 192)
    }

    @Test func clipLimitsDrawingAndEnds() {
        var c = Canvas(width: 10, height: 10)
        c.withClip(.rect(Rect(x: 0, y: 0, width: 5.5, height: 10))) { c in
            c.fill(.rect(Rect(x: 0, y: 0, width: 10, height: 10)), with: Color.black)
        }
        #expect(c.pixmap.pixel(x: 4, y: 4).a == 255)
        #expect(c.pixmap.pixel(x: 5, y: 4).a == 128)
        #expect(c.pixmap.pixel(x: 7, y: 4).a == 0)
        c.fill(.rect(Rect(x: 8, y: 0, width: 2, height: 2)), with: Color.black)   // clip has ended
        #expect(c.pixmap.pixel(x: 9, y: 1).a == 255)
    }

    @Test func clipsNest() {
        var c = Canvas(width: 10, height: 10)
        c.withClip(.rect(Rect(x: 0, y: 0, width: 6, height: 10))) { c in
            c.withClip(.rect(Rect(x: 4, y: 0, width: 6, height: 10))) { c in
                c.fill(.rect(Rect(x: 0, y: 0, width: 10, height: 10)), with: Color.black)
            }
        }
        #expect(c.pixmap.pixel(x: 3, y: 3).a == 0 && c.pixmap.pixel(x: 5, y: 3).a == 255 && c.pixmap.pixel(x: 7, y: 3).a == 0)
    }

    /// Compositing keeps results by source pixel while the pixel below repeats (``BlendMemo``): every pixel
    /// must still be what blending it alone gives, whatever repeats, for every blend mode and opacity.
    @Test(arguments: [BlendMode.sourceOver, .destinationOut], [1.0, 0.6])
    func keptResultsAreEachPixelsOwnBlend(blend: BlendMode, opacity: Float) {
        let w = 64, h = 8
        var state: UInt32 = 11
        func random(_ n: UInt32) -> UInt32 { state = state &* 1_664_525 &+ 1_013_904_223; return (state >> 16) % n }
        // Below: runs of a few colours, as under a shadow; the layer: a few alphas of one tint and some noise.
        var below = [UInt8](), layer = [UInt8]()
        for _ in 0..<(w * h) {
            let b = UInt8(random(3) * 100)
            below += random(4) == 0 ? [b, 30, 200, 255] : [200, 200, 200, 255]
            let a = UInt8(random(4) * 60)
            layer += random(5) == 0 ? [UInt8(random(UInt32(a) + 1)), 0, UInt8(random(UInt32(a) + 1)), a] : [0, 0, 0, a]
        }
        let source = Pixmap(width: w, height: h, premultipliedData: layer)
        var composited = Pixmap(width: w, height: h, premultipliedData: below)
        Compositor.composite(source, origin: (0, 0), region: IntRect(x: 0, y: 0, width: w, height: h), opacity: opacity,
                             into: &composited, origin: (0, 0), blend: blend, clip: nil)
        var expected = below
        for i in 0..<(w * h) where layer[4 * i + 3] != 0 {
            let c = PremultipliedColor(r: Float(layer[4 * i]) / 255, g: Float(layer[4 * i + 1]) / 255,
                                       b: Float(layer[4 * i + 2]) / 255, a: Float(layer[4 * i + 3]) / 255)
            expected.withUnsafeMutableBufferPointer { Compositor.blendPixel($0.baseAddress! + 4 * i, c, opacity, blend) }
        }
        #expect(composited.data == expected)
        #expect(composited.data != below)
    }
}

/// `Compositor.blendLayers` keeps results while coverage and the pixel below repeat, and stores one
/// result along runs of full coverage over one pixel below: its bytes must be those of blending every
/// layer over every pixel in turn.
struct BlendLayersTests {
    @Test func runsAndRepeatsGiveEveryPixelsOwnBlend() {
        // Rows below with runs of one pixel, single changes and a run that ends at the row's end; coverage
        // with runs of 1, partial values, and a 1 run that crosses a change below.
        let count = 61
        var below: [UInt8] = []
        for x in 0..<count {
            let v: UInt8
            if x < 20 { v = 40 } else if x == 20 { v = 90 } else if x < 33 { v = 200 } else { v = x % 3 == 0 ? 10 : 250 }
            below += [v, v / 2, 255 - v, 255]
        }
        var coverage = [Float](repeating: 1, count: count)
        coverage[0] = 0; coverage[1] = 0.25; coverage[2] = 0.5; coverage[40] = 0.5; coverage[52] = 0
        let layers = [PremultipliedColor(r: 0.2, g: 0.1, b: 0.5, a: 0.6), PremultipliedColor(r: 0.05, g: 0.3, b: 0.1, a: 0.35)]
        var fast = below, slow = below
        fast.withUnsafeMutableBufferPointer { px in
            coverage.withUnsafeBufferPointer { cov in
                layers.withUnsafeBufferPointer { Compositor.blendLayers(px.baseAddress!, coverage: cov.baseAddress!, count: count,
                                                                       colors: $0.baseAddress!, layerCount: 2) }
            }
        }
        slow.withUnsafeMutableBufferPointer { px in
            for x in 0..<count where coverage[x] > 0 {
                for layer in layers { Compositor.blendPixel(px.baseAddress! + 4 * x, layer, coverage[x], .sourceOver) }
            }
        }
        #expect(fast == slow)
        #expect(fast != below)
    }
}
