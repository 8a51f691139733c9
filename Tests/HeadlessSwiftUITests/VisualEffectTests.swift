import Foundation
import Raster
import Testing
@testable import HeadlessSwiftUI

/// `.visualEffect { content, proxy in … }`: effects computed from the view's laid-out geometry (its size
/// and global frame), drawn as the modifiers of the same names draw, never moving the layout; a chain
/// nests as view modifiers do (the last applied outermost); a change of geometry under an animation
/// animates the effects' values.
@MainActor
struct VisualEffectTests {
    func scale1(_ c: inout RenderConfiguration) { c.scale = 1 }

    @Test func theEffectReadsTheViewsGlobalFrame() async throws {
        // Three 20 pt squares stacked; each fades by how far down it is.
        let view = VStack(spacing: 0) {
            ForEach(0..<3, id: \.self) { _ in
                Rectangle().fill(Color(red: 0, green: 0, blue: 1)).frame(width: 20, height: 20)
                    .visualEffect { content, proxy in content.opacity(Double(proxy.frame(in: .global).minY) / 40) }
            }
        }
        let p = try await render(view, configure: scale1).render(at: 0)
        #expect(pixel(p, 10, 10).a == 0)
        #expect(abs(pixel(p, 10, 30).a - 128) <= 1)
        #expect(pixel(p, 10, 50).a == 255)
    }

    @Test func layoutIsUnchanged() async throws {
        let plain = try await layout(HStack(spacing: 0) { Color.red.frame(width: 20, height: 20); Color.blue.frame(width: 20, height: 20) })
        let moved = try await layout(HStack(spacing: 0) {
            Color.red.frame(width: 20, height: 20).visualEffect { content, proxy in content.offset(x: proxy.size.width).scaleEffect(2) }
            Color.blue.frame(width: 20, height: 20)
        })
        #expect(close(plain.frame("Color", 0), moved.frame("Color", 0)) && close(plain.frame("Color", 1), moved.frame("Color", 1)))
    }

    @Test func theLastEffectIsTheOutermost() async throws {
        // Offset 10, then scaled 2× about the top-leading corner: the offset is scaled too (20 pt).
        let a = try await render(ZStack(alignment: .topLeading) {
            Color.clear.frame(width: 60, height: 10)
            Color.red.frame(width: 5, height: 5).visualEffect { content, _ in content.offset(x: 10).scaleEffect(2, anchor: .topLeading) }
        }, configure: scale1).render(at: 0)
        #expect(pixel(a, 19, 2).a == 0 && pixel(a, 21, 2).a == 255 && pixel(a, 29, 8).a == 255 && pixel(a, 31, 2).a == 0)
        // Scaled, then moved: 10 pt.
        let b = try await render(ZStack(alignment: .topLeading) {
            Color.clear.frame(width: 60, height: 10)
            Color.red.frame(width: 5, height: 5).visualEffect { content, _ in content.scaleEffect(2, anchor: .topLeading).offset(x: 10) }
        }, configure: scale1).render(at: 0)
        #expect(pixel(b, 9, 2).a == 0 && pixel(b, 11, 2).a == 255 && pixel(b, 19, 8).a == 255 && pixel(b, 21, 2).a == 0)
    }

    @Test func theSizeDrivesTheEffect() async throws {
        // Whatever its width, the bar is drawn 40 pt wide (scaled about its leading edge).
        for width in [10.0, 20.0] {
            let p = try await render(ZStack(alignment: .leading) {
                Color.clear.frame(width: 60, height: 10)
                Color.red.frame(width: width, height: 10)
                    .visualEffect { content, proxy in content.scaleEffect(x: 40 / proxy.size.width, anchor: .leading) }
            }, configure: scale1).render(at: 0)
            #expect(pixel(p, 38, 5).a == 255 && pixel(p, 42, 5).a == 0, "width \(width)")
        }
    }

    @Test func aGeometryChangeUnderAnimationAnimatesTheEffect() async throws {
        struct Grow: View {
            @State private var wide = false
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    Button("Grow") { withAnimation(.linear(duration: 1)) { wide.toggle() } }
                    Color(red: 0, green: 0, blue: 1).frame(width: wide ? 100 : 20, height: 10)
                        .visualEffect { content, proxy in content.opacity(Double(proxy.size.width) / 100) }
                }
            }
        }
        let scene = try await render(Grow(), host: { $0.tap("Grow") }, configure: scale1)
        let y = scene.pixelSize.height - 5
        let alpha = { (t: Double) in pixel(scene.render(at: t), 10, y).a }
        #expect(abs(alpha(0) - 51) <= 1)      // 20 / 100
        #expect(abs(alpha(0.5) - 153) <= 2)   // halfway: 60 / 100
        #expect(alpha(1) == 255)
    }

    @Test func blurRotationAndColourEffectsDraw() async throws {
        let p = try await render(ZStack {
            Color.clear.frame(width: 60, height: 60)
            Color(red: 1, green: 0, blue: 0).frame(width: 20, height: 20)
                .visualEffect { content, _ in content.rotationEffect(.degrees(45)).grayscale(1).blur(radius: 1) }
        }, configure: scale1).render(at: 0)
        // The diamond's tip reaches 14 pt from the centre, past the square's 10; grey, not red.
        let tip = pixel(p, 30, 17), centre = pixel(p, 30, 30)
        #expect(tip.a > 100 && pixel(p, 30, 12).a < 20)
        #expect(centre.a == 255 && abs(centre.r - centre.g) <= 2 && abs(centre.g - centre.b) <= 2)
    }
}
