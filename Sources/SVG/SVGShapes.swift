import Raster

/// The basic shapes of SVG 1.1 chapter 9, and `path`, as paths in the element's user space.
///
/// Each shape is built the way the spec defines its equivalent path (rects start at the top edge
/// and run clockwise), so strokes start and join where other renderers put them. Zero sizes
/// disable rendering (an empty path). Values in error are recovered from as SVG says, each through
/// `recover` (which throws instead when the document is read strictly): a length that does not
/// parse is ignored, a negative size or radius disables the element, a negative `rx`/`ry` on a
/// rect is ignored, path data and `points` are kept up to their first error, and an odd last
/// coordinate in `points` is dropped.
enum SVGShapes {
    /// Reports a value in error: the attribute, what is wrong, and what is done about it.
    typealias Recover = (_ attribute: String, _ message: String, _ kind: SVGError.Kind?, _ consequence: String) throws -> Void

    static func path(for element: String, _ a: [String: String], viewport: Size, units: SVGLength.Context,
                     approximated: inout Bool, recover: Recover) throws -> Path {
        let diagonal = ((viewport.width * viewport.width + viewport.height * viewport.height) / 2).squareRoot()
        /// The attribute in user units, nil when absent or ignored; `negative` is what a value below 0 does.
        func length(_ key: String, _ reference: Double, negative: Negative? = nil) throws -> Double? {
            guard let t = a[key] else { return nil }
            do {
                let v = try SVGLength.parse(t, in: units, approximated: &approximated).resolved(reference: reference)
                if let negative, v < 0 {
                    let message = "must not be negative, found '\(t.trimmingWhitespace)'"
                    switch negative {
                    case .disables: try recover(key, message, nil, "the element is not rendered"); return 0
                    case .isIgnored: try recover(key, message, nil, "the attribute is ignored"); return nil
                    }
                }
                return v
            } catch let e as SVGValueError {
                try recover(key, e.message, nil, "the attribute is ignored")
                return nil
            }
        }
        let w = viewport.width, h = viewport.height
        switch element {
        case "path":
            guard let d = a["d"] else { return Path() }
            let (path, pathError) = PathDataParser.parsePrefix(d)
            if let pathError {
                try recover("d", "path data: \(pathError.description)", .pathData(offset: pathError.offset),
                            "the path is drawn up to the error")
            }
            return path
        case "rect":
            let x = try length("x", w) ?? 0, y = try length("y", h) ?? 0
            let width = try length("width", w, negative: .disables) ?? 0
            let height = try length("height", h, negative: .disables) ?? 0
            var rx = try length("rx", w, negative: .isIgnored), ry = try length("ry", h, negative: .isIgnored)
            if rx == nil { rx = ry }
            if ry == nil { ry = rx }
            guard width > 0, height > 0 else { return Path() }
            return roundedRect(Rect(x: x, y: y, width: width, height: height),
                               rx: min(rx ?? 0, width / 2), ry: min(ry ?? 0, height / 2))
        case "circle":
            let cx = try length("cx", w) ?? 0, cy = try length("cy", h) ?? 0
            let r = try length("r", diagonal, negative: .disables) ?? 0
            guard r > 0 else { return Path() }
            return .circle(center: Point(cx, cy), radius: r)
        case "ellipse":
            let cx = try length("cx", w) ?? 0, cy = try length("cy", h) ?? 0
            // SVG 2: a radius absent or in error is `auto`, the other radius (as for a rect's corners).
            var rx = try length("rx", w, negative: .isIgnored), ry = try length("ry", h, negative: .isIgnored)
            if rx == nil { rx = ry }
            if ry == nil { ry = rx }
            guard let rx, let ry, rx > 0, ry > 0 else { return Path() }
            return .ellipse(in: Rect(x: cx - rx, y: cy - ry, width: 2 * rx, height: 2 * ry))
        case "line":
            var p = Path()
            p.move(to: Point(try length("x1", w) ?? 0, try length("y1", h) ?? 0))
            p.line(to: Point(try length("x2", w) ?? 0, try length("y2", h) ?? 0))
            return p
        case "polyline", "polygon":
            guard let text = a["points"] else { return Path() }
            var (v, listError) = SVGLength.numberListPrefix(text)
            if let listError { try recover("points", listError.message, nil, "the points before the error are drawn") }
            if v.count % 2 == 1 {
                try recover("points", "odd number of coordinates (\(v.count))", nil, "the last coordinate is dropped")
                v.removeLast()
            }
            var p = Path()
            guard v.count >= 2 else { return p }
            p.move(to: Point(v[0], v[1]))
            for i in stride(from: 2, to: v.count, by: 2) { p.line(to: Point(v[i], v[i + 1])) }
            if element == "polygon" { p.close() }
            return p
        default:
            return Path()
        }
    }

    /// What a negative size does: disable the element (a rect's size, a radius), or count as not written
    /// (a rect's `rx`/`ry`, which then take the other one's value, SVG 2's `auto`).
    enum Negative { case disables, isIgnored }

    /// SVG's rect with elliptical corners (radii already clamped to half the sides).
    static func roundedRect(_ r: Rect, rx: Double, ry: Double) -> Path {
        guard rx > 0, ry > 0 else { return .rect(r) }
        var p = Path()
        p.move(to: Point(r.minX + rx, r.minY))
        p.line(to: Point(r.maxX - rx, r.minY))
        p.addArc(center: Point(r.maxX - rx, r.minY + ry), rx: rx, ry: ry, start: -.pi / 2, end: 0)
        p.line(to: Point(r.maxX, r.maxY - ry))
        p.addArc(center: Point(r.maxX - rx, r.maxY - ry), rx: rx, ry: ry, start: 0, end: .pi / 2)
        p.line(to: Point(r.minX + rx, r.maxY))
        p.addArc(center: Point(r.minX + rx, r.maxY - ry), rx: rx, ry: ry, start: .pi / 2, end: .pi)
        p.line(to: Point(r.minX, r.minY + ry))
        p.addArc(center: Point(r.minX + rx, r.minY + ry), rx: rx, ry: ry, start: .pi, end: 1.5 * .pi)
        p.close()
        return p
    }
}
