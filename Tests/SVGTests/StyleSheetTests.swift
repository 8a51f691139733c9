import Testing
import Raster
@testable import SVG

/// The CSS parser and selectors on their own.
@Suite struct CSSParserTests {
    func selector(_ text: String) throws -> CSSSelector { try CSSSelector.parse(text) }
    func element(_ name: String, _ attributes: [String: String] = [:]) -> CSSElement { CSSElement(name: name, attributes: attributes) }

    @Test func rulesCommentsAtRulesAndRecovery() {
        let (sheet, problems) = CSSParser.parseSheet("""
            <!-- /* a comment { } */ .a, #b { fill: red; stroke : blue !important; bad }
            @media print { rect { fill: green } } @import "x.css";
            rect:hover { fill: lime } g > .c[data-x="{;}"] { opacity: 0.5 } -->
            """)
        #expect(sheet.rules.map(\.order) == [1, 1, 3])
        #expect(sheet.rules[0].declarations == [CSSDeclaration(name: "fill", value: "red", important: false),
                                                CSSDeclaration(name: "stroke", value: "blue", important: true)])
        #expect(sheet.rules[2].declarations == [CSSDeclaration(name: "opacity", value: "0.5", important: false)])
        #expect(problems.count == 4, "\(problems)")   // 'bad', @media, @import, :hover
        #expect(problems.contains { $0.contains("pseudo-classes") })
    }

    @Test func declarationsOfAStyleAttribute() {
        let (d, malformed) = CSSParser.parseDeclarations("FILL: url('a;b') ; ;stroke:red!IMPORTANT;/*x*/opacity:1;:x;junk")
        #expect(d.map(\.name) == ["fill", "stroke", "opacity"])
        #expect(d[0].value == "url('a;b')" && d[1].important && d[1].value == "red")
        #expect(malformed == [":x", "junk"])
    }

    @Test func specificityOrdersIdsClassesTypes() throws {
        #expect(try selector("#a").specificity > selector(".a.b.c.d rect g").specificity)
        #expect(try selector(".a").specificity > selector("svg g rect").specificity)
        #expect(try selector("[fill]").specificity == selector(".x").specificity)
        #expect(try selector("*").specificity == 0)
    }

    @Test func matching() throws {
        let root = element("svg"), g = element("g", ["class": "layer  top"]), rect = element("rect", ["id": "r", "data-k": "en-GB", "class": "x"])
        let path = [root, g, rect]
        for yes in ["rect", "*", "#r", ".x", "rect.x#r", "svg rect", "g > rect", "svg > g > .x", "svg * rect", "[data-k]",
                    "[data-k=en-GB]", "[data-k|=en]", "[data-k^='en']", "[data-k$=GB]", "[data-k*=\"n-G\"]", ".top rect", "svg .layer > rect"] {
            #expect(try selector(yes).matches(path), "\(yes)")
        }
        for no in ["g", "#q", ".layer", "svg > rect", "g rect g", "[data-k=en]", "[data-k~=en]", "[data-q]", "rect > rect", "circle"] {
            #expect(try !selector(no).matches(path), "\(no)")
        }
    }

    @Test func invalidSelectors() {
        for text in ["", "a +b", "a ~ b", "a:first-child", "a >", "#", ".", "[x", "[x=]", "a,", "[x='y]", "> a", "a!"] {
            #expect(throws: (any Error).self, "\(text)") { try CSSSelector.parse(text) }
        }
    }

    /// Descendant matching remembers what failed: a long chain against a deep document stays cheap.
    @Test func deepDescendantChainsStayLinear() throws {
        let s = try selector(Array(repeating: "g", count: 31).joined(separator: " ") + " rect")
        let ancestry = Array(repeating: element("g"), count: 127) + [element("circle")]
        #expect(!s.matches(ancestry))
        #expect(!(try selector(Array(repeating: "g", count: 30).joined(separator: " ") + " q g")).matches(Array(repeating: element("g"), count: 128)))
    }
}

/// `<style>` in documents: the cascade with presentation attributes and `style`.
@Suite struct StyleSheetTests {
    func render(_ body: String, _ sheet: String) throws -> (SVGDocument, Pixmap) {
        let d = try SVGDocument(string: "<svg xmlns='http://www.w3.org/2000/svg' width='4' height='1'><style>\(sheet)</style>\(body)</svg>",
                                errorHandling: .recover)
        return (d, d.renderPixmap(width: 4, height: 1).pixmap)
    }

    func rgb(_ px: Pixmap, _ x: Int) -> [UInt8] { let p = px.straightPixel(x: x, y: 0); return [p.r, p.g, p.b, p.a] }

    @Test func cascadeOrder() throws {
        let (d, px) = try render("""
            <rect class='a' fill='red' width='1' height='1'/>
            <rect id='b' class='a' x='1' width='1' height='1'/>
            <rect class='a' x='2' width='1' height='1' style='fill: red'/>
            <rect class='imp' x='3' width='1' height='1' style='fill: red'/>
            """, """
            rect { fill: red } .a { fill: lime } #b { fill: blue } .a { fill-opacity: 1 }
            rect.imp { fill: yellow !important } rect { fill: black }
            """)
        #expect(d.warnings.isEmpty)
        #expect(rgb(px, 0) == [0, 255, 0, 255])    // a class rule beats the presentation attribute
        #expect(rgb(px, 1) == [0, 0, 255, 255])    // an id beats a class
        #expect(rgb(px, 2) == [255, 0, 0, 255])    // style="" beats the sheet
        #expect(rgb(px, 3) == [255, 255, 0, 255])  // !important in the sheet beats style=""
    }

    @Test func laterRuleWinsAtEqualSpecificityAndSheetAppliesBeforeItIsRead() throws {
        let body = "<g><rect width='4' height='1'/></g><defs><style>rect { fill: blue }</style></defs>"
        let d = try SVGDocument(string: "<svg xmlns='http://www.w3.org/2000/svg' width='4' height='1'>\(body)</svg>")
        #expect(d.renderPixmap(width: 4, height: 1).pixmap.straightPixel(x: 1, y: 0).b == 255)
        let (_, px) = try render("<rect width='4' height='1'/>", "g rect { fill: red } rect { fill: red } * { fill: red } svg > rect { fill: lime }")
        #expect(rgb(px, 0) == [0, 255, 0, 255])
    }

    @Test func cdataTypeAndInheritance() throws {
        let (_, px) = try render("<g class='k'><rect width='2' height='1'/></g><rect x='2' width='2' height='1'/>",
                                 "<![CDATA[ .k { fill: rgb(0 0 255) } ]]>")
        #expect(rgb(px, 0) == [0, 0, 255, 255] && rgb(px, 3) == [0, 0, 0, 255])
        let other = try SVGDocument(string: "<svg xmlns='http://www.w3.org/2000/svg' width='1' height='1'><style type='text/sass'>rect{fill:red}</style><rect width='1' height='1'/></svg>")
        #expect(other.renderPixmap(width: 1, height: 1).pixmap.straightPixel(x: 0, y: 0).r == 0)
    }

    @Test func stopsTakeTheirColourFromTheSheet() throws {
        let (_, px) = try render("<linearGradient id='g'><stop class='s' offset='0'/><stop class='s' offset='1'/></linearGradient><rect width='4' height='1' fill='url(#g)'/>",
                                 "stop.s { stop-color: lime; stop-opacity: 1 }")
        #expect(rgb(px, 1) == [0, 255, 0, 255])
    }

    @Test func droppedRulesWarnAndStrictRefuses() throws {
        let (d, px) = try render("<rect width='4' height='1' class='x'/>", ".x:hover { fill: red } .x { fill: lime; foo }")
        #expect(d.warnings.count == 2, "\(d.warnings)")   // the rule with a pseudo-class, and the declaration 'foo'
        #expect(d.warnings.allSatisfy { $0.line == 1 && $0.message.hasPrefix("<style>: ") })
        #expect(rgb(px, 0) == [0, 255, 0, 255])
        #expect(throws: SVGError.self) { try SVGDocument(string: "<svg xmlns='http://www.w3.org/2000/svg'><style>a:hover{}</style></svg>") }
    }
}
