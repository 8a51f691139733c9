import Testing
import Motion
@testable import HeadlessSwiftUI

/// A second change while the first runs starts from where the view is, with the spring's velocity, as
/// SwiftUI retargets (the values are Motion's timelines, so they match them exactly).
@MainActor
struct RetargetingTests {
    struct Knob: View {
        @State private var on = false
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Button("Flip") { withAnimation(.spring(duration: 0.5, bounce: 0.3)) { on.toggle() } }
                Color.red.frame(width: 10, height: 10).offset(x: on ? 100 : 0)
            }
        }
    }

    func offset(at time: Double) async throws -> Double {
        let scene = try await render(Knob()) { $0.tap("Flip", at: 0); $0.tap("Flip", at: 0.2) }
        let item = scene.displayList(at: time).items.last!
        return item.transform.tx / 3
    }

    @Test func theSecondChangeKeepsPositionAndVelocity() async throws {
        var timeline = Timeline<Double>(initialValue: 0)
        timeline.change(at: 0, to: 100, animation: .spring(duration: 0.5, bounce: 0.3))
        timeline.change(at: 0.2, to: 0, animation: .spring(duration: 0.5, bounce: 0.3))
        for t in [0.1, 0.2, 0.25, 0.3, 0.5, 0.9] {
            #expect(abs(try await offset(at: t) - timeline.value(at: t)) < 1e-6, "t = \(t)")
        }
        // Velocity is kept: just after the retarget the knob still moves right, before it turns back.
        #expect(try await offset(at: 0.21) > (try await offset(at: 0.2)))
    }
}
