import Testing
@testable import HeadlessSwiftUI

/// `.animation(_:body:)`: the animation reaches the modifiers in the closure, not the view inside it.
@MainActor
struct ScopedAnimationTests {
    struct Probe: View {
        @State private var on = false
        var body: some View {
            Color.red.frame(width: on ? 60 : 20, height: 20)        // inside the placeholder: not animated
                .animation(.linear(duration: 1)) { content in
                    content.opacity(on ? 0.2 : 1)                  // in the closure: animated
                }
                .offset(x: on ? 100 : 0)                             // outside: not animated
                .onTapGesture { on.toggle() }
                .accessibilityLabel("Probe")
        }
    }

    @Test func theAnimationReachesOnlyTheClosuresModifiers() async throws {
        let scene = try await ViewHost(Probe()).then { $0.tap("Probe") }.makeScene()
        let half = scene.laidOut(at: 0.5)
        func opacity(_ l: LaidOut) -> Double? {
            l.nodes.lazy.compactMap { n -> Double? in if case .effect(.opacity(let o)) = n.node.content { return o } else { return nil } }.first
        }
        #expect(half.frame("frame").width == 60)           // the view inside: jumped
        let offset = half.nodes.lazy.compactMap { n -> CGSize? in if case .effect(.offset(let d)) = n.node.content { return d } else { return nil } }.first
        #expect(offset?.width == 100)                      // outside: jumped
        let o = try #require(opacity(half))
        #expect(abs(o - 0.6) < 0.01, "opacity \(o)")      // the closure's modifier: half way, linearly
        #expect(abs(scene.settleTime - 1) < 0.02)
    }
}
