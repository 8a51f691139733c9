import Foundation
import GoldenTesting
import HeadlessSwiftUI
import Testing
@testable import AppScreen

/// The screen's upgrade, through its `@Observable` session, in light and dark, English and French, against
/// goldens in Fixtures/golden/appscreen/; the cart's change through its `ObservableObject`.
@MainActor
struct AppScreenTests {
    /// The package's resources, as the app's bundle holds them.
    func configuration(dark: Bool, locale: String) throws -> RenderConfiguration {
        var configuration = RenderConfiguration()
        configuration.scale = 2
        configuration.colorScheme = dark ? .dark : .light
        configuration.locale = Locale(identifier: locale)
        try configuration.addResources(in: try #require(Bundle.module.resourceURL))
        return configuration
    }

    @Test(arguments: [(false, "en_US"), (true, "en_US"), (false, "fr_FR"), (true, "fr_FR")])
    func upgradingAnimatesThroughTheModel(dark: Bool, locale: String) async throws {
        let host = ViewHost(AppScreen(), configuration: try configuration(dark: dark, locale: locale))
        host.tap(locale == "fr_FR" ? "Passer à Premium" : "Upgrade")
        let scene = try await host.makeScene()
        #expect(scene.warnings.isEmpty, "\(scene.warnings)")
        let name = "\(dark ? "dark" : "light")-\(locale.prefix(2))"
        try assertGolden(scene.render(at: 0), named: "\(name)-free", group: "appscreen")
        try assertGolden(scene.render(at: 0.15), named: "\(name)-upgrading", group: "appscreen")
        try assertGolden(scene.render(at: scene.settleTime), named: "\(name)-premium", group: "appscreen")
    }

    @Test func theCartCountsThroughItsObservableObject() async throws {
        let host = ViewHost(AppScreen(), configuration: try configuration(dark: false, locale: "fr_FR"))
        host.tap("Ajouter", at: 0)
        host.tap("Ajouter", at: 0.5)
        let scene = try await host.makeScene()
        #expect(scene.accessibilityDescription.contains("3 articles dans le panier"), "\(scene.accessibilityDescription)")
        let english = try await ViewHost(AppScreen(), configuration: try configuration(dark: false, locale: "en_US")).makeScene()
        #expect(english.accessibilityDescription.contains("1 item in your cart"), "\(english.accessibilityDescription)")
    }
}
