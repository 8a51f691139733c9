import Foundation

/// Line caps, and the dots that zero-length sub-paths draw.
extension Stroker {
    /// Closes off a side at end point `e`, where the path leaves in unit direction `d`: from the
    /// left offset e + n (the current point) round the front to the right offset e − n.
    mutating func addCap(at e: Point, direction d: Point) {
        let n = d.perpendicular * radius
        switch cap {
        case .butt:
            emit(e - n)
        case .square:
            // The butt end pushed out by half the width.
            let ext = d * radius
            emit(e + n + ext); emit(e - n + ext); emit(e - n)
        case .round:
            // A half turn about e, passing through e + d·r (negative sweep, as in the round join).
            let start = atan2(n.y, n.x)
            path.addArc(center: e, radius: radius, start: start, end: start - .pi)
            emit(e - n)
        }
    }

    /// A zero-length sub-path: SVG draws its caps as if it ran along +x, so a round cap gives a disc
    /// and a square cap an axis-aligned square of side `width`; a butt cap gives nothing.
    mutating func addDot(at p: Point) {
        let r = radius
        switch cap {
        case .butt:
            return
        case .round:
            beginContour(); emit(Point(p.x + r, p.y))
            path.addArc(center: p, radius: r, start: 0, end: 2 * .pi)
            path.close()
        case .square:
            beginContour()
            emit(Point(p.x - r, p.y - r)); emit(Point(p.x + r, p.y - r))
            emit(Point(p.x + r, p.y + r)); emit(Point(p.x - r, p.y + r))
            path.close()
        }
    }
}
