import Testing
import Raster
@testable import HeadlessSwiftUI

/// `ViewScene.isStill(from:to:)`: what an exporter may draw once must really be the same pixels, and
/// anything that moves is never called still.
@MainActor
struct StillnessTests {
    struct Flipper: View {
        @State private var on = false
        var body: some View {
            Color.red.frame(width: on ? 20 : 10, height: 10)
                .animation(.spring(duration: 0.5, bounce: 0), value: on)
                .task {
                    while !Task.isCancelled {
                        try? await Task.sleep(for: .seconds(1.5))
                        on.toggle()
                    }
                }
        }
    }

    @Test func stillBetweenFlipsAndNeverWhileMoving() async throws {
        let scene = try await ViewHost(Flipper()).makeScene(until: 3.2)
        #expect(scene.isStill(from: 0, to: 1.4))
        #expect(!scene.isStill(from: 1.4, to: 1.6))        // the flip at 1.5
        #expect(!scene.isStill(from: 1.6, to: 1.7))        // springing
        #expect(scene.isStill(from: 2.8, to: 2.95))        // settled, before the flip at 3.0
        #expect(!scene.isStill(from: 2.95, to: 3.1))
        #expect(!scene.isStill(from: 2, to: 1))            // an empty span is no claim
        // The claims hold for pixels.
        #expect(scene.render(at: 2.8).data == scene.render(at: 2.95).data)
        #expect(scene.render(at: 1.6).data != scene.render(at: 1.7).data)
    }
}
