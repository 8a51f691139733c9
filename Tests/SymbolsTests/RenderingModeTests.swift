import Raster
import Testing
@testable import Symbols

/// Monochrome and hierarchical: which layers get which opacity, measured in pixels.
@Suite struct RenderingModeTests {
    /// Alpha at the centre of the bell's clapper (secondary layer), in a 100-pt render at 1 px per unit.
    func clapperAlpha(_ mode: SymbolRenderingMode) -> UInt8 {
        var canvas = Canvas(width: 120, height: 170)
        SymbolRenderer.draw(Fixture.symbol("bell.fill"), style: SymbolStyle(pointSize: 100, mode: mode, color: .black),
                            anchoredAt: Point(60, 100), into: &canvas)
        // Clapper centre (0, 8) in grid units = anchor + (0, 8 + 35).
        return canvas.pixmap.pixel(x: 60, y: 100 + 43).a
    }

    @Test func secondaryLayersDimOnlyInHierarchical() {
        #expect(clapperAlpha(.monochrome) == 255)
        let expected = UInt8((SymbolEffectConstants.hierarchicalSecondaryOpacity * 255).rounded())
        #expect(abs(Int(clapperAlpha(.hierarchical)) - Int(expected)) <= 1)
        #expect(SymbolRenderingMode.hierarchical.opacity(of: .primary) == 1)
        #expect(SymbolRenderingMode.hierarchical.opacity(of: .slash) == 1)
    }

    @Test func plainSVGWithTransformsIsBaked() throws {
        let svg = #"<svg viewBox="0 0 10 10"><g transform="translate(5 0)"><rect x="0" y="0" width="5" height="10"/></g></svg>"#
        let s = try SymbolFileReader.symbol(named: "half", data: .init(svg.utf8), file: "half.svg")
        let b = s.layers[0].path.bounds
        #expect(abs(b.minX - 0) < 1e-9 && abs(b.maxX - 50) < 1e-9, "right half of a 100-unit box centred on x = 0: \(b)")
    }
}
