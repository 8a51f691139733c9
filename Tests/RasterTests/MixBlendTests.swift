import Testing
@testable import Raster

/// The mixing blend modes (`Compose/MixBlend.swift`), checked against the W3C formulas worked by hand.
struct MixBlendTests {
    let full = Path.rect(Rect(x: 0, y: 0, width: 4, height: 4))

    /// `source` drawn with `mode` over an opaque `backdrop`, as one pixel's bytes.
    func mixed(_ mode: BlendMode, _ source: Color, over backdrop: Color?) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        var c = Canvas(width: 4, height: 4)
        if let backdrop { c.fill(full, with: backdrop) }
        c.drawLayer(blend: mode) { $0.fill(full, with: source) }
        return c.pixmap.pixel(x: 1, y: 1)
    }

    /// Within one level on each channel: the backdrop and source are stored as bytes first (0.5 is 128/255).
    func near(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ q: (Int, Int, Int, Int)) -> Bool {
        abs(Int(p.r) - q.0) <= 1 && abs(Int(p.g) - q.1) <= 1 && abs(Int(p.b) - q.2) <= 1 && abs(Int(p.a) - q.3) <= 1
    }

    let grey = Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
    let teal = Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)

    @Test func separableModesOnOpaqueColours() {
        #expect(near(mixed(.mix(.multiply), Color(red: 1, green: 0.5, blue: 0, alpha: 1), over: grey), (128, 64, 0, 255)))
        #expect(near(mixed(.mix(.screen), grey, over: grey), (192, 192, 192, 255)))          // 1 − (1 − 128/255)²
        #expect(near(mixed(.mix(.difference), Color(red: 1, green: 1, blue: 1, alpha: 1), over: teal), (204, 153, 102, 255)))
        #expect(near(mixed(.mix(.darken), grey, over: teal), (51, 102, 128, 255)))
        #expect(near(mixed(.mix(.lighten), grey, over: teal), (128, 128, 153, 255)))
        #expect(near(mixed(.mix(.exclusion), grey, over: teal), (128, 128, 128, 255)))      // b + 0.5 − b
        // Overlay is hard light with the two swapped: a dark backdrop multiplies (2·0.2·0.5 = 0.2).
        #expect(mixed(.mix(.overlay), grey, over: teal).r == 51)
        #expect(near(mixed(.mix(.plusLighter), grey, over: teal), (179, 230, 255, 255)))    // 0.7, 0.9, 1.1 clamped
        #expect(near(mixed(.mix(.plusDarker), grey, over: teal), (0, 0, 26, 255)))          // 0.2 + 0.5 − 1 …
    }

    @Test func luminosityKeepsTheBackdropsHueAndTakesTheSourcesLuma() {
        // Lum(grey) = 0.5; teal's is 0.3·0.2 + 0.59·0.4 + 0.11·0.6 = 0.362, so teal + 0.138 on every channel.
        #expect(near(mixed(.mix(.luminosity), grey, over: teal), (87, 138, 189, 255)))
        // Colour is the reverse: the grey source has no hue, so the result is grey at teal's luma.
        #expect(near(mixed(.mix(.color), grey, over: teal), (92, 92, 92, 255)))
    }

    @Test func overATransparentBackdropAMixIsSourceOver() {
        let half = Color(red: 1, green: 0, blue: 0, alpha: 0.5)
        for mode: MixBlendMode in [.multiply, .screen, .overlay, .colorBurn, .hue, .luminosity] {
            #expect(near(mixed(.mix(mode), half, over: nil), (128, 0, 0, 128)))
        }
    }

    @Test func aTranslucentSourceMixesOnlyByItsAlpha() {
        // Multiply of white at α 0.5 over grey: co = 0.5·0 + 0.5·0.5 + 0.5·1·(0.5·1) = 0.5: white multiplies to itself.
        #expect(near(mixed(.mix(.multiply), Color(red: 1, green: 1, blue: 1, alpha: 0.5), over: grey), (128, 128, 128, 255)))
        // Black at α 0.5: co = 0.25 + 0 = 0.25.
        #expect(near(mixed(.mix(.multiply), Color(red: 0, green: 0, blue: 0, alpha: 0.5), over: grey), (64, 64, 64, 255)))
    }

    @Test func porterDuffAtopAndDestinationOver() {
        var c = Canvas(width: 4, height: 4)
        c.fill(Path.rect(Rect(x: 0, y: 0, width: 2, height: 4)), with: grey)
        c.drawLayer(blend: .sourceAtop) { $0.fill(full, with: Color(red: 1, green: 0, blue: 0, alpha: 1)) }
        #expect(c.pixmap.pixel(x: 0, y: 0) == (255, 0, 0, 255))
        #expect(c.pixmap.pixel(x: 3, y: 0) == (0, 0, 0, 0))
        c.drawLayer(blend: .destinationOver) { $0.fill(full, with: Color(red: 0, green: 0, blue: 1, alpha: 1)) }
        #expect(c.pixmap.pixel(x: 0, y: 0) == (255, 0, 0, 255))
        #expect(c.pixmap.pixel(x: 3, y: 0) == (0, 0, 255, 255))
    }
}
