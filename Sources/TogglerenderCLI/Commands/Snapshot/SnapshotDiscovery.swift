import AppResources
import Foundation

/// One preview found: a `#Preview` or a `PreviewProvider`, with the name its goldens carry.
struct DiscoveredPreview: Equatable, Sendable {
    /// The file, relative to the root (for the report and messages).
    var file: String
    /// The golden folder: the file's name without `.swift`.
    var folder: String
    /// The golden name (file-safe).
    var name: String
    /// The line the preview starts on.
    var line: Int
    var traits: PreviewTraits
    /// The type the snapshot program instantiates for it.
    var typeName: String
    /// For one of several views of a `PreviewProvider`: that view's source, compiled as its own view type.
    var providerView: PreviewSource.ProviderView? = nil
    /// `<folder>/<name>`: how the config file and the report name it.
    var key: String { "\(folder)/\(name)" }
}

/// The files `togglerender snapshot` reads and the previews in them.
///
/// A PATH that is a Swift package contributes the sources of its library targets (`Sources/<target>/**.swift`,
/// leaving out executable targets: those with a `main.swift` or `@main`) and those of the local packages it
/// depends on (`.package(path:)`); all compile as one module, so an `import` of one of these targets is dropped. A folder contributes its `.swift` files, a file itself. Code under
/// `#if DEBUG` is compiled in, as a debug build (where previews live) has it.
struct SnapshotDiscovery {
    /// The package root (or the folder of the first PATH): where the config file and goldens live.
    let root: URL
    let files: [(path: String, source: PreviewSource)]
    let previews: [DiscoveredPreview]
    /// The resource files in the folders of the files read (asset catalogues, string tables, fonts).
    let resources: SnapshotResources

    init(paths: [String]) throws {
        let fm = FileManager.default
        var filePaths: [String] = []
        var targetNames: Set<String> = []
        var dependencyFiles: [String] = []
        var root: URL?
        for path in paths {
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw CLIError(status: .noInput, message: "snapshot: '\(path)' does not exist; give a Swift package, a folder or .swift files")
            }
            let url = URL(fileURLWithPath: path).standardizedFileURL
            if !isDirectory.boolValue {
                guard path.hasSuffix(".swift") else { throw CLIError.usage("snapshot: '\(path)' is not a .swift file, a folder or a package") }
                root = root ?? url.deletingLastPathComponent()
                filePaths.append(url.path)
            } else if fm.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
                root = root ?? url
                var visited: Set<String> = []
                Self.libraryFiles(of: url, visited: &visited, files: &filePaths, dependencyFiles: &dependencyFiles, targets: &targetNames)
            } else {
                root = root ?? url
                filePaths += Self.swiftFiles(under: url)
            }
        }
        let base = root ?? URL(fileURLWithPath: fm.currentDirectoryPath)
        self.root = base
        var files: [(path: String, source: PreviewSource)] = []
        var previews: [DiscoveredPreview] = []
        let dependencies = Set(dependencyFiles).subtracting(filePaths)
        for path in Array(Set(filePaths).union(dependencies)).sorted() {
            guard let data = fm.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
                throw CLIError(status: .noInput, message: "snapshot: cannot read '\(path)'")
            }
            let relative = path.hasPrefix(base.path + "/") ? String(path.dropFirst(base.path.count + 1)) : path
            var source: PreviewSource
            do { source = try PreviewSource(text) } catch {
                throw CLIError(status: .dataError, message: "snapshot: \(relative): \(error)")
            }
            source.text = Self.prepared(source.text, droppingImportsOf: targetNames)
            let index = files.count
            files.append((path, source))
            if !dependencies.contains(path) {
                previews += try Self.previews(of: source, text: text, fileIndex: index, relativePath: relative)
            }
        }
        self.files = files
        self.previews = previews
        resources = Self.resources(beside: files.map(\.path))
    }

    /// The sources of a package's library targets (`files`), and of the local packages it depends on
    /// (`.package(path: "…")`, followed once each; `dependencyFiles`: compiled in, their previews not snapshot
    /// here), with the targets' names.
    static func libraryFiles(of package: URL, visited: inout Set<String>, files: inout [String], dependencyFiles: inout [String],
                             targets: inout Set<String>) {
        let fm = FileManager.default
        let isDependency = !visited.isEmpty
        guard visited.insert(package.standardizedFileURL.path).inserted else { return }
        let sources = package.appendingPathComponent("Sources")
        for target in ((try? fm.contentsOfDirectory(atPath: sources.path)) ?? []).sorted() where !target.hasPrefix(".") {
            let found = swiftFiles(under: sources.appendingPathComponent(target))
            let executable = found.contains { $0.hasSuffix("/main.swift") || ((try? String(contentsOfFile: $0, encoding: .utf8))?.contains("@main") ?? false) }
            if executable { continue }
            targets.insert(target)
            if isDependency { dependencyFiles += found } else { files += found }
        }
        let manifest = (try? String(contentsOf: package.appendingPathComponent("Package.swift"), encoding: .utf8)) ?? ""
        let regex = try! NSRegularExpression(pattern: #"\.package\(\s*(?:name:\s*"[^"]*"\s*,\s*)?path:\s*"([^"]+)""#)
        for m in regex.matches(in: manifest, range: NSRange(manifest.startIndex..., in: manifest)) {
            guard let r = Range(m.range(at: 1), in: manifest) else { continue }
            let dependency = package.appendingPathComponent(String(manifest[r])).standardizedFileURL
            if fm.fileExists(atPath: dependency.appendingPathComponent("Package.swift").path) {
                libraryFiles(of: dependency, visited: &visited, files: &files, dependencyFiles: &dependencyFiles, targets: &targets)
            }
        }
    }

    /// The previews of one file, named; two with one name are an error (their goldens would collide).
    static func previews(of source: PreviewSource, text: String, fileIndex: Int, relativePath: String) throws -> [DiscoveredPreview] {
        let folder = SnapshotNaming.fileSafe(((relativePath as NSString).lastPathComponent as NSString).deletingPathExtension)
        let arguments = PreviewSource.previewArguments(in: text)
        var found: [DiscoveredPreview] = []
        let baseNames = source.previews.map { $0.name ?? SnapshotNaming.unnamed(body: $0.body) }
        for (i, preview) in source.previews.enumerated() {
            var name = baseNames[i]
            // Unnamed previews of the same view are told apart by what they contain, not by their order.
            if preview.name == nil, baseNames.enumerated().contains(where: { $0.offset != i && $0.element == name }) {
                name += "-" + SnapshotNaming.contentTag(preview.body)
            }
            found.append(DiscoveredPreview(file: relativePath, folder: folder, name: SnapshotNaming.fileSafe(name), line: preview.line,
                                           traits: PreviewTraits(parsing: i < arguments.count ? arguments[i] : ""),
                                           typeName: "TogglerenderPreview_\(fileIndex)_\(i)"))
        }
        for provider in PreviewSource.providers(in: text) {
            if !provider.views.isEmpty {
                // Several views: each named as an unnamed #Preview is (its display name, else what it shows).
                let names = provider.views.map { Self.displayName(of: $0) }
                let bases = zip(provider.views, names).map { $1 ?? SnapshotNaming.unnamed(body: $0.body) }
                for (k, view) in provider.views.enumerated() {
                    var name = bases[k]
                    if names[k] == nil, bases.enumerated().contains(where: { $0.offset != k && $0.element == name }) {
                        name += "-" + SnapshotNaming.contentTag(view.body)
                    }
                    found.append(DiscoveredPreview(file: relativePath, folder: folder, name: SnapshotNaming.fileSafe(name), line: view.line,
                                                   traits: PreviewTraits(parsing: view.body),
                                                   typeName: "TogglerenderProvider_\(provider.typeName)_\(k)", providerView: view))
                }
                continue
            }
            let name = provider.displayName ?? (provider.typeName.hasSuffix("_Previews") ? String(provider.typeName.dropLast("_Previews".count)) : provider.typeName)
            found.append(DiscoveredPreview(file: relativePath, folder: folder, name: SnapshotNaming.fileSafe(name), line: provider.line,
                                           traits: provider.traits, typeName: "TogglerenderProvider_\(provider.typeName)"))
        }
        var seen: [String: Int] = [:]
        for p in found {
            if let other = seen[p.name] {
                throw CLIError(status: .dataError, message: "snapshot: \(relativePath): the previews at lines \(other) and \(p.line) are both named \"\(p.name)\"; their goldens would be one file, so give one another name")
            }
            seen[p.name] = p.line
        }
        return found
    }

    /// A provider view's own name: its `.previewDisplayName("…")`; for an element of a top-level `ForEach`, that
    /// name (or what the view shows) with the element's (`Card, Dark`), or the element alone when the display
    /// name is the element itself (`.previewDisplayName(name)` over string literals), as Xcode's canvas shows it.
    static func displayName(of view: PreviewSource.ProviderView) -> String? {
        let literal = PreviewTraits.match(#"\.previewDisplayName\(\s*"((?:[^"\\]|\\.)*)""#, in: view.body)?[0]
        guard let element = view.element else { return literal }
        if let literal { return "\(literal), \(element)" }
        if view.body.contains(".previewDisplayName(") { return element }
        return "\(SnapshotNaming.unnamed(body: view.body)), \(element)"
    }

    /// The rewritten text as the snapshot program compiles it: sibling targets' imports dropped, `DEBUG` set.
    /// Each change keeps the line count, so the compiler's messages point at the user's lines.
    static func prepared(_ text: String, droppingImportsOf targets: Set<String>) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            let words = trimmed.split(separator: " ")
            if let last = words.last, words.count >= 2, words.dropLast().allSatisfy({ $0 == "import" || $0.hasPrefix("@") }),
               targets.contains(String(last)) {
                return ""
            }
            if trimmed.hasPrefix("#if ") || trimmed.hasPrefix("#elseif ") {
                return line.replacingOccurrences(of: #"\bDEBUG\b"#, with: "true", options: .regularExpression)
            }
            return String(line)
        }.joined(separator: "\n")
    }

    /// The resource files in each folder holding one of `files`, as `preview` finds them beside a file; a catalogue
    /// is read once however many folders name it.
    static func resources(beside files: [String]) -> SnapshotResources {
        var found = SnapshotResources()
        var folders = Set<String>()
        for file in files {
            let folder = URL(fileURLWithPath: file).deletingLastPathComponent().standardizedFileURL
            guard folders.insert(folder.path).inserted else { continue }
            let r = ResourceFiles(in: folder)
            found.assetCatalogs += r.assetCatalogs.map(\.path)
            found.stringTables += r.stringTables.map(\.path)
            found.fontFolders += r.fontFolders.map(\.path)
        }
        return found
    }

    /// The `.swift` files under `folder`, sorted, leaving out hidden folders and `.build`.
    static func swiftFiles(under folder: URL) -> [String] {
        guard let e = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]) else { return [] }
        var out: [String] = []
        for case let url as URL in e {
            if url.lastPathComponent == ".build" { e.skipDescendants(); continue }
            if url.pathExtension == "swift" { out.append(url.standardizedFileURL.path) }
        }
        return out.sorted()
    }
}
