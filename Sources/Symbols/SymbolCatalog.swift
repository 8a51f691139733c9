import Synchronization
import Foundation
import Raster
import Synchronization

/// The symbols by name, looked up in order: a user folder (`--symbols DIR`; the file name without
/// `.svg` is the symbol name), the package's own artwork, the name map onto Debian's icon sets
/// (``SymbolNameMap``), then SF's naming grammar putting a name together from those
/// (``SymbolComposition``). ``resolve(_:)`` says which one a name came from.
public struct SymbolCatalog: Sendable {
    /// The symbols read from folders: a user folder's, and those given to ``init(symbols:usesNameMap:)``.
    public private(set) var symbols: [String: Symbol]
    /// The package's artwork, read as it is asked for; a name in ``symbols`` covers it.
    private(set) var artwork: Artwork?
    /// Which folder each name read from folders came from (``SymbolSource/ours`` or ``SymbolSource/userFolder``).
    private var folderSources: [String: SymbolSource] = [:]
    /// Whether names missing from ``symbols`` are looked up in the bundled name map.
    public var usesNameMap: Bool
    /// Where the mapped icons' files are read from (Debian's `bootstrap-icons` by default).
    public var iconFolder: String = SymbolNameMap.debianIconFolder { didSet { drawn = DrawnSymbols() } }
    /// Where the Material Design Icons' SVG font is read from (Debian's `fonts-materialdesignicons-webfont`).
    public var iconFontFile: String = MaterialDesignIconFont.debianFile { didSet { drawn = DrawnSymbols() } }
    /// The mapped and composed symbols drawn so far, shared by copies; replaced when a source changes.
    private(set) var drawn = DrawnSymbols()

    /// The package's artwork (`Sources/Symbols/Resources/*.svg`), with the name map behind it. A file is
    /// read when its symbol is first asked for.
    public static func builtIn() throws -> SymbolCatalog {
        var catalog = SymbolCatalog(symbols: [:], usesNameMap: true)
        let artwork = try Artwork(folder: resourceFolder())
        catalog.artwork = artwork
        for name in artwork.files.keys { catalog.folderSources[name] = .ours }
        return catalog
    }

    /// The package's artwork for `names` only: a catalogue that lists just these (``builtIn()`` lists all
    /// and reads each file when it is asked for). A name that is not ours is resolved through the name
    /// map; an unknown name fails as ``symbol(named:)`` does.
    public static func builtIn(named names: [String]) throws -> SymbolCatalog {
        let all = try builtIn()
        var catalog = SymbolCatalog(symbols: [:], usesNameMap: true)
        for name in names {
            if let symbol = try all.artwork?.symbol(named: name) {
                catalog.symbols[name] = symbol
                catalog.folderSources[name] = .ours
            } else if catalog.nameMap?.entries[name] == nil {
                _ = try all.symbol(named: name)   // throws the unknown-name error
            }   // else mapped: read when asked for
        }
        return catalog
    }

    /// Where the package's artwork and name map are: the resource bundle SwiftPM puts beside the
    /// executable, found from the executable's own path first. `Bundle.module` finds the same folder, and
    /// the build folder's for other executables (tests, a user's package), but setting up Foundation's
    /// bundles costs a process about 15 M instructions (3 ms), a fifth of the toggle's set-up.
    static func resourceFolder() throws -> URL {
        if let beside = besideExecutable { return beside }
        guard let dir = Bundle.module.url(forResource: "Resources", withExtension: nil) else {
            throw SymbolError.unreadable(path: "Symbols resources", reason: "the resource folder is missing from the bundle")
        }
        return dir
    }

    /// `togglerender_Symbols.resources/Resources` in the running executable's folder, if it is there.
    private static let besideExecutable: URL? = {
        guard let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else { return nil }
        let folder = URL(fileURLWithPath: executable).deletingLastPathComponent()
            .appendingPathComponent("togglerender_Symbols.resources/Resources", isDirectory: true)
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) && isFolder.boolValue ? folder : nil
    }()

    /// The package's artwork, loaded once: what components draw from when no `--symbols DIR` is given.
    /// The files are part of the package and covered by the tests, so failing to read them is a
    /// build defect, and it stops with the reader's message rather than drawing nothing.
    public static let standard: SymbolCatalog = {
        do { return try builtIn() } catch { fatalError("Symbols: built-in artwork unreadable: \(error)") }
    }()

    /// The built-in artwork with the folder `userFolder` (if given) laid over it.
    public static func load(userFolder: String? = nil) throws -> SymbolCatalog {
        var catalog = try builtIn()
        if let userFolder { try catalog.add(folder: URL(fileURLWithPath: userFolder)) }
        return catalog
    }

    /// Exactly `symbols` (their source is ``SymbolSource/ours``); with `usesNameMap`, the name map behind them.
    public init(symbols: [String: Symbol], usesNameMap: Bool = false) {
        self.symbols = symbols
        self.usesNameMap = usesNameMap
        for name in symbols.keys { folderSources[name] = .ours }
    }

    /// Adds every `.svg` file of `folder` and every `NAME.symbolset` folder in it (an Xcode asset
    /// catalog's symbol image: its `Contents.json` names an SF Symbols template), replacing symbols of
    /// the same name; they come from `source` (a user folder unless said otherwise).
    public mutating func add(folder: URL, as source: SymbolSource = .userFolder) throws {
        for file in try Self.contents(of: folder).sorted() {
            let url = folder.appendingPathComponent(file)
            let name: String
            if file.hasSuffix(".svg") {
                name = String(file.dropLast(".svg".count))
                symbols[name] = try SymbolFileReader.symbol(named: name, data: try Self.read(url), file: url.path)
            } else if file.hasSuffix(".symbolset") {
                name = String(file.dropLast(".symbolset".count))
                let svg = try Self.symbolsetFile(url)
                symbols[name] = try SymbolFileReader.symbol(named: name, data: try Self.read(svg), file: svg.path, template: true)
            } else { continue }
            folderSources[name] = source
        }
        drawn = DrawnSymbols()
    }

    /// The template file a `.symbolset` folder's `Contents.json` names (`"symbols": [{"filename": …}]`).
    static func symbolsetFile(_ folder: URL) throws -> URL {
        let contents = folder.appendingPathComponent("Contents.json")
        guard let data = FileManager.default.contents(atPath: contents.path) else {
            throw SymbolError.malformed(file: contents.path, line: 1, column: 1, reason: "a .symbolset folder needs a Contents.json naming its SF Symbols template")
        }
        let json = try? JSONSerialization.jsonObject(with: data)
        guard let symbols = (json as? [String: Any])?["symbols"] as? [[String: Any]],
              let filename = symbols.compactMap({ $0["filename"] as? String }).first else {
            throw SymbolError.malformed(file: contents.path, line: 1, column: 1,
                                        reason: "a .symbolset's Contents.json must name its template: {\"symbols\": [{\"filename\": \"NAME.svg\", …}]}")
        }
        guard !filename.contains("/"), filename.hasSuffix(".svg") else {
            throw SymbolError.malformed(file: contents.path, line: 1, column: 1, reason: "the symbol filename '\(filename)' must be an .svg file inside the .symbolset folder")
        }
        return folder.appendingPathComponent(filename)
    }

    static func contents(of folder: URL) throws -> [String] {
        do { return try FileManager.default.contentsOfDirectory(atPath: folder.path) } catch {
            throw SymbolError.unreadable(path: folder.path, reason: "not a readable folder")
        }
    }

    static func read(_ url: URL) throws -> Data {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw SymbolError.unreadable(path: url.path, reason: "cannot be read")
        }
        return data
    }

    /// The names read from folders (ours and the user's), sorted; ``mappedNames`` are the rest.
    public var names: [String] { Set(symbols.keys).union(artwork.map { Array($0.files.keys) } ?? []).sorted() }

    /// The name map's names that no folder overrides, sorted (empty without the name map).
    public var mappedNames: [String] {
        nameMap.map { $0.names.filter { symbols[$0] == nil && artwork?.files[$0] == nil } } ?? []
    }

    /// The reviewed composed names (`Resources/composed-names.txt`) that no other source has, sorted
    /// (empty without the name map). Any other name of SF's grammar composes too, unlisted.
    public var composedNames: [String] {
        guard usesNameMap else { return [] }
        let mapped = nameMap?.entries ?? [:]
        return Self.reviewedComposedNames.filter { symbols[$0] == nil && artwork?.files[$0] == nil && mapped[$0] == nil }
    }

    /// Every name the catalogue lists, sorted: from its sources and the reviewed composed names.
    public var allNames: [String] { (names + mappedNames + composedNames).sorted() }

    /// Where `name` comes from, without reading any icon file unless it is composed; nil for an unknown name.
    public func source(of name: String) -> SymbolSource? {
        if let source = folderSources[name] { return source }
        if let entry = nameMap?.entries[name] { return .mapped(icon: entry.icon, set: entry.set) }
        return (try? lookUp(name))??.1   // composed: its parts are read
    }

    /// The layer roles of `name` in drawing order, without reading any of the name map's icon files;
    /// empty for an unknown name.
    public func layerRoles(of name: String) -> [SymbolLayer.Role] {
        if let s = symbols[name] ?? (try? artwork?.symbol(named: name)) { return s.layers.map(\.role) }
        guard let entry = nameMap?.entries[name] else { return ((try? lookUp(name))??.0.layers ?? []).map(\.role) }
        return entry.addsSlash ? [.primary, .gap, .slash] : [.primary]
    }

    /// The symbol `name` from the first source that has it, or `.unknown` with the nearest names.
    /// Throws only when a source cannot be read: a malformed icon file, or the icon package missing.
    public func resolve(_ name: String) throws -> SymbolResolution {
        if let (symbol, source) = try lookUp(name) { return .found(symbol, source: source) }
        return .unknown(name: name, nearest: nearestNames(to: name))
    }

    /// The symbol `name` and its source, or nil when no source has it (without looking for the nearest
    /// names, as ``resolve(_:)`` does): for trying several names, as a symbol variant does.
    public func lookUp(_ name: String) throws -> (Symbol, SymbolSource)? {
        if let s = try symbols[name] ?? artwork?.symbol(named: name) { return (s, folderSources[name] ?? .ours) }
        if let found = drawn.found(name) { return found }
        if let entry = nameMap?.entries[name] {
            return drawn.keep(name, (try mappedSymbol(named: name, entry), .mapped(icon: entry.icon, set: entry.set)))
        }
        if usesNameMap, let (symbol, recipe) = try composedSymbol(named: name) { return drawn.keep(name, (symbol, .composed(recipe.description))) }
        return nil
    }

    /// The symbol `name` from the sources that hold drawings (a user folder, ours, the name map), not
    /// composed; nil when none has it.
    func sourcedSymbol(named name: String) throws -> Symbol? {
        if let s = try symbols[name] ?? artwork?.symbol(named: name) { return s }
        guard let entry = nameMap?.entries[name] else { return nil }
        if let (symbol, _) = drawn.found(name) { return symbol }
        return drawn.keep(name, (try mappedSymbol(named: name, entry), .mapped(icon: entry.icon, set: entry.set))).0
    }

    /// The symbol `name`, or ``SymbolError/unknownName(_:nearest:)`` listing the nearest names.
    public func symbol(named name: String) throws -> Symbol {
        let resolution = try resolve(name)
        if let error = resolution.error { throw error }
        return resolution.symbolOrEmpty
    }

    /// The bundled name map when this catalogue uses it.
    var nameMap: SymbolNameMap? { usesNameMap ? SymbolNameMap.bundled : nil }

    /// Reads the icon of a mapped name from its set (callers keep what it read in ``drawn``, which copies of
    /// the catalogue share: a screen's rows draw the same chevron forty times).
    func mappedSymbol(named name: String, _ entry: SymbolNameMap.Entry) throws -> Symbol {
        if entry.set == .materialDesignIcons {
            let font = try MaterialDesignIconFont.at(iconFontFile)
            guard let outline = try font.outline(of: entry.icon, file: iconFontFile) else {
                throw SymbolError.unreadable(path: iconFontFile, reason: "has no glyph '\(entry.icon)' for '\(name)'")
            }
            let em = MaterialDesignIconFont.unitsPerEm
            return try SymbolFileReader.mappedSymbol(named: name, entry: entry, outline: outline, box: Rect(x: 0, y: 0, width: em, height: em),
                                                     file: iconFontFile)
        }
        let path = URL(fileURLWithPath: iconFolder).appendingPathComponent("\(entry.icon).svg").path
        guard let data = FileManager.default.contents(atPath: path) else {
            throw SymbolError.unreadable(path: path, reason: "cannot be read; '\(name)' is drawn from Debian's bootstrap-icons package, which scripts/setup installs")
        }
        return try SymbolFileReader.mappedSymbol(named: name, entry: entry, data: data, file: path)
    }

    /// Up to `count` names closest to `name` by edit distance (ties by name), the "did you mean" list,
    /// among every name the catalogue resolves.
    public func nearestNames(to name: String, count: Int = 3) -> [String] {
        let scored: [(name: String, distance: Int)] = allNames.map { ($0, Self.distance(from: name, to: $0)) }
        let sorted = scored.sorted { (x, y) -> Bool in x.distance != y.distance ? x.distance < y.distance : x.name < y.name }
        return sorted.prefix(count).map { $0.name }
    }

    /// Edit distance, but a typed prefix of a name (`bel` for `bell.fill`) counts as one edit, so
    /// an unfinished name finds what it was starting to spell.
    static func distance(from typed: String, to name: String) -> Int {
        let typed = Array(typed.utf8), name = Array(name.utf8)
        return min(editDistance(typed, name), editDistance(typed, Array(name.prefix(typed.count))) + 1)
    }

    /// Levenshtein distance over UTF-8 bytes (symbol names are ASCII): with the name map there are
    /// 774 names to compare, and comparing `Character`s cost three times as much.
    static func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        if a.isEmpty { return b.count }
        var row = Array(0...b.count)
        for i in 1...a.count {
            var previous = row[0]
            row[0] = i
            if b.isEmpty { continue }
            for j in 1...b.count {
                let keep = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                previous = keep
            }
        }
        return row[b.count]
    }
}

extension SymbolCatalog {
    /// Mapped and composed symbols once drawn from their sources: an icon file is read, parsed and
    /// weighted, and a composed symbol's parts put together, once per catalogue (and its copies), not
    /// each time a view is evaluated. A `final class` so copies of a catalogue share it.
    final class DrawnSymbols: Sendable {
        private let symbols = Mutex<[String: (Symbol, SymbolSource)]>([:])
        func found(_ name: String) -> (Symbol, SymbolSource)? { symbols.withLock { $0[name] } }
        func keep(_ name: String, _ drawn: (Symbol, SymbolSource)) -> (Symbol, SymbolSource) {
            symbols.withLock { $0[name] = drawn }
            return drawn
        }
    }
}
