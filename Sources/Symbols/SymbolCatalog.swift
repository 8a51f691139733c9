import Foundation

/// The symbols by name: the package's own artwork plus, optionally, a user folder that adds or
/// overrides symbols (`--symbols DIR`; the file name without `.svg` is the symbol name).
public struct SymbolCatalog: Sendable {
    public private(set) var symbols: [String: Symbol]

    /// The package's artwork (`Sources/Symbols/Resources/*.svg`).
    public static func builtIn() throws -> SymbolCatalog {
        var catalog = SymbolCatalog(symbols: [:])
        try catalog.add(folder: resourceFolder())
        return catalog
    }

    /// The package's artwork for `names` only: a component that draws a few symbols reads and parses
    /// just their files (the whole catalogue takes a few milliseconds to parse). An unknown name fails
    /// as ``symbol(named:)`` does, with the nearest names of the whole catalogue.
    public static func builtIn(named names: [String]) throws -> SymbolCatalog {
        let folder = try resourceFolder()
        var catalog = SymbolCatalog(symbols: [:])
        for name in names {
            let path = folder.appendingPathComponent("\(name).svg").path
            guard let data = FileManager.default.contents(atPath: path) else {
                _ = try builtIn().symbol(named: name)   // throws the unknown-name error
                throw SymbolError.unreadable(path: path, reason: "cannot be read")
            }
            catalog.symbols[name] = try SymbolFileReader.symbol(named: name, data: data, file: path)
        }
        return catalog
    }

    /// Where the package's artwork is.
    private static func resourceFolder() throws -> URL {
        guard let dir = Bundle.module.url(forResource: "Resources", withExtension: nil) else {
            throw SymbolError.unreadable(path: "Symbols resources", reason: "the resource folder is missing from the bundle")
        }
        return dir
    }

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

    public init(symbols: [String: Symbol]) { self.symbols = symbols }

    /// Adds every `.svg` file of `folder`, replacing symbols of the same name.
    public mutating func add(folder: URL) throws {
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: folder.path) } catch {
            throw SymbolError.unreadable(path: folder.path, reason: "not a readable folder")
        }
        for file in names.sorted() where file.hasSuffix(".svg") {
            let url = folder.appendingPathComponent(file)
            guard let data = FileManager.default.contents(atPath: url.path) else {
                throw SymbolError.unreadable(path: url.path, reason: "cannot be read")
            }
            let name = String(file.dropLast(4))
            symbols[name] = try SymbolFileReader.symbol(named: name, data: data, file: url.path)
        }
    }

    /// Every name, sorted.
    public var names: [String] { symbols.keys.sorted() }

    /// The symbol `name`, or an error listing the nearest names.
    public func symbol(named name: String) throws -> Symbol {
        if let s = symbols[name] { return s }
        throw SymbolError.unknownName(name, nearest: nearestNames(to: name))
    }

    /// Up to `count` names closest to `name` by edit distance (ties by name), the "did you mean" list.
    public func nearestNames(to name: String, count: Int = 3) -> [String] {
        let scored: [(name: String, distance: Int)] = names.map { ($0, Self.distance(from: name, to: $0)) }
        let sorted = scored.sorted { (x, y) -> Bool in x.distance != y.distance ? x.distance < y.distance : x.name < y.name }
        return sorted.prefix(count).map { $0.name }
    }

    /// Edit distance, but a typed prefix of a name (`bel` for `bell.fill`) counts as one edit, so
    /// an unfinished name finds what it was starting to spell.
    static func distance(from typed: String, to name: String) -> Int {
        min(editDistance(typed, name), editDistance(typed, String(name.prefix(typed.count))) + 1)
    }

    /// Levenshtein distance over characters.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
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
