// swift-tools-version:6.0
import PackageDescription

/// togglerender: SwiftUI code rendered on Linux, frame by frame, with SwiftUI's timing.
/// Targets are listed lowest layer first; dependencies only point down (see ARCHITECTURE.md).
let package = Package(
    name: "togglerender",
    products: [
        .executable(name: "togglerender", targets: ["togglerender"]),
        .library(name: "Raster", targets: ["Raster"]),
        .library(name: "GoldenTesting", targets: ["GoldenTesting"]),
        .library(name: "ViewGoldenTesting", targets: ["ViewGoldenTesting"]),
        .library(name: "HeadlessSwiftUI", targets: ["HeadlessSwiftUI"]),
        // The command line as a library (the executable is one line that calls it; the fuzzers read specs through it).
        .library(name: "TogglerenderCLI", targets: ["TogglerenderCLI"]),
        // Everything `togglerender preview` links a user's SwiftUI file against, as one static archive.
        .library(name: "TogglerenderKit", type: .static, targets: ["TogglerenderCLI"]),
    ],
    targets: [
        // System libraries (Debian: libpng-dev, zlib1g-dev, libfreetype-dev, libharfbuzz-dev, libxml2-dev).
        .systemLibrary(
            name: "CPNG", pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]),
        .systemLibrary(
            name: "CFreeType", pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(
            name: "CHarfBuzz", pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(
            name: "CZlib", pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]),
        .systemLibrary(
            name: "CLibXML2", pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]),

        // Linux thread ids and tgkill for the preview watchdog (a header of static inline functions, no library).
        .systemLibrary(name: "CThreadSignal"),
        // Asset catalogues' pictures (Debian: libturbojpeg0-dev, libpoppler-glib-dev with cairo).
        .systemLibrary(
            name: "CTurboJPEG", pkgConfig: "libturbojpeg",
            providers: [.apt(["libturbojpeg0-dev"])]),
        .systemLibrary(
            name: "CPoppler", pkgConfig: "poppler-glib",
            providers: [.apt(["libpoppler-glib-dev"])]),
        // An app's own fonts found by name (Debian: libfontconfig-dev).
        .systemLibrary(
            name: "CFontconfig", pkgConfig: "fontconfig",
            providers: [.apt(["libfontconfig-dev"])]),

        // Geometry, paths, coverage, paints, compositing, blur.
        .target(name: "Raster"),
        // PNG encode/decode through libpng and zlib.
        .target(name: "ImageIO", dependencies: ["Raster", "CPNG", "CZlib"]),
        // The SVG subset: XML through libxml2, path grammar, document model, drawing onto a Raster canvas.
        .target(name: "SVG", dependencies: ["Raster", "CLibXML2"]),
        // Fonts, shaping and glyph outlines through FreeType and HarfBuzz; text styles and Dynamic Type.
        .target(name: "Typesetting", dependencies: ["Raster", "CFreeType", "CHarfBuzz", "CFontconfig"]),
        // SF Symbol names: our own artwork (Resources/), a name map onto bootstrap-icons, weights and effects.
        .target(name: "Symbols", dependencies: ["Raster", "SVG"], resources: [.copy("Resources")]),
        // SwiftUI timing: springs, Bézier curves, timelines, frame plans.
        .target(name: "Motion"),
        // An app's resources read from disk: asset catalogues (PNG, JPEG, PDF, SVG pictures; colour sets) (docs/resources.md).
        .target(name: "AppResources", dependencies: ["Raster", "ImageIO", "SVG", "CTurboJPEG", "CPoppler"]),
        // SwiftUI's view API on Linux: evaluation, layout, animation and drawing of view trees (docs/views.md).
        .target(name: "HeadlessSwiftUI", dependencies: ["Raster", "Motion", "Typesetting", "Symbols", "AppResources"]),
        // The seeds as SwiftUI code on the view layer, and the scenes the render command builds from them.
        .target(name: "Components", dependencies: ["HeadlessSwiftUI", "Export", "Raster", "Symbols"]),
        // Turning an AnimatedScene into numbered PNG frames and frames.json, in parallel; filmstrips (Typesetting for their labels).
        .target(name: "Export", dependencies: ["Motion", "ImageIO", "Raster", "Typesetting"]),
        // Golden-image assertions, usable from other packages' tests.
        .target(name: "GoldenTesting", dependencies: ["Raster", "ImageIO"]),
        // assertGolden(of: SomeView()): a view rendered by the view layer and compared (XCTest and Swift Testing), a record-mode trait.
        .target(name: "ViewGoldenTesting", dependencies: ["GoldenTesting", "HeadlessSwiftUI"]),
        // The command line: its commands (a library), and the executable that runs them.
        .target(name: "TogglerenderCLI", dependencies: ["Raster", "ImageIO", "SVG", "Typesetting", "HeadlessSwiftUI", "Components", "Symbols", "Export", "Motion",
                                                "AppResources", "CThreadSignal", "GoldenTesting"]),
        .executableTarget(name: "togglerender", dependencies: ["TogglerenderCLI"]),
        // libFuzzer targets (scripts/fuzz builds them with -sanitize=fuzzer,address; built plainly, it replays inputs).
        .systemLibrary(name: "CLibFuzzer", path: "Fuzz/CLibFuzzer"),
        .executableTarget(name: "togglerender-fuzz", dependencies: ["CLibFuzzer", "SVG", "Raster", "ImageIO", "Symbols", "Export", "TogglerenderCLI",
                                                                  "AppResources"],
                          path: "Fuzz/Sources"),
        // Benchmarks (run by scripts/bench, release build).
        .executableTarget(name: "togglerender-bench", dependencies: ["Raster", "ImageIO", "SVG", "Components", "Export", "Symbols"], path: "Sources/Bench"),

        .testTarget(name: "RasterTests", dependencies: ["Raster"]),
        .testTarget(name: "ImageIOTests", dependencies: ["ImageIO", "Raster"]),
        .testTarget(name: "SVGTests", dependencies: ["SVG", "Raster", "ImageIO"]),
        .testTarget(name: "MotionTests", dependencies: ["Motion"]),
        .testTarget(name: "ComponentsTests", dependencies: ["Components", "HeadlessSwiftUI", "Raster", "Motion", "Export", "GoldenTesting"]),
        .testTarget(name: "ExportTests", dependencies: ["Export", "Components", "HeadlessSwiftUI", "Raster", "ImageIO", "GoldenTesting"]),
        .testTarget(name: "TypesettingTests", dependencies: ["Typesetting", "Raster", "GoldenTesting"]),
        .testTarget(name: "SymbolsTests", dependencies: ["Symbols", "Raster", "GoldenTesting"]),
        .testTarget(name: "GoldenTests", dependencies: ["GoldenTesting", "ViewGoldenTesting", "HeadlessSwiftUI", "SVG", "Raster", "ImageIO"],
                    resources: []),
        .testTarget(name: "AppResourcesTests", dependencies: ["AppResources", "Raster", "ImageIO"]),
        .testTarget(name: "HeadlessSwiftUITests", dependencies: ["HeadlessSwiftUI", "Raster", "Motion", "Symbols", "ImageIO", "GoldenTesting"]),
        .testTarget(name: "CLITests", dependencies: ["togglerender", "ImageIO", "Raster"]),
        .testTarget(name: "FuzzTests", dependencies: ["togglerender-fuzz", "SVG"]),
    ],
    swiftLanguageModes: [.v6]
)
