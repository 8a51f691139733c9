import AppResources
import Foundation

extension FuzzTarget {
    /// A string table as a string catalogue, a `.strings` file and a `.stringsdict`, then a lookup with
    /// arguments: errors name the file in one line, formatting never traps.
    static let strings = FuzzTarget(
        name: "strings", summary: "StringTable of the same bytes as Localizable.xcstrings, fr.lproj/Localizable.strings and ru.lproj/Localizable.stringsdict, and a lookup",
        seedSources: ["Fixtures/strings", "Examples/AppScreen/Sources/AppScreen"], seedExtension: ".xcstrings"
    ) { bytes in
        let data = Data(bytes)
        for path in ["/app/Localizable.xcstrings", "/app/fr.lproj/Localizable.strings", "/app/ru.lproj/Localizable.stringsdict"] {
            do {
                let table = try StringTable(data: data, url: URL(fileURLWithPath: path))
                for key in ["Night mode", "%lld items", "Hello, %@!"] {
                    for language in ["fr", "ru"] { _ = table.localized(key, language: language, arguments: ["1", "Ana"]) }
                }
            } catch { checkOneLine("\(error)", "a string table error") }
        }
        let text = String(decoding: bytes, as: UTF8.self)
        _ = StringTable.format(text, ["1", "two"])   // the bytes as a translation
        // … and as a `.stringsdict` format whose variables read their own arguments.
        _ = StringTable.expandingVariables(text, ["n": ["one": "%lld", "few": "%2$@ %%", "other": "%#@n@"]], arguments: ["3", "two"], language: "ru")
    }

    /// An asset catalogue's colour set `Contents.json`, and the same bytes as a JPEG picture.
    static let assets = FuzzTarget(
        name: "assets", summary: "ColorSet of a Contents.json's bytes, and PictureDecoder of the same bytes as a JPEG",
        seedSources: ["Fixtures/assets/Sample.xcassets", "Examples/AppScreen/Sources/AppScreen/Assets.xcassets"], seedExtension: ".json"
    ) { bytes in
        let data = Data(bytes)
        do { _ = try ColorSet(contentsJSON: data, path: "Brand.colorset/Contents.json") } catch { checkOneLine("\(error)", "a colour set error") }
        do { _ = try PictureDecoder.decode(data, fileExtension: "jpg", scale: 1, path: "photo.jpg") } catch { checkOneLine("\(error)", "a JPEG error") }
    }
}
