import Foundation
import Raster
import Testing
@testable import Symbols

/// Mapped icons sit like our artwork, keep their holes at every weight, slash variants share their
/// plain symbol's outline, and directional symbols mirror.
@Suite struct MappedSymbolTests {
    static func mapped(_ name: String) throws -> Symbol { try Fixture.catalog.symbol(named: name) }

    /// circle-fill is the icon set's whole 16-px grid: 98 units plus the regular offset on each side,
    /// centred on x = 0 and the cap-height band's middle (y = −35); the image box is the ink plus 2.
    @Test func placementFollowsTheGrid() throws {
        let circle = try Self.mapped("circle.fill")
        let ink = circle.layers[0].path.bounds
        let side = SymbolNameMap.iconGridUnits + 2 * SymbolNameMap.regularOutlineOffset
        #expect(abs(ink.width - side) < 0.05 && abs(ink.height - side) < 0.05, "\(ink)")
        #expect(abs(ink.midX) < 0.01 && abs(ink.midY + 35) < 0.01, "\(ink)")
        #expect(circle.metrics.box == Rect(x: -52, y: -87, width: 104, height: 104), "the ink, 100 across, and 2 each side")
        #expect(circle.metrics.anchor == Point(0, -35))
    }

    @Test func scaleAndBaselineOffsetAdjustAnEntry() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: "\(SymbolNameMap.debianIconFolder)/circle-fill.svg"))
        let plain = try SymbolFileReader.mappedSymbol(named: "c", entry: .init(icon: "circle-fill"), data: data, file: "c.svg")
        let moved = try SymbolFileReader.mappedSymbol(named: "c", entry: .init(icon: "circle-fill", scale: 0.5, baselineOffset: 10),
                                                      data: data, file: "c.svg")
        let a = plain.layers[0].path.bounds, b = moved.layers[0].path.bounds
        #expect(abs(b.width - (a.width - 2) / 2 - 2) < 0.05, "half the grid, the same regular offset: \(a) \(b)")
        #expect(abs(b.midY - (a.midY + 10)) < 0.01)
    }

    /// Holes stay holes: a ring (`circle`) is empty in the middle at every weight, and its ink grows
    /// with the weight on both edges (the hole shrinks as the outline grows).
    @Test func ringsKeepTheirHoleAndGrowBothWays() throws {
        let ring = try Self.mapped("circle")
        var areas: [Double] = []
        for weight in WeightTests.offsetWeights {
            let image = SymbolRenderer.image(of: ring, style: SymbolStyle(pointSize: 100, weight: weight), scale: 1)
            #expect(image.pixel(x: image.width / 2, y: image.height / 2).a == 0, "\(weight): the hole is open")
            areas.append(Fixture.alphaArea(image))
        }
        #expect(areas == areas.sorted() && Set(areas).count == areas.count, "\(areas)")
        // Ring ink at regular: between the icon's radii of 7 and 8 px of 16, each moved 1 unit out by the
        // regular offset (the 1-px line grows 1 unit each side): 41.9 and 50 units at 98 units a grid.
        let g = SymbolNameMap.iconGridUnits / 16
        let expected = Double.pi * ((8 * g + 1) * (8 * g + 1) - (7 * g - 1) * (7 * g - 1))
        #expect(abs(areas[0] - expected) < 0.02 * expected, "\(areas[0]) vs \(expected)")
    }

    /// SF's slash variants are their symbol plus a slash: the bell and its derived slash share the
    /// outline, so magic replace keeps the bell and draws the slash on; unrelated icons fall back.
    @Test func derivedSlashSharesTheOutline() throws {
        let bell = try Self.mapped("bell"), slash = try Self.mapped("bell.slash")
        #expect(slash.layers.map(\.role) == [.primary, .gap, .slash])
        #expect(slash.layers[0].path == bell.layers[0].path)
        let axis = try #require(slash.slash)
        #expect(axis.start.x < axis.end.x && axis.start.y < axis.end.y, "top-leading to bottom-trailing")
        let magic = SymbolTransition(from: bell, to: slash, effect: .morphMagic)
        #expect(magic.resolvedEffect == .morphMagic && magic.sharesLayers)
        let kept = magic.layers(at: 0.5).filter { $0.role == .primary }
        #expect(kept.count == 1 && kept[0].opacity == 1 && kept[0].scale == 1, "the bell stays put")
        let unrelated = SymbolTransition(from: try Self.mapped("heart"), to: try Self.mapped("star.fill"), effect: .morphMagic)
        #expect(unrelated.resolvedEffect == .replace(.downUp, .byLayer))
    }

    /// Replace and fade work for any pair: they end on the new symbol alone.
    @Test(arguments: [SymbolEffect.defaultReplace, .fade, .replace(.upUp, .wholeSymbol)])
    func replaceAndFadeForAnyPair(effect: SymbolEffect) throws {
        let from = try Self.mapped("heart.fill"), to = try Self.mapped("bell.slash")
        let t = SymbolTransition(from: from, to: to, effect: effect)
        let style = SymbolStyle(pointSize: 44)
        let end = SymbolRenderer.image(of: t, at: 1, style: style, scale: 1)
        let start = SymbolRenderer.image(of: t, at: 0, style: style, scale: 1)
        #expect(Fixture.inkCount(start) > 100 && Fixture.inkCount(end) > 100)
        #expect(t.layers(at: 1).filter { $0.source == .from }.allSatisfy { $0.opacity == 0 })
    }

    /// Directional names flip in right-to-left layouts; their outlines keep the clockwise winding.
    @Test func directionalSymbolsMirror() throws {
        let back = try Self.mapped("chevron.backward"), left = try Self.mapped("chevron.left")
        #expect(back.mirrorsInRightToLeft && !left.mirrorsInRightToLeft)
        let mirrored = back.mirrored()
        let a = back.layers[0].path.bounds, b = mirrored.layers[0].path.bounds
        #expect(abs(a.minX + b.maxX) < 1e-9 && abs(a.maxX + b.minX) < 1e-9 && a.minY == b.minY)
        #expect(mirrored.metrics.box.minX == -back.metrics.box.maxX)
        #expect(mirrored.layers[0].path.subpaths().allSatisfy { $0.signedArea > 0 })
        let style = SymbolStyle(pointSize: 44, weight: .bold)
        #expect(Fixture.alphaArea(SymbolRenderer.image(of: mirrored, style: style)) - Fixture.alphaArea(SymbolRenderer.image(of: back, style: style)) < 1,
                "the same ink, flipped")
    }
}
