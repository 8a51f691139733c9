import Raster

/// A nested `svg` (SVG 1.1 section 7.9): a new viewport at `x`, `y` of `width` × `height` (100 %
/// of the parent's when absent), its `viewBox` fitted by `preserveAspectRatio`, its content clipped
/// to the viewport unless `overflow` (attribute or CSS) is `visible` or `auto`; percentages inside refer to it.
/// Its own `transform` (SVG 2) moves the viewport and its clip in the parent's user space.
extension SVGParser.Builder {
    func startViewport(_ a: [String: String]) throws {
        let parent = userViewportSize
        let (style, declarations) = try computeStyle("svg", a)
        var approximated = false
        defer { if approximated { warnApproximatedUnits() } }
        func length(_ key: String, _ reference: Double) throws -> Double? {
            guard let t = a[key] else { return nil }
            do {
                return try SVGLength.parse(t, in: units(fontSize: style.fontSize), approximated: &approximated).resolved(reference: reference)
            } catch let e as SVGValueError {
                try recover(key, on: "svg", e.message); return nil
            }
        }
        let x = try length("x", parent.width) ?? 0, y = try length("y", parent.height) ?? 0
        var width = try length("width", parent.width) ?? parent.width
        var height = try length("height", parent.height) ?? parent.height
        for (key, value) in [("width", width), ("height", height)] where value < 0 {
            try recover(key, on: "svg", "must not be negative, found '\(a[key] ?? "")'", "the element is not rendered")
        }
        width = max(width, 0); height = max(height, 0)
        var box: Rect?
        if let text = a["viewBox"] {
            do {
                let v = try SVGLength.numberList(text)
                guard v.count == 4, v[2] >= 0, v[3] >= 0 else { throw SVGValueError("expected 4 numbers, width and height not negative") }
                box = Rect(x: v[0], y: v[1], width: v[2], height: v[3])
            } catch let e as SVGValueError { try recover("viewBox", on: "svg", e.message) }
        }
        var aspect = SVGPreserveAspectRatio.default
        if let text = a["preserveAspectRatio"] {
            do { aspect = try SVGPreserveAspectRatio.parse(text) } catch let e as SVGValueError {
                try recover("preserveAspectRatio", on: "svg", e.message)
            }
        }
        let viewport = Rect(x: x, y: y, width: width, height: height)
        let own = try ownTransform("svg", a, declarations, fontSize: style.fontSize, box: Rect(origin: .zero, size: parent))
        var node = try makeNode("svg", a, style: style, declarations: declarations, content: .group([]))
        node.transform = (box.map { aspect.transform(from: $0, to: viewport) } ?? .translation(x, y)).concatenating(own)
        if !style.overflowVisible { node.clip = Path.rect(viewport).applying(own) }
        if width == 0 || height == 0 || box.map({ $0.width == 0 || $0.height == 0 }) == true { node.style.display = false }
        viewports.append(box?.size ?? viewport.size)
        stack.append((.group(node), style, []))
    }
}
