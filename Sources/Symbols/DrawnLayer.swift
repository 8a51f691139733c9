import Raster

/// One layer as an effect draws it at some progress: the numbers a renderer needs and a test can check.
public struct DrawnLayer: Hashable, Sendable {
    /// Which of the two symbols the layer belongs to. Layers of one source draw together, so a gap
    /// erases only its own symbol's layers.
    public enum Source: Hashable, Sendable { case from, to }

    public var source: Source
    public var role: SymbolLayer.Role
    /// Layer opacity before the rendering mode's (0 hides it).
    public var opacity: Double
    /// Scale about the symbol's anchor (the middle of the cap-height band, x = 0).
    public var scale: Double
    /// Offset in grid units, after scaling.
    public var offset: Point
    /// For slash and gap: the drawn fraction of the slash's length, from its top-leading end
    /// (0 = none, 1 = all); nil = drawn whole.
    public var drawOn: Double?

    public init(source: Source, role: SymbolLayer.Role, opacity: Double = 1, scale: Double = 1,
                offset: Point = .zero, drawOn: Double? = nil) {
        self.source = source; self.role = role; self.opacity = opacity; self.scale = scale
        self.offset = offset; self.drawOn = drawOn
    }
}
