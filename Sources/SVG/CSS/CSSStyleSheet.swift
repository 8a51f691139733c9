/// A parsed `<style>` sheet: rules in source order, each with one selector (a selector list
/// `a, b { … }` becomes one rule per selector, sharing the declarations and the order).
struct CSSStyleSheet: Sendable {
    var rules: [CSSRule] = []

    /// Rules kept at most, so that elements × rules stays bounded (100,000 elements × 1,000
    /// universal rules is 10⁸ compound checks); rules past it are dropped with a problem.
    static let maxRules = 1_000

    /// The declarations of every rule whose selector matches the last element of `ancestry` (the
    /// element, preceded by its ancestors), in cascade order: by specificity, then source order.
    func declarations(matching ancestry: [CSSElement]) -> [CSSDeclaration] {
        let matched = rules.filter { $0.selector.matches(ancestry) }
            .sorted { ($0.selector.specificity, $0.order) < ($1.selector.specificity, $1.order) }
        return matched.flatMap(\.declarations)
    }
}

struct CSSRule: Sendable {
    var selector: CSSSelector
    var declarations: [CSSDeclaration]
    /// The rule's place in the sheet (shared by the selectors of one list).
    var order: Int
}

/// `name: value` with its `!important` flag; `name` is lower-cased, `value` trimmed.
struct CSSDeclaration: Sendable, Hashable {
    var name: String
    var value: String
    var important: Bool
}

/// What selectors see of an element: its name and its attributes (`id`, `class`, any other).
struct CSSElement: Sendable {
    var name: String
    var attributes: [String: String]

    var classes: [Substring] {
        (attributes["class"] ?? "").split(whereSeparator: { SVGScanner.isWhitespace($0.asciiValue ?? 0) })
    }
}
