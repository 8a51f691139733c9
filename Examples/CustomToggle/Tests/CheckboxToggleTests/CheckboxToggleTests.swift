import Testing
import GoldenTesting
import HeadlessSwiftUI
@testable import CheckboxToggle

/// The checkbox's change, frame by frame, against goldens in Fixtures/golden/checkbox/.
@MainActor
struct CheckboxToggleTests {
    /// The row after a tap on its label, at @2x.
    func tapped() async throws -> ViewScene {
        var configuration = RenderConfiguration()
        configuration.scale = 2
        let host = ViewHost(TermsRow(), configuration: configuration)
        host.tap("I agree to the terms")
        return try await host.makeScene()
    }

    @Test func checkingDrawsTheTick() async throws {
        let scene = try await tapped()
        try assertGolden(scene.render(at: 0), named: "off", group: "checkbox")
        try assertGolden(scene.render(at: 0.08), named: "drawing", group: "checkbox")
        try assertGolden(scene.render(at: scene.settleTime), named: "on", group: "checkbox")
    }

    @Test func voiceOverReadsASwitch() async throws {
        #expect(try await tapped().accessibilityDescription == "I agree to the terms, switch, on")
    }
}

