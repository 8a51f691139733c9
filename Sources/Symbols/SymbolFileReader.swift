import Foundation
import Raster
import SVG

/// Reads one symbol file, the artwork convention of docs/symbols-format.md, an SF Symbols template
/// (`SymbolFileReader+Template.swift`) or a plain SVG, through the `SVG` module's parser.
///
/// Layers are the root's top-level `<g id>` groups; shapes outside any layer group are `primary`.
/// Every shape's transforms are baked into its outline, so a plain SVG drawn in an editor with
/// transforms works too. Errors name the file, line and column (`--symbols DIR` promises that).
package enum SymbolFileReader {
    /// Parses `data` as the symbol `name` (the file name without `.svg`); `file` names it in errors.
    /// With `template` (a file of a `.symbolset` folder), the file must be an SF Symbols template.
    package static func symbol(named name: String, data: Data, file: String, template: Bool = false) throws -> Symbol {
        // Read forgivingly first: a template's stylesheet uses selectors of its own (`.hierarchical-0:primary`)
        // that SVG recovers from. Any other file is read strictly, as it always was.
        var document = try parse(data, file: file, errorHandling: .recover)
        if template || isTemplate(document) { return try templateSymbol(named: name, document: document, file: file) }
        if !document.warnings.isEmpty { document = try parse(data, file: file) }
        let root = document.root
        func fail(_ node: SVGNode, _ reason: String) -> SymbolError {
            .malformed(file: file, line: node.line, column: node.column, reason: reason)
        }
        let box = document.userViewport
        guard box.width > 0, box.height > 0 else { throw fail(root, "the <svg> needs a viewBox (or a width and height)") }

        // Files of the convention are wound already (symbols-format.md): only plain SVGs need winding.
        let data = root.dataAttributes
        let isConvention = data["baseline"] != nil || data["cap-height"] != nil
        var layers: [SymbolLayer] = []
        func add(_ role: SymbolLayer.Role, _ subtree: SVGNode) {
            let path = outline(of: subtree, winding: !isConvention)
            guard !path.isEmpty else { return }
            if let k = layers.firstIndex(where: { $0.role == role }) { layers[k].path.addPath(path) }
            else { layers.append(SymbolLayer(role: role, path: path)) }
        }
        for child in root.children {
            if child.element == "g", let id = child.id { add(SymbolLayer.Role(id: id), child) } else { add(.primary, child) }
        }
        guard !layers.isEmpty else { throw fail(root, "the file draws no shapes") }

        guard isConvention else { return plainSymbol(named: name, box: box, layers: layers) }
        func number(_ key: String) throws -> Double? {
            guard let raw = data[key] else { return nil }
            guard let v = Double(raw.trimmingCharacters(in: .whitespaces)), v.isFinite else {
                throw fail(root, "data-\(key) is not a number: '\(raw)'")
            }
            return v
        }
        var slash: Symbol.SlashAxis?
        if let raw = data["slash"] {
            let v = raw.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
            guard v.count == 4 else { throw fail(root, "data-slash needs 4 numbers (x1 y1 x2 y2): '\(raw)'") }
            slash = .init(start: Point(v[0], v[1]), end: Point(v[2], v[3]))
        }
        if slash == nil, layers.contains(where: { $0.role.isSlashPart }) {
            throw fail(root, "a gap or slash layer needs the data-slash axis")
        }
        let slashWidth = try number("slash-width") ?? 9
        let gapWidth = try number("gap-width") ?? 7
        let metrics = SymbolMetrics(box: box, baseline: try number("baseline") ?? 0,
                                    capHeight: try number("cap-height") ?? SymbolMetrics.conventionCapHeight,
                                    advance: try number("advance"))
        // The gap capsule's radius, (9 + 7) / 2 = 8: the farthest slash or gap reach past an axis end.
        return Symbol(name: name, metrics: metrics, layers: layers, slash: slash, slashReach: (slashWidth + gapWidth) / 2)
    }

    /// Parses `data` as SVG; an error names `file` with its line and column.
    static func parse(_ data: Data, file: String, errorHandling: SVGErrorHandling = .strict) throws -> SVGDocument {
        do { return try SVGDocument(data: data, errorHandling: errorHandling) } catch let e as SVGError {
            throw SymbolError.malformed(file: file, line: e.line, column: e.column, reason: e.message)
        }
    }

    /// Every shape of `subtree` in the root's user space, transforms baked in. With `winding` (plain
    /// SVGs: icons, user files), each shape is wound for a non-zero fill by its own fill rule
    /// (``Path/orientedForNonZero(rule:)``), so shapes with different rules unite in one layer, and a
    /// shape that repeats an earlier one exactly is left out: it adds no ink, and filled twice in one
    /// path its edges would come out darker.
    static func outline(of subtree: SVGNode, winding: Bool = true) -> Path {
        var path = Path()
        var seen: Set<Path> = []
        for (node, t) in subtree.flattened() {
            guard let p = node.path?.applying(t), !p.isEmpty else { continue }
            if !winding { path.addPath(p); continue }
            if seen.insert(p).inserted { path.addPath(p.orientedForNonZero(rule: node.style.fillRule)) }
        }
        return path
    }

    /// A plain SVG sits like a square symbol: its box's larger side becomes 1.0 S (100 units), and the
    /// box is centred on x = 0 and on the cap-height band's middle (y = −35).
    static func plainSymbol(named name: String, box: Rect, layers: [SymbolLayer]) -> Symbol {
        let s = SymbolMetrics.unitsPerPointSize / max(box.width, box.height)
        let centre = Point(0, -SymbolMetrics.conventionCapHeight / 2)
        let t = Transform.translation(-box.midX, -box.midY).concatenating(.scale(s)).concatenating(.translation(centre.x, centre.y))
        let moved = layers.map { SymbolLayer(role: $0.role.isSlashPart ? .primary : $0.role, path: $0.path.applying(t)) }
        let w = box.width * s, h = box.height * s
        return Symbol(name: name, metrics: SymbolMetrics(box: Rect(x: -w / 2, y: centre.y - h / 2, width: w, height: h)),
                      layers: moved)
    }
}
