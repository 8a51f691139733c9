import Foundation
import Testing
@testable import AppResources

/// String tables: a string catalogue's translations and plural variants, `.strings` files, format
/// specifiers, and a catalogue that is not JSON an error naming it.
struct StringTableTests {
    static let strings = AssetCatalogTests.fixtures.deletingLastPathComponent().appendingPathComponent("strings")

    @Test func aCatalogueTranslatesAndPluralises() throws {
        let table = try StringTable(url: Self.strings.appendingPathComponent("Localizable.xcstrings"))
        #expect(table.localized("Night mode", language: "fr", arguments: []) == "Mode nuit")
        #expect(table.localized("Night mode", language: "fr-CA", arguments: []) == "Mode nuit")
        #expect(table.localized("Night mode", language: "de", arguments: []) == nil)
        #expect(table.localized("%lld items", language: "en", arguments: ["1"]) == "1 item")
        #expect(table.localized("%lld items", language: "en", arguments: ["0"]) == "0 items")
        // French puts 0 and 1 in "one".
        #expect(table.localized("%lld items", language: "fr", arguments: ["0"]) == "0 article")
        #expect(table.localized("%lld items", language: "fr", arguments: ["2"]) == "2 articles")
        #expect(table.localized("Hello, %@!", language: "fr", arguments: ["Ana"]) == "Bonjour, Ana !")
    }

    @Test func stringsFilesTakeTheirLanguageFromTheFolder() throws {
        let table = try StringTable(url: Self.strings.appendingPathComponent("de.lproj/Localizable.strings"))
        #expect(table.localized("Night mode", language: "de", arguments: []) == "Nachtmodus")
        #expect(table.localized("Hello, %@!", language: "de", arguments: ["Ana"]) == "Hallo, Ana!")
    }

    @Test func formatSpecifiers() {
        #expect(StringTable.format("%@ has %lld (%.1f%%)", ["Ana", "3", "0.5"]) == "Ana has 3 (0.5%)")
        #expect(StringTable.format("%2$@ %1$@", ["a", "b"]) == "b a")
        #expect(StringTable.format("%@ and %@", ["only"]) == "only and %@")
        // Found by the fuzzer: position 0 is no argument (it trapped).
        #expect(StringTable.format("Hallo, %0$@!", ["Ana"]) == "Hallo, %0$@!")
    }

    @Test func aCatalogueThatIsNotJSONIsAnError() {
        let url = Self.strings.appendingPathComponent("broken/Localizable.xcstrings")
        do {
            _ = try StringTable(url: url)
            Issue.record("a broken catalogue was read")
        } catch {
            #expect(error.path == url.path && error.message.hasPrefix("not a string catalogue"), "\(error)")
        }
    }
}
