import Testing
@testable import HeadlessSwiftUI

/// `.task` runs on render time: `Task.sleep(for:)` inside it wakes when the render clock reaches it.
@MainActor
struct TaskClockTests {
    struct Blinker: View {
        @State private var on = false
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        var body: some View {
            Color.red.frame(width: on ? 20 : 10, height: 10)
                .task(id: reduceMotion) {
                    guard !reduceMotion else { return }
                    while !Task.isCancelled {
                        try? await Task.sleep(for: .seconds(1.5))
                        on.toggle()
                    }
                }
        }
    }

    @Test func aTaskFlipsStateOnRenderTime() async throws {
        let scene = try await render(Blinker()) { _ in }
        #expect(scene.model.times.count == 1)   // nothing runs past the last event unless asked
        let host = ViewHost(Blinker())
        let running = try await host.makeScene(until: 3.2)
        #expect(Array(running.model.times.dropFirst()) == [1.5, 3.0])
        let l = try await layout(Blinker(), time: 2) { _ in }
        #expect(l.frame("frame").width == 10)
    }

    @Test func reduceMotionStopsTheLoop() async throws {
        var configuration = RenderConfiguration()
        configuration.reduceMotion = true
        let scene = try await ViewHost(Blinker(), configuration: configuration).makeScene(until: 5)
        #expect(scene.model.times.count == 1)
    }
}
