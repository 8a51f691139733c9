import Testing
@testable import HeadlessSwiftUI

/// One input's changes under different transactions animate each with its own, as in SwiftUI: an animated
/// write and a plain one in the same tap action are two updates at that instant.
@MainActor
struct TransactionPerChangeTests {
    struct Pair: View {
        @State private var wide = false
        @State private var faded = false
        var body: some View {
            Color.blue.frame(width: wide ? 100 : 20, height: 20)
                .opacity(faded ? 0.5 : 1)
                .onTapGesture {
                    withAnimation(.linear(duration: 1)) { wide = true }
                    faded = true
                }
                .accessibilityLabel("Pair")
        }
    }

    @Test func theAnimatedWriteAnimatesAndThePlainOneJumps() async throws {
        let scene = try await ViewHost(Pair()).then { $0.tap("Pair") }.makeScene()
        let half = scene.laidOut(at: 0.5)
        #expect(abs(half.frame("frame").width - 60) < 0.01, "\(half.frame("frame"))")   // half way under its linear second
        let opacity = half.nodes.lazy.compactMap { n -> Double? in if case .effect(.opacity(let o)) = n.node.content { return o } else { return nil } }.first
        #expect(opacity == 0.5)                                                         // at once
        #expect(abs(scene.settleTime - 1) < 0.02)
    }
}
