/// An SVG 1.1 `<length>`: a number with an optional unit. Absolute units convert at CSS's 96 px per
/// inch; percentages stay symbolic until the reference length (viewport or bounding box) is known.
public struct SVGLength: Sendable, Hashable {
    public var value: Double
    public var isPercentage: Bool

    public init(_ value: Double, percentage: Bool = false) { self.value = value; isPercentage = percentage }

    /// User units, with percentages of `reference` (a viewport dimension).
    public func resolved(reference: Double) -> Double { isPercentage ? value / 100 * reference : value }

    /// Parses `12`, `12px`, `1.5mm`, `50%`, …; `em`/`ex` count 16 px/8 px and set `approximated`,
    /// since there are no fonts to take them from.
    static func parse(_ text: String, approximated: inout Bool) throws -> SVGLength {
        var s = SVGScanner(text.trimmingWhitespace)
        guard let v = s.number() else { throw SVGValueError("expected a length, found '\(text.trimmingWhitespace)'") }
        // CSS units are ASCII case-insensitive.
        let unit = String(decoding: s.bytes[s.index...], as: UTF8.self).lowercased()
        switch unit {
        case "", "px": return SVGLength(v)
        case "%": return SVGLength(v, percentage: true)
        case "pt": return SVGLength(v * 4 / 3)
        case "pc": return SVGLength(v * 16)
        case "in": return SVGLength(v * 96)
        case "cm": return SVGLength(v * 96 / 2.54)
        case "mm": return SVGLength(v * 96 / 25.4)
        case "em": approximated = true; return SVGLength(v * 16)
        case "ex": approximated = true; return SVGLength(v * 8)
        default: throw SVGValueError("invalid length '\(text.trimmingWhitespace)': unknown unit '\(unit)'")
        }
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
