import Testing
import Raster
@testable import SVG

/// CSS's units in SVG lengths: absolute ones at 96 px per inch, font-relative ones from
/// `font-size`, viewport-relative ones from the document's size.
@Suite struct UnitTests {
    func px(_ text: String, _ context: SVGLength.Context = SVGLength.Context()) throws -> Double {
        var approximated = false
        return try SVGLength.parse(text, in: context, approximated: &approximated).value
    }

    @Test func absoluteUnits() throws {
        for text in ["96", "96px", "1in", "2.54cm", "25.4mm", "101.6q", "101.6Q", "72pt", "6pc", "1IN"] {
            #expect(abs(try px(text) - 96) < 1e-9, "\(text)")
        }
        #expect(throws: SVGValueError.self) { try px("1qq") }
        #expect(throws: SVGValueError.self) { try px("1e308in") }   // overflows to infinity
    }

    @Test func relativeUnitsUseTheirContext() throws {
        let context = SVGLength.Context(fontSize: 10, rootFontSize: 20, viewport: Size(200, 50))
        #expect(try px("2em", context) == 20)
        #expect(try px("2rem", context) == 40)
        #expect(try px("10vw", context) == 20)
        #expect(try px("10vh", context) == 5)
        #expect(try px("10vmin", context) == 5)
        #expect(try px("10vmax", context) == 20)
        var approximated = false
        #expect(try SVGLength.parse("2em", in: context, approximated: &approximated).value == 20 && !approximated)
        #expect(try SVGLength.parse("2ex", in: context, approximated: &approximated).value == 10 && approximated)
        approximated = false
        #expect(try SVGLength.parse("3ch", in: context, approximated: &approximated).value == 15 && approximated)
    }

    func width(_ body: String, root: String = "") throws -> (Double, [SVGWarning]) {
        let d = try SVGDocument(string: "<svg xmlns='http://www.w3.org/2000/svg' width='200' height='100' \(root)>\(body)</svg>")
        var node = d.root
        while let child = node.children.first { node = child }
        return (try #require(node.path).bounds.width, d.warnings)
    }

    @Test func fontSizeIsInheritedAndEmCountsIt() throws {
        #expect(try width("<rect width='2em' height='1'/>").0 == 32)                       // medium: 16 px
        #expect(try width("<g font-size='10'><rect width='2em' height='1'/></g>").0 == 20)
        #expect(try width("<g font-size='10'><rect font-size='2em' width='2em' height='1'/></g>").0 == 40)
        #expect(try width("<g font-size='10'><g font-size='150%'><rect width='2em' height='1'/></g></g>").0 == 30)
        #expect(try width("<g style='font-size: large'><rect width='1em' height='1'/></g>").0 == 18)
        // `larger` counts the parent's size (16 px), and the style beats the attribute's 12.
        #expect(abs(try width("<g font-size='12' style='font-size: larger'><rect width='1em' height='1'/></g>").0 - 19.2) < 1e-9)
        #expect(try width("<g font-size='10'><rect width='2rem' height='1'/></g>", root: "font-size='5'").0 == 10)
        #expect(try width("<g font-size='10'><rect width='2rem' height='1'/></g>").0 == 32)
        #expect(try width("<rect width='10' stroke-width='1em' height='1' font-size='4'/>").0 == 10)
    }

    @Test func fontSizeInErrorIsIgnored() throws {
        let d = try SVGDocument(string: "<svg xmlns='http://www.w3.org/2000/svg' font-size='10'><rect font-size='-3' width='1em' height='1'/><rect font-size='huge' width='1em' height='1'/></svg>",
                                errorHandling: .recover)
        #expect(d.warnings.count == 2)
        #expect(d.root.children.allSatisfy { $0.path?.bounds.width == 10 })
        #expect(throws: SVGError.self) { try SVGDocument(string: "<svg xmlns='http://www.w3.org/2000/svg'><rect font-size='-3'/></svg>") }
    }

    @Test func viewportUnitsReferToTheOutermostViewport() throws {
        #expect(try width("<rect width='10vw' height='1'/>").0 == 20)
        // Inside a nested viewport (a 10-unit viewBox), vh still counts the document's 100 px height.
        #expect(try width("<svg width='50' height='50' viewBox='0 0 10 10'><rect width='10vh' height='1'/></svg>").0 == 10)
        #expect(try width("<rect width='50vmin' height='1'/>").0 == 50)
    }

    @Test func exAndChWarnOnce() throws {
        let (w, warnings) = try width("<g font-size='20'><rect width='2ex' height='1ch'/></g>")
        #expect(w == 20)
        #expect(warnings.count == 1 && warnings[0].message.contains("half the font size"))
    }
}
