import Raster

/// One laid-out line: glyphs placed in points, with the metrics a component needs to position it.
///
/// Coordinates: x grows right from the left edge of the line box, y grows down, and the baseline is
/// at y = 0 (ascender at −ascent, descender at +descent). The line box spans y −ascent … descent +
/// leading: Core Text's convention, with the font's line gap below the descender, and its height is
/// the font's line height, which is the height SwiftUI gives a one-line `Text`.
public struct TextLine: Hashable, Sendable {
    /// A glyph and where its origin sits on the baseline.
    public struct PlacedGlyph: Hashable, Sendable {
        public var id: UInt32
        public var position: Point
        /// Index into the drawn string's Unicode scalars.
        public var cluster: Int
    }

    public var font: Font
    /// The string actually drawn (the original, or its truncated form ending in "…").
    public var string: String
    public var glyphs: [PlacedGlyph]
    /// The advance width of the glyphs.
    public var width: Double
    /// The width of the line box: the maximum width when one was given, else `width`.
    public var boxWidth: Double
    public var ascent: Double
    public var descent: Double
    public var leading: Double
    public var capHeight: Double
    public var xHeight: Double
    public var isTruncated: Bool
    public var isRightToLeft: Bool
    /// Characters the font could not draw (they appear as the font's `.notdef` box).
    public var missingCharacters: [Unicode.Scalar]

    /// Height of the line box: ascent + descent + leading.
    public var lineHeight: Double { ascent + descent + leading }

    /// The line box relative to the baseline origin.
    public var lineBox: Rect { Rect(x: 0, y: -ascent, width: boxWidth, height: lineHeight) }

    /// The outline of the whole line with the baseline origin at `origin`.
    public func path(baselineAt origin: Point = .zero) -> Path {
        var out = Path()
        for g in glyphs {
            let glyph = font.face.glyphPath(g.id)
            if glyph.isEmpty { continue }
            let t = Transform.scale(font.scale).concatenating(
                .translation(origin.x + g.position.x, origin.y + g.position.y))
            out.addPath(glyph.applying(t))
        }
        return out
    }

    /// The outline with the line box's top-left corner at `topLeft` (for placing a label in a frame).
    public func path(lineBoxAt topLeft: Point) -> Path {
        path(baselineAt: Point(topLeft.x, topLeft.y + ascent))
    }

    /// The tight bounds of the ink, relative to the baseline origin.
    public var inkBounds: Rect { path().bounds }
}
