import Raster
import Testing
@testable import Symbols

/// The circle and square enclosures drawn from their geometry (`Symbol.exactEnclosure`) are the mapped
/// icons' drawings: the same image box and, drawn, the same pixels but for the offset outline's flattening.
@Suite struct ExactEnclosureTests {
    @Test(arguments: ["circle", "circle.fill", "square", "square.fill"])
    func drawsAsTheMappedIcon(name: String) throws {
        let entry = try #require(SymbolNameMap.bundled.entries[name])
        let exact = try #require(Symbol.exactEnclosure(named: name, entry: entry))
        let mapped = Fixture.symbol(name)
        guard case .mapped = Fixture.catalog.source(of: name) else { Issue.record("\(name) is not mapped"); return }
        #expect(exact.metrics.box == mapped.metrics.box)
        let a = exact.paintedBounds, b = mapped.paintedBounds
        #expect(abs(a.minX - b.minX) < 0.02 && abs(a.maxY - b.maxY) < 0.02 && abs(a.width - b.width) < 0.04, "\(a) against \(b)")
        #expect(exact.layers[0].path.elements.count < mapped.layers[0].path.elements.count / 10)
        for size in [17.0, 44] {
            let style = SymbolStyle(pointSize: size)
            let x = SymbolRenderer.image(of: exact, style: style, scale: 3), y = SymbolRenderer.image(of: mapped, style: style, scale: 3)
            #expect(x.width == y.width && x.height == y.height)
            let d = CutInKnockoutTests.differences(x, y)
            #expect((d.max() ?? 0) <= 2, "\(name) at \(size) pt: a pixel differs by \(d.max() ?? 0)")
            #expect(abs(Fixture.alphaArea(x) - Fixture.alphaArea(y)) < 0.001 * Fixture.alphaArea(y))
        }
    }

    @Test func otherIconsAreReadFromTheirFiles() throws {
        let entry = try #require(SymbolNameMap.bundled.entries["heart.fill"])
        #expect(Symbol.exactEnclosure(named: "heart.fill", entry: entry) == nil)
    }
}
