import Raster

/// The SVG path grammar (`d`), absolute and relative: M L H V C S Q T A Z.
///
/// The convention files use only absolute M, L, C and Z; the rest is here because a plain SVG
/// dropped into `--symbols DIR` may use any of them.
enum SymbolPathData {
    struct Failure: Error {
        var reason: String
        /// Index of the offending character in the `d` string.
        var index: Int
    }

    static func parse(_ d: String) throws -> Path {
        let s = Array(d.utf8)
        var i = 0
        var path = Path()
        var current = Point.zero, start = Point.zero
        var lastControl: Point?, lastQuad: Point?
        var command: UInt8?

        func skipSeparators() {
            while i < s.count, s[i] == 0x20 || s[i] == 0x2C || s[i] == 0x09 || s[i] == 0x0A || s[i] == 0x0D { i += 1 }
        }
        func atNumber() -> Bool {
            skipSeparators()
            guard i < s.count else { return false }
            let c = s[i]
            return (c >= 0x30 && c <= 0x39) || c == 0x2D || c == 0x2B || c == 0x2E
        }
        func number() throws -> Double {
            skipSeparators()
            let begin = i
            if i < s.count, s[i] == 0x2D || s[i] == 0x2B { i += 1 }
            var digits = 0, dot = false
            while i < s.count {
                if s[i] >= 0x30 && s[i] <= 0x39 { digits += 1; i += 1 }
                else if s[i] == 0x2E && !dot { dot = true; i += 1 }
                else { break }
            }
            if digits > 0, i < s.count, s[i] == 0x65 || s[i] == 0x45 {
                var j = i + 1
                if j < s.count, s[j] == 0x2D || s[j] == 0x2B { j += 1 }
                if j < s.count, s[j] >= 0x30 && s[j] <= 0x39 {
                    i = j
                    while i < s.count, s[i] >= 0x30 && s[i] <= 0x39 { i += 1 }
                }
            }
            guard digits > 0, let v = Double(String(decoding: s[begin..<i], as: UTF8.self)), v.isFinite else {
                throw Failure(reason: "expected a number", index: begin)
            }
            return v
        }
        func flag() throws -> Bool {
            skipSeparators()
            guard i < s.count, s[i] == 0x30 || s[i] == 0x31 else { throw Failure(reason: "expected an arc flag 0 or 1", index: i) }
            i += 1
            return s[i - 1] == 0x31
        }
        func point(_ relative: Bool) throws -> Point {
            let x = try number(), y = try number()
            return relative ? Point(current.x + x, current.y + y) : Point(x, y)
        }

        while true {
            skipSeparators()
            guard i < s.count else { break }
            let c = s[i]
            let isLetter = (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A)
            if isLetter {
                command = c; i += 1
            } else if command == nil {
                throw Failure(reason: "path data must start with a command", index: i)
            } else if !atNumber() {
                throw Failure(reason: "unexpected character", index: i)
            }
            guard let cmd = command else { break }
            let rel = cmd >= 0x61
            switch cmd | 0x20 {
            case 0x6D: // m
                if path.isEmpty && cmd == 0x6D { current = .zero }
                current = try point(rel); start = current
                path.move(to: current)
                command = rel ? 0x6C : 0x4C // further pairs are line-tos
                lastControl = nil; lastQuad = nil
            case 0x6C: // l
                current = try point(rel); path.line(to: current); lastControl = nil; lastQuad = nil
            case 0x68: // h
                let x = try number(); current = Point(rel ? current.x + x : x, current.y); path.line(to: current)
                lastControl = nil; lastQuad = nil
            case 0x76: // v
                let y = try number(); current = Point(current.x, rel ? current.y + y : y); path.line(to: current)
                lastControl = nil; lastQuad = nil
            case 0x63: // c
                let c1 = try point(rel), c2 = try point(rel), p = try point(rel)
                path.cubic(to: p, control1: c1, control2: c2); current = p; lastControl = c2; lastQuad = nil
            case 0x73: // s
                let c1 = lastControl.map { current * 2 - $0 } ?? current
                let c2 = try point(rel), p = try point(rel)
                path.cubic(to: p, control1: c1, control2: c2); current = p; lastControl = c2; lastQuad = nil
            case 0x71: // q
                let c1 = try point(rel), p = try point(rel)
                path.quad(to: p, control: c1); current = p; lastQuad = c1; lastControl = nil
            case 0x74: // t
                let c1 = lastQuad.map { current * 2 - $0 } ?? current
                let p = try point(rel)
                path.quad(to: p, control: c1); current = p; lastQuad = c1; lastControl = nil
            case 0x61: // a
                let rx = try number(), ry = try number(), rot = try number()
                let large = try flag(), sweep = try flag()
                let p = try point(rel)
                path.svgArc(to: p, rx: abs(rx), ry: abs(ry), xAxisRotation: rot, largeArc: large, sweep: sweep)
                current = p; lastControl = nil; lastQuad = nil
            case 0x7A: // z
                path.close(); current = start; lastControl = nil; lastQuad = nil
                command = nil
                skipSeparators()
                if i < s.count, !((s[i] >= 0x41 && s[i] <= 0x5A) || (s[i] >= 0x61 && s[i] <= 0x7A)) {
                    throw Failure(reason: "expected a command after Z", index: i)
                }
            default:
                throw Failure(reason: "unknown command '\(String(UnicodeScalar(cmd)))'", index: i - 1)
            }
        }
        return path
    }
}
