import Testing
@testable import Typesetting

/// Right-to-left text (Inter has no Hebrew or Arabic, so DejaVu Sans from fonts-dejavu-core is used).
@Suite struct BidiTests {
    @Test(arguments: ["שלום", "مرحبا"])
    func rightToLeftStringsRunRightToLeft(_ string: String) throws {
        let line = TextLayout.line(string, font: try Fixtures.dejavu())
        #expect(line.isRightToLeft)
        #expect(line.missingCharacters.isEmpty)
        // The first character (cluster 0) is drawn at the right end, the last at the left.
        let first = try #require(line.glyphs.first { $0.cluster == 0 })
        let maxX = line.glyphs.map(\.position.x).max()!
        #expect(first.position.x == maxX)
        #expect(line.glyphs.first!.cluster > 0)
    }

    @Test func mixedLineKeepsLatinRunLeftToRight() throws {
        // LTR paragraph: "abc" left, then the Hebrew word with its first letter at its right end.
        let line = TextLayout.line("abc שלום", font: try Fixtures.dejavu())
        #expect(!line.isRightToLeft)
        let x = { (c: Int) in line.glyphs.first { $0.cluster == c }!.position.x }
        #expect(x(0) < x(1) && x(1) < x(2))     // a b c left to right
        #expect(x(4) > x(7))                     // ש right of ם
        #expect(x(7) > x(2))                     // Hebrew after Latin
    }

    @Test func runsOrderInRightToLeftParagraph() {
        let scalars = Array("שלום abc".unicodeScalars)
        let runs = BidiRuns.visualRuns(scalars, paragraphRTL: BidiRuns.paragraphIsRightToLeft(scalars))
        #expect(runs.map(\.isRightToLeft) == [false, true])
        #expect(runs.first!.range == 5..<8)
    }
}
