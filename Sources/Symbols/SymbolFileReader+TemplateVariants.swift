import Raster
import SVG

/// How a template's missing variants are derived (docs/symbols-format.md, "Missing variants").
extension SymbolFileReader {
    /// Where each weight sits between the interpolation sources: ultralight 0 … regular 1 for the
    /// lighter weights, regular 0 … black 1 for the heavier ones. Apple publishes no positions; evenly
    /// spaced steps (the weights' classes 100 … 900 are evenly spaced) are a guess, kept here.
    static func interpolationPosition(of weight: SymbolWeight) -> (from: SymbolWeight, to: SymbolWeight, fraction: Double) {
        let i = weight.index, regular = SymbolWeight.regular.index, black = SymbolWeight.black.index
        return i <= regular
            ? (.ultralight, .regular, Double(i) / Double(regular))
            : (.regular, .black, Double(i - regular) / Double(black - regular))
    }

    /// All 27 drawings from the template's `explicit` ones:
    /// 1. at each scale that has Ultralight, Regular and Black, the missing weights are interpolated
    ///    point by point (a scale with only some of the three is an error);
    /// 2. a weight missing at some scale is its drawing at another scale (S first, then M, then L),
    ///    scaled by ``SymbolScale/factor`` about the middle of the cap-height band;
    /// 3. a weight still missing (a template without interpolation sources) is the nearest weight's.
    static func completeVariants(_ explicit: [SymbolVariants.Key: TemplateDrawing], symbolsGroup: SVGNode,
                                 file: String) throws -> [SymbolVariants.Key: (drawing: TemplateDrawing, origin: SymbolVariants.Origin)] {
        func fail(_ reason: String) -> SymbolError {
            .malformed(file: file, line: symbolsGroup.line, column: symbolsGroup.column, reason: reason)
        }
        guard !explicit.isEmpty else { throw fail("the Symbols group has no variant that draws shapes") }
        var out = explicit.mapValues { (drawing: $0, origin: SymbolVariants.Origin.template) }

        for scale in SymbolScale.allCases {
            let letter = scale.templateLetter
            let sources: [SymbolWeight] = [.ultralight, .regular, .black]
            let present = sources.filter { explicit[.init($0, scale)] != nil }
            guard present.contains(.ultralight) || present.contains(.black) else { continue }
            guard present.count == 3 else {
                let missing = sources.filter { !present.contains($0) }.map { "\($0.templateName)-\(letter)" }
                throw fail("interpolation needs Ultralight-\(letter), Regular-\(letter) and Black-\(letter); \(missing.joined(separator: " and ")) missing")
            }
            for weight in SymbolWeight.allCases where out[.init(weight, scale)] == nil {
                let (a, b, t) = interpolationPosition(of: weight)
                let from = explicit[.init(a, scale)]!, to = explicit[.init(b, scale)]!
                let drawing = try interpolate(from, to, by: t) { line, why in
                    .malformed(file: file, line: line ?? symbolsGroup.line, column: line == nil ? symbolsGroup.column : 1,
                               reason: "\(a.templateName)-\(letter) and \(b.templateName)-\(letter) cannot be interpolated: \(why) (the sources need the same shapes with the same path commands in the same order)")
                }
                out[.init(weight, scale)] = (drawing, .interpolated(from: a, to: b, fraction: t))
            }
        }

        let capHeights = Dictionary(explicit.map { ($0.key.scale, $0.value.capHeight) }, uniquingKeysWith: { a, _ in a })
        for weight in SymbolWeight.allCases {
            for scale in SymbolScale.allCases where out[.init(weight, scale)] == nil {
                // Scaled from a drawn variant (read or interpolated), never from a scaled one.
                guard let source = SymbolScale.allCases.first(where: { s in out[.init(weight, s)].map { !$0.origin.isScaled } ?? false }),
                      let d = out[.init(weight, source)]?.drawing else { continue }
                out[.init(weight, scale)] = (scaled(d, by: scale.factor / source.factor, capHeight: capHeights[scale] ?? d.capHeight),
                                             .scaled(from: source))
            }
        }

        let drawn = SymbolWeight.allCases.filter { w in out[.init(w, .medium)] != nil }
        for weight in SymbolWeight.allCases where out[.init(weight, .medium)] == nil {
            // Nearest by weight; a tie goes to the lighter.
            let nearest = drawn.min { abs($0.index - weight.index) < abs($1.index - weight.index) }!
            for scale in SymbolScale.allCases { out[.init(weight, scale)] = (out[.init(nearest, scale)]!.drawing, .nearestWeight(nearest)) }
        }
        return out
    }

    /// The drawing a fraction `t` of the way from `a` to `b`: every shape point by point, the advance
    /// linearly, the cap height of `a` (both sit on the same guides). `fail` makes the error for an
    /// incompatibility, given the line of the shape at fault (nil: the drawings as a whole).
    static func interpolate(_ a: TemplateDrawing, _ b: TemplateDrawing, by t: Double,
                            fail: (Int?, String) -> SymbolError) throws -> TemplateDrawing {
        guard a.pieces.count == b.pieces.count else { throw fail(nil, "\(a.pieces.count) shapes against \(b.pieces.count)") }
        var pieces: [TemplateDrawing.Piece] = []
        for (i, (p, q)) in zip(a.pieces, b.pieces).enumerated() {
            guard p.role == q.role else { throw fail(q.line, "shape \(i + 1) is \(p.role) in one and \(q.role) in the other") }
            guard let path = p.path.interpolated(to: q.path, by: t) else {
                throw fail(q.line, "shape \(i + 1) (lines \(p.line) and \(q.line)): \(p.path.firstIncompatibility(with: q.path) ?? "different paths")")
            }
            pieces.append(.init(role: p.role, multicolor: p.multicolor, path: path, rule: p.rule, line: p.line))
        }
        return TemplateDrawing(pieces: pieces, advance: a.advance + (b.advance - a.advance) * t, capHeight: a.capHeight)
    }

    /// `d` scaled by `k` about the middle of its cap-height band, half-way between its margins (where
    /// the symbol is anchored), then placed on a cap height of `capHeight`.
    static func scaled(_ d: TemplateDrawing, by k: Double, capHeight: Double) -> TemplateDrawing {
        let t = Transform.translation(-d.advance / 2, d.capHeight / 2).concatenating(.scale(k))
            .concatenating(.translation(d.advance * k / 2, -capHeight / 2))
        return TemplateDrawing(pieces: d.pieces.map { var p = $0; p.path = p.path.applying(t); return p },
                               advance: d.advance * k, capHeight: capHeight)
    }
}
