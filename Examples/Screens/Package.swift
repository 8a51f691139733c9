// swift-tools-version:6.0
import PackageDescription

/// An app's screens, written as SwiftUI code: a Settings screen (a navigation stack over a form of toggles,
/// a menu picker, a slider, a stepper, a text field, links and footers), a tab-bar grocery list with a sheet
/// and an alert, a login form; rendered on Linux by togglerender's view layer and golden-tested: their states
/// and their push, sheet and alert transitions. The same source compiles with Apple's SwiftUI.
let package = Package(
    name: "Screens",
    products: [.library(name: "SettingsScreen", targets: ["SettingsScreen"])],
    dependencies: [.package(name: "togglerender", path: "../..")],
    targets: [
        .target(name: "SettingsScreen", dependencies: [.product(name: "HeadlessSwiftUI", package: "togglerender")]),
        .testTarget(name: "SettingsScreenTests", dependencies: [
            "SettingsScreen",
            .product(name: "HeadlessSwiftUI", package: "togglerender"),
            .product(name: "GoldenTesting", package: "togglerender"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
