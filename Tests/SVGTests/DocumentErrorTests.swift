import Testing
import Foundation
@testable import SVG

/// Malformed input: every error must say where.
@Suite struct DocumentErrorTests {
    func error(_ text: String) -> SVGError? {
        do { _ = try SVGDocument(string: text); return nil } catch let e as SVGError { return e } catch { return nil }
    }

    @Test func malformedXMLHasLineAndColumn() throws {
        let e = try #require(error("<svg xmlns='http://www.w3.org/2000/svg'>\n  <rect width='1' height='1'\n  <g/>\n</svg>"))
        #expect(e.kind == .xml)
        #expect(e.line >= 2 && e.line <= 3)
        #expect(e.column >= 1)
        #expect(e.description.hasPrefix("line \(e.line), column \(e.column): XML:"))
    }

    @Test func mismatchedTag() throws {
        let e = try #require(error("<svg>\n<g>\n</svg>"))
        #expect(e.kind == .xml)
        #expect(e.line == 3)
    }

    @Test func truncatedDocumentIsAnError() throws {
        let e = try #require(error("<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 10 10'>\n<g>\n<rect width='1' height='1'/>"))
        #expect(e.kind == .xml)
        #expect(e.line == 3)
        #expect(e.message.contains("truncated"))
        #expect(error("<svg xmlns='http://www.w3.org/2000/svg'><rect width='1'") != nil)
        let empty = try #require(error(""))
        #expect(empty.line >= 1 && empty.column >= 1)
        #expect(error("<svg xmlns='http://www.w3.org/2000/svg'/><svg/>")?.message.contains("extra content") == true)
    }

    @Test func rootMustBeSVG() throws {
        let e = try #require(error("<html/>"))
        #expect(e.kind == .structure)
        #expect(e.line == 1)
    }

    @Test func pathDataErrorCarriesElementPositionAndOffset() throws {
        let text = "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 10 10'>\n<g>\n  <path d='M 0 0 L'/>\n</g></svg>"
        let e = try #require(error(text))
        #expect(e.kind == .pathData(offset: 7))
        #expect(e.line == 3)
        #expect(e.description == "line 3, column \(e.column): path data: expected a number after 'L' at offset 7")
    }

    @Test func attributeErrors() throws {
        let e = try #require(error("<svg xmlns='http://www.w3.org/2000/svg'>\n<rect width='-3' height='1'/></svg>"))
        #expect(e.kind == .attribute(name: "width"))
        #expect(e.line == 2)
        #expect(error("<svg viewBox='0 0 10'/>")?.kind == .attribute(name: "viewBox"))
        #expect(error("<svg><polygon points='1 2 3'/></svg>")?.kind == .attribute(name: "points"))
        #expect(error("<svg><circle r='1qq'/></svg>")?.kind == .attribute(name: "r"))
        #expect(error("<svg><rect style='fill'/></svg>")?.kind == .attribute(name: "style"))
    }
}
