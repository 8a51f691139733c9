import CFreeType

/// A font's vertical metrics in font units, y up from the baseline (descender is negative).
///
/// Which table wins matters because it sets every line box: we take FreeType's `ascender`,
/// `descender` and `height`, which come from `hhea` (what Core Text and SwiftUI use for a line's
/// natural height), and cap height / x-height from `OS/2`, falling back to the outline of "H" / "x"
/// when the table is too old to carry them.
public struct FontMetrics: Hashable, Sendable {
    public var unitsPerEm: Double
    /// Top of the line box above the baseline.
    public var ascender: Double
    /// Bottom of the line box, negative (below the baseline).
    public var descender: Double
    /// Extra space between lines beyond ascender − descender.
    public var lineGap: Double
    /// Height of flat capitals such as "H".
    public var capHeight: Double
    /// Height of flat lowercase letters such as "x".
    public var xHeight: Double

    /// ascender − descender + lineGap: the distance between baselines of consecutive lines.
    public var lineHeight: Double { ascender - descender + lineGap }

    public init(unitsPerEm: Double, ascender: Double, descender: Double, lineGap: Double,
                capHeight: Double, xHeight: Double) {
        self.unitsPerEm = unitsPerEm; self.ascender = ascender; self.descender = descender
        self.lineGap = lineGap; self.capHeight = capHeight; self.xHeight = xHeight
    }

    /// Reads the metrics of an open face (the caller holds the face's lock or owns it alone).
    init(face: FT_Face) {
        let f = face.pointee
        unitsPerEm = Double(f.units_per_EM)
        ascender = Double(f.ascender)
        descender = Double(f.descender)
        lineGap = max(0, Double(f.height) - Double(f.ascender) + Double(f.descender))
        var cap = 0.0, x = 0.0
        if let raw = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) {
            let os2 = raw.assumingMemoryBound(to: TT_OS2.self).pointee
            if os2.version >= 2 && os2.version != 0xFFFF {
                cap = Double(os2.sCapHeight); x = Double(os2.sxHeight)
            }
        }
        if cap <= 0 { cap = FontMetrics.outlineTop(face: face, char: "H") ?? ascender * 0.7 }
        if x <= 0 { x = FontMetrics.outlineTop(face: face, char: "x") ?? cap * 0.7 }
        capHeight = cap
        xHeight = x
    }

    /// The top of a character's outline in font units (its bounding box, unhinted).
    static func outlineTop(face: FT_Face, char: Unicode.Scalar) -> Double? {
        let index = FT_Get_Char_Index(face, FT_ULong(char.value))
        guard index != 0,
              FT_Load_Glyph(face, index, Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)) == 0
        else { return nil }
        var box = FT_BBox()
        FT_Outline_Get_CBox(&face.pointee.glyph.pointee.outline, &box)
        return Double(box.yMax)
    }
}
