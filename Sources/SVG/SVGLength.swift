import Raster

/// An SVG 1.1 `<length>`: a number with an optional unit. Absolute units convert at CSS's 96 px per
/// inch; percentages stay symbolic until the reference length (viewport or bounding box) is known.
public struct SVGLength: Sendable, Hashable {
    public var value: Double
    public var isPercentage: Bool

    public init(_ value: Double, percentage: Bool = false) { self.value = value; isPercentage = percentage }

    /// User units, with percentages of `reference` (a viewport dimension).
    public func resolved(reference: Double) -> Double { isPercentage ? value / 100 * reference : value }

    /// What the relative units refer to where a length is read (CSS Values 4): `em` the element's
    /// font size, `rem` the root's, `vw`/`vh`/`vmin`/`vmax` the outermost viewport (the document's
    /// size). `ex` and `ch` need the font's x-height and digit width; without a font they are half
    /// the font size, the fallback CSS Values gives.
    struct Context {
        var fontSize = 16.0
        var rootFontSize = 16.0
        var viewport = Size(300, 150)
    }

    /// Parses `12`, `12px`, `1.5mm`, `50%`, `2em`, `10vw`, …; `ex`/`ch` set `approximated`.
    static func parse(_ text: String, in context: Context = Context(), approximated: inout Bool) throws -> SVGLength {
        var s = SVGScanner(text.trimmingWhitespace)
        guard let v = s.number() else { throw SVGValueError("expected a length, found '\(text.trimmingWhitespace)'") }
        // CSS units are ASCII case-insensitive.
        let unit = String(decoding: s.bytes[s.index...], as: UTF8.self).lowercased()
        let viewport = context.viewport
        switch unit {
        case "%": return SVGLength(v, percentage: true)
        case "ex", "ch": approximated = true
        default: break
        }
        let px: Double
        switch unit {
        case "", "px": px = 1
        case "pt": px = 4 / 3
        case "pc": px = 16
        case "in": px = 96
        case "cm": px = 96 / 2.54
        case "mm": px = 96 / 25.4
        case "q": px = 96 / 101.6   // a quarter millimetre
        case "em": px = context.fontSize
        case "ex", "ch": px = context.fontSize / 2
        case "rem": px = context.rootFontSize
        case "vw": px = viewport.width / 100
        case "vh": px = viewport.height / 100
        case "vmin": px = min(viewport.width, viewport.height) / 100
        case "vmax": px = max(viewport.width, viewport.height) / 100
        default: throw SVGValueError("invalid length '\(text.trimmingWhitespace)': unknown unit '\(unit)'")
        }
        // A huge number times a unit can overflow; report it as not a length, as the scanner does.
        guard (v * px).isFinite else { throw SVGValueError("length out of range: '\(text.trimmingWhitespace)'") }
        return SVGLength(v * px)
    }

    /// A plain number (no unit), as `opacity` or `offset` take.
    static func number(_ text: String) throws -> Double {
        var s = SVGScanner(text.trimmingWhitespace)
        guard let v = s.number(), s.atEnd else { throw SVGValueError("expected a number, found '\(text.trimmingWhitespace)'") }
        return v
    }

    /// A list of numbers separated by whitespace and/or commas (`points`, `viewBox`).
    static func numberList(_ text: String) throws -> [Double] {
        let (list, error) = numberListPrefix(text)
        if let error { throw error }
        return list
    }

    /// The numbers before the first one that does not parse, and that error (nil when there is none).
    static func numberListPrefix(_ text: String) -> ([Double], SVGValueError?) {
        var s = SVGScanner(text)
        var out: [Double] = []
        s.skipWhitespace()
        while !s.atEnd {
            if !out.isEmpty { s.skipCommaWhitespace() }
            guard let v = s.number() else {
                return (out, SVGValueError("expected a number at offset \(s.index), found \(s.describeCurrent)"))
            }
            out.append(v)
            s.skipWhitespace()
        }
        return (out, nil)
    }
}
