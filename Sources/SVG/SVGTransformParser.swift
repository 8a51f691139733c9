import Foundation
import Raster

/// SVG 1.1 transform lists (section 7.6): `matrix`, `translate`, `scale`, `rotate` (with an optional
/// centre), `skewX`, `skewY`, separated by whitespace and/or commas.
///
/// The list reads left to right as nested coordinate systems, so the rightmost item applies to
/// points first: `translate(10) scale(2)` maps (1, 0) to (12, 0).
public enum SVGTransformParser {
    /// Parses a whole `transform` / `gradientTransform` value. Errors name the offending function
    /// and the 0-based offset within the value.
    public static func parse(_ text: String) throws -> Transform {
        var s = SVGScanner(text)
        var total = Transform.identity
        s.skipWhitespace()
        var firstItem = true
        while !s.atEnd {
            if !firstItem {
                s.skipCommaWhitespace()
                if s.atEnd { throw SVGValueError("expected a transform function at offset \(s.index)") }
            }
            firstItem = false
            let nameStart = s.index
            var name = ""
            while let b = s.peek, (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z")) {
                name.append(Character(UnicodeScalar(b))); s.index += 1
            }
            let arity: [Int]
            switch name {
            case "matrix": arity = [6]
            case "translate", "scale": arity = [1, 2]
            case "rotate": arity = [1, 3]
            case "skewX", "skewY": arity = [1]
            default:
                throw SVGValueError(name.isEmpty
                    ? "expected a transform function at offset \(nameStart), found \(s.describeCurrent)"
                    : "unknown transform function '\(name)' at offset \(nameStart)")
            }
            s.skipWhitespace()
            guard s.peek == UInt8(ascii: "(") else {
                throw SVGValueError("expected '(' after '\(name)' at offset \(s.index)")
            }
            s.index += 1
            s.skipWhitespace()
            var args: [Double] = []
            while let v = s.number() {
                args.append(v)
                s.skipCommaWhitespace()
            }
            guard s.peek == UInt8(ascii: ")") else {
                throw SVGValueError("expected a number or ')' in '\(name)' at offset \(s.index), found \(s.describeCurrent)")
            }
            s.index += 1
            guard arity.contains(args.count) else {
                let want = arity.map(String.init).joined(separator: " or ")
                throw SVGValueError("'\(name)' takes \(want) numbers, found \(args.count) at offset \(nameStart)")
            }
            total = item(name, args).concatenating(total)
            s.skipWhitespace()
        }
        return total
    }

    static func item(_ name: String, _ v: [Double]) -> Transform {
        let rad = Double.pi / 180
        switch name {
        case "matrix":
            return Transform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5])
        case "translate":
            return .translation(v[0], v.count > 1 ? v[1] : 0)
        case "scale":
            return .scale(v[0], v.count > 1 ? v[1] : v[0])
        case "rotate":
            let r = Transform.rotation(v[0] * rad)
            guard v.count == 3 else { return r }
            return Transform.translation(-v[1], -v[2]).concatenating(r).concatenating(.translation(v[1], v[2]))
        case "skewX":
            return .skew(x: v[0] * rad, y: 0)
        default:
            return .skew(x: 0, y: v[0] * rad)
        }
    }
}
