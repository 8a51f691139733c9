import Raster

/// SVG 1.1 colour syntax (section 4.2 `<color>`): `#rgb`, `#rrggbb`, `rgb(r, g, b)` with integers
/// or percentages, and the 148 keywords (ASCII case-insensitive, as in CSS); and what CSS Color 4
/// adds that editors write: `#rgba`/`#rrggbbaa`, `transparent`, `rgba()`, `hsl()`/`hsla()` and the
/// space-separated forms with `/ alpha` (``function(_:original:)``).
/// `currentColor`, `none` and `url()` are paints, not colours: see ``SVGPaint``.
public enum SVGColor {
    /// The colour, or an error saying what was wrong.
    public static func parse(_ text: String) throws -> Color {
        let t = text.trimmingWhitespace
        if t.hasPrefix("#") { return try hex(String(t.dropFirst()), original: t) }
        let lower = t.lowercased()
        if ["rgb(", "rgba(", "hsl(", "hsla("].contains(where: lower.hasPrefix) { return try function(lower, original: t) }
        if let (r, g, b) = SVGNamedColors.table[lower] { return Color(r8: Int(r), g8: Int(g), b8: Int(b)) }
        if lower == "transparent" { return .clear }
        throw SVGValueError("invalid colour '\(t)'")
    }

    static func hex(_ digits: String, original: String) throws -> Color {
        let values = digits.utf8.map { b -> Int? in
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): return Int(b - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): return Int(b - UInt8(ascii: "a")) + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): return Int(b - UInt8(ascii: "A")) + 10
            default: return nil
            }
        }
        guard !values.contains(where: { $0 == nil }) else { throw SVGValueError("invalid hex colour '\(original)'") }
        let v = values.map { $0! }
        switch v.count {
        case 3, 4:
            let a = v.count == 4 ? Double(v[3] * 17) / 255 : 1
            return Color(r8: v[0] * 17, g8: v[1] * 17, b8: v[2] * 17, alpha: a)
        case 6, 8:
            let a = v.count == 8 ? Double(v[6] * 16 + v[7]) / 255 : 1
            return Color(r8: v[0] * 16 + v[1], g8: v[2] * 16 + v[3], b8: v[4] * 16 + v[5], alpha: a)
        default:
            throw SVGValueError("invalid hex colour '\(original)': expected 3 or 6 hex digits")
        }
    }

}

/// What `fill` or `stroke` paints with (SVG 1.1 section 11.2 `<paint>`).
public indirect enum SVGPaint: Sendable, Hashable {
    case none
    case color(Color)
    /// The `color` property, or the caller's colour when the document sets none: how symbols are tinted.
    case currentColor
    /// A gradient by id; `fallback` paints when the reference does not resolve.
    case reference(id: String, fallback: SVGPaint?)

    public static func parse(_ text: String) throws -> SVGPaint {
        let t = text.trimmingWhitespace
        if t == "none" { return .none }
        if t.lowercased() == "currentcolor" { return .currentColor }
        if t.hasPrefix("url(") {
            guard let close = t.firstIndex(of: ")") else { throw SVGValueError("invalid paint '\(t)': missing ')'") }
            var ref = t[t.index(t.startIndex, offsetBy: 4)..<close].trimming(" \t\n\r'\"")
            guard ref.hasPrefix("#"), ref.count > 1 else {
                throw SVGValueError("invalid paint '\(t)': only local references url(#id) are supported")
            }
            ref.removeFirst()
            let rest = String(t[t.index(after: close)...]).trimmingWhitespace
            return .reference(id: ref, fallback: rest.isEmpty ? nil : try parse(rest))
        }
        return .color(try SVGColor.parse(t))
    }
}

extension StringProtocol {
    /// The string without leading and trailing XML whitespace. On the UTF-8 bytes: every attribute value
    /// goes through here, and whitespace is ASCII.
    var trimmingWhitespace: String {
        let text = String(self), bytes = text.utf8
        guard let first = bytes.firstIndex(where: { !SVGScanner.isWhitespace($0) }),
              let last = bytes.lastIndex(where: { !SVGScanner.isWhitespace($0) }) else { return "" }
        return String(decoding: bytes[first...last], as: UTF8.self)
    }

    func trimming(_ set: String) -> String {
        let chars = Set(set)
        var s = Substring(self)
        while let f = s.first, chars.contains(f) { s.removeFirst() }
        while let l = s.last, chars.contains(l) { s.removeLast() }
        return String(s)
    }
}
