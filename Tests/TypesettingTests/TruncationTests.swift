import Testing
@testable import Typesetting

/// One-line truncation with an ellipsis and alignment in a box.
@Suite struct TruncationTests {
    @Test func truncatedLineFitsAndEndsWithEllipsis() throws {
        let font = try Fixtures.inter(.semibold)
        let full = TextLayout.line("Notifications and reminders", font: font)
        let line = TextLayout.line("Notifications and reminders", font: font, maxWidth: full.width / 2)
        #expect(line.isTruncated)
        #expect(line.width <= full.width / 2)
        #expect(line.string.hasSuffix("\u{2026}"))
        #expect(line.string.count > 3)
        #expect(!line.string.dropLast().hasSuffix(" "))
        // The ellipsis is a real glyph of the same font, not three periods.
        #expect(font.face.glyphID(for: "\u{2026}") == line.glyphs.last!.id)
        // The longest fitting prefix: one more character would not fit.
        let prefix = String(line.string.dropLast())
        let next = String("Notifications and reminders".prefix(prefix.count + 1)) + "\u{2026}"
        #expect(font.advance(of: next) > full.width / 2 || next.dropLast().hasSuffix(" "))
    }

    @Test func fittingLineIsUntouched() throws {
        let font = try Fixtures.inter()
        let line = TextLayout.line("Wi-Fi", font: font, maxWidth: 200)
        #expect(!line.isTruncated && line.string == "Wi-Fi")
    }

    @Test func tooNarrowForAnythingIsEmpty() throws {
        let line = TextLayout.line("Wi-Fi", font: try Fixtures.inter(), maxWidth: 1)
        #expect(line.glyphs.isEmpty && line.width == 0)
    }

    @Test(arguments: [(TextAlignment.leading, 0.0), (.center, 0.5), (.trailing, 1.0)])
    func alignmentPlacesTheLineInItsBox(_ alignment: TextAlignment, _ fraction: Double) throws {
        let font = try Fixtures.inter()
        let line = TextLayout.line("Bluetooth", font: font, maxWidth: 300, alignment: alignment)
        #expect(line.boxWidth == 300)
        let expected = (300 - line.width) * fraction
        #expect(abs(line.glyphs.first!.position.x - expected) < 1e-9)
    }
}

/// Right-to-left text truncates at its logical end, which is drawn on the left.
@Suite struct RightToLeftTruncationTests {
    @Test func hebrewEllipsisIsOnTheLeft() throws {
        let font = try Fixtures.dejavu()
        let full = TextLayout.line("שלום עולם ומלואו", font: font)
        let line = TextLayout.line("שלום עולם ומלואו", font: font, maxWidth: full.width * 0.6)
        #expect(line.isTruncated && line.width <= full.width * 0.6)
        #expect(line.string.hasSuffix("\u{2026}"))
        // The ellipsis (last character) is the leftmost glyph, the first letter the rightmost.
        let last = line.string.unicodeScalars.count - 1
        #expect(line.glyphs.first!.cluster == last)
        #expect(line.glyphs.last!.cluster == 0)
    }
}
