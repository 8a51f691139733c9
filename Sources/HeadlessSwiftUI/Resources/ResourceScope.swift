import AppResources
import Raster
import Symbols

/// The app resources a render reads, as iOS's `Bundle.main` gives them to `Image("name")` and
/// `Color("name")`: the render's asset catalogues (``RenderConfiguration/assetCatalogs``), first match
/// wins. A task-local value, set by ``ViewHost`` for the evaluation of its view (and the tasks it starts),
/// because a `Color("name")` is made and resolved without an environment at hand; each render has its own.
///
/// Problems met (a missing name, a picture that cannot be decoded) are collected here and handed to the
/// graph after each evaluation, as warnings or errors of the view that met them.
final class ResourceScope: @unchecked Sendable {
    @TaskLocal static var current: ResourceScope?

    let catalogs: [AssetCatalog]
    let strings: [StringTable]
    /// The language strings are looked up for ("fr", "pt-BR").
    let language: String
    private var problems: [ViewDiagnostic] = []
    private let lock = NSLock()

    init(catalogs: [AssetCatalog], strings: [StringTable] = [], locale: Locale = Locale(identifier: "en_US")) {
        self.catalogs = catalogs
        self.strings = strings
        language = locale.identifier.replacingOccurrences(of: "_", with: "-")
    }

    /// The text of `key` in the current render's language, from the first table that has it; nil without
    /// a scope or a table that has it (the key is then the text, as iOS shows it).
    static func localized(_ key: String, arguments: [String]) -> String? {
        guard let scope = current else { return nil }
        return scope.strings.lazy.compactMap { $0.localized(key, language: scope.language, arguments: arguments) }.first
    }

    /// The colour set `name`, or nil with a warning naming the nearest names.
    func colorSet(_ name: String) -> ColorSet? {
        if let set = catalogs.lazy.compactMap({ $0.colorSets[name] }).first { return set }
        report(.warning, "Color(\"\(name)\")", missing: "colour", name, nearest: catalogs.flatMap { $0.nearestNames(to: name, in: $0.colorSets.keys) })
        return nil
    }

    /// The catalogues' symbol sets (custom SF Symbols templates, `NAME.symbolset`), read the first time one
    /// is asked for: a catalogue of them, or the error of the first that cannot be read.
    private lazy var symbolSets: Result<SymbolCatalog, Error> = Result {
        var symbols = SymbolCatalog(symbols: [:])
        for catalog in catalogs { try symbols.add(folder: catalog.url, as: .userFolder) }
        return symbols
    }

    /// A catalogue holding the symbol set `name`, if a catalogue has one (`Image("name")` draws it as a
    /// symbol, as iOS does); throws when a symbol set cannot be read.
    func symbolSet(_ name: String) throws -> SymbolCatalog? {
        guard catalogs.contains(where: { FileManager.default.fileExists(atPath: $0.url.appendingPathComponent(name + ".symbolset").path) }) else {
            return nil
        }
        return try lock.withLock { try symbolSets.get() }
    }

    /// The image set `name` and its catalogue, or nil with a warning naming the nearest names.
    func imageSet(_ name: String) -> (AssetCatalog, ImageSet)? {
        for catalog in catalogs { if let set = catalog.imageSets[name] { return (catalog, set) } }
        report(.warning, "Image(\"\(name)\")", missing: "image", name, nearest: catalogs.flatMap { $0.nearestNames(to: name, in: $0.imageSets.keys) })
        return nil
    }

    func report(_ severity: ViewDiagnostic.Severity, _ view: String, _ message: String) {
        lock.withLock { problems.append(ViewDiagnostic(severity: severity, view: view, message: message)) }
    }

    private func report(_ severity: ViewDiagnostic.Severity, _ view: String, missing kind: String, _ name: String, nearest: [String]) {
        let where_ = catalogs.isEmpty ? "no asset catalogue was given (--assets, or an .xcassets beside the files)"
            : "no \(kind) set of that name in " + catalogs.map { "'\($0.url.lastPathComponent)'" }.joined(separator: ", ")
        let hint = nearest.isEmpty ? "" : "; did you mean " + nearest.map { "'\($0)'" }.joined(separator: ", ") + "?"
        report(severity, view, "\(where_)\(hint); drawn as nothing, as iOS does")
    }

    /// The problems met since the last call.
    func takeProblems() -> [ViewDiagnostic] {
        lock.withLock { defer { problems = [] }; return problems }
    }
}
