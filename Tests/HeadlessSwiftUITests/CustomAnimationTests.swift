import Testing
@testable import HeadlessSwiftUI

/// `CustomAnimation`, written as SwiftUI's documentation writes one.
@MainActor
struct CustomAnimationTests {
    /// Linear over `duration`, then finished.
    struct Ramp: CustomAnimation {
        var duration: TimeInterval
        func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
            guard time < duration else { return nil }
            var v = value
            v.scale(by: time / duration)
            return v
        }
    }

    /// Stays at the start for half its time, then jumps half way (a step, unlike any built-in curve).
    struct Steps: CustomAnimation {
        func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
            guard time < 1 else { return nil }
            var v = value
            v.scale(by: time < 0.5 ? 0 : 0.5)
            return v
        }
    }

    struct Bar: View {
        let animation: Animation
        @State private var wide = false
        var body: some View {
            Color.red.frame(width: wide ? 120 : 20, height: 10)
                .onTapGesture { withAnimation(animation) { wide = true } }
                .accessibilityLabel("Bar")
        }
    }

    @Test func aCustomAnimationTimesTheChange() async throws {
        let scene = try await ViewHost(Bar(animation: Animation(Ramp(duration: 0.8)))).then { $0.tap("Bar") }.makeScene()
        #expect(abs(scene.laidOut(at: 0.2).frame("frame").width - 45) < 0.5)    // 20 + 100 · 0.25
        #expect(abs(scene.laidOut(at: 0.6).frame("frame").width - 95) < 0.5)    // 20 + 100 · 0.75
        #expect(scene.laidOut(at: 0.8).frame("frame").width == 120)
        #expect(abs(scene.settleTime - 0.8) < 0.01)
    }

    @Test func theAnimationsOwnShapeIsFollowed() async throws {
        let scene = try await ViewHost(Bar(animation: Animation(Steps()))).then { $0.tap("Bar") }.makeScene()
        #expect(scene.laidOut(at: 0.4).frame("frame").width == 20)
        #expect(scene.laidOut(at: 0.7).frame("frame").width == 70)
        #expect(scene.laidOut(at: 1.0).frame("frame").width == 120)
        #expect(Animation(Steps()) == Animation(Steps()) && Animation(Steps()) != Animation(Ramp(duration: 1)))
    }
}
