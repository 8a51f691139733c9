import Testing
import Raster
@testable import SVG

/// The CSS parser and selectors on their own.
@Suite struct CSSParserTests {
    func selector(_ text: String) throws -> CSSSelector { try CSSSelector.parse(text) }
    func element(_ name: String, _ attributes: [String: String] = [:]) -> CSSElement { CSSElement(name: name, attributes: attributes) }
    /// Whether `selector` matches the last of `ancestry`, with `siblings` before it (none before its ancestors).
    func matches(_ selector: CSSSelector, _ ancestry: [CSSElement], siblings: [CSSElement] = []) -> Bool {
        var budget = CSSStyleSheet.siblingBudget
        let before = Array(repeating: [CSSElement](), count: ancestry.count - 1) + [siblings]
        return selector.matches(CSSContext(ancestry: ancestry, previousSiblings: before), budget: &budget)
    }

    @Test func rulesCommentsAtRulesAndRecovery() {
        let (sheet, problems) = CSSParser.parseSheet("""
            <!-- /* a comment { } */ .a, #b { fill: red; stroke : blue !important; bad }
            @media print { rect { fill: green } } @import "x.css";
            rect:hover { fill: lime } g > .c[data-x="{;}"] { opacity: 0.5 } rect::before { fill: red } -->
            """)
        #expect(sheet.rules.map(\.order) == [1, 1, 3])
        #expect(sheet.rules[0].declarations == [CSSDeclaration(name: "fill", value: "red", important: false),
                                                CSSDeclaration(name: "stroke", value: "blue", important: true)])
        #expect(sheet.rules[2].declarations == [CSSDeclaration(name: "opacity", value: "0.5", important: false)])
        #expect(problems.count == 5, "\(problems)")   // 'bad', @media, @import, :hover, ::before
        #expect(problems.contains { $0.contains("the pseudo-class ':hover' is not supported") })
        #expect(problems.contains { $0.contains("pseudo-elements are not supported") })
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
            #expect(try matches(selector(yes), path), "\(yes)")
        }
        for no in ["g", "#q", ".layer", "svg > rect", "g rect g", "[data-k=en]", "[data-k~=en]", "[data-q]", "rect > rect", "circle"] {
            #expect(try !matches(selector(no), path), "\(no)")
        }
    }

    @Test func invalidSelectors() {
        for text in ["", "a +", "a ~", "a:hover", "a::after", "a:", "a:nth-child", "a:nth-child(2n+)", "a:nth-child(x)",
                     "a:nth-child(1", "a:nth-child(99999999n)", "a >", "#", ".", "[x", "[x=]", "a,", "[x='y]", "> a", "a!"] {
            #expect(throws: (any Error).self, "\(text)") { try CSSSelector.parse(text) }
        }
    }

    /// Descendant matching remembers what failed: a long chain against a deep document stays cheap.
    @Test func deepDescendantChainsStayLinear() throws {
        let s = try selector(Array(repeating: "g", count: 31).joined(separator: " ") + " rect")
        let ancestry = Array(repeating: element("g"), count: 127) + [element("circle")]
        #expect(!matches(s, ancestry))
        #expect(!matches(try selector(Array(repeating: "g", count: 30).joined(separator: " ") + " q g"), Array(repeating: element("g"), count: 128)))
    }

    @Test func anPlusB() throws {
        let cases: [(String, Int, Int)] = [("odd", 2, 1), ("EVEN", 2, 0), ("3", 0, 3), ("-n+3", -1, 3), ("n", 1, 0),
                                           ("+n", 1, 0), ("2n + 1", 2, 1), ("-2n-1", -2, -1), ("+5", 0, 5), ("10n", 10, 0)]
        for (text, a, b) in cases {
            let parsed = try CSSSelector.anPlusB(text)
            #expect(parsed.a == a && parsed.b == b, "\(text)")
        }
        for bad in ["", "n+", "2m", "n-+1", "1.5n", "n 1"] {
            #expect(throws: SVGValueError.self, "\(bad)") { try CSSSelector.anPlusB(bad) }
        }
    }

    @Test func structuralPseudoClasses() throws {
        /// The element at `place` (1-based) of `count` siblings.
        func at(_ place: Int, of count: Int) -> CSSElement { CSSElement(name: "rect", attributes: [:], index: place, siblingCount: count) }
        func placesMatching(_ text: String) throws -> [Int] {
            let s = try selector(text)
            return (1...7).filter { matches(s, [element("svg"), at($0, of: 7)]) }
        }
        #expect(try placesMatching(":first-child") == [1])
        #expect(try placesMatching("rect:last-child") == [7])
        #expect(try placesMatching(":nth-child(odd)") == [1, 3, 5, 7])
        #expect(try placesMatching(":nth-child(3n+1)") == [1, 4, 7])
        #expect(try placesMatching(":nth-child(-n+3)") == [1, 2, 3])
        #expect(try placesMatching(":nth-last-child(2)") == [6])
        #expect(try placesMatching(":nth-child(0)") == [])
        #expect(try !matches(selector(":only-child"), [element("svg"), at(1, of: 2)]))
        #expect(try matches(selector("svg > :only-child"), [element("svg"), at(1, of: 1)]))
        #expect(try selector(":first-child").specificity == selector(".a").specificity)
    }

    @Test func siblingCombinators() throws {
        let a = element("circle", ["class": "a"]), b = element("rect", ["class": "b"]), c = element("rect")
        let ancestry = [element("svg"), element("g", ["class": "top"]), element("rect", ["id": "me"])]
        // `me` follows a, b, c in that order.
        for yes in ["rect + #me", ".a ~ #me", "circle ~ .b ~ rect + #me", "g > .b ~ #me", ".top .a ~ rect", "svg .a + .b ~ #me"] {
            #expect(try matches(selector(yes), ancestry, siblings: [a, b, c]), "\(yes)")
        }
        for no in [".a + #me", ".b + #me", "#me ~ .a", "svg > .a ~ #me", ".b ~ .a ~ #me", "g ~ #me"] {
            #expect(try !matches(selector(no), ancestry, siblings: [a, b, c]), "\(no)")
        }
    }

    /// `~` steps cost budget: with none left it matches nothing, and what it costs is bounded.
    @Test func subsequentSiblingScansAreBudgeted() throws {
        let s = try selector(".x ~ rect")
        let row = [element("rect", ["class": "x"])] + Array(repeating: element("rect"), count: 1000)
        let context = CSSContext(ancestry: [element("svg"), element("rect")], previousSiblings: [[], row])
        var budget = 5_000
        #expect(s.matches(context, budget: &budget))
        #expect(budget == 5_000 - 1_001)
        budget = 10
        #expect(!s.matches(context, budget: &budget))
        #expect(budget < 0)
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

    /// Places among siblings come from the whole document (a first pass counts children), and every
    /// element counts, drawn or not.
    @Test func pseudoClassesAndSiblingsInADocument() throws {
        let (d, px) = try render("""
            <rect width='1' height='1'/><title>t</title><rect class='m' x='1' width='1' height='1'/>
            <rect x='2' width='1' height='1'/><rect x='3' width='1' height='1'/>
            """, """
            rect { fill: red } rect:nth-child(2) { fill: lime } title + .m { fill: yellow }
            .m + rect { fill: blue } svg > rect:last-child { fill: white } style ~ rect:nth-last-child(n+5) { stroke: none }
            """)
        #expect(d.warnings.isEmpty, "\(d.warnings)")
        #expect(rgb(px, 0) == [0, 255, 0, 255])     // the style element is child 1
        #expect(rgb(px, 1) == [255, 255, 0, 255])
        #expect(rgb(px, 2) == [0, 0, 255, 255])
        #expect(rgb(px, 3) == [255, 255, 255, 255])
    }

    @Test func droppedRulesWarnAndStrictRefuses() throws {
        let (d, px) = try render("<rect width='4' height='1' class='x'/>", ".x:hover { fill: red } .x { fill: lime; foo }")
        #expect(d.warnings.count == 2, "\(d.warnings)")   // the rule with a pseudo-class, and the declaration 'foo'
        #expect(d.warnings.allSatisfy { $0.line == 1 && $0.message.hasPrefix("<style>: ") })
        #expect(rgb(px, 0) == [0, 255, 0, 255])
        #expect(throws: SVGError.self) { try SVGDocument(string: "<svg xmlns='http://www.w3.org/2000/svg'><style>a:hover{}</style></svg>") }
    }
}
