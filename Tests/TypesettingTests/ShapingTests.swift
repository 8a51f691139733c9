import CHarfBuzz
import Testing
@testable import Typesetting

/// Shaping goes through HarfBuzz; these check our wrapper against HarfBuzz called directly.
@Suite struct ShapingTests {
    /// Advances HarfBuzz itself gives for `string` in the font file at `path`, in font units.
    func harfBuzzAdvances(_ string: String, path: String) -> [Int32] {
        let blob = hb_blob_create_from_file(path)
        let face = hb_face_create(blob, 0)
        let font = hb_font_create(face)
        defer { hb_font_destroy(font); hb_face_destroy(face); hb_blob_destroy(blob) }
        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        hb_buffer_add_utf8(buffer, string, -1, 0, -1)
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(font, buffer, nil, 0)
        var count: UInt32 = 0
        let positions = hb_buffer_get_glyph_positions(buffer, &count)!
        return (0..<Int(count)).map { positions[$0].x_advance }
    }

    @Test(arguments: ["Good morning", "Good night", "Office affluent fjord", "Wi-Fi To AV"])
    func advancesMatchHarfBuzz(_ string: String) throws {
        let font = try Fixtures.inter(.bold, size: 34)
        let ours = font.shape(string).glyphs.map { Int32($0.xAdvance) }
        #expect(ours == harfBuzzAdvances(string, path: font.face.path))
        #expect(!ours.isEmpty)
    }

    @Test(arguments: ["AV", "To", "Ty"])
    func kerningNarrowsPairs(_ pair: String) throws {
        let font = try Fixtures.inter()
        let together = font.advance(of: pair)
        let apart = pair.map { font.advance(of: String($0)) }.reduce(0, +)
        #expect(together < apart - 0.1, "\(pair): \(together) vs \(apart)")
    }

    @Test func ligaturesOrContextualFormsKeepClusters() throws {
        let run = try Fixtures.inter().shape("Good morning")
        // Clusters index Unicode scalars and increase left to right in an LTR run.
        let clusters = run.glyphs.map(\.cluster)
        #expect(clusters == clusters.sorted())
        #expect(clusters.first == 0)
        #expect(!run.isRightToLeft)
    }
}
