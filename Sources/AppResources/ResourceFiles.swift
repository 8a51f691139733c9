import Foundation

/// An app's resource files in a folder, as Xcode lays them out beside the sources or in a package's
/// resources: asset catalogues (`*.xcassets`), string tables (`*.xcstrings`, `LANG.lproj/Localizable.strings` and `.stringsdict`)
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
                // The plural rules first: a key both files have takes its `.stringsdict` entry, as on iOS.
                for file in ["Localizable.stringsdict", "Localizable.strings"] {
                    let table = url.appendingPathComponent(file)
                    if FileManager.default.fileExists(atPath: table.path) { stringTables.append(table) }
                }
            } else if name == "Fonts" { fontFolders.append(url) }
        }
    }
}
