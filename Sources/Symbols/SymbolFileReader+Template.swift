import Foundation
import Raster
import SVG

/// Reads the SVG templates of the SF Symbols app (and of Xcode's `.symbolset` folders): the `Symbols`
/// group's variants, the guides and the layer classes (docs/symbols-format.md, "SF Symbols templates").
extension SymbolFileReader {
    /// One drawing of the template in its variant's own frame: x = 0 on the left margin, y = 0 on the
    /// baseline (how the SF Symbols app places each variant group), 1 unit = 1/100 of the point size.
    struct TemplateDrawing {
        /// One shape: its layer role, multicolor colour name, outline, fill rule and where it is in
        /// the file (for errors).
        struct Piece {
            var role: SymbolLayer.Role
            var multicolor: String? = nil
            var path: Path
            var rule: FillRule
            var line: Int
        }
        var pieces: [Piece]
        /// Distance between the left and right margins.
        var advance: Double
        /// Baseline minus capline of the variant's scale.
        var capHeight: Double
    }

    /// Whether `document` is an SF Symbols template: it has a `Symbols`, `Guides` or `Notes` group.
    static func isTemplate(_ document: SVGDocument) -> Bool {
        ["Symbols", "Guides", "Notes"].contains { document.node(withID: $0)?.element == "g" }
    }

    /// The symbol `name` from a template document: its regular, medium variant, with every variant in
    /// ``Symbol/variants``.
    static func templateSymbol(named name: String, document: SVGDocument, file: String) throws -> Symbol {
        func fail(_ node: SVGNode, _ reason: String) -> SymbolError {
            .malformed(file: file, line: node.line, column: node.column, reason: reason)
        }
        // Every node with its transform to the root's user space, so guides and shapes share one frame.
        let placed = document.root.flattened()
        guard let symbolsIndex = placed.firstIndex(where: { $0.node.id == "Symbols" && $0.node.element == "g" }) else {
            throw fail(document.root, "an SF Symbols template needs a <g id=\"Symbols\"> group holding its variants (Ultralight-S … Black-L)")
        }
        let (symbolsGroup, symbolsTransform) = placed[symbolsIndex]
        // The file was read forgivingly, for the stylesheet's sake (SVG knows neither its pseudo-class
        // selectors nor its `-sfsymbols-` properties); what this reader uses must have been read
        // without recovering: the variants (the Symbols group closes the file) and the guides.
        var guideLines: Set<Int> = []

        /// The guide `id`'s path in root space, if the template has it.
        func guide(_ id: String) -> (node: SVGNode, bounds: Rect)? {
            guard let (node, t) = placed.first(where: { $0.node.id == id && $0.node.path != nil }),
                  let path = node.path?.applying(t), !path.isEmpty else { return nil }
            guideLines.insert(node.line)
            return (node, path.bounds)
        }
        func horizontal(_ id: String, for variant: SVGNode) throws -> Double {
            guard let g = guide(id) else { throw fail(variant, "variant \(variant.id ?? "") needs the guide \(id) (a horizontal line)") }
            guard g.bounds.height <= 1e-6 * max(1, g.bounds.width) else { throw fail(g.node, "guide \(id) is not a horizontal line") }
            return g.bounds.midY
        }
        func vertical(_ id: String) throws -> Double? {
            guard let g = guide(id) else { return nil }
            guard g.bounds.width <= 1e-6 * max(1, g.bounds.height) else { throw fail(g.node, "guide \(id) is not a vertical line") }
            return g.bounds.midX
        }

        var explicit: [SymbolVariants.Key: TemplateDrawing] = [:]
        for variant in symbolsGroup.children {
            guard variant.element == "g", let id = variant.id, let key = variantKey(id) else {
                throw fail(variant, "the Symbols group holds only variant groups <g id=\"WEIGHT-SCALE\">, WEIGHT one of Ultralight, Thin, Light, Regular, Medium, Semibold, Bold, Heavy, Black and SCALE one of S, M, L; found <\(variant.element)\(variant.id.map { " id=\"\($0)\"" } ?? "")>")
            }
            guard explicit[key] == nil else { throw fail(variant, "variant \(id) appears twice") }
            var pieces: [TemplateDrawing.Piece] = []
            for (node, t) in variant.flattened() {
                guard let p = node.path?.applying(t).applying(symbolsTransform), !p.isEmpty else { continue }
                let layer = try layerClasses(node.attributes["class"] ?? "", node: node, file: file)
                pieces.append(.init(role: layer.role, multicolor: layer.multicolor, path: p, rule: node.style.fillRule, line: node.line))
            }
            guard !pieces.isEmpty else { continue }   // an empty variant is a missing one
            let letter = key.scale.templateLetter
            let baseline = try horizontal("Baseline-\(letter)", for: variant)
            let capline = try horizontal("Capline-\(letter)", for: variant)
            guard capline < baseline else { throw fail(variant, "Capline-\(letter) must lie above Baseline-\(letter)") }
            let ink = pieces.map(\.path.bounds).reduce(pieces[0].path.bounds) { $0.union($1) }
            let left = try vertical("left-margin-\(id)"), right = try vertical("right-margin-\(id)")
            if (left == nil) != (right == nil) {
                throw fail(variant, "variant \(id) has only one of its margins; give both left-margin-\(id) and right-margin-\(id), or neither (the ink's edges)")
            }
            let l = left ?? ink.minX, r = right ?? ink.maxX
            guard r > l else { throw fail(variant, "right-margin-\(id) must lie right of left-margin-\(id)") }
            let frame = Transform.translation(-l, -baseline)
            explicit[key] = TemplateDrawing(pieces: pieces.map { var p = $0; p.path = p.path.applying(frame); return p },
                                            advance: r - l, capHeight: baseline - capline)
        }
        if let w = document.warnings.first(where: { ($0.line >= symbolsGroup.line || guideLines.contains($0.line)) && !$0.message.contains("-sfsymbols-") }) {
            throw SymbolError.malformed(file: file, line: w.line, column: w.column, reason: w.message)
        }
        let drawings = try completeVariants(explicit, symbolsGroup: symbolsGroup, file: file)
        let variants = SymbolVariants(variants: drawings.mapValues { placedVariant($0.drawing, origin: $0.origin) })
        var symbol = Symbol(name: name, metrics: variants[.regular, .medium].metrics, layers: variants[.regular, .medium].layers)
        symbol.variants = variants
        return symbol
    }

    /// The key of a variant id (`Semibold-L`), nil for anything else.
    static func variantKey(_ id: String) -> SymbolVariants.Key? {
        SymbolVariants.Key.all.first { $0.templateID == id }
    }

    /// The layer role and multicolor colour of a shape from its `class` list:
    /// `hierarchical-N:primary|secondary|tertiary|quaternary` names the role (`primary` without one),
    /// `multicolor-N:COLOUR` the colour multicolor mode paints it in (nil without one);
    /// `monochrome-N` is checked for form; any other class is not ours to read.
    static func layerClasses(_ classes: String, node: SVGNode, file: String) throws -> (role: SymbolLayer.Role, multicolor: String?) {
        func fail(_ reason: String) -> SymbolError { .malformed(file: file, line: node.line, column: node.column, reason: reason) }
        var role: SymbolLayer.Role?
        var multicolor: String?
        for token in classes.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).map(String.init) {
            for prefix in ["monochrome-", "hierarchical-", "multicolor-"] where token.hasPrefix(prefix) {
                let rest = token.dropFirst(prefix.count)
                let parts = rest.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
                guard let n = parts.first, !n.isEmpty, n.allSatisfy(\.isASCII), Int(n) != nil else {
                    throw fail("class '\(token)': the layer index after '\(prefix)' must be a whole number")
                }
                let detail = parts.count > 1 ? String(parts[1]) : nil
                switch prefix {
                case "monochrome-":
                    guard detail == nil else { throw fail("class '\(token)': monochrome-N takes no ':' part") }
                case "hierarchical-":
                    switch detail {
                    case "primary": role = .primary
                    case "secondary": role = .secondary
                    case "tertiary": role = .tertiary
                    case "quaternary": role = .quaternary
                    default: throw fail("class '\(token)': hierarchical-N needs :primary, :secondary, :tertiary or :quaternary")
                    }
                default:
                    guard let detail, !detail.isEmpty else { throw fail("class '\(token)': multicolor-N needs a colour, multicolor-N:NAME") }
                    multicolor = detail
                }
            }
        }
        return (role ?? .primary, multicolor)
    }

    /// A drawing moved into the symbol grid (x = 0 halfway between the margins), its shapes wound for
    /// a non-zero fill by their own rules and gathered into one layer per role, in order of first use;
    /// within a layer, shapes of one multicolor colour form one ``SymbolLayer/MulticolorPart`` (none
    /// when the template names no colours).
    static func placedVariant(_ d: TemplateDrawing, origin: SymbolVariants.Origin) -> SymbolVariants.Variant {
        let centre = Transform.translation(-d.advance / 2, 0)
        var layers: [SymbolLayer] = []
        for piece in d.pieces {
            let path = piece.path.applying(centre).orientedForNonZero(rule: piece.rule)
            if let k = layers.firstIndex(where: { $0.role == piece.role }) { layers[k].path.addPath(path) }
            else { layers.append(SymbolLayer(role: piece.role, path: path)) }
            let k = layers.firstIndex { $0.role == piece.role }!
            if let j = layers[k].multicolor.firstIndex(where: { $0.color == piece.multicolor }) { layers[k].multicolor[j].path.addPath(path) }
            else { layers[k].multicolor.append(.init(color: piece.multicolor, path: path)) }
        }
        // A template without multicolor annotations keeps its layers whole.
        if d.pieces.allSatisfy({ $0.multicolor == nil }) { for k in layers.indices { layers[k].multicolor = [] } }
        let ink = layers.map(\.path.bounds).reduce(layers.first?.path.bounds ?? .zero) { $0.union($1) }
        let box = ink.union(Rect(x: -d.advance / 2, y: ink.minY, width: d.advance, height: ink.height))
        return .init(layers: layers, metrics: SymbolMetrics(box: box, baseline: 0, capHeight: d.capHeight, advance: d.advance),
                     origin: origin)
    }
}
