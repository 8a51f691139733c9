import Testing
import Raster
@testable import HeadlessSwiftUI

/// `withAnimation(_:completionCriteria:_:completion:)` and `Transaction.addAnimationCompletion` run their
/// completion on render time when the change's animation completes: logically (a spring's perceptual
/// duration, a curve's duration) or when it is removed (its settling duration).
@MainActor
struct AnimationCompletionTests {
    struct Chain: View {
        let animation: Animation
        let criteria: AnimationCompletionCriteria
        @State private var wide = false
        @State private var done = false
        var body: some View {
            VStack(alignment: .leading) {
                Button("Go") {
                    withAnimation(animation, completionCriteria: criteria) { wide = true } completion: { done = true }
                }
                Color.red.frame(width: wide ? 40 : 10, height: 10)
                Text(done ? "done" : "running")
            }
        }
    }

    func doneTime(_ scene: ViewScene) -> Double? {
        scene.model.times.first { t in
            scene.laidOut(at: t + 1e-9).nodes.contains { $0.node.textString == "done" }
        }
    }

    @Test func aCurveCompletesAtItsDuration() async throws {
        let scene = try await ViewHost(Chain(animation: .linear(duration: 0.3), criteria: .logicallyComplete))
            .then { $0.tap("Go", at: 0.2) }.makeScene()
        #expect(doneTime(scene).map { abs($0 - 0.5) < 1e-9 } == true)
    }

    @Test func aSpringCompletesLogicallyBeforeItIsRemoved() async throws {
        let spring = Animation.spring(duration: 0.4, bounce: 0.2)
        let logical = try await ViewHost(Chain(animation: spring, criteria: .logicallyComplete)).then { $0.tap("Go") }.makeScene()
        let removed = try await ViewHost(Chain(animation: spring, criteria: .removed)).then { $0.tap("Go") }.makeScene()
        #expect(doneTime(logical).map { abs($0 - 0.4) < 1e-9 } == true)
        #expect(doneTime(removed).map { abs($0 - spring.duration) < 1e-9 } == true)
        #expect(spring.duration > 0.4)
    }

    struct NoChange: View {
        @State private var done = false
        var body: some View {
            VStack {
                Button("Go") { withAnimation(.linear(duration: 1)) {} completion: { done = true } }
                Text(done ? "done" : "running")
            }
        }
    }

    @Test func aCompletionWithNothingToAnimateRunsAtOnce() async throws {
        let scene = try await ViewHost(NoChange()).then { $0.tap("Go", at: 0.1) }.makeScene()
        #expect(doneTime(scene) == 0.1)
    }

    struct ByTransaction: View {
        @State private var on = false
        @State private var done = false
        var body: some View {
            VStack {
                Button("Go") {
                    var transaction = Transaction(animation: .easeOut(duration: 0.25))
                    transaction.addAnimationCompletion { done = true }
                    withTransaction(transaction) { on = true }
                }
                Color.red.frame(width: on ? 40 : 10, height: 10)
                Text(done ? "done" : "running")
            }
        }
    }

    @Test func aTransactionCarriesItsCompletion() async throws {
        let scene = try await ViewHost(ByTransaction()).then { $0.tap("Go") }.makeScene()
        #expect(doneTime(scene).map { abs($0 - 0.25) < 1e-9 } == true)
    }

    /// Two faces swapped without animation in a completion that starts the next animated quarter turn, as
    /// `Examples/Gallery/CardFlip.swift` does.
    struct Swap: View {
        @State private var turn = 0.0
        @State private var back = false
        var body: some View {
            VStack {
                Button("Go") {
                    withAnimation(.linear(duration: 0.3)) { turn += 1 } completion: {
                        back = true
                        withAnimation(.linear(duration: 0.3)) { turn += 1 }
                    }
                }
                ZStack { if back { Color.blue } else { Color.red } }.frame(width: 10, height: 10)
                Color.green.frame(width: 10 + turn * 10, height: 10)
            }
        }
    }

    func colorFills(_ scene: ViewScene, at t: Double) -> [Raster.Rect] {
        scene.displayList(at: t).items.compactMap { item in
            guard item.name == "Color", case .fill(let path, _, _) = item.content else { return nil }
            return path.bounds
        }
    }

    /// The plain write is an update of its own, drawn at once, and the animated one still animates.
    @Test func aPlainWriteInACompletionIsNotAnimatedBesideAnAnimatedOne() async throws {
        let scene = try await ViewHost(Swap()).then { $0.tap("Go", at: 0) }.makeScene()
        // Before the completion: the red face and the bar. After it (0.3 s): the blue face alone, no red
        // face fading out beside it.
        #expect(colorFills(scene, at: 0.2).count == 2)
        #expect(colorFills(scene, at: 0.35).count == 2)
        // The second quarter is half way at 0.45 s: 10 + 1.5 × 10 pt wide (the fill's own points).
        let widest = colorFills(scene, at: 0.45).map(\.width).max() ?? 0
        #expect(abs(widest - 25) < 1e-6)
    }
}
