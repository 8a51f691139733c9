import Foundation

/// Stroking: the region a pen of diameter `width` sweeps along a path, returned as a path to fill
/// with the non-zero rule.
///
/// Each sub-path is flattened (see `Stroke+Flatten.swift`), then walked twice: once forward and once
/// backward, each pass tracing the offset on its own left at distance `width / 2`. Walking the
/// reversed polyline's left side is walking the original's right side backward, so one routine
/// (`Stroke+Joins.swift`) builds both sides and the joins on either side come out symmetric.
///
/// - An open sub-path becomes ONE closed contour: left side, end cap, right side, start cap.
/// - A closed sub-path becomes TWO contours, the outer and inner offsets, traversed in opposite
///   directions: inside the ring the windings are ±1, inside the hole they cancel to 0. This holds
///   for either orientation of the input.
/// - A sub-path of zero length draws a dot for round and square caps, nothing for butt (SVG).
///
/// The outlines keep clear of overlaps near their boundary where they can (the inner side of a join
/// is cut at the offset lines' crossing), because the coverage rasterizer adds overlapping areas
/// within a pixel. Where the inner side cannot be cut (segments shorter than the join's reach, or
/// an inner offset that collapses on a tight curve) it pivots through the vertex as Skia does: that
/// adds loops of winding 2 inside the stroke, which the non-zero rule ignores.
extension Path {
    /// The region covered by stroking this path with `style`, as a path to fill with the non-zero rule.
    /// Curves are flattened with ``strokeTolerance(width:)``.
    public func stroked(_ style: StrokeStyle) -> Path {
        stroked(style, tolerance: Path.strokeTolerance(width: style.width))
    }

    /// The region covered by stroking this path with `style`, flattening curves to within `tolerance`
    /// (in the path's units). A width that is not a positive finite number strokes nothing.
    public func stroked(_ style: StrokeStyle, tolerance: Double) -> Path {
        let width = style.width
        guard width > 0, width.isFinite else { return Path() }
        let tol = tolerance > 0 && tolerance.isFinite ? tolerance : Path.strokeTolerance(width: width)
        var stroker = Stroker(style: style)
        for polyline in strokePolylines(tolerance: tol) { stroker.add(polyline) }
        return stroker.path
    }

    /// The default flattening tolerance for a stroke of `width`: the fill's pixel tolerance, tightened
    /// for thin strokes to 1 % of the width so that a hairline's area stays accurate even when the
    /// canvas scales user space up (strokes are built in user space, before the transform).
    public static func strokeTolerance(width: Double) -> Double {
        guard width > 0, width.isFinite else { return defaultTolerance }
        return min(defaultTolerance, width * 0.01)
    }
}

/// Builds the outline contours of a stroke, one flattened sub-path at a time.
struct Stroker {
    /// Half the stroke width: the distance of each offset from the centre line.
    let radius: Double
    let cap: StrokeStyle.LineCap
    let join: StrokeStyle.LineJoin
    /// The smallest 1 + cos θ (θ the turn angle) at which a miter stays within the limit.
    /// The miter length over the width is 1 / sin(φ/2) for the interior angle φ = π − θ, that is
    /// 1 / cos(θ/2) = √(2 / (1 + cos θ)); it is at most `limit` while 1 + cos θ ≥ 2 / limit².
    let miterMinOnePlusCos: Double
    /// The outline so far.
    var path = Path()
    /// True until the current contour's first point is emitted (that point is a move).
    var startingContour = false

    init(style: StrokeStyle) {
        radius = style.width / 2
        cap = style.cap
        join = style.join
        // SVG requires a limit of at least 1; NaN falls back to SVG's default of 4.
        let limit = style.miterLimit.isNaN ? 4 : max(style.miterLimit, 1)
        miterMinOnePlusCos = 2 / (limit * limit)
    }

    /// Adds the contours for one flattened sub-path.
    mutating func add(_ line: StrokePolyline) {
        let pts = line.points
        if pts.count == 1 { addDot(at: pts[0]); return }
        if line.isClosed {
            beginContour(); addSide(line, closed: true); path.close()
            // Two points make a closed "A→B→A": its two sides are one and the same loop, so a
            // second, identical contour would only double the coverage along the boundary.
            if pts.count > 2 { beginContour(); addSide(line.reversed(), closed: true); path.close() }
        } else {
            let n = pts.count
            beginContour()
            addSide(line, closed: false)
            addCap(at: pts[n - 1], direction: (pts[n - 1] - pts[n - 2]).normalized)
            addSide(line.reversed(), closed: false)
            addCap(at: pts[0], direction: (pts[0] - pts[1]).normalized)
            path.close()
        }
    }

    mutating func beginContour() { startingContour = true }

    /// Appends a corner of the outline: a move for a contour's first point, else a line.
    /// A point equal to the current one adds nothing.
    mutating func emit(_ p: Point) {
        if startingContour { path.move(to: p); startingContour = false; return }
        if path.currentPoint == p { return }
        path.line(to: p)
    }
}
