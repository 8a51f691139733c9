import Testing
import GoldenTesting
import HeadlessSwiftUI
@testable import SettingsScreen

/// The Settings screen on an iPhone 16's screen at @2x, against goldens in Fixtures/golden/settings/:
/// as it opens, after its controls are used, and through the push of its "Privacy" link.
@MainActor
struct SettingsScreenTests {
    static func configuration() -> RenderConfiguration {
        var configuration = RenderConfiguration()
        configuration.scale = 2
        configuration.screen = RenderConfiguration.Screen(size: CGSize(width: 393, height: 852),
                                                          safeArea: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        return configuration
    }

    @Test func opens() async throws {
        let scene = try await ViewHost(SettingsView(), configuration: Self.configuration()).makeScene()
        try assertGolden(scene.render(at: 0), named: "opened", group: "settings")
    }

    /// Sounds on, the text size up one, the volume to 20 %: the state after each change has settled.
    @Test func changed() async throws {
        let host = ViewHost(SettingsView(), configuration: Self.configuration())
        host.tap("Sounds")
        host.tap("Increment")
        host.adjust("Volume", to: 0.2)
        let scene = try await host.makeScene()
        try assertGolden(scene.render(at: scene.settleTime), named: "changed", group: "settings")
    }

    /// A tap on "Privacy": the pushed screen a quarter of the way in, half way, and settled.
    @Test func pushesPrivacy() async throws {
        let host = ViewHost(SettingsView(), configuration: Self.configuration())
        host.tap("Privacy")
        let scene = try await host.makeScene()
        try assertGolden(scene.render(at: 0.05), named: "push-early", group: "settings")
        try assertGolden(scene.render(at: 0.15), named: "push-middle", group: "settings")
        try assertGolden(scene.render(at: scene.settleTime), named: "pushed", group: "settings")
        #expect(scene.settleTime > 0.3 && scene.settleTime < 1.2)
    }
}
