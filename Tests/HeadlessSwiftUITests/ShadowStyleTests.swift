import Testing
import Raster
@testable import HeadlessSwiftUI

/// `ShadowStyle` in a shape style: `.drop` below the drawing, `.inner` inside its edges
/// (`Paint/ShadowStyle.swift`, Raster's `Canvas+InnerShadow.swift`).
@MainActor
struct ShadowStyleTests {
    func pixmap(_ view: some View) async throws -> Pixmap {
        try await render(view.padding(10), configure: { $0.scale = 1 }).render(at: 0)
    }

    @Test func aDropShadowFallsOutsideTheShape() async throws {
        let plain = try await pixmap(Rectangle().fill(Color.white).frame(width: 20, height: 20))
        let shadowed = try await pixmap(Rectangle().fill(Color.white.shadow(.drop(color: .black, radius: 2, y: 3))).frame(width: 20, height: 20))
        // Below the shape (y 31…33 of the 40-px canvas, x in the middle): shadow alpha only with the style.
        #expect(pixel(plain, 20, 32).a == 0)
        #expect(pixel(shadowed, 20, 32).a > 60)
        // The shape itself stays white.
        #expect(pixel(shadowed, 20, 20).r == 255 && pixel(shadowed, 20, 20).a == 255)
    }

    @Test func anInnerShadowDarkensInsideTheEdgeItIsMovedFrom() async throws {
        let p = try await pixmap(Rectangle().fill(Color.white.shadow(.inner(color: .black, radius: 2, y: 3))).frame(width: 20, height: 20))
        // Nothing outside the shape.
        #expect(pixel(p, 20, 32).a == 0 && pixel(p, 20, 7).a == 0)
        // Moved down, the outside overlaps the top edge: dark there, white at the bottom edge and centre.
        let top = pixel(p, 20, 11), centre = pixel(p, 20, 20), bottom = pixel(p, 20, 28)
        #expect(top.r < 160, "\(top)")
        #expect(centre.r >= 250 && bottom.r >= 245, "\(centre) \(bottom)")
        #expect(top.a == 255)
    }

    @Test func theForegroundStylesShadowAppliesToText() async throws {
        let plain = try await pixmap(Text("Hi").font(.system(size: 20)).foregroundStyle(.black))
        let shadowed = try await pixmap(Text("Hi").font(.system(size: 20)).foregroundStyle(.black.shadow(.drop(color: .red, radius: 1, x: 2, y: 2))))
        func redInk(_ p: Pixmap) -> Int {
            var n = 0
            for y in 0..<p.height { for x in 0..<p.width { let c = pixel(p, x, y); if c.r > c.g + 40 && c.a > 40 { n += 1 } } }
            return n
        }
        #expect(redInk(plain) == 0)
        #expect(redInk(shadowed) > 20)
    }
}
