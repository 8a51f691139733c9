// swift-tools-version:6.0
import PackageDescription

/// An app's own toggle style, written as SwiftUI code, rendered on Linux by togglerender's view layer and
/// golden-tested. The same source compiles with Apple's SwiftUI.
let package = Package(
    name: "CustomToggle",
    products: [.library(name: "CheckboxToggle", targets: ["CheckboxToggle"]),
               .executable(name: "checkbox-render", targets: ["checkbox-render"])],
    dependencies: [.package(name: "togglerender", path: "../..")],
    targets: [
        .target(name: "CheckboxToggle", dependencies: [.product(name: "HeadlessSwiftUI", package: "togglerender")]),
        // Its own command with togglerender's flags (README, "Or: a command of your own").
        .executableTarget(name: "checkbox-render", dependencies: [
            "CheckboxToggle", .product(name: "TogglerenderCLI", package: "togglerender"),
        ]),
        .testTarget(name: "CheckboxToggleTests", dependencies: [
            "CheckboxToggle",
            .product(name: "HeadlessSwiftUI", package: "togglerender"),
            .product(name: "GoldenTesting", package: "togglerender"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
