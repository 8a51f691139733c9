import Raster
import Testing
@testable import Typesetting

/// Font metrics come from the font's tables and agree with its outlines.
@Suite struct MetricsTests {
    @Test func capHeightFromOS2MatchesTheOutlineOfH() throws {
        let face = try Fixtures.inter(.regular).face
        let h = face.glyphPath(try #require(face.glyphID(for: "H")))
        // y is flipped (down), so the top of "H" is at −capHeight.
        #expect(abs(-h.bounds.minY - face.metrics.capHeight) <= 1, "\(h.bounds) vs \(face.metrics.capHeight)")
        #expect(abs(h.bounds.maxY) <= 1)   // sits on the baseline
    }

    @Test func xHeightMatchesTheOutlineOfX() throws {
        let face = try Fixtures.inter(.regular).face
        let x = face.glyphPath(try #require(face.glyphID(for: "x")))
        #expect(abs(-x.bounds.minY - face.metrics.xHeight) <= 1)
    }

    @Test func pointMetricsScaleWithSize() throws {
        let f17 = try Fixtures.inter(size: 17), f34 = try Fixtures.inter(size: 8.5)
        #expect(f17.face === f34.face)   // both below the 20 pt Display threshold
        #expect(abs(2 * f34.lineHeight - f17.lineHeight) < 1e-9)
        #expect(f17.ascender > f17.capHeight && f17.capHeight > f17.xHeight && f17.descent > 0)
        #expect(abs(f17.lineHeight - (f17.ascender + f17.descent + f17.lineGap)) < 1e-9)
    }

    @Test func lineCarriesItsFontMetrics() throws {
        let font = try Fixtures.inter(.semibold, size: 17)
        let line = TextLayout.line("Wi-Fi", font: font)
        #expect(line.ascent == font.ascender && line.descent == font.descent)
        #expect(line.lineBox == Rect(x: 0, y: -font.ascender, width: line.width, height: font.lineHeight))
        #expect(abs(line.width - font.advance(of: "Wi-Fi")) < 1e-9)
    }

    @Test func roundedStandInHasItsOwnMetrics() throws {
        let q = try FontResolver().font(style: .largeTitle, design: .rounded, weight: .bold)
        #expect(q.face.familyName == "Quicksand")
        #expect(q.size == 34)
        #expect(q.capHeight > 0 && q.xHeight > 0 && q.xHeight < q.capHeight)
    }
}
