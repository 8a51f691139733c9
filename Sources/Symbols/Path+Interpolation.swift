import Raster

extension Path {
    /// The path a fraction `t` of the way from `self` to `other`, point by point: how an SF Symbols
    /// template's missing weights are drawn from its sources (docs/symbols-format.md).
    ///
    /// Each element keeps its kind and every point moves on the straight line between its two
    /// positions, p = a + t·(b − a): the interpolation of font masters. It needs compatible paths,
    /// the same element kinds in the same order; nil when they are not
    /// (``firstIncompatibility(with:)`` says where).
    func interpolated(to other: Path, by t: Double) -> Path? {
        guard elements.count == other.elements.count else { return nil }
        func mix(_ a: Point, _ b: Point) -> Point { a + (b - a) * t }
        var out = Path()
        for (a, b) in zip(elements, other.elements) {
            switch (a, b) {
            case (.move(let p), .move(let q)): out.move(to: mix(p, q))
            case (.line(let p), .line(let q)): out.line(to: mix(p, q))
            case (.quad(let c, let p), .quad(let d, let q)): out.quad(to: mix(p, q), control: mix(c, d))
            case (.cubic(let c1, let c2, let p), .cubic(let d1, let d2, let q)):
                out.cubic(to: mix(p, q), control1: mix(c1, d1), control2: mix(c2, d2))
            case (.close, .close): out.close()
            default: return nil
            }
        }
        return out
    }

    /// Where `self` and `other` stop being compatible for ``interpolated(to:by:)``, in words
    /// ("element 7 is a line here and a curve there"), or nil when they are compatible.
    func firstIncompatibility(with other: Path) -> String? {
        for (i, (a, b)) in zip(elements, other.elements).enumerated() where a.kind != b.kind {
            return "element \(i + 1) is \(a.kind) in one and \(b.kind) in the other"
        }
        guard elements.count != other.elements.count else { return nil }
        return "\(elements.count) path elements against \(other.elements.count)"
    }
}

extension Path.Element {
    /// The element's kind in words, for errors.
    var kind: String {
        switch self {
        case .move: "a move"
        case .line: "a line"
        case .quad: "a quadratic curve"
        case .cubic: "a cubic curve"
        case .close: "a close"
        }
    }
}
