import Foundation
import Raster
import SVG
import Synchronization

/// The glyphs of Debian's `fonts-materialdesignicons-webfont`, read from the package's SVG font: each
/// `<glyph glyph-name="…" d="…"/>` is one icon, its outline in the SVG path grammar on the font's
/// 512-unit em with y up (ascent 448, descent 64; the icon's 24-px grid is the em).
///
/// The file is 1.7 MB of 1,650 glyphs and only a few are ever drawn, so it is read once, the first time
/// a Material Design icon is asked for, and only indexed: each glyph's path data is parsed when its
/// icon is drawn.
final class MaterialDesignIconFont: Sendable {
    /// Where Debian installs the SVG font.
    static let debianFile = "/usr/share/fonts/svg/materialdesignicons-webfont/materialdesignicons-webfont.svg"
    /// The em in font units, and the ascent (the em's top above the baseline).
    static let unitsPerEm = 512.0, ascent = 448.0

    /// The glyphs' path data by icon name.
    let pathData: [String: Substring.UTF8View]

    /// Indexes the SVG font at `file`.
    init(file: String) throws {
        guard let data = FileManager.default.contents(atPath: file) else {
            throw SymbolError.unreadable(path: file, reason: "cannot be read; Material Design icons are drawn from Debian's \(IconSet.materialDesignIcons.debianPackage) package, which scripts/setup installs")
        }
        pathData = Self.index(String(decoding: data, as: UTF8.self))
        guard !pathData.isEmpty else {
            throw SymbolError.malformed(file: file, line: 1, column: 1, reason: "an SVG font needs <glyph glyph-name=\"…\" d=\"…\"/> elements; this file has none")
        }
    }

    /// Every `<glyph …/>` element's `glyph-name` and `d`, by a scan of the bytes (the package writes one
    /// attribute per line, in double quotes, and no entity inside either of these two).
    static func index(_ text: String) -> [String: Substring.UTF8View] {
        var out: [String: Substring.UTF8View] = [:]
        let all = Substring(text).utf8
        var rest = all[...]
        while let start = rest.firstRange(of: "<glyph ".utf8) {
            let element = rest[start.upperBound...].prefix { $0 != UInt8(ascii: ">") }
            rest = all[element.endIndex...]
            if let name = attribute("glyph-name", in: element), let d = attribute("d", in: element) {
                out[String(Substring(name))] = d
            }
        }
        return out
    }

    /// The value of `name="…"` inside an element's bytes.
    static func attribute(_ name: String, in element: Substring.UTF8View) -> Substring.UTF8View? {
        var rest = element
        while let r = rest.firstRange(of: (name + "=\"").utf8) {
            // A whole attribute name: at the element's start (after `<glyph `) or after white space.
            let before = r.lowerBound == element.startIndex ? UInt8(ascii: " ") : element[element.index(before: r.lowerBound)]
            rest = element[r.upperBound...]
            guard before == UInt8(ascii: " ") || before == UInt8(ascii: "\n") || before == UInt8(ascii: "\t") else { continue }
            return rest.prefix { $0 != UInt8(ascii: "\"") }
        }
        return nil
    }

    /// The icon `name`'s outline on its grid, y down: x and y from 0 to ``unitsPerEm``; nil when the
    /// font has no such glyph.
    func outline(of name: String, file: String) throws -> Path? {
        guard let d = pathData[name] else { return nil }
        let path: Path
        do { path = try PathDataParser.parse(String(Substring(d))) } catch {
            throw SymbolError.malformed(file: file, line: 1, column: 1, reason: "glyph '\(name)': \(error.message)")
        }
        return path.applying(Transform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: Self.ascent)).orientedForNonZero(rule: .nonZero)
    }

    /// The package's font, indexed on first use; nil until then. Kept per file so a test can point a
    /// catalogue elsewhere.
    private static let loaded = Mutex<[String: MaterialDesignIconFont]>([:])

    /// The font at `file`, indexed once per process.
    static func at(_ file: String) throws -> MaterialDesignIconFont {
        if let font = loaded.withLock({ $0[file] }) { return font }
        let font = try MaterialDesignIconFont(file: file)
        loaded.withLock { $0[file] = font }
        return font
    }
}
