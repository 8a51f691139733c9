import Testing
@testable import HeadlessSwiftUI

/// A pulse started on appear, as real code writes it: `.onAppear { withAnimation(….repeatForever()) { … } }`.
@MainActor
struct RepeatForeverTests {
    struct Pulse: View {
        var animated = true
        @State private var on = false
        var body: some View {
            Color.blue.frame(width: on ? 60 : 20, height: 20)
                .onAppear {
                    if animated { withAnimation(.linear(duration: 0.5).repeatForever()) { on = true } } else { on = true }
                }
        }
    }

    @Test func anAnimatedChangeOnAppearStartsFromTheFirstFrame() async throws {
        let scene = try await render(Pulse())
        // One cycle: there (0.5 s) and back (0.5 s).
        #expect(abs(scene.settleTime - 1) < 1e-9)
        #expect(scene.laidOut(at: 0).frame("frame").width == 20)
        #expect(scene.laidOut(at: 0.25).frame("frame").width == 40)
        #expect(scene.laidOut(at: 0.5).frame("frame").width == 60)
        #expect(scene.laidOut(at: 0.75).frame("frame").width == 40)
        // The last frame is the first: frames over the scene loop.
        #expect(scene.render(at: 0).data == scene.render(at: scene.settleTime).data)
    }

    @Test func anUnanimatedChangeOnAppearIsTheFirstFrame() async throws {
        let scene = try await render(Pulse(animated: false))
        #expect(scene.laidOut(at: 0).frame("frame").width == 60)
        #expect(scene.settleTime == 0)
    }
}
