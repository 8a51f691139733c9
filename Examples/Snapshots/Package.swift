// swift-tools-version:5.9
import PackageDescription

// A package of SwiftUI components with #Previews, as an iOS team writes it. On Linux nothing here is built:
// `togglerender snapshot Examples/Snapshots` compiles its previews against the view layer and compares
// every one, light and dark, with its golden in Snapshots/ (README, "Golden testing").
let package = Package(
    name: "Snapshots",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [.library(name: "Gallery", targets: ["Gallery"])],
    targets: [.target(name: "Gallery")]
)
