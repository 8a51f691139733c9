import Raster

/// The basic shapes of SVG 1.1 chapter 9, and `path`, as paths in the element's user space.
///
/// Each shape is built the way the spec defines its equivalent path (rects start at the top edge
/// and run clockwise), so strokes start and join where other renderers put them. Zero sizes
/// disable rendering (an empty path); negative sizes are errors, as SVG 1.1 says.
enum SVGShapes {
    typealias ErrorMaker = (_ attribute: String, _ message: String) -> SVGError

    static func path(for element: String, _ a: [String: String], viewport: Size,
                     makeError error: ErrorMaker) throws -> Path {
        let diagonal = ((viewport.width * viewport.width + viewport.height * viewport.height) / 2).squareRoot()
        var approximated = false
        func length(_ key: String, _ reference: Double, nonNegative: Bool = false) throws -> Double? {
            guard let t = a[key] else { return nil }
            do {
                let v = try SVGLength.parse(t, approximated: &approximated).resolved(reference: reference)
                if nonNegative && v < 0 { throw SVGValueError("must not be negative, found '\(t.trimmingWhitespace)'") }
                return v
            } catch let e as SVGValueError { throw error(key, e.message) }
        }
        let w = viewport.width, h = viewport.height
        switch element {
        case "path":
            guard let d = a["d"] else { return Path() }
            do { return try PathDataParser.parse(d) } catch let pathError {
                var e = error("d", "")
                e.kind = .pathData(offset: pathError.offset)
                e.message = "path data: \(pathError.description)"
                throw e
            }
        case "rect":
            let x = try length("x", w) ?? 0, y = try length("y", h) ?? 0
            let width = try length("width", w, nonNegative: true) ?? 0
            let height = try length("height", h, nonNegative: true) ?? 0
            var rx = try length("rx", w, nonNegative: true), ry = try length("ry", h, nonNegative: true)
            if rx == nil { rx = ry }
            if ry == nil { ry = rx }
            guard width > 0, height > 0 else { return Path() }
            return roundedRect(Rect(x: x, y: y, width: width, height: height),
                               rx: min(rx ?? 0, width / 2), ry: min(ry ?? 0, height / 2))
        case "circle":
            let cx = try length("cx", w) ?? 0, cy = try length("cy", h) ?? 0
            let r = try length("r", diagonal, nonNegative: true) ?? 0
            guard r > 0 else { return Path() }
            return .circle(center: Point(cx, cy), radius: r)
        case "ellipse":
            let cx = try length("cx", w) ?? 0, cy = try length("cy", h) ?? 0
            let rx = try length("rx", w, nonNegative: true) ?? 0, ry = try length("ry", h, nonNegative: true) ?? 0
            guard rx > 0, ry > 0 else { return Path() }
            return .ellipse(in: Rect(x: cx - rx, y: cy - ry, width: 2 * rx, height: 2 * ry))
        case "line":
            var p = Path()
            p.move(to: Point(try length("x1", w) ?? 0, try length("y1", h) ?? 0))
            p.line(to: Point(try length("x2", w) ?? 0, try length("y2", h) ?? 0))
            return p
        case "polyline", "polygon":
            guard let text = a["points"] else { return Path() }
            let v: [Double]
            do { v = try SVGLength.numberList(text) } catch let e as SVGValueError { throw error("points", e.message) }
            guard v.count % 2 == 0 else { throw error("points", "odd number of coordinates (\(v.count))") }
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
