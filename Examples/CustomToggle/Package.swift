// swift-tools-version:6.0
import PackageDescription

/// An app's own toggle style, written as SwiftUI code, rendered on Linux by togglerender's view layer and
/// golden-tested. The same source compiles with Apple's SwiftUI.
let package = Package(
    name: "CustomToggle",
    products: [.library(name: "CheckboxToggle", targets: ["CheckboxToggle"])],
    dependencies: [.package(name: "togglerender", path: "../..")],
    targets: [
        .target(name: "CheckboxToggle", dependencies: [.product(name: "HeadlessSwiftUI", package: "togglerender")]),
        .testTarget(name: "CheckboxToggleTests", dependencies: [
            "CheckboxToggle",
            .product(name: "HeadlessSwiftUI", package: "togglerender"),
            .product(name: "GoldenTesting", package: "togglerender"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
