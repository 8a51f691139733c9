/// Adaptive flattening: curves become polylines whose distance from the true curve is at most
/// `tolerance` (in the path's own units).
///
/// The number of pieces comes from Wang's formula: a degree-n Bézier split uniformly into k pieces
/// stays within n(n−1)/8 · M / k² of its chords, where M is the largest second difference of its
/// control points. Solving for k gives the fewest uniform pieces that meet the tolerance, without
/// the recursion and the cracks of subdivision by flatness tests.
extension Path {
    /// One flattened sub-path: its points in order, and whether it was closed explicitly.
    /// Filling treats every polygon as closed either way; stroking needs to know.
    public struct Polyline: Hashable, Sendable {
        public var points: [Point]
        public var isClosed: Bool
        public init(points: [Point], isClosed: Bool) { self.points = points; self.isClosed = isClosed }
    }

    /// The default tolerance in pixels. Chords lie inside convex curves, so flattening biases every
    /// edge pixel the same way, by up to ⅔ of the tolerance: at 0.001 px that is 0.17/255, which keeps
    /// the mean edge error within the accuracy bar (0.5/255, quantisation taking most of it).
    public static let defaultTolerance = 0.001

    /// The path as polylines, one per sub-path, with curves cut to within `tolerance`.
    public func flattened(tolerance: Double = Path.defaultTolerance) -> [Polyline] {
        var out: [Polyline] = []
        var points: [Point] = []
        var current = Point.zero
        func finish(closed: Bool) {
            if points.count > 1 || (points.count == 1 && closed) { out.append(Polyline(points: points, isClosed: closed)) }
            points = []
        }
        for e in elements {
            switch e {
            case .move(let p):
                finish(closed: false); points = [p]; current = p
            case .line(let p):
                points.append(p); current = p
            case .quad(let c, let p):
                let m = (current - c * 2 + p).length
                let n = Self.pieces(degreeFactor: 0.25, secondDifference: m, tolerance: tolerance)
                for i in 1...n { points.append(Self.quadPoint(current, c, p, Double(i) / Double(n))) }
                points[points.count - 1] = p
                current = p
            case .cubic(let c1, let c2, let p):
                let m = max((current - c1 * 2 + c2).length, (c1 - c2 * 2 + p).length)
                let n = Self.pieces(degreeFactor: 0.75, secondDifference: m, tolerance: tolerance)
                for i in 1...n { points.append(Self.cubicPoint(current, c1, c2, p, Double(i) / Double(n))) }
                points[points.count - 1] = p
                current = p
            case .close:
                let start = points.first ?? current
                if points.count > 1, points.last == start { points.removeLast() }
                finish(closed: true)
                points = [start]; current = start
            }
        }
        finish(closed: false)
        return out
    }

    /// Wang's bound: k = ⌈√(c·M/tol)⌉ with c = n(n−1)/8 (¼ for quadratics, ¾ for cubics).
    static func pieces(degreeFactor: Double, secondDifference m: Double, tolerance: Double) -> Int {
        let k = (degreeFactor * m / max(tolerance, 1e-9)).squareRoot().rounded(.up)
        return Int(min(max(k, 1), 10_000))
    }
}
