import Raster

/// `use`, `symbol` and `switch` (SVG 1.1 sections 5.6, 5.5 and 5.8).
///
/// A `use` becomes a group holding a copy of the element it names, moved by `x`/`y`; a `symbol`
/// instance also maps the symbol's `viewBox` onto the `use`'s `width` × `height` (100 % when
/// absent). The copy inherits from the `use`: its styles are computed again from each node's
/// declarations. References may point forward, so uses are resolved once the document is read.
extension SVGParser.Builder {
    /// `root` with every `use` filled with its instance, recursively. Instances add at most
    /// ``SVGLimits/maxElements`` nodes in all, so nested uses cannot multiply without end.
    func resolvingUses(in root: SVGNode) -> SVGNode {
        var budget = SVGLimits.maxElements
        return resolving(root, active: [], budget: &budget)
    }

    private func resolving(_ node: SVGNode, active: Set<String>, budget: inout Int) -> SVGNode {
        guard case .group(let children) = node.content else { return node }
        var node = node
        if node.element == "use" {
            node.content = .group(instance(of: node, active: active, budget: &budget).map { [$0] } ?? [])
        } else {
            node.content = .group(children.map { resolving($0, active: active, budget: &budget) })
        }
        return node
    }

    private func instance(of use: SVGNode, active: Set<String>, budget: inout Int) -> SVGNode? {
        func warn(_ message: String) { warnings.append(SVGWarning(line: use.line, column: use.column, message: "<use>: \(message)")) }
        guard let href = (use.attributes["href"] ?? use.attributes["xlink:href"])?.trimmingWhitespace else { return nil }
        guard href.hasPrefix("#"), let target = definitions[String(href.dropFirst())] else {
            warn("'\(href)' names no element of this document; nothing is drawn"); return nil
        }
        let id = String(href.dropFirst())
        guard !active.contains(id), !contains(use, in: target) else {
            warn("'\(href)' contains this <use>; nothing is drawn"); return nil
        }
        let size = target.nodeCount
        guard size <= budget else {
            if budget >= 0 { warn("instances would add more than \(SVGLimits.maxElements) elements; the rest are not drawn") }
            budget = -1
            return nil
        }
        budget -= size
        var approximated = false
        func length(_ key: String, _ reference: Double) -> Double? {
            guard let t = use.attributes[key],
                  let l = try? SVGLength.parse(t, in: units(fontSize: use.style.fontSize), approximated: &approximated) else { return nil }
            return l.resolved(reference: reference)
        }
        let vp = userViewportSize
        var copy = restyled(target, parent: use.style)
        let x = length("x", vp.width) ?? 0, y = length("y", vp.height) ?? 0
        let offset = Transform.translation(x, y)
        if target.element == "symbol" {
            // The symbol's viewBox onto the use's viewport (width and height default to 100 %),
            // which clips it unless its `overflow` is visible.
            let width = length("width", vp.width) ?? vp.width, height = length("height", vp.height) ?? vp.height
            if !copy.style.overflowVisible { copy.clip = .rect(Rect(x: x, y: y, width: width, height: height)) }
            copy.transform = .identity
            if let vb = target.attributes["viewBox"].flatMap({ try? SVGLength.numberList($0) }), vb.count == 4, vb[2] > 0, vb[3] > 0 {
                let aspect = target.attributes["preserveAspectRatio"].flatMap { try? SVGPreserveAspectRatio.parse($0) } ?? .default
                copy.transform = aspect.transform(from: Rect(x: vb[0], y: vb[1], width: vb[2], height: vb[3]),
                                                  to: Rect(x: 0, y: 0, width: width, height: height))
            }
        }
        copy.transform = copy.transform.concatenating(offset)
        return resolving(copy, active: active.union([id]), budget: &budget)
    }

    /// Whether `use` is `node` or inside it (a `use` that would copy itself).
    private func contains(_ use: SVGNode, in node: SVGNode) -> Bool {
        if node.line == use.line && node.column == use.column { return true }
        return node.children.contains { contains(use, in: $0) }
    }

    /// The subtree with its styles computed again over `parent` (values in error were reported when
    /// the element was read, and are left out the same way here).
    private func restyled(_ node: SVGNode, parent: SVGStyle) -> SVGNode {
        var copy = node
        let vp = userViewportSize
        let diagonal = ((vp.width * vp.width + vp.height * vp.height) / 2).squareRoot()
        var approximated = false, invalid: [SVGAttributeError] = []
        copy.style = SVGStyle.computed(parent: parent, declarations: node.declarations, viewportDiagonal: diagonal,
                                       units: units(fontSize: parent.fontSize), approximated: &approximated, invalid: &invalid)
        if case .group(let children) = node.content {
            copy.content = .group(children.map { restyled($0, parent: copy.style) })
        }
        return copy
    }

    /// SVG's conditional processing attributes: `requiredExtensions` names none we support (any
    /// value fails), `systemLanguage` holds when one of its languages is English, and
    /// `requiredFeatures` (dropped by SVG 2, as browsers do) always holds.
    static func applies(_ attributes: [String: String]) -> Bool {
        if attributes["requiredExtensions"] != nil { return false }
        if let languages = attributes["systemLanguage"] {
            return languages.split(separator: ",").contains { tag in
                let t = tag.trimmingWhitespace.lowercased()
                return t == "en" || t.hasPrefix("en-")
            }
        }
        return true
    }
}

extension SVGNode {
    /// The nodes of the subtree, itself included.
    var nodeCount: Int { 1 + children.reduce(0) { $0 + $1.nodeCount } }
}
