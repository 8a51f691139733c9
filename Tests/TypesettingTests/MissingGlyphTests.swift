import Testing
@testable import Typesetting

/// A character the font cannot draw is reported by name, never dropped.
@Suite struct MissingGlyphTests {
    @Test func emojiIsAnErrorNamingIt() throws {
        #expect(throws: TextError.missingGlyphs(characters: ["\u{1F600}"], font: "Inter Regular")) {
            try textLine("Hi \u{1F600}", style: .body)
        }
        let message = TextError.missingGlyphs(characters: ["\u{1F600}", "\u{4E2D}"], font: "Inter Regular").description
        #expect(message.contains("U+1F600") && message.contains("U+4E2D") && message.contains("--font"))
    }

    @Test func allowedMissingGlyphsStillTakeSpace() throws {
        let line = try textLine("a\u{4E2D}b", style: .body, allowMissingGlyphs: true)
        #expect(line.missingCharacters == ["\u{4E2D}"])
        #expect(line.glyphs.count == 3)
        #expect(line.glyphs[1].id == 0)              // the .notdef box, kept in place
        #expect(line.glyphs[2].position.x > line.glyphs[1].position.x)
    }

    @Test func coveredStringReportsNothing() throws {
        #expect(try textLine("Good morning", style: .largeTitle, weight: .bold).missingCharacters.isEmpty)
    }
}
