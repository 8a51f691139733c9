import Testing
import Raster
@testable import HeadlessSwiftUI

/// The canvas a scene draws on: every instant's items, shadows included. Static leaves are built once
/// for it (`ViewScene.drawingBounds`); this checks that it gives the bounds of building every leaf at
/// every instant, in a scene with static leaves, a spring that overshoots and a view inserted later.
@MainActor
struct DrawingBoundsTests {
    /// A knob that springs across a still track with a wide shadow, and a square that appears far to the
    /// right once the knob has been switched.
    struct Switch: View {
        @State private var on = false
        var body: some View {
            ZStack {
                // Its shadow reaches past the stack's frame: only the track's item puts it on the canvas.
                Capsule().fill(.blue).frame(width: 120, height: 60).shadow(color: .black, radius: 10)
                Circle().fill(.white).frame(width: 26, height: 26)
                    .shadow(color: .black.opacity(0.3), radius: 4, y: 2)
                    .offset(x: on ? 15 : -15)
                    .animation(.spring(duration: 0.5, bounce: 0.4), value: on)
                if on { Color.red.frame(width: 10, height: 10).offset(x: 80) }
                Button("Toggle") { on.toggle() }.opacity(0)
            }
        }
    }

    func bounds(countingStaticLeavesOnce: Bool) async throws -> IntRect {
        let scene = try await render(Switch()) { host in host.tap("Toggle", at: 0.2) }
        return ViewScene.drawingBounds(scene.model, base: .scale(scene.scale), scale: scene.scale,
                                       countingStaticLeavesOnce: countingStaticLeavesOnce)
    }

    @Test func staticLeavesCountedOnceGiveTheSameBounds() async throws {
        let once = try await bounds(countingStaticLeavesOnce: true)
        let everyTime = try await bounds(countingStaticLeavesOnce: false)
        #expect(once == everyTime)
    }

    @Test func theSceneHasStaticLeavesAndALateOneInItsBounds() async throws {
        let scene = try await render(Switch()) { host in host.tap("Toggle", at: 0.2) }
        // The track is static: the first test compares bounds that built it once with every time.
        let track = scene.displayList(at: 0).items.first { $0.name == "Capsule" }
        #expect(track?.cacheID != nil)
        #expect(scene.displayList(at: 0).items.first { $0.name == "Color" } == nil)
        // The square's right edge, 80 + 5 pt right of the track's centre, is on the canvas.
        let b = try await bounds(countingStaticLeavesOnce: true)
        let centre = track.map { $0.deviceBounds.center.x } ?? 0
        #expect(Double(b.maxX) >= centre + 85 * scene.scale - 1)
    }
}
