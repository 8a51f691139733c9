import Raster

/// Curves cut down to what a canvas can show, so that a curve reaching far outside it (control points at
/// 10^8 px, a mutated file's favourite) costs a few dozen pieces instead of a million flattened segments
/// and their stroke outline.
///
/// Why the picture does not change: a Bézier curve lies in the convex hull of its control points, so it
/// and its chord (the straight line between its ends) form a closed loop inside the control points'
/// bounding box. A point outside that box has winding number 0 around the loop, so the curve and the chord
/// add the same winding to it: fills are the same everywhere outside the box. A stroke of either lies
/// within the box grown by the stroke's reach, and so do the joins at its ends; grown by that reach, the
/// box missing the visible area means neither shows.
extension Path {
    /// The path with every curve whose control box misses `box` replaced by its chord; a curve whose
    /// control box crosses the edge of `box` is halved (de Casteljau) until each half is inside, outside
    /// (a chord) or small, at most ``maxSplits`` times.
    func keepingCurves(within box: Rect) -> Path {
        var out = Path()
        var current = Point.zero
        for element in elements {
            switch element {
            case .move(let p): out.move(to: p); current = p
            case .line(let p): out.line(to: p); current = p
            case .close: out.close(); current = out.currentPoint ?? current
            case .quad(let c, let p):
                // As a cubic with the same shape, so that one splitter serves both.
                let c1 = current + (c - current) * (2.0 / 3.0), c2 = p + (c - p) * (2.0 / 3.0)
                Self.appendVisible([current, c1, c2, p], within: box, splits: 0, to: &out, original: element)
                current = p
            case .cubic(let c1, let c2, let p):
                Self.appendVisible([current, c1, c2, p], within: box, splits: 0, to: &out, original: element)
                current = p
            }
        }
        return out
    }

    static let maxSplits = 40

    private static func appendVisible(_ q: [Point], within box: Rect, splits: Int, to out: inout Path, original: Element?) {
        let xs = q.map(\.x), ys = q.map(\.y)
        let minX = xs.min()!, maxX = xs.max()!, minY = ys.min()!, maxY = ys.max()!
        if maxX < box.minX || minX > box.maxX || maxY < box.minY || minY > box.maxY {
            out.line(to: q[3])
            return
        }
        let inside = minX >= box.minX && maxX <= box.maxX && minY >= box.minY && maxY <= box.maxY
        if inside || splits >= maxSplits {
            // Unsplit, the element as it was written (a quadratic stays quadratic).
            if let original { out.append(original) } else { out.cubic(to: q[3], control1: q[1], control2: q[2]) }
            return
        }
        // de Casteljau at t = 1/2.
        let ab = (q[0] + q[1]) * 0.5, bc = (q[1] + q[2]) * 0.5, cd = (q[2] + q[3]) * 0.5
        let abc = (ab + bc) * 0.5, bcd = (bc + cd) * 0.5, mid = (abc + bcd) * 0.5
        appendVisible([q[0], ab, abc, mid], within: box, splits: splits + 1, to: &out, original: nil)
        appendVisible([mid, bcd, cd, q[3]], within: box, splits: splits + 1, to: &out, original: nil)
    }
}

extension SVGRenderer {
    /// `path` as drawn on `canvas`: when its device bounds `device` reach far past the canvas (8 times its
    /// size, or 2,048 px), its curves cut down to the visible area grown by the stroke's reach; otherwise
    /// itself, so that ordinary artwork is drawn exactly as written.
    static func visiblePart(of path: Path, reaching device: Rect, on canvas: Canvas, style: SVGStyle) -> Path {
        let far = 8 * Double(max(canvas.width, canvas.height, 256))
        guard device.width > far || device.height > far, let inverse = canvas.transform.inverted else { return path }
        let b = canvas.bounds
        let corners = [Point(Double(b.x - 2), Double(b.y - 2)), Point(Double(b.maxX + 2), Double(b.y - 2)),
                       Point(Double(b.x - 2), Double(b.maxY + 2)), Point(Double(b.maxX + 2), Double(b.maxY + 2))].map(inverse.apply)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let reach = style.strokeWidth > 0 ? style.strokeWidth / 2 * max(style.strokeStyle.miterLimit, 1.5) : 0
        let box = Rect(x: xs.min()! - reach, y: ys.min()! - reach,
                       width: xs.max()! - xs.min()! + 2 * reach, height: ys.max()! - ys.min()! + 2 * reach)
        return path.keepingCurves(within: box)
    }
}
