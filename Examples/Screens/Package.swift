// swift-tools-version:6.0
import PackageDescription

/// An app's Settings screen, written as SwiftUI code (a navigation stack over a form of toggles, a menu
/// picker, a slider, a stepper, a text field, links and footers), rendered on Linux by togglerender's view
/// layer and golden-tested: its states and its push transition. The same source compiles with Apple's SwiftUI.
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
