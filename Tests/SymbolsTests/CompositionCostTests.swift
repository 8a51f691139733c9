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

/// An enclosed mapped base is read without its own offset (`Symbol.outlinesAwaitOffset`) and offset once
/// at its size in the enclosure: the composition draws as it did from the offset icon.
@Suite struct DeferredOffsetTests {
    @Test(arguments: [("heart.circle.fill", "heart.fill", "circle.fill"), ("star.square.fill", "star.fill", "square.fill"),
                      ("person.crop.circle.fill", "person.fill", "circle.fill")])
    func anEnclosedBaseReadBeforeItsOffsetDrawsAsTheOffsetOne(names: (String, String, String)) throws {
        let (name, baseName, enclosureName) = names
        let catalog = try SymbolCatalog.builtIn()   // nothing read yet, so the base is read before its offset
        let composed = try catalog.symbol(named: name)
        let base = Fixture.symbol(baseName)
        #expect(!base.outlinesAwaitOffset && !composed.outlinesAwaitOffset)
        let entry = try #require(SymbolNameMap.bundled.entries[enclosureName])
        let enclosure = try #require(Symbol.exactEnclosure(named: enclosureName, entry: entry))
        let fromOffset = try #require(Symbol.enclosed(base, in: enclosure, filled: true, cropped: name.contains("crop"), name: name))
        for size in [17.0, 44] {
            let style = SymbolStyle(pointSize: size)
            let x = SymbolRenderer.image(of: composed, style: style, scale: 3), y = SymbolRenderer.image(of: fromOffset, style: style, scale: 3)
            #expect(x.width == y.width && x.height == y.height)
            let d = CutInKnockoutTests.differences(x, y)
            #expect(d.filter { $0 > 2 }.count <= 4, "\(name) at \(size) pt: \(d.filter { $0 > 2 }.count) pixels differ by more than 2")
            #expect(abs(Fixture.alphaArea(x) - Fixture.alphaArea(y)) < 0.002 * Fixture.alphaArea(y))
        }
    }
}

extension DeferredOffsetTests {
    @Test func aBadgeReadBeforeItsOffsetDrawsAsTheOffsetOne() throws {
        let catalog = try SymbolCatalog.builtIn()   // nothing read yet, so the key is read before its offset
        let composed = try catalog.symbol(named: "person.badge.key")
        let fromOffset = try #require(Fixture.symbol("person").badged(Fixture.symbol("key"), name: "person.badge.key"))
        for size in [17.0, 44] {
            let style = SymbolStyle(pointSize: size)
            let x = SymbolRenderer.image(of: composed, style: style, scale: 3), y = SymbolRenderer.image(of: fromOffset, style: style, scale: 3)
            #expect(x.width == y.width && x.height == y.height)
            let d = CutInKnockoutTests.differences(x, y)
            #expect(d.filter { $0 > 2 }.count <= 4, "at \(size) pt: \(d.filter { $0 > 2 }.count) pixels differ by more than 2")
            #expect(abs(Fixture.alphaArea(x) - Fixture.alphaArea(y)) < 0.002 * Fixture.alphaArea(y))
        }
    }
}
