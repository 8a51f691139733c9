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
        #expect(SVGNamedColors.table.count == 148)
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

/// CSS Color 4's forms that editors write, and `currentColor` through `color`'s inheritance.
@Suite struct CSSColor4Tests {
    func rgba(_ s: String) throws -> [Int] {
        let c = try SVGColor.parse(s)
        return [c.red, c.green, c.blue, c.alpha].map { Int(($0 * 255).rounded()) }
    }

    @Test func modernRGBSyntax() throws {
        #expect(try rgba("rgb(255 0 10)") == [255, 0, 10, 255])
        #expect(try rgba("rgb(100% 50% 0% / 50%)") == [255, 128, 0, 128])
        #expect(try rgba("RGBA(0 0 255 / 0.2)") == [0, 0, 255, 51])
        #expect(try rgba("rgb(255, 0, 0, 25%)") == [255, 0, 0, 64])
        #expect(try rgba("rgba(255, 0, 0)") == [255, 0, 0, 255])
        #expect(try rgba("transparent") == [0, 0, 0, 0])
    }

    @Test func hslInDegreesAndAngles() throws {
        #expect(try rgba("hsl(0, 100%, 50%)") == [255, 0, 0, 255])
        #expect(try rgba("hsl(120 100% 25%)") == [0, 128, 0, 255])
        #expect(try rgba("hsl(240deg 100% 50% / 0.5)") == [0, 0, 255, 128])
        #expect(try rgba("hsl(0.5turn, 100%, 50%)") == [0, 255, 255, 255])
        #expect(try rgba("hsl(-120, 100%, 50%)") == [0, 0, 255, 255])
        #expect(try rgba("hsla(60, 100%, 50%, 0.25)") == [255, 255, 0, 64])
        #expect(try rgba("hsl(30 0% 50%)") == [128, 128, 128, 255])   // no saturation: grey
        #expect(try rgba("hsl(3.14159265rad 100% 50%)") == [0, 255, 255, 255])
    }

    @Test func invalidFunctionalColours() {
        for text in ["hsl(1 2)", "rgb(1 2 3 4)", "rgb(1 2 3 / )", "hsl(10px 1% 1%)", "hsl(1e999, 1%, 1%)", "rgb(1, 2 3)", "rgb(1 2 3 / 4 / 5)", "rgb(a b c)"] {
            #expect(throws: (any Error).self, "\(text)") { try SVGColor.parse(text) }
        }
    }

    /// CSS Color 4: the legacy (comma) syntax takes three numbers or three percentages in rgb() and
    /// percentages for hsl()'s saturation and lightness; only the modern syntax mixes them, takes plain
    /// numbers there, and `none`.
    @Test func legacySyntaxIsCSSColor4s() throws {
        for text in ["rgb(0, 50%, 0)", "rgb(0%, 128, 0)", "hsl(120, 100, 25)", "hsl(120, 100%, 25)", "rgb(none, 0, 0)"] {
            #expect(throws: (any Error).self, "\(text)") { try SVGColor.parse(text) }
        }
        #expect(try rgba("rgb(0 50% 0)") == [0, 128, 0, 255])
        #expect(try rgba("hsl(120 100 25)") == [0, 128, 0, 255])
        #expect(try rgba("rgb(none 128 0 / none)") == [0, 128, 0, 0])
        #expect(try rgba("hsl(none 100% 25%)") == [128, 0, 0, 255])
        #expect(try rgba("rgba(0%, 50%, 0%, 50%)") == [0, 128, 0, 128])
    }

    @Test func currentColorFollowsTheInheritedColorProperty() throws {
        let d = try SVGDocument(string: """
            <svg xmlns='http://www.w3.org/2000/svg' width='4' height='2'>
              <g color='hsl(120, 100%, 50%)'><rect width='1' height='2' fill='currentcolor'/>
                <g color='currentColor'><rect x='1' width='1' height='2' fill='currentColor'/></g>
                <rect x='2' width='1' height='2' style='color: rgb(0 0 255); fill: currentColor'/></g>
              <rect x='3' width='1' height='2' fill='currentColor'/>
            </svg>
            """)
        #expect(d.warnings.isEmpty)
        let px = d.renderPixmap(width: 4, height: 2, options: SVGRenderOptions(currentColor: .black)).pixmap
        func rgb(_ x: Int) -> [UInt8] { let p = px.straightPixel(x: x, y: 1); return [p.r, p.g, p.b] }
        #expect(rgb(0) == [0, 255, 0] && rgb(1) == [0, 255, 0] && rgb(2) == [0, 0, 255] && rgb(3) == [0, 0, 0])
    }
}
