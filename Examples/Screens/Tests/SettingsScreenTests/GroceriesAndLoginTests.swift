import Testing
import GoldenTesting
import HeadlessSwiftUI
@testable import SettingsScreen

/// The tab-bar grocery screen and the login form on the same iPhone 16 screen at @2x, against goldens in
/// Fixtures/golden/groceries/ and Fixtures/golden/login/: their states, and the sheet and alert
/// transitions opened by taps.
@MainActor
struct GroceriesAndLoginTests {
    let configuration = SettingsScreenTests.configuration()

    @Test func groceriesOpenOnTheirList() async throws {
        let scene = try await ViewHost(GroceriesView(), configuration: configuration).makeScene()
        try assertGolden(scene.render(at: 0), named: "opened", group: "groceries")
    }

    /// "Add": the sheet part of the way up, the presenting screen shrinking behind it, and settled.
    @Test func addSlidesASheetUp() async throws {
        let host = ViewHost(GroceriesView(), configuration: configuration)
        host.tap("Add")
        let scene = try await host.makeScene()
        try assertGolden(scene.render(at: 0.1), named: "sheet-middle", group: "groceries")
        try assertGolden(scene.render(at: scene.settleTime), named: "sheet", group: "groceries")
    }

    /// "Clear All": the alert fading and scaling in, shown; then its "Clear" empties the list.
    @Test func clearAllAsksFirst() async throws {
        let host = ViewHost(GroceriesView(), configuration: configuration)
        host.tap("Clear All")
        let scene = try await host.makeScene()
        try assertGolden(scene.render(at: 0.08), named: "alert-middle", group: "groceries")
        try assertGolden(scene.render(at: scene.settleTime), named: "alert", group: "groceries")
        let cleared = ViewHost(GroceriesView(), configuration: configuration)
        cleared.tap("Clear All", at: 0)
        cleared.tap("Clear", at: 1)
        let after = try await cleared.makeScene()
        try assertGolden(after.render(at: after.settleTime), named: "cleared", group: "groceries")
    }

    @Test func aTabItemSelectsItsTab() async throws {
        let host = ViewHost(GroceriesView(), configuration: configuration)
        host.tap("Settings")
        let scene = try await host.makeScene()
        try assertGolden(scene.render(at: scene.settleTime), named: "settings-tab", group: "groceries")
    }

    @Test func loginOpensEmptyAndSignsIn() async throws {
        let empty = try await ViewHost(LoginView(), configuration: configuration).makeScene()
        try assertGolden(empty.render(at: 0), named: "empty", group: "login")
        let host = ViewHost(LoginView(email: "ada@example.com", password: "correct horse"), configuration: configuration)
        host.tap("Sign In")
        let scene = try await host.makeScene()
        try assertGolden(scene.render(at: 0), named: "filled", group: "login")
        try assertGolden(scene.render(at: scene.settleTime), named: "signed-in", group: "login")
    }
}
