import Testing
import Raster
@testable import SVG

@Suite struct StyleCascadeTests {
    func doc(_ body: String) throws -> SVGDocument {
        try SVGDocument(string: "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 100 100'>\(body)</svg>")
    }
    let red = Color(r8: 255, g8: 0, b8: 0), blue = Color(r8: 0, g8: 0, b8: 255)

    @Test func styleAttributeBeatsPresentationAttribute() throws {
        let d = try doc("<rect id='r' width='10' height='10' fill='red' style='fill: blue; stroke:red'/>")
        let s = try #require(d.node(withID: "r")).style
        #expect(s.fill == .color(blue))
        #expect(s.stroke == .color(red))
    }

    @Test func fillAndStrokePropertiesInherit() throws {
        let d = try doc("""
            <g fill='red' stroke='blue' stroke-width='3' stroke-linecap='round' stroke-linejoin='bevel'
               stroke-miterlimit='8' fill-rule='evenodd' fill-opacity='0.5' stroke-opacity='.25'>
              <g><path id='p' d='M0 0h10v10z'/></g>
            </g>
            """)
        let s = try #require(d.node(withID: "p")).style
        #expect(s.fill == .color(red))
        #expect(s.stroke == .color(blue))
        #expect(s.strokeStyle == StrokeStyle(width: 3, cap: .round, join: .bevel, miterLimit: 8))
        #expect(s.fillRule == .evenOdd)
        #expect(s.fillOpacity == 0.5)
        #expect(s.strokeOpacity == 0.25)
    }

    @Test func opacityIsNotInherited() throws {
        let d = try doc("<g id='g' opacity='0.5'><rect id='r' width='1' height='1' opacity='inherit'/><rect id='q' width='1' height='1'/></g>")
        #expect(d.node(withID: "g")?.style.opacity == 0.5)
        #expect(d.node(withID: "q")?.style.opacity == 1)
        #expect(d.node(withID: "r")?.style.opacity == 0.5)
    }

    @Test func defaults() throws {
        let s = try #require(try doc("<path id='p' d='M0 0'/>").node(withID: "p")).style
        #expect(s.fill == .color(.black))
        #expect(s.stroke == .none)
        #expect(s.strokeStyle == StrokeStyle(width: 1, cap: .butt, join: .miter, miterLimit: 4))
    }

    @Test func currentColorAndColorProperty() throws {
        let d = try doc("<g color='red'><rect id='r' width='1' height='1' fill='currentColor'/></g><rect id='q' fill='currentColor'/>")
        #expect(d.node(withID: "r")?.style.fill == .currentColor)
        #expect(d.node(withID: "r")?.style.color == red)
        #expect(d.node(withID: "q")?.style.color == nil)
    }

    @Test func strokeWidthUnitsAndErrors() throws {
        #expect(try doc("<path id='p' stroke-width='2px' d='M0 0'/>").node(withID: "p")?.style.strokeWidth == 2)
        #expect(throws: SVGError.self) { try doc("<path stroke-width='-1' d='M0 0'/>") }
        #expect(throws: SVGError.self) { try doc("<path stroke-linecap='pointy' d='M0 0'/>") }
        #expect(throws: SVGError.self) { try doc("<path stroke-miterlimit='0.5' d='M0 0'/>") }
        #expect(throws: SVGError.self) { try doc("<path fill='#zzz' d='M0 0'/>") }
    }

    @Test func idAndCustomAttributesAreKept() throws {
        let d = try doc("<g id='slash' data-layer='secondary' class='x'><path id='gap' d='M0 0'/></g>")
        let g = try #require(d.node(withID: "slash"))
        #expect(g.dataAttributes == ["layer": "secondary"])
        #expect(g.attributes["class"] == "x")
        #expect(g.children.first?.id == "gap")
    }

    @Test func inheritKeywordAndPercentOpacity() throws {
        let d = try doc("<g fill='red' stroke-width='4'><g fill='blue'><rect id='r' fill='inherit' stroke-width='inherit' fill-opacity='50%' width='1' height='1'/></g></g>")
        let s = try #require(d.node(withID: "r")).style
        #expect(s.fill == .color(blue))
        #expect(s.strokeWidth == 4)
        #expect(s.fillOpacity == 0.5)
    }

    @Test func unitsAreCaseInsensitive() throws {
        #expect(try doc("<path id='p' stroke-width='1PX' d='M0 0'/>").node(withID: "p")?.style.strokeWidth == 1)
    }
}
