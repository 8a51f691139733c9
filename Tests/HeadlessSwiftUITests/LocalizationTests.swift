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
}
