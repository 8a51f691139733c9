import Foundation
import Raster

extension SVGColor {
    /// `rgb()`, `rgba()`, `hsl()` and `hsla()` in CSS Color 4's two syntaxes: the legacy one with
    /// commas, `rgb(255, 0, 0, 0.5)`, and the modern one with spaces and an optional `/ alpha`,
    /// `rgb(255 0 0 / 50%)`. `rgba` and `hsla` are the same functions as `rgb` and `hsl`. Channels
    /// out of range are clamped, as CSS does. The legacy syntax is CSS Color 4's: `rgb()` takes three
    /// numbers or three percentages, not a mix, and `hsl()` percentages for saturation and lightness
    /// (browsers reject `rgb(0, 50%, 0)` and `hsl(120, 100, 50)`); only the modern syntax takes a mix,
    /// plain numbers for saturation and lightness, and `none` (zero) for any value.
    static func function(_ lower: String, original: String) throws -> Color {
        guard let open = lower.firstIndex(of: "("), lower.hasSuffix(")") else {
            throw SVGValueError("invalid colour '\(original)': missing ')'")
        }
        let name = lower[..<open]
        let inner = lower[lower.index(after: open)..<lower.index(before: lower.endIndex)]
        var arguments: [String], alpha: String?
        let legacy = inner.contains(",")
        if legacy {
            let parts = inner.split(separator: ",", omittingEmptySubsequences: false).map(\.trimmingWhitespace)
            guard parts.count == 3 || parts.count == 4 else {
                throw SVGValueError("invalid colour '\(original)': expected 3 or 4 comma-separated values")
            }
            arguments = Array(parts.prefix(3))
            alpha = parts.count == 4 ? parts[3] : nil
        } else {
            let halves = inner.split(separator: "/", omittingEmptySubsequences: false)
            arguments = halves[0].split(whereSeparator: { SVGScanner.isWhitespace($0.asciiValue ?? 0) }).map(String.init)
            guard arguments.count == 3, halves.count <= 2 else {
                throw SVGValueError("invalid colour '\(original)': expected 3 space-separated values and optionally '/ alpha'")
            }
            alpha = halves.count == 2 ? halves[1].trimmingWhitespace : nil
        }
        func value(_ text: String) throws -> (number: Double, unit: String) {
            if !legacy && text == "none" { return (0, "") }
            var s = SVGScanner(text)
            guard let v = s.number() else { throw SVGValueError("invalid colour '\(original)': '\(text)' is not a number") }
            return (v, String(decoding: s.bytes[s.index...], as: UTF8.self))
        }
        /// A fraction from a number (`scale` for 1) or a percentage, clamped to 0…1.
        func fraction(_ text: String, scale: Double) throws -> Double {
            let (v, unit) = try value(text)
            switch unit {
            case "": return min(max(v / scale, 0), 1)
            case "%": return min(max(v / 100, 0), 1)
            default: throw SVGValueError("invalid colour '\(original)': '\(text)' is not a number or a percentage")
            }
        }
        let a = try alpha.map { try fraction($0, scale: 1) } ?? 1
        switch name {
        case "rgb", "rgba":
            if legacy, Set(arguments.map { $0.hasSuffix("%") }).count > 1 {
                throw SVGValueError("invalid colour '\(original)': with commas, the channels are all numbers or all percentages")
            }
            let c = try arguments.map { try fraction($0, scale: 255) }
            return Color(red: c[0], green: c[1], blue: c[2], alpha: a)
        case "hsl", "hsla":
            let (h, unit) = try value(arguments[0])
            guard h.isFinite else { throw SVGValueError("invalid colour '\(original)': hue '\(arguments[0])' is out of range") }
            let degrees: [String: Double] = ["": 1, "deg": 1, "grad": 0.9, "rad": 180 / .pi, "turn": 360]
            guard let perUnit = degrees[unit] else {
                throw SVGValueError("invalid colour '\(original)': '\(arguments[0])' is not a hue (a number or an angle)")
            }
            if legacy, !arguments[1].hasSuffix("%") || !arguments[2].hasSuffix("%") {
                throw SVGValueError("invalid colour '\(original)': with commas, saturation and lightness are percentages")
            }
            return hsl(hue: h * perUnit, saturation: try fraction(arguments[1], scale: 100),
                       lightness: try fraction(arguments[2], scale: 100), alpha: a)
        default:
            throw SVGValueError("invalid colour '\(original)'")
        }
    }

    /// CSS Color 4's HSL to sRGB: each channel is l − a·clamp(min(k − 3, 9 − k), −1, 1) with
    /// a = s·min(l, 1 − l) and k = (n + h/30) mod 12, for n = 0 (red), 8 (green), 4 (blue).
    static func hsl(hue: Double, saturation s: Double, lightness l: Double, alpha: Double) -> Color {
        let h = hue.truncatingRemainder(dividingBy: 360) + (hue < 0 ? 360 : 0)
        let a = s * min(l, 1 - l)
        func channel(_ n: Double) -> Double {
            let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
            return l - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return Color(red: channel(0), green: channel(8), blue: channel(4), alpha: alpha)
    }
}
