import Testing
@testable import HeadlessSwiftUI

/// `.keyframeAnimator` plays its keyframes on render time: the content is evaluated at each display frame
/// and moves in a straight line between those samples.
@MainActor
struct KeyframeAnimatorTests {
    struct Bump: View {
        @State private var taps = 0
        var body: some View {
            VStack(alignment: .leading) {   // leading: the width is the only rounding to the pixel grid
                Button("Bump") { taps += 1 }
                Color.red
                    .keyframeAnimator(initialValue: 10.0, trigger: taps) { content, width in
                        content.frame(width: width, height: 10)
                    } keyframes: { _ in
                        LinearKeyframe(40.0, duration: 0.3)
                        CubicKeyframe(20.0, duration: 0.2)
                        CubicKeyframe(10.0, duration: 0.2)
                    }
            }
        }
    }

    func timeline() -> KeyframeTimeline<Double> {
        KeyframeTimeline(initialValue: 10.0) {
            LinearKeyframe(40.0, duration: 0.3)
            CubicKeyframe(20.0, duration: 0.2)
            CubicKeyframe(10.0, duration: 0.2)
        }
    }

    func width(_ scene: ViewScene, at time: Double) -> CGFloat {
        scene.laidOut(at: time).nodes.filter { $0.name == "frame" }.last?.frame.width ?? -1
    }

    @Test func aTriggerPlaysTheKeyframesFrameByFrame() async throws {
        let scene = try await ViewHost(Bump()).then { $0.tap("Bump", at: 0.5) }.makeScene()
        #expect(width(scene, at: 0.4) == 10)
        let reference = timeline()
        // At every display frame the width is the keyframes' value, laid out on the 1/3 pt pixel grid; between
        // frames it is on the line between those two widths.
        func onGrid(_ v: Double) -> Double { (v * 3).rounded() / 3 }
        for k in 1...42 {
            let t = Double(k) / 60
            #expect(abs(width(scene, at: 0.5 + t) - onGrid(reference.value(time: t))) < 1e-6, "at \(t)")
        }
        let between = 0.5 + 10.5 / 60
        let expected = (onGrid(reference.value(time: 10 / 60)) + onGrid(reference.value(time: 11 / 60))) / 2
        #expect(abs(width(scene, at: between) - expected) < 1e-6)
        #expect(width(scene, at: 0.5 + 0.3) == 40)
        #expect(width(scene, at: 2) == 10)
        #expect(abs(scene.settleTime - (0.5 + 0.7)) < 1e-6)
    }

    @Test func nothingPlaysUntilTheTriggerChanges() async throws {
        let scene = try await ViewHost(Bump()).makeScene(until: 2)
        #expect(scene.model.times.count == 1)
    }

    struct Pulse: View {
        var body: some View {
            Color.blue
                .keyframeAnimator(initialValue: 1.0) { content, scale in
                    content.frame(width: 10 * scale, height: 10)
                } keyframes: { _ in
                    LinearKeyframe(2.0, duration: 0.5)
                    LinearKeyframe(1.0, duration: 0.5)
                }
        }
    }

    @Test func repeatingKeyframesStartAgainFromTheInitialValue() async throws {
        let scene = try await ViewHost(Pulse()).makeScene(until: 2.6)
        for t in [0.25, 0.5, 0.75] { #expect(abs(width(scene, at: t) - width(scene, at: t + 1)) < 1e-6) }
        for t in [0.25, 0.5] { #expect(abs(width(scene, at: t) - width(scene, at: t + 2)) < 1e-6) }
        #expect(scene.model.times.last! <= 2.6)   // repeating keyframes run to --duration, no further
        #expect(width(scene, at: 0.5) == 20)
        #expect(width(scene, at: 1.25) == 15)
    }
}

extension ViewHost {
    /// The host after `setUp` (taps, presses) has run on it.
    func then(_ setUp: (ViewHost) -> Void) -> ViewHost {
        setUp(self)
        return self
    }
}
