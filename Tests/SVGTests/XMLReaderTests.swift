import Foundation
import Synchronization
import Raster
import Testing
@testable import SVG

/// The libxml2 reader: hostile bytes, entities, limits and positions.
@Suite struct XMLReaderTests {
    /// Collects what the reader hands on.
    final class Recorder: XMLContentHandler {
        var events: [String] = []
        var tags: [XMLStartTag] = []
        func startElement(_ tag: XMLStartTag) throws(SVGError) { tags.append(tag); events.append("<\(tag.name)>") }
        func endElement(_ name: String) throws(SVGError) { events.append("</\(name)>") }
        /// Text comes in pieces; consecutive pieces are kept as one event.
        func characters(_ text: String) throws(SVGError) {
            if let last = events.last, !last.hasPrefix("<") { events[events.count - 1] += text } else { events.append(text) }
        }
    }

    func read(_ bytes: [UInt8]) throws(SVGError) -> Recorder {
        let recorder = Recorder()
        try XMLReader.read(bytes, into: recorder)
        return recorder
    }

    func error(_ bytes: [UInt8]) -> SVGError? {
        do { _ = try read(bytes); return nil } catch { return error }
    }

    func error(_ text: String) -> SVGError? { error(Array(text.utf8)) }

    static let open = Array("<svg xmlns='http://www.w3.org/2000/svg'>".utf8)

    /// The crashes of Foundation's XMLParser (one bad byte in a comment, an element name or a processing
    /// instruction) are errors with the byte's position.
    @Test(arguments: [("<!-- ", 0xFF, " --></svg>", 46), ("<rect", 0xFF, "/></svg>", 46), ("<?pi ", 0xFF, "?></svg>", 46),
                      ("<g id='", 0xC3, "'/></svg>", 48)] as [(String, UInt8, String, Int)])
    func invalidUTF8IsAnErrorAtItsByte(before: String, byte: UInt8, after: String, column: Int) throws {
        let e = try #require(error(Self.open + Array(before.utf8) + [byte] + Array(after.utf8)))
        #expect(e.kind == .xml)
        #expect(e.line == 1 && e.column == column, "\(e)")
        #expect(e.message.contains("UTF-8"), "\(e)")
    }

    @Test func invalidUTF8PositionCountsCharactersNotBytes() throws {
        let bytes = Array("<svg>\n\t<desc>été</desc>\n  <!-- ".utf8) + [0x80] + Array(" --></svg>".utf8)
        let e = try #require(error(bytes))
        #expect(e.line == 3 && e.column == 8, "\(e)")
    }

    @Test func utf16AndNulBytesAreRefused() throws {
        let utf16 = Array("<svg/>".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        #expect(error([0xFF, 0xFE] + utf16)?.message.contains("UTF-8") == true)
        #expect(error(utf16)?.message.contains("NUL") == true)
    }

    @Test func aDeclaredEncodingDoesNotChangeHowTheBytesAreRead() throws {
        let text = "\u{FEFF}<?xml version='1.0' encoding='ISO-8859-1'?><svg><desc>café</desc></svg>"
        let events = try read(Array(text.utf8)).events
        #expect(events == ["<svg>", "<desc>", "café", "</desc>", "</svg>"], "\(events)")
    }

    @Test func namesAttributesNamespacesAndText() throws {
        let text = """
            <svg xmlns='http://www.w3.org/2000/svg' xmlns:xlink='http://www.w3.org/1999/xlink' xmlns:s='urn:s'>\
            <s:thing a='1' xlink:href='#x'/><style><![CDATA[rect{fill:red}]]></style></svg>
            """
        let r = try read(Array(text.utf8))
        #expect(r.events == ["<svg>", "<s:thing>", "</s:thing>", "<style>", "rect{fill:red}", "</style>", "</svg>"])
        #expect(r.tags[0].attributes == ["xmlns": "http://www.w3.org/2000/svg", "xmlns:xlink": "http://www.w3.org/1999/xlink",
                                         "xmlns:s": "urn:s"])
        #expect(r.tags[1].attributes == ["a": "1", "xlink:href": "#x"])
    }

    /// An element's position is its `<`, in characters, on the line it starts on.
    @Test func elementPositionsAreTheirStartTags() throws {
        let text = "<svg>\n\t<g\n   id='a'\n   >é<rect/></g>\n<!-- x --><circle r='1'/></svg>"
        let tags = try read(Array(text.utf8)).tags
        #expect(tags.map { "\($0.name)@\($0.line):\($0.column)" } == ["svg@1:1", "g@2:2", "rect@4:6", "circle@5:11"])
    }

    @Test func positionsInOneLongLine() throws {
        let body = String(repeating: "<g/>", count: 5_000)
        let tags = try read(Array("<svg>\(body)</svg>".utf8)).tags
        #expect(tags.count == 5_001)
        #expect(tags.last!.line == 1 && tags.last!.column == 6 + 4 * 4_999)
    }

    /// External entities are refused where they are declared: the file they name is never read, so its
    /// content cannot appear anywhere.
    @Test func externalEntitiesAreNeverRead() throws {
        let secret = FileManager.default.temporaryDirectory.appendingPathComponent("xmlreader-secret-\(getpid()).txt")
        try Data("<rect width='1' height='1'/>".utf8).write(to: secret)
        defer { try? FileManager.default.removeItem(at: secret) }
        for declaration in ["<!ENTITY e SYSTEM '\(secret.path)'>", "<!ENTITY e PUBLIC 'x' 'file://\(secret.path)'>",
                            "<!ENTITY % e SYSTEM '\(secret.path)'> %e;", "<!ENTITY e SYSTEM 'http://127.0.0.1:9/x'>",
                            "<!ENTITY e SYSTEM '\(secret.path)' NDATA png>"] {
            let e = try #require(error("<?xml version='1.0'?>\n<!DOCTYPE svg [\n\(declaration)\n]>\n<svg>&e;</svg>"), "\(declaration)")
            #expect(e.message.contains("external entity 'e'") && e.line == 3, "\(e)")
        }
    }

    /// The external DTD subset is not loaded: an entity it declares stays undeclared.
    @Test func externalSubsetIsNotLoaded() throws {
        let dtd = FileManager.default.temporaryDirectory.appendingPathComponent("xmlreader-subset-\(getpid()).dtd")
        try Data("<!ENTITY e '<rect/>'>".utf8).write(to: dtd)
        defer { try? FileManager.default.removeItem(at: dtd) }
        let e = try #require(error("<?xml version='1.0'?>\n<!DOCTYPE svg SYSTEM '\(dtd.path)'>\n<svg>&e;</svg>"))
        #expect(e.message.contains("Entity 'e' not defined"), "\(e)")
        // The usual doctype of SVG 1.1 files still reads (and fetches nothing).
        let standard = "<!DOCTYPE svg PUBLIC '-//W3C//DTD SVG 1.1//EN' 'http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd'><svg/>"
        #expect(try read(Array(standard.utf8)).events == ["<svg>", "</svg>"])
    }

    /// Internal entities expand (editors write namespaces as entities); an element from an entity is
    /// placed at the reference.
    @Test func internalEntitiesExpand() throws {
        let text = "<!DOCTYPE svg [<!ENTITY ns 'http://www.w3.org/2000/svg'><!ENTITY r '<rect/>'>]>\n<svg xmlns='&ns;'>\n  &r;</svg>"
        let r = try read(Array(text.utf8))
        #expect(r.tags[0].attributes["xmlns"] == "http://www.w3.org/2000/svg")
        #expect(r.tags[1].name == "rect" && r.tags[1].line == 3 && r.tags[1].column == 6, "\(r.tags)")
    }

    @Test func billionLaughsStops() throws {
        var entities = "<!ENTITY l0 'lol'>"
        for i in 1...9 { entities += "<!ENTITY l\(i) '" + String(repeating: "&l\(i - 1);", count: 10) + "'>" }
        for use in ["<svg><desc>&l9;</desc></svg>", "<svg id='&l9;'/>"] {
            let e = try #require(error("<!DOCTYPE svg [\(entities)]>\n\(use)"))
            #expect(e.kind == .xml && e.line == 2, "\(e)")
        }
    }

    /// Expansion below libxml2's own amplification checks is still bounded by ours.
    @Test func quadraticExpansionStops() throws {
        let big = String(repeating: "x", count: 50_000)
        let uses = String(repeating: "&b;", count: 40)
        let e = try #require(error("<!DOCTYPE svg [<!ENTITY b '\(big)'>]>\n<svg><desc>\(uses)</desc></svg>"))
        #expect(e.message.contains("expand"), "\(e)")
        #expect(try read(Array("<!DOCTYPE svg [<!ENTITY b '\(big)'>]>\n<svg><desc>&b;</desc></svg>".utf8)).events.count >= 3)
    }

    @Test func depthIsBounded() throws {
        func nested(_ depth: Int) -> String { String(repeating: "<g>", count: depth) + String(repeating: "</g>", count: depth) }
        #expect(try read(Array(nested(SVGLimits.maxDepth).utf8)).tags.count == SVGLimits.maxDepth)
        let e = try #require(error(nested(SVGLimits.maxDepth + 1)))
        #expect(e.message.contains("nested more than \(SVGLimits.maxDepth)") && e.column == 3 * SVGLimits.maxDepth + 1, "\(e)")
    }

    @Test func elementCountIsBounded() throws {
        let e = try #require(error("<svg>" + String(repeating: "<a/>", count: SVGLimits.maxElements) + "</svg>"))
        #expect(e.message.contains("more than \(SVGLimits.maxElements) elements"), "\(e)")
    }

    @Test func aHandlerErrorStopsTheReading() throws {
        final class Refuser: XMLContentHandler {
            var seen = 0
            func startElement(_ tag: XMLStartTag) throws(SVGError) {
                seen += 1
                if tag.name == "bad" { throw SVGError(kind: .structure, line: tag.line, column: tag.column, message: "no") }
            }
            func endElement(_ name: String) throws(SVGError) {}
        }
        let refuser = Refuser()
        #expect(throws: SVGError(kind: .structure, line: 1, column: 6, message: "no")) {
            try XMLReader.read(Array("<svg><bad/><more/></svg>".utf8), into: refuser)
        }
        #expect(refuser.seen == 2)
    }

    @Test func controlCharactersAndMismatchedTags() throws {
        let control = try #require(error("<svg>\n <desc>\u{01}</desc></svg>"))
        #expect(control.line == 2 && control.column == 8 && control.message.contains("invalid character"), "\(control)")
        let mismatch = try #require(error("<svg>\n<g>\n</svg>"))
        #expect(mismatch.line == 3 && mismatch.message.contains("mismatch"), "\(mismatch)")
    }

    /// Parses on many threads at once (frames render while a symbol folder is read) give what one thread
    /// gives: documents, entity expansions and errors alike.
    @Test func readingsOnManyThreadsAtOnceAgree() throws {
        let inputs = ["<!DOCTYPE svg [<!ENTITY w '10'>]><svg width='&w;'><g><rect/></g><!-- c --></svg>",
                      "<svg>\n<g>\n</svg>", "<svg><?pi x?><rect width='1'/></svg>"]
        @Sendable func outcome(_ text: String) -> String {
            do {
                let recorder = try read(Array(text.utf8))
                return recorder.events.joined() + "\(recorder.tags.map(\.attributes))"
            } catch { return "\(error)" }
        }
        let expected = inputs.map(outcome)
        let results = Mutex([String?](repeating: nil, count: 600))
        DispatchQueue.concurrentPerform(iterations: 600) { i in
            let result = outcome(inputs[i % inputs.count])
            results.withLock { $0[i] = result }
        }
        let all = results.withLock { $0 }
        #expect(all.enumerated().allSatisfy { $0.element == expected[$0.offset % inputs.count] })
        #expect(expected[1].contains("mismatch"))
    }
}
