/// How a path's outline is drawn: SVG's and Core Graphics' stroke parameters.
public struct StrokeStyle: Hashable, Sendable {
    /// The shape of an open sub-path's ends.
    public enum LineCap: Hashable, Sendable { case butt, round, square }
    /// The shape where two segments meet.
    public enum LineJoin: Hashable, Sendable { case miter, round, bevel }

    public var width: Double
    public var cap: LineCap
    public var join: LineJoin
    /// A miter longer than `miterLimit × width / 2`… is cut to a bevel (SVG's rule: limit on miter length / width).
    public var miterLimit: Double

    public init(width: Double = 1, cap: LineCap = .butt, join: LineJoin = .miter, miterLimit: Double = 4) {
        self.width = width; self.cap = cap; self.join = join; self.miterLimit = miterLimit
    }
}
