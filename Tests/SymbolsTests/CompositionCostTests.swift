import Raster
import Testing
@testable import Symbols

/// Composition offsets a mapped base once, from its outline before the regular offset
/// (`SymbolLayer.beforeOffset`): the drawing stays what offsetting the offset outline again drew,
/// with fewer path elements (what the composed symbol's cost to build and draw goes by).
@Suite struct CompositionCostTests {
    /// `symbol` with the outline before the offset forgotten: composed the old way.
    static func withoutOutlineBeforeOffset(_ symbol: Symbol) -> Symbol {
        var s = symbol
        s.layers = s.layers.map { var l = $0; l.beforeOffset = nil; return l }
        return s
    }

    @Test(arguments: ["heart.fill", "person.fill", "chevron.up", "key.fill"])
    func scaledDownBaseDrawsAsBeforeWithFewerElements(name: String) throws {
        let base = Fixture.symbol(name)
        #expect(base.layers.first?.beforeOffset != nil, "a mapped icon keeps its outline before the offset")
        let k = 0.54
        let t = Transform.scale(k)
        let regrow = Symbol.regularLineWidth / 2 * (1 - k)
        let once = base.transformed(t, regrow: regrow), twice = Self.withoutOutlineBeforeOffset(base).transformed(t, regrow: regrow)
        let a = once.layers[0].path, b = twice.layers[0].path
        #expect(a.elements.count < b.elements.count, "\(a.elements.count) elements against \(b.elements.count)")
        // Drawn at 4 px per unit, the two fills differ only along their edges.
        let style = SymbolStyle(pointSize: 100)
        let x = SymbolRenderer.image(of: once, style: style, scale: 4), y = SymbolRenderer.image(of: twice, style: style, scale: 4)
        #expect(x.width == y.width && x.height == y.height)
        let areaA = Fixture.alphaArea(x), areaB = Fixture.alphaArea(y)
        #expect(abs(areaA - areaB) < 0.01 * areaB, "ink \(areaA) px against \(areaB) px")
    }

    @Test func transformsOtherThanCompositionForgetTheOutlineBeforeOffset() {
        let base = Fixture.symbol("heart.fill")
        #expect(base.mirrored().layers[0].beforeOffset == nil && base.weighted(.bold).layers[0].beforeOffset == nil)
        #expect(base.resolved(weight: .regular, scale: .large).layers[0].beforeOffset == nil)
    }
}
