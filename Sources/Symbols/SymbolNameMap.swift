import Foundation

/// SF Symbol names drawn with an open icon set's files: the long tail beyond our own artwork.
///
/// The map is data (`Resources/name-map.txt`, reviewed by eye against the sheet in docs/): one entry a
/// line, `SF-NAME ICON [scale=S] [dy=U] [mirror] [slash]`, where ICON is a file of Debian's
/// `bootstrap-icons` package without `.svg`, or `mdi:NAME`, a glyph of its Material Design Icons font. The format and every adjustment are described at the top
/// of that file and in docs/symbols.md. A name with no faithful counterpart is left out, never mapped
/// to something else.
public struct SymbolNameMap: Sendable {
    /// How one SF Symbol name is drawn from an icon file.
    public struct Entry: Hashable, Sendable {
        /// The icon's name in its set: a bootstrap-icons file without `.svg` (`heart-fill`), a Material
        /// Design Icons glyph (`timer`, written `mdi:timer` in the map).
        public var icon: String
        /// The icon set the icon is drawn from.
        public var set: IconSet
        /// Size relative to the standard placement of ``SymbolNameMap/iconGridUnits`` (1 = standard).
        public var scale: Double
        /// Moves the icon down by this many grid units (negative = up), after the standard centring
        /// on the cap-height band.
        public var baselineOffset: Double
        /// The SF Symbol is directional and flips in right-to-left layouts (its `.forward`/`.backward` names).
        public var mirrorsInRightToLeft: Bool
        /// Draw the icon and add the project's own slash and gap: SF's slash variants are their plain
        /// symbol plus a slash, so a plain/slash pair shares its outline and magic replace draws the slash on.
        public var addsSlash: Bool

        public init(icon: String, set: IconSet = .bootstrapIcons, scale: Double = 1, baselineOffset: Double = 0,
                    mirrorsInRightToLeft: Bool = false, addsSlash: Bool = false) {
            self.icon = icon; self.set = set; self.scale = scale; self.baselineOffset = baselineOffset
            self.mirrorsInRightToLeft = mirrorsInRightToLeft; self.addsSlash = addsSlash
        }
    }

    /// The icon set's whole viewBox (bootstrap-icons' 16-px grid) spans this many grid units
    /// (100 = the point size). Measured on iOS: `checkmark.circle.fill` in the body font at @2x
    /// (`../shared/groundtruth/swiftui/hstack_padding_roundedrect5_ios13_2x_sizethatfits.png`) is 34 px
    /// across, edge pixels 0.98 covered, so 99.9 units; the 16-px grid at 98 units, grown by the
    /// regular offset of 1 on each side, draws the mapped circle 100 units across (it was 96, 98 across,
    /// 33.3 px: 2 % small). See docs/symbols.md, "Mapped symbols".
    public static let iconGridUnits = 98.0

    /// How far a mapped icon's outlines are grown (grid units) to draw the regular weight; heavier
    /// weights add their own offset on top, as for our artwork. bootstrap-icons draws its lines 1 px
    /// of its 16-px grid wide, 6 units here, a light weight beside Inter Regular's stems (about
    /// 8.5 units) and our artwork's 9; growing each side by 1 gives 8, a regular weight, while the
    /// icon set's narrowest gaps (3 units) stay open up to medium.
    public static let regularOutlineOffset = 1.0

    /// Where Debian's `bootstrap-icons` package puts its files.
    public static let debianIconFolder = "/usr/share/bootstrap-icons/svg"

    public private(set) var entries: [String: Entry]

    public init(entries: [String: Entry]) { self.entries = entries }

    /// Every mapped name, sorted.
    public var names: [String] { entries.keys.sorted() }

    /// Parses the map's text; `file` names it in errors, which give the line and column. Works on
    /// UTF-8 bytes (the format is ASCII): splitting by `Character` costs 40 million instructions for
    /// the bundled map, more than the rest of a mapped symbol's first draw.
    public init(text: String, file: String) throws {
        let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t"), comment = UInt8(ascii: "#")
        var entries: [String: Entry] = [:]
        for (index, rawLine) in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.prefix { $0 != comment }
            let fields = line.split(whereSeparator: { $0 == space || $0 == tab }).map { (text: String(decoding: $0, as: UTF8.self), start: $0.startIndex) }
            guard let first = fields.first else { continue }
            func fail(_ field: (text: String, start: String.UTF8View.Index), _ reason: String) -> SymbolError {
                .malformed(file: file, line: index + 1, column: line.distance(from: line.startIndex, to: field.start) + 1, reason: reason)
            }
            guard fields.count >= 2 else { throw fail(first, "an entry needs an SF Symbol name and an icon file name") }
            guard entries[first.text] == nil else { throw fail(first, "'\(first.text)' is mapped twice") }
            var entry = Entry(icon: fields[1].text)
            if let set = IconSet.allCases.first(where: { !$0.mapPrefix.isEmpty && entry.icon.hasPrefix($0.mapPrefix) }) {
                entry.icon.removeFirst(set.mapPrefix.count)
                entry.set = set
                guard !entry.icon.isEmpty else { throw fail(fields[1], "'\(set.mapPrefix)' needs an icon name after it") }
            }
            for field in fields.dropFirst(2) {
                let parts = field.text.split(separator: "=", maxSplits: 1)
                func number() throws -> Double {
                    guard parts.count == 2, let v = Double(parts[1]), v.isFinite else {
                        throw fail(field, "'\(parts[0])' needs a number: \(parts[0])=N")
                    }
                    return v
                }
                switch parts[0] {
                case "scale":
                    entry.scale = try number()
                    guard entry.scale > 0 else { throw fail(field, "scale must be positive") }
                case "dy": entry.baselineOffset = try number()
                case "mirror" where parts.count == 1: entry.mirrorsInRightToLeft = true
                case "slash" where parts.count == 1: entry.addsSlash = true
                default: throw fail(field, "unknown adjustment '\(field.text)'; accepted: scale=N, dy=N, mirror, slash")
                }
            }
            guard !(entry.mirrorsInRightToLeft && entry.addsSlash) else {
                throw fail(first, "a slash variant does not mirror (SF's slash symbols are not directional)")
            }
            entries[first.text] = entry
        }
        self.entries = entries
    }

    /// The package's map (`Resources/name-map.txt`), read on first use: a start-up that draws only
    /// our own artwork never reads it. The file is part of the package and a test parses it, so a
    /// failure here is a build defect and stops with the parser's message.
    static let bundled: SymbolNameMap = {
        do {
            let path = try SymbolCatalog.resourceFolder().appendingPathComponent("name-map.txt").path
            guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
                throw SymbolError.unreadable(path: path, reason: "cannot be read")
            }
            return try SymbolNameMap(text: text, file: path)
        } catch {
            fatalError("Symbols: the name map is unreadable: \(error)")
        }
    }()
}
