import Raster

/// The properties that belong to one element rather than to its inherited style: SVG 2 makes the
/// geometry of `rect`, `circle` and `ellipse` properties (so a sheet or `style` may set `x` or
/// `r`, and wins over the attribute), `transform-origin` turns an element's `transform` about a
/// point, and the root's `background-color` is what a browser paints behind the picture (the root
/// is a CSS box there). Their cascaded values travel with the node's declarations.
extension SVGParser.Builder {
    /// The geometry properties of each shape that has them (SVG 2 sections 9.2 to 9.4).
    static let geometryProperties: [String: Set<String>] = [
        "rect": ["x", "y", "width", "height", "rx", "ry"],
        "circle": ["cx", "cy", "r"],
        "ellipse": ["cx", "cy", "rx", "ry"],
    ]

    /// Whether the cascade keeps `key` for element `name`: `background-color` only on the root and
    /// only from CSS (it is no presentation attribute).
    func isElementProperty(_ key: String, of name: String, from origin: Origin) -> Bool {
        if key == "transform-origin" { return true }
        if Self.geometryProperties[name]?.contains(key) == true { return true }
        return key == "background-color" && origin == .css && name == "svg" && stack.isEmpty
    }

    /// The attributes with each geometry property replaced by its cascaded value.
    static func geometry(of name: String, _ attributes: [String: String], _ declarations: [(String, String)]) -> [String: String] {
        guard let keys = geometryProperties[name] else { return attributes }
        var out = attributes
        for (key, value) in declarations where keys.contains(key) { out[key] = value }
        return out
    }

    /// The element's own `transform` (never inherited), turned about its `transform-origin`, whose
    /// percentages count `box`; an origin in error is reported and the initial `origin` used.
    func ownTransform(_ name: String, _ attributes: [String: String], _ declarations: [(String, String)],
                      fontSize: Double, box: Rect, origin initial: SVGTransformOrigin = .zero) throws -> Transform {
        guard let text = attributes["transform"] else { return .identity }
        var transform = Transform.identity
        do { transform = try SVGTransformParser.parse(text) } catch let e as SVGValueError {
            try recover("transform", on: name, e.message)
        }
        var origin = initial
        if let text = declarations.last(where: { $0.0 == "transform-origin" })?.1,
           let parsed = try transformOrigin(text, on: name, fontSize: fontSize) {
            origin = parsed
        }
        return origin.applied(to: transform, box: box)
    }

    /// A `transform-origin` value (an element's or a gradient's), or nil when it is in error: reported,
    /// and the declaration ignored.
    func transformOrigin(_ text: String, on name: String, fontSize: Double) throws -> SVGTransformOrigin? {
        do { return try SVGTransformOrigin.parse(text, units: units(fontSize: fontSize)) } catch let e as SVGValueError {
            try recover("transform-origin", on: name, e.message, "the declaration is ignored")
            return nil
        }
    }

    /// The root's `background-color` from its style sheet rules or `style`, nil when none is set.
    func rootBackground(_ declarations: [(String, String)]) throws -> Color? {
        guard let text = declarations.last(where: { $0.0 == "background-color" })?.1 else { return nil }
        do {
            let color = try SVGColor.parse(text)
            return color.alpha > 0 ? color : nil
        } catch let e as SVGValueError {
            try recover("background-color", on: "svg", e.message, "the declaration is ignored")
            return nil
        }
    }
}
