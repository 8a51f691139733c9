import Raster

/// A symbol's glyph-like metrics in grid units (100 units = the font point size S).
///
/// These make `.font(.system(size: S))` mean one size: every length here times `S / 100` is points.
public struct SymbolMetrics: Hashable, Sendable {
    /// The grid units in one point size: a symbol at size S is scaled by `S / unitsPerPointSize`.
    public static let unitsPerPointSize = 100.0
    /// Cap height of the convention, in grid units; the object box is centred on half of it.
    public static let conventionCapHeight = 70.0

    /// The image box (the file's viewBox): ink plus a 2-unit margin, in the baseline/centre frame.
    public var box: Rect
    /// y of the baseline in grid units (0 in every convention file).
    public var baseline: Double
    /// Cap height in grid units.
    public var capHeight: Double
    /// Advance width in grid units.
    public var advance: Double

    public init(box: Rect, baseline: Double = 0, capHeight: Double = SymbolMetrics.conventionCapHeight,
                advance: Double? = nil) {
        self.box = box
        self.baseline = baseline
        self.capHeight = capHeight
        self.advance = advance ?? box.width
    }

    /// The point symbols are centred on and scaled about: x = 0, the middle of the cap-height band.
    /// A plain symbol and its slash variant share it even though their boxes differ, so a swap
    /// between them doesn't jump.
    public var anchor: Point { Point(0, baseline - capHeight / 2) }
}
