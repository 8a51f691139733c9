// swift-tools-version:6.0
import PackageDescription

/// An app's own screen as it is: state in an `@Observable` and an `ObservableObject` model, pictures and
/// colours in an asset catalogue, a font of its own, strings in two languages; rendered on Linux by
/// togglerender's view layer and golden-tested. The same source compiles with Apple's SwiftUI.
let package = Package(
    name: "AppScreen",
    products: [.library(name: "AppScreen", targets: ["AppScreen"])],
    dependencies: [.package(name: "togglerender", path: "../..")],
    targets: [
        .target(name: "AppScreen", dependencies: [.product(name: "HeadlessSwiftUI", package: "togglerender")],
                resources: [.copy("Assets.xcassets"), .copy("Localizable.xcstrings")]),
        .testTarget(name: "AppScreenTests", dependencies: [
            "AppScreen",
            .product(name: "HeadlessSwiftUI", package: "togglerender"),
            .product(name: "GoldenTesting", package: "togglerender"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
