import Testing
@testable import HeadlessSwiftUI

/// `.symbolEffect`: a discrete effect plays its keyframes once per change of its value, an indefinite one
/// cycles while active, a held one (`.scale`, `.appear`, `.disappear`) eases into its pose, and
/// `.symbolEffectsRemoved()` turns them off.
@MainActor
struct SymbolEffectTests {
    /// The pose a laid-out tree shows: the first scale, rotation and opacity effects met.
    struct Pose { var scale = 1.0, turn = 0.0, opacity = 1.0 }
    func pose(_ scene: ViewScene, at t: Double) -> Pose {
        var pose = Pose()
        var seen = Set<String>()
        for node in scene.laidOut(at: t).nodes {
            guard case .effect(let effect) = node.node.content else { continue }
            switch effect {
            case .scale(let s, _) where seen.insert("scale").inserted: pose.scale = s.width
            case .rotation(let a, _) where seen.insert("turn").inserted: pose.turn = a.degrees
            case .opacity(let o) where seen.insert("opacity").inserted: pose.opacity = o
            default: break
            }
        }
        return pose
    }

    struct Bell<E: SymbolEffect & DiscreteSymbolEffect>: View {
        let effect: E
        var options = SymbolEffectOptions.default
        @State private var rings = 0
        var body: some View {
            VStack {
                Image(systemName: "bell.fill").symbolEffect(effect, options: options, value: rings)
                Button("Ring") { rings += 1 }
            }
        }
    }

    @Test func aBouncePlaysOncePerChange() async throws {
        let scene = try await ViewHost(Bell(effect: .bounce)).then { $0.tap("Ring", at: 0.5) }.makeScene()
        let timeline = (BounceSymbolEffect().motion.kind)
        guard case .keyframes(let keyframes) = timeline else { Issue.record("bounce is keyframes"); return }
        #expect(pose(scene, at: 0.4).scale == 1)
        for t in [0.1, 0.2, 0.4] {
            #expect(abs(pose(scene, at: 0.5 + t).scale - keyframes.value(time: t).scale) < 1e-6, "at \(t)")
        }
        #expect(pose(scene, at: 0.6).scale < 0.9)                      // squashed
        // Settled with the last sample (a scene lasts a display frame past its last change).
        let overrun = scene.settleTime - (0.5 + keyframes.duration)
        #expect(overrun >= 0 && overrun <= ViewScene.displayFrame + 1e-9, "\(overrun)")
        #expect(pose(scene, at: 3).scale == 1)
        let idle = try await ViewHost(Bell(effect: .bounce)).makeScene(until: 2)
        #expect(idle.model.times.count == 1)
    }

    @Test func optionsRepeatAndSpeedAnEffect() async throws {
        let twice = try await ViewHost(Bell(effect: .wiggle, options: .repeat(2))).then { $0.tap("Ring") }.makeScene()
        let fast = try await ViewHost(Bell(effect: .wiggle, options: .speed(2))).then { $0.tap("Ring") }.makeScene()
        let once = try await ViewHost(Bell(effect: .wiggle)).then { $0.tap("Ring") }.makeScene()
        let frame = ViewScene.displayFrame
        #expect(abs(twice.settleTime - 2 * once.settleTime) <= frame + 1e-9)
        #expect(abs(fast.settleTime - once.settleTime / 2) <= frame + 1e-9)
        #expect(pose(once, at: 0.12).turn < -10)                       // the wiggle's first swing
    }

    struct Signal: View {
        @State private var active = true
        var body: some View {
            VStack {
                Image(systemName: "wifi").symbolEffect(.pulse, isActive: active)
                Button("Stop") { active = false }
            }
        }
    }

    @Test func anIndefiniteEffectCyclesWhileActive() async throws {
        let scene = try await ViewHost(Signal()).then { $0.tap("Stop", at: 2.25) }.makeScene()
        // The pulse's 1 s cycle: dimmest at 0.5 s, and again at 1.5 s; then stopped, back at rest.
        #expect(abs(pose(scene, at: 0.5).opacity - 0.35) < 1e-6)
        #expect(abs(pose(scene, at: 1.5).opacity - 0.35) < 1e-6)
        #expect(pose(scene, at: 1.0).opacity > 0.99)
        #expect(pose(scene, at: 5).opacity == 1)
    }

    struct Held: View {
        @State private var on = false
        var body: some View {
            VStack {
                Image(systemName: "mic.fill").symbolEffect(.scale.up, isActive: on)
                Image(systemName: "bell.fill").symbolEffect(.disappear, isActive: on)
                Button("Toggle") { on.toggle() }
            }
        }
    }

    @Test func heldEffectsEaseIntoTheirPose() async throws {
        let scene = try await ViewHost(Held()).then { $0.tap("Toggle", at: 0.2) }.makeScene()
        let scales = { (t: Double) in scene.laidOut(at: t).nodes.compactMap { n -> Double? in
            if case .effect(.scale(let s, _)) = n.node.content { return s.width } else { return nil } } }
        let opacities = { (t: Double) in scene.laidOut(at: t).nodes.compactMap { n -> Double? in
            if case .effect(.opacity(let o)) = n.node.content { return o } else { return nil } } }
        #expect(scales(0.1) == [1, 1])
        #expect(abs(scales(3)[0] - 1.2) < 1e-6 && abs(scales(3)[1] - 0.5) < 1e-6)
        #expect(opacities(3)[1] == 0)
    }

    @Test func removedEffectsDoNothing() async throws {
        let scene = try await ViewHost(Bell(effect: .bounce).symbolEffectsRemoved()).then { $0.tap("Ring") }.makeScene()
        #expect(pose(scene, at: 0.1).scale == 1)
    }
}
