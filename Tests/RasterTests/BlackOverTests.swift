import Testing
@testable import Raster

/// `BlackOver`'s table is a shortcut for black shadows: it must give `Compositor.blendPixel`'s bytes for
/// every alpha over every byte, and shadows drawn through it the same pixels as through the general path.
struct BlackOverTests {
    @Test func everyAlphaOverEveryByteIsBlendPixels() {
        var mismatches = 0
        for a in 0..<256 {
            let black = PremultipliedColor(r: 0, g: 0, b: 0, a: Float(a) / 255)
            for byte in 0..<256 {
                // Colour bytes and the alpha byte go through different tables: both, for every pair.
                var expected: [UInt8] = [UInt8(byte), UInt8(255 - byte), UInt8(byte), UInt8(byte)]
                var tabled = expected
                expected.withUnsafeMutableBufferPointer { Compositor.blendPixel($0.baseAddress!, black, 1, .sourceOver) }
                tabled.withUnsafeMutableBufferPointer { BlackOver.blend(UInt8(a), onto: $0.baseAddress!, table: BlackOver.table) }
                if expected != tabled { mismatches += 1 }
            }
        }
        #expect(mismatches == 0)
    }

    /// A black circle shadow drawn through the table, and drawn through a clip that covers everything (a
    /// circle, so a real mask: the general path, blend by blend), gives the same pixels.
    @Test func aBlackCircleShadowIsTheGeneralPathsPixels() {
        func draw(clipped: Bool) -> Pixmap {
            var canvas = Canvas(width: 120, height: 120)
            canvas.fill(Path.rect(Rect(x: 0, y: 0, width: 120, height: 120)),
                        with: Color(red: 0.2, green: 0.6, blue: 0.9, alpha: 1))
            let draw: (inout Canvas) -> Void = { c in
                c.drawWithShadow(of: CircleShadow(radius: 30, sigma: 8), center: Point(60, 55),
                                 color: Color(red: 0, green: 0, blue: 0, alpha: 0.3), offset: Point(0, 4)) { layer in
                    layer.fill(Path.circle(center: Point(60, 55), radius: 30), with: Color(red: 1, green: 1, blue: 1, alpha: 1))
                }
            }
            if clipped { canvas.withClip(Path.circle(center: Point(60, 60), radius: 200), rule: .nonZero, draw) } else { draw(&canvas) }
            return canvas.pixmap
        }
        let tabled = draw(clipped: false), general = draw(clipped: true)
        #expect(tabled.data.count == general.data.count)
        #expect(zip(tabled.data, general.data).filter { $0 != $1 }.count == 0, "bytes that differ")
    }

    /// The same for a blurred shadow (a symbol's: any drawing's alpha, blurred), tinted and composited.
    @Test func aBlackBlurredShadowIsTheGeneralPathsPixels() {
        func draw(clipped: Bool) -> Pixmap {
            var canvas = Canvas(width: 100, height: 100)
            canvas.fill(Path.rect(Rect(x: 0, y: 0, width: 100, height: 100)), with: Color(red: 1, green: 1, blue: 1, alpha: 1))
            let draw: (inout Canvas) -> Void = { c in
                c.drawWithShadow(color: Color(red: 0, green: 0, blue: 0, alpha: 0.25), sigma: 4, offset: Point(0, 2)) { layer in
                    layer.fill(Path.rect(Rect(x: 30, y: 35, width: 40, height: 20)), with: Color(red: 1, green: 0.6, blue: 0, alpha: 1))
                }
            }
            if clipped { canvas.withClip(Path.circle(center: Point(50, 50), radius: 200), rule: .nonZero, draw) } else { draw(&canvas) }
            return canvas.pixmap
        }
        let tabled = draw(clipped: false), general = draw(clipped: true)
        #expect(tabled.data.count == general.data.count)
        #expect(zip(tabled.data, general.data).filter { $0 != $1 }.count == 0, "bytes that differ")
        #expect(tabled.pixel(x: 50, y: 60) != (255, 255, 255, 255), "the shadow shows below the drawing")
    }
}
