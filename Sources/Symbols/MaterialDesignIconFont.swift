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

    /// The font file's bytes, and where each glyph's path data lies in them, by icon name.
    let bytes: [UInt8]
    let pathData: [String: Range<Int>]

    /// Indexes the SVG font at `file`.
    init(file: String) throws {
        guard let data = FileManager.default.contents(atPath: file) else {
            throw SymbolError.unreadable(path: file, reason: "cannot be read; Material Design icons are drawn from Debian's \(IconSet.materialDesignIcons.debianPackage) package, which scripts/setup installs")
        }
        bytes = [UInt8](data)
        pathData = Self.index(bytes)
        guard !pathData.isEmpty else {
            throw SymbolError.malformed(file: file, line: 1, column: 1, reason: "an SVG font needs <glyph glyph-name=\"…\" d=\"…\"/> elements; this file has none")
        }
    }

    /// XML's white space, which separates an element's name and attributes.
    static let whiteSpace: Set<UInt8> = [0x20, 0x0A, 0x09, 0x0D]

    /// Every `<glyph …/>` element's `glyph-name` and where its `d` lies, by one pass over the bytes (the
    /// package writes each attribute in double quotes, with no entity inside either of these two).
    /// Plain loops over an array: the collection algorithms on string views took 400 M instructions
    /// (about 0.1 s) for the 1.7 MB file, these take a few million.
    static func index(_ b: [UInt8]) -> [String: Range<Int>] {
        var out: [String: Range<Int>] = [:]
        let open = Array("<glyph".utf8), close = UInt8(ascii: ">")
        var i = 0
        while let start = find(open, in: b, from: i) {
            var end = start + open.count
            while end < b.count && b[end] != close { end += 1 }
            let element = (start + open.count)..<end
            // `<glyph` followed by white space, not another element's name that starts the same.
            let isGlyph = element.lowerBound < end && whiteSpace.contains(b[element.lowerBound])
            if isGlyph, let name = attribute("glyph-name", in: b, element), let d = attribute("d", in: b, element) {
                out[String(decoding: b[name], as: UTF8.self)] = d
            }
            i = end
        }
        return out
    }

    /// The first index of `needle` in `b` at or after `from`.
    static func find(_ needle: [UInt8], in b: [UInt8], from: Int, before limit: Int? = nil) -> Int? {
        let last = (limit ?? b.count) - needle.count
        guard from <= last, let first = needle.first else { return nil }
        var i = from
        while i <= last {
            if b[i] == first {
                var k = 1
                while k < needle.count && b[i + k] == needle[k] { k += 1 }
                if k == needle.count { return i }
            }
            i += 1
        }
        return nil
    }

    /// Where the value of `name="…"` lies inside the element's bytes `element`: a whole attribute name,
    /// after white space.
    static func attribute(_ name: String, in b: [UInt8], _ element: Range<Int>) -> Range<Int>? {
        let key = Array((name + "=\"").utf8)
        var i = element.lowerBound
        while let at = find(key, in: b, from: i, before: element.upperBound) {
            i = at + key.count
            guard at > element.lowerBound, whiteSpace.contains(b[at - 1]) else { continue }
            var end = i
            while end < element.upperBound && b[end] != UInt8(ascii: "\"") { end += 1 }
            return i..<end
        }
        return nil
    }

    /// The icon `name`'s outline on its grid, y down: x and y from 0 to ``unitsPerEm``; nil when the
    /// font has no such glyph.
    func outline(of name: String, file: String) throws -> Path? {
        guard let d = pathData[name] else { return nil }
        let path: Path
        do { path = try PathDataParser.parse(String(decoding: bytes[d], as: UTF8.self)) } catch {
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
