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

    /// A Russian `.stringsdict` as Xcode writes one: a format with a variable, and texts by plural category.
    static let stringsdict = Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
            <key>%lld files</key>
            <dict>
                <key>NSStringLocalizedFormatKey</key>
                <string>%#@files@</string>
                <key>files</key>
                <dict>
                    <key>NSStringFormatSpecTypeKey</key>
                    <string>NSStringPluralRuleType</string>
                    <key>NSStringFormatValueTypeKey</key>
                    <string>lld</string>
                    <key>one</key>
                    <string>%lld файл</string>
                    <key>few</key>
                    <string>%lld файла</string>
                    <key>many</key>
                    <string>%lld файлов</string>
                    <key>other</key>
                    <string>%lld файла</string>
                </dict>
            </dict>
            <key>%@ shared %lld photos</key>
            <dict>
                <key>NSStringLocalizedFormatKey</key>
                <string>%@ поделился: %#@photos@</string>
                <key>photos</key>
                <dict>
                    <key>NSStringFormatSpecTypeKey</key>
                    <string>NSStringPluralRuleType</string>
                    <key>one</key>
                    <string>%lld фото</string>
                    <key>other</key>
                    <string>%lld фото (ещё)</string>
                    <key>zero</key>
                    <string>нет фото</string>
                </dict>
            </dict>
        </dict>
        </plist>
        """.utf8)

    @Test func aStringsdictChoosesTheFormByTheLanguagesPluralRule() throws {
        let table = try StringTable(data: Self.stringsdict, url: URL(fileURLWithPath: "/app/ru.lproj/Localizable.stringsdict"))
        func files(_ n: Int) -> String? { table.localized("%lld files", language: "ru", arguments: ["\(n)"]) }
        #expect(files(1) == "1 файл")
        #expect(files(21) == "21 файл")
        #expect(files(3) == "3 файла")
        #expect(files(11) == "11 файлов")
        #expect(files(25) == "25 файлов")
        #expect(table.localized("%lld files", language: "en", arguments: ["1"]) == nil)
    }

    @Test func aStringsdictVariableReadsItsOwnArgument() throws {
        let table = try StringTable(data: Self.stringsdict, url: URL(fileURLWithPath: "/app/ru.lproj/Localizable.stringsdict"))
        #expect(table.localized("%@ shared %lld photos", language: "ru", arguments: ["Аня", "1"]) == "Аня поделился: 1 фото")
        #expect(table.localized("%@ shared %lld photos", language: "ru", arguments: ["Аня", "0"]) == "Аня поделился: нет фото")
    }

    @Test func aStringsdictThatIsNotAPropertyListIsAnError() {
        let url = URL(fileURLWithPath: "/app/ru.lproj/Localizable.stringsdict")
        do {
            _ = try StringTable(data: Data("{ not a plist".utf8), url: url)
            Issue.record("a broken strings dictionary was read")
        } catch {
            #expect(error.path == url.path && error.message.hasPrefix("not a strings dictionary"), "\(error)")
        }
    }

    /// CLDR's categories for a few languages with more than two, at the numbers that tell them apart.
    @Test func pluralCategoriesOfLanguagesWithMoreForms() {
        func c(_ n: Double, _ l: String) -> String { StringTable.pluralCategory(n, language: l) }
        #expect([0, 1, 2, 3, 11, 100, 102].map { c($0, "ar") } == ["zero", "one", "two", "few", "many", "other", "other"])
        #expect([1, 2, 5, 12, 22, 1.5].map { c($0, "pl") } == ["one", "few", "many", "many", "few", "other"])
        #expect([1, 2, 5, 1.5].map { c($0, "cs") } == ["one", "few", "other", "many"])
        #expect([1, 2, 3, 10].map { c($0, "he") } == ["one", "two", "other", "other"])
        #expect([0, 1, 2, 1.5].map { c($0, "fr") } == ["one", "one", "other", "one"])
        #expect([1, 1.0, 1.5, 0].map { c($0, "en") } == ["one", "one", "other", "other"])
    }
}
