import Testing
@testable import HeadlessSwiftUI

/// `.phaseAnimator` steps through its phases, each step under `animation(next)`, the next step when that
/// animation is logically complete; with a trigger it rests in the first phase and runs once per change.
@MainActor
struct PhaseAnimatorTests {
    struct Badge: View {
        @State private var taps = 0
        var body: some View {
            VStack(alignment: .leading) {
                Button("Ping") { taps += 1 }
                Color.green
                    .phaseAnimator([10.0, 20.0, 30.0], trigger: taps) { content, width in
                        content.frame(width: width, height: 10)
                    } animation: { width in
                        width == 30 ? .linear(duration: 0.3) : .linear(duration: 0.2)
                    }
            }
        }
    }

    func width(_ scene: ViewScene, at time: Double) -> CGFloat {
        scene.laidOut(at: time).nodes.filter { $0.name == "frame" }.last?.frame.width ?? -1
    }

    @Test func aTriggerRunsThroughThePhasesAndBack() async throws {
        let scene = try await ViewHost(Badge()).then { $0.tap("Ping", at: 0.5) }.makeScene()
        #expect(abs(width(scene, at: 0.4) - 10) < 1e-6)
        // 10 → 20 over 0.2 s (animation(20)), 20 → 30 over 0.3 s (animation(30)), 30 → 10 over 0.2 s.
        #expect(abs(width(scene, at: 0.6) - 15) < 1e-6)
        #expect(abs(width(scene, at: 0.7) - 20) < 1e-6)
        #expect(abs(width(scene, at: 0.85) - 25) < 1e-6)
        #expect(abs(width(scene, at: 1.1) - 20) < 1e-6)
        #expect(abs(width(scene, at: 1.2) - 10) < 1e-6)
        #expect(abs(width(scene, at: 5) - 10) < 1e-6)
        #expect(abs(scene.settleTime - 1.2) < 1e-6)
    }

    @Test func withoutAChangeOfTheTriggerItRests() async throws {
        let scene = try await ViewHost(Badge()).makeScene(until: 3)
        #expect(scene.model.times.count == 1)
    }

    struct Breathing: View {
        var body: some View {
            Color.green.phaseAnimator([false, true]) { content, big in
                content.frame(width: big ? 30 : 10, height: 10)
            } animation: { _ in .easeInOut(duration: 0.5) }
        }
    }

    @Test func withoutATriggerThePhasesCycle() async throws {
        let scene = try await ViewHost(Breathing()).makeScene(until: 2.2)
        #expect(Array(scene.model.times.dropFirst()) == [0, 0.5, 1.0, 1.5, 2.0])
        #expect(abs(width(scene, at: 0.5) - 30) < 1e-6)
        #expect(abs(width(scene, at: 1.0) - 10) < 1e-6)
        #expect(abs(width(scene, at: 1.25) - 20) < 1e-6)
    }

    struct Springy: View {
        var body: some View {
            PhaseAnimator([0.0, 1.0]) { phase in
                Color.green.frame(width: 10 + 20 * phase, height: 10)
            }
        }
    }

    @Test func theDefaultAnimationStepsAtTheSpringsLogicalDuration() async throws {
        let scene = try await ViewHost(Springy()).makeScene(until: 1.2)
        let step = Animation.default.logicalDuration
        #expect(step > 0.3 && step < Animation.default.duration)
        #expect(Array(scene.model.times.dropFirst()) == [0, step, 2 * step])
    }
}
