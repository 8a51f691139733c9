import Foundation
import Raster
import Testing
@testable import Symbols

/// The name map's file format (`Resources/name-map.txt`) and the bundled map's content.
@Suite struct NameMapTests {
    @Test func readsEntriesAdjustmentsAndComments() throws {
        let text = """
        # a comment line
        heart.fill        heart-fill
        plus              plus-lg     scale=1.2 dy=-3   # a trailing comment
        chevron.forward   chevron-right   mirror

        bell.slash        bell        slash
        """
        let map = try SymbolNameMap(text: text, file: "map.txt")
        #expect(map.names == ["bell.slash", "chevron.forward", "heart.fill", "plus"])
        #expect(map.entries["heart.fill"] == SymbolNameMap.Entry(icon: "heart-fill"))
        #expect(map.entries["plus"] == SymbolNameMap.Entry(icon: "plus-lg", scale: 1.2, baselineOffset: -3))
        #expect(map.entries["chevron.forward"]?.mirrorsInRightToLeft == true)
        #expect(map.entries["bell.slash"]?.addsSlash == true)
    }

    @Test(arguments: [
        ("heart.fill\n", 1, 1, "needs an SF Symbol name and an icon"),
        ("a  b\na  c\n", 2, 1, "mapped twice"),
        ("a  b  scale=x\n", 1, 7, "scale=N"),
        ("a  b  scale=0\n", 1, 7, "positive"),
        ("\n  a  b  bold\n", 2, 9, "unknown adjustment 'bold'"),
        ("a  b  mirror slash\n", 1, 1, "does not mirror"),
    ])
    func errorsGiveLineAndColumn(text: String, line: Int, column: Int, reason: String) {
        do {
            _ = try SymbolNameMap(text: text, file: "map.txt")
            Issue.record("'\(text)' must fail")
        } catch let e as SymbolError {
            #expect(e == .malformed(file: "map.txt", line: line, column: column, reason: (e.reasonText)), "\(e)")
            #expect(e.description.hasPrefix("map.txt:\(line):\(column): ") && e.description.contains(reason), "\(e)")
        } catch { Issue.record("\(error)") }
    }

    /// The bundled map parses, every icon it names is in Debian's package, and it never lists a
    /// name our own artwork draws (ours come first, so such an entry would be dead).
    @Test func bundledMapNamesRealIconsAndLeavesOursAlone() throws {
        let map = SymbolNameMap.bundled
        #expect(map.entries.count > 700)
        let missing = Set(map.entries.values.filter { $0.set == .bootstrapIcons }.map(\.icon)).filter {
            !FileManager.default.fileExists(atPath: "\(SymbolNameMap.debianIconFolder)/\($0).svg")
        }
        #expect(missing.isEmpty, "icons not in \(SymbolNameMap.debianIconFolder): \(missing.sorted())")
        let font = try MaterialDesignIconFont.at(MaterialDesignIconFont.debianFile)
        let glyphs = map.entries.values.filter { $0.set == .materialDesignIcons }.map(\.icon)
        #expect(glyphs.count >= 15)
        #expect(glyphs.filter { font.pathData[$0] == nil }.isEmpty, "glyphs not in the Material Design Icons font")
        #expect(Set(map.names).isDisjoint(with: Fixture.catalog.names))
    }

    /// Every mapped name loads, draws ink, and keeps to the placement: centred on x = 0 and within a
    /// band around the cap height's middle, no larger than the icon's grid allows.
    @Test func everyMappedNameLoadsAndDraws() throws {
        let catalog = Fixture.catalog
        #expect(catalog.mappedNames.count > 700)
        for name in catalog.mappedNames {
            guard case .found(let symbol, .mapped)? = try? catalog.resolve(name) else {
                Issue.record("\(name) does not resolve to a mapped symbol"); continue
            }
            let ink = symbol.layers.map(\.path.bounds).reduce(symbol.layers[0].path.bounds) { $0.union($1) }
            let reach = SymbolNameMap.iconGridUnits * 1.6 / 2 + 2   // the largest scale in the map, plus the offset
            #expect(ink.minX > -reach && ink.maxX < reach && ink.minY > -35 - reach && ink.maxY < -35 + reach, "\(name): \(ink)")
            let box = symbol.metrics.box
            #expect(box.minX <= ink.minX && box.minY <= ink.minY && box.maxX >= ink.maxX && box.maxY >= ink.maxY,
                    "\(name): the image box \(box) holds the ink \(ink)")
            let image = SymbolRenderer.image(of: symbol, style: SymbolStyle(pointSize: 17), scale: 2)
            #expect(Fixture.inkCount(image) > 20, "\(name) draws nothing")
        }
    }
}

extension SymbolError {
    /// The reason of a `.malformed` error (for comparing the rest of it).
    var reasonText: String {
        if case .malformed(_, _, _, let reason) = self { return reason }
        return ""
    }
}
