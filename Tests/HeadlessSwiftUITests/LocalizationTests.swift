import AppResources
import Foundation
import Testing
@testable import HeadlessSwiftUI

/// `Text("key")`, labels and `String(localized:)` looked up in the render's string tables for its locale;
/// interpolations by their format-specifier key; the key itself where no table has it.
@MainActor
struct LocalizationTests {
    static let strings = AssetTests.assets.deletingLastPathComponent().appendingPathComponent("strings")

    struct Screen: View {
        var count: Int
        var body: some View {
            VStack {
                Text("Night mode")
                Text("\(count) items")
                Button("Hello, \("Ana")!") {}
                Text(String(localized: "Night mode"))
                Text(verbatim: "Night mode")
            }
        }
    }

    func description(_ view: some View, locale: String, tables: [String] = ["Localizable.xcstrings"]) async throws -> String {
        let tables = try tables.map { try StringTable(url: Self.strings.appendingPathComponent($0)) }
        return try await render(view, configure: { $0.stringTables = tables; $0.locale = Locale(identifier: locale) }).accessibilityDescription
    }

    @Test func textsAndLabelsAreLocalised() async throws {
        let french = try await description(Screen(count: 1), locale: "fr_FR")
        #expect(french == "Mode nuit. 1 article. Bonjour, Ana !, button. Mode nuit. Night mode", "\(french)")
        let english = try await description(Screen(count: 3), locale: "en_US")
        #expect(english == "Night mode. 3 items. Hello, Ana!, button. Night mode. Night mode", "\(english)")
    }

    @Test func stringsFilesToo() async throws {
        let german = try await description(Screen(count: 2), locale: "de_DE", tables: ["Localizable.xcstrings", "de.lproj/Localizable.strings"])
        #expect(german.hasPrefix("Nachtmodus. 2 items. Hallo, Ana!,"), "\(german)")
    }

    @Test func theLocaleReachesTheEnvironment() async throws {
        struct Reader: View {
            @Environment(\.locale) private var locale
            var body: some View { Text(verbatim: locale.identifier) }
        }
        #expect(try await description(Reader(), locale: "fr_FR") == "fr_FR")
    }

    /// A text made in the render (a key made outside one keeps its own text, docs/resources.md).
    struct Items: View {
        var count: Int
        var body: some View { Text("\(count) items") }
    }

    /// A `.lproj` folder's `.stringsdict` is found beside the sources and pluralises by Russian's rule.
    @Test func aStringsdictBesideTheFilesPluralises() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stringsdict-\(UUID().uuidString)")
        let lproj = folder.appendingPathComponent("ru.lproj")
        try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
              <key>%lld items</key>
              <dict>
                <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
                <key>n</key>
                <dict>
                  <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                  <key>one</key><string>%lld предмет</string>
                  <key>few</key><string>%lld предмета</string>
                  <key>many</key><string>%lld предметов</string>
                </dict>
              </dict>
            </dict></plist>
            """.write(to: lproj.appendingPathComponent("Localizable.stringsdict"), atomically: true, encoding: .utf8)
        let files = ResourceFiles(in: folder)
        #expect(files.stringTables.map(\.lastPathComponent) == ["Localizable.stringsdict"])
        let tables = try files.stringTables.map { try StringTable(url: $0) }
        func text(_ n: Int) async throws -> String {
            try await render(Items(count: n), configure: { $0.stringTables = tables; $0.locale = Locale(identifier: "ru_RU") }).accessibilityDescription
        }
        #expect(try await text(1) == "1 предмет")
        #expect(try await text(3) == "3 предмета")
        #expect(try await text(5) == "5 предметов")
    }
}
