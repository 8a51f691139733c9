import Testing
import Raster
@testable import HeadlessSwiftUI

/// `.blendMode` and a canvas's `GraphicsContext.blendMode`: the drawing is composited onto what is below
/// it with the mode (Raster's `Compose/MixBlend.swift` holds the formulas).
@MainActor
struct BlendModeTests {
    struct Stacked: View {
        var mode: HeadlessSwiftUI.BlendMode
        var body: some View {
            ZStack {
                Color(red: 0.2, green: 0.4, blue: 0.6)
                Color(white: 0.5).blendMode(mode)
            }
            .frame(width: 10, height: 10)
        }
    }

    func centre(_ view: some View) async throws -> (r: Int, g: Int, b: Int, a: Int) {
        let p = try await render(view).render(at: 0)
        return pixel(p, p.width / 2, p.height / 2)
    }

    func near(_ p: (r: Int, g: Int, b: Int, a: Int), _ q: (Int, Int, Int)) -> Bool {
        abs(p.r - q.0) <= 1 && abs(p.g - q.1) <= 1 && abs(p.b - q.2) <= 1 && p.a == 255
    }

    @Test func aViewMixesWithWhatIsBelowIt() async throws {
        #expect(near(try await centre(Stacked(mode: .normal)), (128, 128, 128)))
        #expect(near(try await centre(Stacked(mode: .multiply)), (26, 51, 77)))
        #expect(near(try await centre(Stacked(mode: .screen)), (153, 179, 204)))
        #expect(near(try await centre(Stacked(mode: .darken)), (51, 102, 128)))
        #expect(near(try await centre(Stacked(mode: .plusLighter)), (179, 230, 255)))
    }

    @Test func aCompositingGroupKeepsTheBlendInside() async throws {
        // Inside a group the grey mixes with nothing (the group is transparent below it), so it is drawn
        // as it is; the group then covers the teal normally.
        let grouped = ZStack {
            Color(red: 0.2, green: 0.4, blue: 0.6)
            ZStack { Color(white: 0.5).blendMode(.multiply) }.compositingGroup()
        }.frame(width: 10, height: 10)
        #expect(near(try await centre(grouped), (128, 128, 128)))
    }

    @Test func aCanvasDrawingMixesWithTheCanvasBelow() async throws {
        let canvas = Canvas { context, size in
            let rect = Path(CGRect(origin: .zero, size: size))
            context.fill(rect, with: .color(Color(red: 0.2, green: 0.4, blue: 0.6)))
            context.blendMode = .screen
            context.fill(rect, with: .color(Color(white: 0.5)))
        }.frame(width: 10, height: 10)
        let scene = try await render(canvas)
        let p = scene.render(at: 0)
        #expect(near(pixel(p, p.width / 2, p.height / 2), (153, 179, 204)))
        #expect(scene.warnings.isEmpty)
    }
}
