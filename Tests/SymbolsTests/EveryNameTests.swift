import Foundation
import Raster
import Testing
@testable import Symbols

/// Every name the catalogue lists (ours, the name map, the reviewed composed names) and every ranked
/// name it draws (docs/symbol-usage.tsv) renders: ink at 17 pt in regular and bold, all of it inside the
/// image box, which the image's pixels cover (nothing clipped). The outlines' offset may pass the box by
/// its curve approximation, a few thousandths of a unit; 0.05 units is a twentieth of a pixel at 100 pt @2x.
@Suite struct EveryNameTests {
    static let names: [String] = Array(Set(Fixture.catalog.allNames + MostUsedSymbolsTests.drawn.map(\.name))).sorted()

    @Test func theListIsLong() { #expect(Self.names.count > 1000, "\(Self.names.count)") }

    @Test(arguments: names)
    func drawsInkInsideItsBox(_ name: String) throws {
        let symbol = try Fixture.catalog.symbol(named: name)
        for weight in [SymbolWeight.regular, .bold] {
            let style = SymbolStyle(pointSize: 17, weight: weight)
            let resolved = symbol.resolved(for: style)
            let grow = max(0, weight.outlineOffset - resolved.appliedOffset)
            let box = SymbolRenderer.imageBox(of: symbol, style: style)
            for layer in resolved.layers where layer.role != .gap && !layer.path.isEmpty {
                let ink = layer.path.bounds.insetBy(dx: -grow, dy: -grow)
                let e = 0.05
                #expect(box.minX <= ink.minX + e && box.minY <= ink.minY + e && box.maxX >= ink.maxX - e && box.maxY >= ink.maxY - e,
                        "\(name) \(weight): \(layer.role) ink \(ink) outside the image box \(box)")
            }
            let image = SymbolRenderer.image(of: symbol, style: style, scale: 2)
            #expect(Fixture.inkCount(image, threshold: 127) > 8, "\(name) \(weight): empty")
        }
    }
}
