import GoldenTesting
import Raster
import Testing
@testable import Symbols

/// Golden images (Fixtures/golden/symbols): every symbol at two sizes in both modes, and each effect
/// at its start, middle and end. Record with `TOGGLERENDER_RECORD=missing|failed|all`.
@Suite struct GoldenSymbolTests {
    static let blue = Color(r8: 0, g8: 122, b8: 255)

    @Test(arguments: CatalogTests.expected)
    func symbolAtTwoSizesAndBothModes(name: String) throws {
        let s = Fixture.symbol(name)
        for size in [22.0, 44.0] {
            // Palette and multicolor are checked pixel by pixel in SymbolPaletteTests (here they would
            // repeat monochrome: one colour and no multicolor annotations).
            for mode in [SymbolRenderingMode.monochrome, .hierarchical] {
                let image = SymbolRenderer.image(of: s, style: SymbolStyle(pointSize: size, mode: mode, color: Self.blue), scale: 2)
                try assertGolden(image, named: "\(name)-\(Int(size))-\(mode.rawValue)", group: "symbols")
            }
        }
    }

    static let effects: [(String, String, String, SymbolEffect, SymbolWeight)] = [
        ("replace-downUp-byLayer", "sun.max.fill", "moon.stars.fill", .replace(.downUp, .byLayer), .regular),
        ("replace-upUp-whole", "moon.stars.fill", "sun.max.fill", .replace(.upUp, .wholeSymbol), .regular),
        ("replace-offUp-byLayer", "mic.fill", "video.fill", .replace(.offUp, .byLayer), .regular),
        ("magic-bell-off", "bell.fill", "bell.slash.fill", .morphMagic, .medium),
        ("magic-bell-on", "bell.slash.fill", "bell.fill", .morphMagic, .medium),
        ("magic-mic-off", "mic.fill", "mic.slash.fill", .morphMagic, .medium),
        ("magic-fallback", "sun.max.fill", "cloud.fill", .morphMagic, .medium),
        ("fade-wifi", "wifi", "wifi.slash", .fade, .regular),
    ]

    @Test(arguments: effects.indices)
    func effectAtStartMiddleEnd(index: Int) throws {
        let (label, from, to, effect, weight) = Self.effects[index]
        let t = SymbolTransition(from: Fixture.symbol(from), to: Fixture.symbol(to), effect: effect)
        let style = SymbolStyle(pointSize: 44, weight: weight, mode: .hierarchical, color: Self.blue)
        for (name, p) in [("start", 0.0), ("middle", 0.5), ("end", 1.0)] {
            try assertGolden(SymbolRenderer.image(of: t, at: p, style: style, scale: 2), named: "effect-\(label)-\(name)", group: "symbols")
        }
    }
}
