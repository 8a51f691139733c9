import Raster

/// `transform-origin` (CSS Transforms 1, a presentation attribute in SVG 2): the point a `transform`
/// (or a gradient's `gradientTransform`) turns about, `translate(o) · transform · translate(−o)`.
///
/// One or two positions (a third, the z offset, is read and has no effect in 2D): lengths,
/// percentages of a reference box, or the keywords `left`, `center`, `right`, `top` and `bottom`
/// (two keywords in either order). One value sets x, or y for `top`/`bottom`; the other is `center`.
/// The reference box is the caller's: for an SVG element the nearest viewport (CSS's `view-box`,
/// at the user-space origin), for the root its box in the page, for a gradient in
/// `objectBoundingBox` units the unit square.
struct SVGTransformOrigin: Sendable, Hashable {
    var x: SVGLength
    var y: SVGLength

    /// An element's initial origin, `0 0`.
    static let zero = SVGTransformOrigin(x: SVGLength(0), y: SVGLength(0))
    /// The initial origin of a box laid out by CSS (the root `svg` in a page): its centre.
    static let center = SVGTransformOrigin(x: SVGLength(50, percentage: true), y: SVGLength(50, percentage: true))

    private enum Axis { case x, y, either }

    static func parse(_ text: String, units: SVGLength.Context) throws -> SVGTransformOrigin {
        let words = text.split(whereSeparator: { SVGScanner.isWhitespace($0.asciiValue ?? 0) }).map(String.init)
        guard (1...3).contains(words.count) else {
            throw SVGValueError("expected one to three positions, found '\(text.trimmingWhitespace)'")
        }
        let keywords: [String: (Axis, Double)] = [
            "left": (.x, 0), "right": (.x, 100), "top": (.y, 0), "bottom": (.y, 100), "center": (.either, 50),
        ]
        var approximated = false
        func position(_ word: String) throws -> (axis: Axis?, length: SVGLength) {
            if let (axis, percent) = keywords[word.lowercased()] { return (axis, SVGLength(percent, percentage: true)) }
            return (nil, try SVGLength.parse(word, in: units, approximated: &approximated))
        }
        let first = try position(words[0])
        if words.count == 1 {
            return first.axis == .y ? SVGTransformOrigin(x: SVGTransformOrigin.center.x, y: first.length)
                                    : SVGTransformOrigin(x: first.length, y: SVGTransformOrigin.center.y)
        }
        let second = try position(words[1])
        if words.count == 3 {
            guard try position(words[2]).axis == nil, !words[2].hasSuffix("%") else {
                throw SVGValueError("the third position must be a length, found '\(words[2])'")
            }
        }
        // Two keywords may come in either order (`top left`); a length fixes the order (x, then y).
        if first.axis == .y || second.axis == .x {
            guard first.axis != nil, second.axis != nil, first.axis != .x, second.axis != .y else {
                throw SVGValueError("invalid position '\(text.trimmingWhitespace)'")
            }
            return SVGTransformOrigin(x: second.length, y: first.length)
        }
        return SVGTransformOrigin(x: first.length, y: second.length)
    }

    /// `transform` turned about this origin, percentages counting `box`'s size from its corner.
    func applied(to transform: Transform, box: Rect) -> Transform {
        let ox = box.minX + x.resolved(reference: box.width), oy = box.minY + y.resolved(reference: box.height)
        guard ox.isFinite, oy.isFinite, ox != 0 || oy != 0, !transform.isIdentity else { return transform }
        return Transform.translation(-ox, -oy).concatenating(transform).concatenating(.translation(ox, oy))
    }
}
