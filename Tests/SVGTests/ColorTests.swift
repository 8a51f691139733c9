import Testing
import Raster
@testable import SVG

@Suite struct ColorTests {
    func rgb(_ s: String) throws -> [Int] {
        let c = try SVGColor.parse(s)
        return [c.red, c.green, c.blue].map { Int(($0 * 255).rounded()) }
    }

    @Test func hexForms() throws {
        #expect(try rgb("#f80") == [255, 136, 0])
        #expect(try rgb("#FF8800") == [255, 136, 0])
        #expect(try rgb("#0a0B0c") == [10, 11, 12])
        #expect(try SVGColor.parse("#00000080").alpha == 128.0 / 255)
    }

    @Test func functionalForms() throws {
        #expect(try rgb("rgb(255, 0, 10)") == [255, 0, 10])
        #expect(try rgb("rgb( 100% ,50%,0% )") == [255, 128, 0])
        #expect(try rgb("rgb(300,-5,0)") == [255, 0, 0])   // clamped, as CSS does
        #expect(try SVGColor.parse("rgba(0,0,0,0.25)").alpha == 0.25)
    }

    @Test func namedColours() throws {
        #expect(SVGNamedColors.table.count == 147)
        #expect(try rgb("cornflowerblue") == [100, 149, 237])
        #expect(try rgb("Red") == [255, 0, 0])   // case-insensitive
        #expect(try rgb("grey") == (try rgb("gray")))
        #expect(try rgb("lightgoldenrodyellow") == [250, 250, 210])
    }

    @Test func invalidColours() {
        #expect(throws: (any Error).self) { try SVGColor.parse("#12") }
        #expect(throws: (any Error).self) { try SVGColor.parse("#ggg") }
        #expect(throws: (any Error).self) { try SVGColor.parse("rgb(1,2)") }
        #expect(throws: (any Error).self) { try SVGColor.parse("notacolour") }
    }

    @Test func paints() throws {
        #expect(try SVGPaint.parse("none") == .none)
        #expect(try SVGPaint.parse(" currentColor ") == .currentColor)
        #expect(try SVGPaint.parse("url(#g1)") == .reference(id: "g1", fallback: nil))
        #expect(try SVGPaint.parse("url('#g1') red") == .reference(id: "g1", fallback: .color(Color(r8: 255, g8: 0, b8: 0))))
        #expect(throws: (any Error).self) { try SVGPaint.parse("url(other.svg#x)") }
    }
}
