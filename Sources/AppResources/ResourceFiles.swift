import Foundation

/// An app's resource files in a folder, as Xcode lays them out beside the sources or in a package's
/// resources: asset catalogues (`*.xcassets`), string tables (`*.xcstrings`, `LANG.lproj/Localizable.strings`)
/// and a `Fonts` folder. Sorted by name, so the first catalogue with a name is always the same one.
public struct ResourceFiles: Equatable, Sendable {
    public var assetCatalogs: [URL] = []
    public var stringTables: [URL] = []
    public var fontFolders: [URL] = []

    public init() {}

    /// The resource files directly in `folder` (none when it cannot be read).
    public init(in folder: URL) {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        for name in names {
            let url = folder.appendingPathComponent(name)
            if name.hasSuffix(".xcassets") { assetCatalogs.append(url) }
            else if name.hasSuffix(".xcstrings") { stringTables.append(url) }
            else if name.hasSuffix(".lproj") {
                let strings = url.appendingPathComponent("Localizable.strings")
                if FileManager.default.fileExists(atPath: strings.path) { stringTables.append(strings) }
            } else if name == "Fonts" { fontFolders.append(url) }
        }
    }
}
