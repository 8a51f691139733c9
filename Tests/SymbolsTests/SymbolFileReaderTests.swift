import Foundation
import Raster
import Testing
@testable import Symbols

/// User symbols (`--symbols DIR`): convention files, plain SVGs, overrides and errors.
@Suite struct SymbolFileReaderTests {
    @Test func plainSVGSitsLikeASquareSymbol() throws {
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 10"><rect x="0" y="0" width="20" height="10"/></svg>"#
        let s = try SymbolFileReader.symbol(named: "bar", data: Data(svg.utf8), file: "bar.svg")
        #expect(s.layers.map(\.role) == [.primary])
        #expect(s.metrics.box == Rect(x: -50, y: -60, width: 100, height: 50), "larger side = 100 units, centred on (0, −35)")
        let b = s.layers[0].path.bounds
        #expect(abs(b.minX + 50) < 1e-9 && abs(b.maxY + 10) < 1e-9)
        #expect(s.metrics.advance == 100)
    }

    @Test func malformedFileNamesFileLineAndColumn() throws {
        let bad = "<svg viewBox=\"0 0 10 10\">\n  <path d=\"M0 0 L10 10 Z\"/>\n  <g id=\"primary\">\n</svg>\n"
        let dir = try Fixture.folder(["broken.svg": bad])
        var catalog = SymbolCatalog(symbols: [:])
        do {
            try catalog.add(folder: dir)
            Issue.record("a malformed file must fail")
        } catch let e as SymbolError {
            guard case .malformed(let file, let line, let column, _) = e else { Issue.record("wrong error \(e)"); return }
            #expect(file.hasSuffix("broken.svg"))
            #expect(line >= 3 && column >= 1, "points at the unclosed group or the mismatched end tag: \(e)")
            #expect(e.description.hasPrefix(file + ":\(line):\(column):"))
        }
    }

    @Test func userFolderAddsAndOverrides() throws {
        let dot = #"<svg viewBox="0 0 10 10"><circle cx="5" cy="5" r="5"/></svg>"#
        let dir = try Fixture.folder(["dot.svg": dot, "sparkle.svg": dot, "notes.txt": "ignored"])
        let catalog = try SymbolCatalog.load(userFolder: dir.path)
        #expect(catalog.names.contains("dot"))
        #expect(catalog.names.count == CatalogTests.expected.count + 1)
        let sparkle = try catalog.symbol(named: "sparkle")
        #expect(sparkle.layers[0].path == (try catalog.symbol(named: "dot")).layers[0].path, "user file replaces the built-in")
    }

    @Test func unknownNameListsTheNearest() {
        do {
            _ = try Fixture.catalog.symbol(named: "bel.fill")
            Issue.record("unknown names must fail")
        } catch let e as SymbolError {
            guard case .unknownName(let name, let nearest) = e else { Issue.record("\(e)"); return }
            #expect(name == "bel.fill" && nearest.count == 3 && nearest.first == "bell.fill")
        } catch { Issue.record("\(error)") }
        #expect(Fixture.catalog.nearestNames(to: "wif").first == "wifi")
    }

    @Test func slashLayersNeedTheAxis() {
        let svg = #"<svg viewBox="0 0 10 10" data-baseline="0" data-cap-height="70"><g id="primary"><path d="M0 0L5 0L5 5Z"/></g><g id="slash"><path d="M0 0L1 0L1 1Z"/></g></svg>"#
        #expect(throws: SymbolError.self) { try SymbolFileReader.symbol(named: "x", data: Data(svg.utf8), file: "x.svg") }
    }
}
