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
}
