import AppResources
import Foundation
import HeadlessSwiftUI

/// The flags that name an app's resources, taken alike by `render`, `batch` (for every job) and `preview`:
/// `--assets PATH` (an asset catalogue), `--strings PATH` (a string table), `--fonts DIR` (a folder of font
/// files) and `--locale ID`, with `--strict` turning a missing name's warning into an error. A path that is
/// not there is "no input" (66), a file that cannot be read bad data (65) naming it.
enum ResourceFlags {
    /// The flags, as `batch` passes them on to its jobs.
    static let names = ["--assets", "--strings", "--fonts", "--locale", "--strict"]

    /// The options of a command that draws the built-in components or a batch's jobs (preview words its own,
    /// as it also finds the resources beside its files).
    static func options(for what: String) -> [CommandSpec.Option] {
        [
            .init("--assets", value: "PATH", repeatable: true, "An asset catalogue (.xcassets) for \(what)'s Image(\"name\") and Color(\"name\"); the first that has a name wins."),
            .init("--strings", value: "PATH", repeatable: true, "A string table (Localizable.xcstrings, or LANG.lproj/Localizable.strings or .stringsdict) for \(what)'s Text(\"key\")."),
            .init("--fonts", value: "DIR", repeatable: true, "A folder of font files for \(what)'s .custom(\"Name\", size:)."),
            .init("--locale", value: "ID", default: "en_US", "The locale strings are looked up for (fr_FR, ar …); a right-to-left language sets --layout-direction rtl unless it is given."),
        ]
    }

    /// Applies the resource flags of `a` to `configuration`.
    static func apply(_ a: ParsedArguments, to configuration: inout RenderConfiguration) throws {
        configuration.assetCatalogs = try a.all("--assets").map(catalog)
        configuration.stringTables = try a.all("--strings").map(stringTable)
        configuration.fontFolders = try a.all("--fonts").map { folder in
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
                throw CLIError(status: .noInput, message: "--fonts \(folder): no such folder (a folder of .ttf or .otf files)")
            }
            return URL(fileURLWithPath: folder).standardizedFileURL.path
        }
        if let locale = a.string("--locale") {
            guard locale.range(of: #"^[A-Za-z]{2,3}([_-][A-Za-z0-9]{2,8})*$"#, options: .regularExpression) != nil else {
                throw CLIError.usage("--locale must be a locale identifier such as en_US, fr or pt_BR, not '\(locale)'")
            }
            configuration.locale = Locale(identifier: locale)
            // Right-to-left languages lay out right to left, as iOS does, unless told otherwise.
            let language = locale.prefix { $0.isLetter }.lowercased()
            if a.string("--layout-direction") == nil, ["ar", "he", "fa", "ur"].contains(language) {
                configuration.layoutDirection = .rightToLeft
            }
        }
    }

    /// The string table at `path`: one that cannot be read is bad data naming its file.
    static func stringTable(_ path: String) throws -> StringTable {
        guard FileManager.default.fileExists(atPath: path) else {
            throw CLIError(status: .noInput, message: "--strings \(path): no such file (a Localizable.xcstrings or LANG.lproj/Localizable.strings)")
        }
        do { return try StringTable(url: URL(fileURLWithPath: path)) } catch {
            throw CLIError(status: .dataError, message: "\(error)")
        }
    }

    /// The asset catalogue at `path`: a malformed one is bad data naming its file.
    static func catalog(_ path: String) throws -> AssetCatalog {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
            throw CLIError(status: .noInput, message: "--assets \(path): no such folder (an asset catalogue is a .xcassets folder)")
        }
        do { return try AssetCatalog(url: URL(fileURLWithPath: path)) } catch {
            throw CLIError(status: .dataError, message: "\(error)")
        }
    }
}
