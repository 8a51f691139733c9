/// How a path's outline is drawn: SVG's and Core Graphics' stroke parameters.
public struct StrokeStyle: Hashable, Sendable {
    /// The shape of an open sub-path's ends.
    public enum LineCap: Hashable, Sendable { case butt, round, square }
    /// The shape where two segments meet.
    public enum LineJoin: Hashable, Sendable { case miter, round, bevel }

    public var width: Double
    public var cap: LineCap
    public var join: LineJoin
    /// A miter join whose length (from the inner to the outer corner) exceeds `miterLimit × width`
    /// is drawn as a bevel instead (SVG's rule). For an interior angle φ the ratio is 1 / sin(φ/2),
    /// so the default limit of 4 bevels corners sharper than about 28.96°. Values below 1 act as 1.
    public var miterLimit: Double

    public init(width: Double = 1, cap: LineCap = .butt, join: LineJoin = .miter, miterLimit: Double = 4) {
        self.width = width; self.cap = cap; self.join = join; self.miterLimit = miterLimit
    }
}
