/// The result of shaping a string in one font: glyphs in visual order (left to right on screen),
/// with advances and offsets in font units, as HarfBuzz returns them.
public struct ShapedRun: Hashable, Sendable {
    /// One shaped glyph.
    public struct Glyph: Hashable, Sendable {
        /// The font's glyph id (0 is `.notdef`, the font's "missing" box).
        public var id: UInt32
        /// Index into the string's Unicode scalars of the first character this glyph comes from.
        public var cluster: Int
        /// How far the pen moves after this glyph, in font units.
        public var xAdvance: Double
        public var yAdvance: Double
        /// Displacement of this glyph from the pen position (marks, kerning by offset), font units, y up.
        public var xOffset: Double
        public var yOffset: Double
        /// Whether this glyph belongs to a right-to-left run.
        public var isRightToLeft: Bool
    }

    /// Glyphs in visual order.
    public var glyphs: [Glyph]
    /// Characters the font has no glyph for, in the order they appear in the string, each once.
    /// They are still in `glyphs` (as `.notdef`), so widths and clusters stay honest.
    public var missingCharacters: [Unicode.Scalar]
    /// Whether the paragraph reads right to left (its first strong character is Hebrew, Arabic, …).
    public var isRightToLeft: Bool

    public init(glyphs: [Glyph], missingCharacters: [Unicode.Scalar], isRightToLeft: Bool) {
        self.glyphs = glyphs; self.missingCharacters = missingCharacters; self.isRightToLeft = isRightToLeft
    }

    /// The total advance in font units.
    public var advance: Double { glyphs.reduce(0) { $0 + $1.xAdvance } }
}
