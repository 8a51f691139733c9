import Testing
import Raster
@testable import HeadlessSwiftUI

/// The canvas a scene draws on: every instant's items, shadows included. Static leaves are built once
/// for it, and subtrees of nothing else are then skipped whole (`ViewScene.drawingBounds`); this checks
/// that it gives the bounds of building every leaf at every instant, in scenes with static leaves, a
/// layer over static leaves, a spring that overshoots and a view inserted later.
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

    /// The switch with static scenery around it: a blurred badge (a layer whose leaf is static) and a
    /// faded group of static shapes, the blur and shadows reaching past everything else.
    struct Scenery: View {
        @State private var on = false
        var body: some View {
            VStack(spacing: 4) {
                Circle().fill(.orange).frame(width: 20, height: 20).blur(radius: 30)
                ZStack {
                    Capsule().fill(.blue).frame(width: 120, height: 60)
                    HStack { Circle().fill(.white); Rectangle().fill(.yellow) }.frame(width: 50, height: 20)
                        .opacity(on ? 0.2 : 1)
                        .animation(.easeInOut(duration: 0.3), value: on)
                    Circle().fill(.white).frame(width: 26, height: 26)
                        .shadow(color: .black.opacity(0.3), radius: 4, y: 2)
                        .offset(x: on ? 15 : -15)
                        .animation(.spring(duration: 0.5, bounce: 0.4), value: on)
                }
                Button("Toggle") { on.toggle() }.opacity(0)
            }
        }
    }

    func bounds<V: View>(of view: V = Switch(), countingStaticLeavesOnce: Bool) async throws -> IntRect {
        let scene = try await render(view) { host in host.tap("Toggle", at: 0.2) }
        return ViewScene.drawingBounds(scene.model, base: .scale(scene.scale), scale: scene.scale,
                                       countingStaticLeavesOnce: countingStaticLeavesOnce)
    }

    @Test func staticLeavesCountedOnceGiveTheSameBounds() async throws {
        let once = try await bounds(countingStaticLeavesOnce: true)
        let everyTime = try await bounds(countingStaticLeavesOnce: false)
        #expect(once == everyTime)
    }

    @Test func skippedStaticSubtreesGiveTheSameBounds() async throws {
        let once = try await bounds(of: Scenery(), countingStaticLeavesOnce: true)
        let everyTime = try await bounds(of: Scenery(), countingStaticLeavesOnce: false)
        #expect(once == everyTime)
        // The blur reaches 3σ = 90 pt past the badge: wider than the track.
        #expect(once.width >= 180 * 3)
    }

    @Test func countedStaticSubtreesHoldOnlyStaticLeavesAndNoLayer() async throws {
        let scene = try await render(Scenery()) { host in host.tap("Toggle", at: 0.2) }
        let model = scene.model
        let kinds = model.staticKinds()
        let everyKey = Set(model.tracks.keys)
        var listed: Set<Int> = []
        for roots in model.structures {
            for root in roots { _ = model.collectCountedStaticSubtrees(root, kinds: kinds, counted: everyKey, into: &listed) }
        }
        let labels = listed.map { model.labels[$0] ?? "?" }
        // With every leaf counted: the faded shapes under their opacity, and the track, are listed …
        #expect(labels.contains { $0.hasSuffix("opacity") } && labels.contains("Capsule"), "\(labels)")
        // … the blur (a layer) and the moving knob are not.
        let moving = model.labels.filter { $0.value.hasSuffix("blur") || $0.value.hasSuffix("offset") }
        #expect(moving.count == 2, "\(model.labels.values.sorted())")
        for (key, label) in moving { #expect(!listed.contains(key), "\(label) listed") }
        #expect(listed.allSatisfy { model.constantKeys.contains($0) || model.opacityOnlyKeys.contains($0) })
        // With nothing counted, nothing is complete.
        var none: Set<Int> = []
        for roots in model.structures {
            for root in roots { _ = model.collectCountedStaticSubtrees(root, kinds: kinds, counted: [], into: &none) }
        }
        #expect(none.allSatisfy { kinds[$0] == false }, "only containers of no leaf at all")
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
