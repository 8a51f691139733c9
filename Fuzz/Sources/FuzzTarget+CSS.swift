import SVG

extension FuzzTarget {
    /// A `<style>` sheet's text: the CSS parser, then every rule's selector matched against a few
    /// element paths (the selector matcher's backtracking over descendants), and the same text read as
    /// a `style` attribute's declarations.
    static let css = FuzzTarget(
        name: "css", summary: "CSSParser.parseSheet and parseDeclarations, then every selector matched against sample elements",
        seedSources: [], seedExtension: ".css"
    ) { bytes in
        let text = String(decoding: bytes, as: UTF8.self)
        let (sheet, problems) = CSSParser.parseSheet(text)
        for p in problems { checkOneLine(SVGWarning(line: 1, column: 1, message: p).description, "a <style> warning") }
        if sheet.rules.count > CSSStyleSheet.maxRules { violated("\(sheet.rules.count) rules kept, more than the bound") }
        for context in cssSampleContexts {
            var budget = CSSStyleSheet.siblingBudget
            for rule in sheet.rules { _ = rule.selector.matches(context, budget: &budget) }
            _ = sheet.declarations(matching: context, budget: &budget)
        }
        let (declarations, _) = CSSParser.parseDeclarations(text)
        if declarations.contains(where: { $0.name.isEmpty }) { violated("a declaration without a name") }
    }

    /// Elements (root first) that exercise every kind of test: names, ids, classes, attributes,
    /// places among siblings, a deep chain for the descendant combinator and a long row of siblings
    /// for the sibling ones.
    static let cssSampleContexts: [CSSContext] = {
        let svg = CSSElement(name: "svg", attributes: ["viewBox": "0 0 10 10"])
        let g = CSSElement(name: "g", attributes: ["id": "layer", "class": "a b", "data-role": "en-GB"], index: 2, siblingCount: 3)
        let rect = CSSElement(name: "rect", attributes: ["class": "c", "fill": "red"], index: 200, siblingCount: 200)
        let row = (1..<200).map { CSSElement(name: $0 % 3 == 0 ? "rect" : "circle", attributes: ["class": "c"], index: $0, siblingCount: 200) }
        return [CSSContext(ancestry: [svg]), CSSContext(ancestry: [svg, g, rect]),
                CSSContext(ancestry: [svg] + Array(repeating: g, count: 60) + [rect]),
                CSSContext(ancestry: [svg, g, rect], previousSiblings: [[], [svg], row])]
    }()
}
