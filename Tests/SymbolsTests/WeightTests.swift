import Raster
import Testing
@testable import Symbols

/// Heavier weights offset every outline outward (docs/symbols-format.md, "Weights").
@Suite struct WeightTests {
    /// A 9-unit bar with round caps: the offset grows its area by the perimeter times δ plus π·δ²,
    /// for the straight part that is ≈ 2·δ·length.
    @Test(arguments: [SymbolWeight.medium, .semibold, .bold])
    func barGrowsByPerimeterTimesOffset(weight: SymbolWeight) {
        let length = 60.0, r = 4.5
        let bar = Path.capsule(in: Rect(x: 0, y: 0, width: length + 2 * r, height: 2 * r))
        let d = weight.outlineOffset
        let grown = abs(bar.offsetOutward(by: d).signedArea) - abs(bar.signedArea)
        let expected = 2 * d * length + .pi * ((r + d) * (r + d) - r * r)
        #expect(abs(grown - expected) < 0.02 * expected, "grew \(grown), expected \(expected)")
        #expect(abs(bar.offsetOutward(by: d).bounds.height - (2 * r + 2 * d)) < 0.01, "9 units become 9 + 2δ")
    }

    /// The weights whose offsets differ: lighter ones draw as regular, heavier as bold (the offset
    /// stops where contours 6 units apart would merge).
    static let offsetWeights: [SymbolWeight] = [.regular, .medium, .semibold, .bold]

    @Test func offsetsGrowWithWeight() {
        let offsets = Self.offsetWeights.map(\.outlineOffset)
        #expect(offsets == offsets.sorted() && Set(offsets).count == offsets.count)
        #expect(SymbolWeight.medium.outlineOffset == 0.6)
        #expect([SymbolWeight.ultralight, .thin, .light].allSatisfy { $0.outlineOffset == 0 })
        #expect([SymbolWeight.heavy, .black].allSatisfy { $0.outlineOffset == SymbolWeight.bold.outlineOffset })
    }

    @Test func renderedInkGrowsAndContoursStaySeparate() {
        let sun = Fixture.symbol("sun.max.fill")
        let areas = Self.offsetWeights.map { Fixture.alphaArea(SymbolRenderer.image(of: sun, style: SymbolStyle(pointSize: 100, weight: $0))) }
        #expect(areas == areas.sorted() && Set(areas).count == areas.count, "\(areas)")
        // 9 contours, each offset on its own: the ink stays a single contour per ray, not merged.
        #expect(sun.layers[0].path.offsetOutward(by: 2).subpaths().count == 9)
    }
}

/// Pre-weighted symbols draw the same pixels as weighting at draw time.
@Suite struct WeightedSymbolTests {
    @Test(arguments: ["bell.slash.fill", "mic.slash.fill", "sun.max.fill"])
    func weightedOnceMatchesWeightedPerDraw(name: String) {
        let s = Fixture.symbol(name)
        let style = SymbolStyle(pointSize: 44, weight: .medium, mode: .hierarchical, color: .black)
        #expect(SymbolRenderer.image(of: s.weighted(.medium), style: style) == SymbolRenderer.image(of: s, style: style))
        let t1 = SymbolTransition(from: Fixture.symbol("bell.fill"), to: Fixture.symbol("bell.slash.fill"), effect: .morphMagic)
        let t2 = SymbolTransition(from: t1.from.weighted(.medium), to: t1.to.weighted(.medium), effect: .morphMagic)
        #expect(t2.sharesLayers, "weighting keeps shared layers identical")
        #expect(SymbolRenderer.image(of: t1, at: 0.4, style: style) == SymbolRenderer.image(of: t2, at: 0.4, style: style))
        #expect(s.weighted(.medium).weighted(.medium) == s.weighted(.medium))
    }
}
