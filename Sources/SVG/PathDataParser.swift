import Raster

/// A path-data error: what was expected and where, as a 0-based UTF-8 offset into the `d` string.
public struct PathDataError: Error, CustomStringConvertible, Sendable, Hashable {
    public var offset: Int
    public var message: String
    public init(offset: Int, message: String) { self.offset = offset; self.message = message }
    /// `expected a number after 'L' at offset 7`.
    public var description: String { "\(message) at offset \(offset)" }
}

/// SVG 1.1 path data (section 8.3) to a ``Raster/Path``, written against the spec's BNF.
///
/// Covered: every command in absolute and relative form; implicit repetition of a command's
/// argument sets, with extra pairs after `M`/`m` meaning `L`/`l`; `S`/`T` reflecting the previous
/// control point only after `C`/`S` resp. `Q`/`T` (else the current point); `Z` moving the current
/// point back to the sub-path start; arcs with packed flags (`a1 1 0 00.5.5`); numbers with
/// exponents and no separators where the grammar allows none (`.5.5`, `-.5-.5`, `1e-2`).
///
/// `parse(_:)` rejects the whole attribute at its first error (strict reading, as for our own
/// artwork); `parsePrefix(_:)` keeps the path up to that error, as SVG's error handling renders it.
public enum PathDataParser {
    public static func parse(_ d: String) throws(PathDataError) -> Path {
        var path = Path()
        try build(d, into: &path)
        return path
    }

    /// SVG's "render up to the first error" (SVG 1.1 F.2, SVG 2 9.5.4): every segment completed
    /// before the first error, and that error (nil when there is none).
    public static func parsePrefix(_ d: String) -> (path: Path, error: PathDataError?) {
        var path = Path()
        do { try build(d, into: &path) } catch { return (path, error) }
        return (path, nil)
    }

    /// Appends the segments of `d` to `path` as they complete, so that on an error `path` holds the
    /// segments before it.
    static func build(_ d: String, into path: inout Path) throws(PathDataError) {
        var s = SVGScanner(d)
        s.skipWhitespace()
        if s.atEnd { return }
        guard let first = s.peek, first == UInt8(ascii: "M") || first == UInt8(ascii: "m") else {
            throw PathDataError(offset: s.index, message: "path data must begin with 'M' or 'm', found \(s.describeCurrent)")
        }
        var current = Point.zero
        var subpathStart = Point.zero
        // The control point a following S (cubic) or T (quadratic) reflects, if the previous command made one.
        var lastCubicControl: Point?
        var lastQuadControl: Point?

        while let letterByte = s.peek {
            guard isCommand(letterByte) else {
                throw PathDataError(offset: s.index, message: "expected a path command, found \(s.describeCurrent)")
            }
            s.index += 1
            let letter = Character(UnicodeScalar(letterByte))
            let relative = letterByte >= UInt8(ascii: "a")
            let upper = Character(letter.uppercased())
            s.skipWhitespace()

            if upper == "Z" {
                path.close()
                current = subpathStart
                lastCubicControl = nil; lastQuadControl = nil
                if s.atEnd { break }
                if let b = s.peek, isCommand(b) { continue }
                throw PathDataError(offset: s.index, message: "expected a command after '\(letter)', found \(s.describeCurrent)")
            }

            func number() throws(PathDataError) -> Double {
                guard let v = s.number() else {
                    throw PathDataError(offset: s.index, message: "expected a number after '\(letter)'")
                }
                return v
            }
            func separatedNumber() throws(PathDataError) -> Double {
                s.skipCommaWhitespace()
                return try number()
            }
            func flag() throws(PathDataError) -> Bool {
                s.skipCommaWhitespace()
                guard let f = s.flag() else {
                    throw PathDataError(offset: s.index, message: "expected a flag (0 or 1) after '\(letter)'")
                }
                return f
            }
            func point(first: Bool) throws(PathDataError) -> Point {
                let x = first ? try number() : try separatedNumber()
                let y = try separatedNumber()
                return relative ? Point(current.x + x, current.y + y) : Point(x, y)
            }

            var firstSet = true
            while true {
                var cubicControl: Point?
                var quadControl: Point?
                switch upper {
                case "M":
                    let p = try point(first: true)
                    if firstSet { path.move(to: p); subpathStart = p } else { path.line(to: p) }
                    current = p
                case "L":
                    let p = try point(first: true)
                    path.line(to: p); current = p
                case "H":
                    let x = try number()
                    let p = Point(relative ? current.x + x : x, current.y)
                    path.line(to: p); current = p
                case "V":
                    let y = try number()
                    let p = Point(current.x, relative ? current.y + y : y)
                    path.line(to: p); current = p
                case "C":
                    let c1 = try point(first: true), c2 = try point(first: false), p = try point(first: false)
                    path.cubic(to: p, control1: c1, control2: c2)
                    cubicControl = c2; current = p
                case "S":
                    let c1 = lastCubicControl.map { current * 2 - $0 } ?? current
                    let c2 = try point(first: true), p = try point(first: false)
                    path.cubic(to: p, control1: c1, control2: c2)
                    cubicControl = c2; current = p
                case "Q":
                    let c = try point(first: true), p = try point(first: false)
                    path.quad(to: p, control: c)
                    quadControl = c; current = p
                case "T":
                    let c = lastQuadControl.map { current * 2 - $0 } ?? current
                    let p = try point(first: true)
                    path.quad(to: p, control: c)
                    quadControl = c; current = p
                case "A":
                    let rx = try number(), ry = try separatedNumber(), rotation = try separatedNumber()
                    let large = try flag(), sweep = try flag()
                    let p = try point(first: false)
                    if path.currentPoint == nil { path.move(to: current) }
                    path.svgArc(to: p, rx: rx, ry: ry, xAxisRotation: rotation, largeArc: large, sweep: sweep)
                    current = p
                default:
                    preconditionFailure("isCommand admits only path commands")
                }
                lastCubicControl = cubicControl
                lastQuadControl = quadControl
                firstSet = false

                // Another argument set for the same command, a new command, or the end.
                let comma = s.skipCommaWhitespace()
                guard let next = s.peek else {
                    if comma { throw PathDataError(offset: s.index, message: "expected a number after ','") }
                    return
                }
                if isCommand(next) {
                    if comma { throw PathDataError(offset: s.index, message: "expected a number after ',', found \(s.describeCurrent)") }
                    break
                }
                if !s.atNumberStart {
                    throw PathDataError(offset: s.index, message: "expected a number or a path command, found \(s.describeCurrent)")
                }
            }
        }
    }

    static func isCommand(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: "M"), UInt8(ascii: "m"), UInt8(ascii: "Z"), UInt8(ascii: "z"),
             UInt8(ascii: "L"), UInt8(ascii: "l"), UInt8(ascii: "H"), UInt8(ascii: "h"),
             UInt8(ascii: "V"), UInt8(ascii: "v"), UInt8(ascii: "C"), UInt8(ascii: "c"),
             UInt8(ascii: "S"), UInt8(ascii: "s"), UInt8(ascii: "Q"), UInt8(ascii: "q"),
             UInt8(ascii: "T"), UInt8(ascii: "t"), UInt8(ascii: "A"), UInt8(ascii: "a"):
            return true
        default:
            return false
        }
    }
}
