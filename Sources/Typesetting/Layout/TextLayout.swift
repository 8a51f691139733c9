import Raster

/// Lays out one line of text: shaping, alignment in a box and tail truncation with an ellipsis,
/// as SwiftUI does for `Text` with `lineLimit(1)`.
public enum TextLayout {
    /// The ellipsis SwiftUI appends (U+2026), shaped in the same font as the text.
    public static let ellipsis = "\u{2026}"

    /// Lays out `string` in `font`.
    ///
    /// - Parameters:
    ///   - maxWidth: when the string is wider, characters (grapheme clusters) are dropped from its end
    ///     and "…" is appended, as many as needed to fit; trailing spaces before the ellipsis go too.
    ///     The line box is then `maxWidth` wide and `alignment` places the glyphs in it.
    ///   - alignment: placement inside the box; without `maxWidth` the box is the text's own width.
    public static func line(_ string: String, font: Font, maxWidth: Double? = nil,
                            alignment: TextAlignment = .leading) -> TextLine {
        var drawn = string
        var run = font.shape(string)
        var truncated = false
        if let maxWidth, font.width(of: run) > maxWidth {
            (drawn, run) = truncate(string, font: font, maxWidth: maxWidth)
            truncated = true
        }
        let width = font.width(of: run)
        let boxWidth = maxWidth ?? width
        let x0 = alignment.offset(width: width, boxWidth: boxWidth)
        var pen = 0.0, penY = 0.0
        var placed: [TextLine.PlacedGlyph] = []
        placed.reserveCapacity(run.glyphs.count)
        let s = font.scale
        for g in run.glyphs {
            placed.append(.init(id: g.id, position: Point(x0 + (pen + g.xOffset) * s, -(penY + g.yOffset) * s),
                                cluster: g.cluster))
            pen += g.xAdvance + font.tracking / s; penY += g.yAdvance
        }
        return TextLine(font: font, string: drawn, glyphs: placed, width: width, boxWidth: boxWidth,
                        ascent: font.ascender, descent: font.descent, leading: font.lineGap,
                        capHeight: font.capHeight, xHeight: font.xHeight, isTruncated: truncated,
                        isRightToLeft: run.isRightToLeft, missingCharacters: run.missingCharacters)
    }

    /// The longest prefix (in characters) that fits with the ellipsis; the ellipsis alone when none
    /// does, and nothing at all when not even the ellipsis fits.
    static func truncate(_ string: String, font: Font, maxWidth: Double) -> (String, ShapedRun) {
        let chars = Array(string)
        // A font without U+2026 (a user's --font) gets three periods rather than a .notdef box.
        let mark = font.face.glyphID(for: "\u{2026}") != nil ? ellipsis : "..."
        func candidate(_ n: Int) -> String {
            var prefix = String(chars[0..<n])
            while let last = prefix.last, last.isWhitespace { prefix.removeLast() }
            return prefix + mark
        }
        func fits(_ n: Int) -> ShapedRun? {
            let run = font.shape(candidate(n))
            return font.width(of: run) <= maxWidth ? run : nil
        }
        // Widths grow with the prefix length, so a binary search finds the longest prefix that fits.
        var lo = 0, hi = chars.count - 1
        guard var best = fits(0) else { return ("", font.shape("")) }
        var bestN = 0
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if let run = fits(mid) { best = run; bestN = mid; lo = mid } else { hi = mid - 1 }
        }
        return (candidate(bestN), best)
    }
}
