import Testing
@testable import Typesetting

/// Wrapping a `Text` without a line limit into a width (`TextLayout.wrappedLines`).
@Suite struct WrappingTests {
    @Test func fittingStringIsOneUnchangedLine() throws {
        let font = try Fixtures.inter(.semibold)
        let lines = TextLayout.wrappedLines("Do  not disturb", font: font, maxWidth: 500)
        #expect(lines.map(\.string) == ["Do  not disturb"])
    }

    @Test func breaksAtSpacesGreedily() throws {
        let font = try Fixtures.inter(.semibold)
        // Room for "Do not" and for "disturb", not for "disturb me" (nor "Do not disturb").
        let width = font.advance(of: "disturb me") - 1
        try #require(font.advance(of: "Do not") < width && font.advance(of: "disturb") < width)
        let lines = TextLayout.wrappedLines("Do not disturb me", font: font, maxWidth: width)
        #expect(lines.map(\.string) == ["Do not", "disturb", "me"])
        #expect(lines.allSatisfy { $0.width <= width })
        // Greedy: no line could have taken the next word as well.
        let words = lines.map(\.string)
        for (line, next) in zip(words, words.dropFirst()) {
            #expect(font.advance(of: line + " " + next.split(separator: " ")[0]) > width)
        }
    }

    @Test func wordWiderThanTheLineBreaksBetweenCharacters() throws {
        let font = try Fixtures.inter(.semibold, size: 40)
        let width = font.advance(of: "Microphone") * 0.6
        let lines = TextLayout.wrappedLines("Microphone", font: font, maxWidth: width)
        #expect(lines.count == 2)
        #expect(lines.map(\.string).joined() == "Microphone")
        #expect(lines.allSatisfy { $0.width <= width })
        // The first piece is as long as fits: one more character would not.
        let first = lines[0].string
        #expect(font.advance(of: String("Microphone".prefix(first.count + 1))) > width)
    }

    @Test func atLeastOneCharacterALine() throws {
        let lines = TextLayout.wrappedLines("Wi-Fi", font: try Fixtures.inter(), maxWidth: 1)
        #expect(lines.map(\.string) == ["W", "i", "-", "F", "i"])
    }
}
