/// A parsed `<style>` sheet: rules in source order, each with one selector (a selector list
/// `a, b { … }` becomes one rule per selector, sharing the declarations and the order).
package struct CSSStyleSheet: Sendable {
    package var rules: [CSSRule] = []

    /// Rules kept at most, so that elements × rules stays bounded (100,000 elements × 1,000
    /// universal rules is 10⁸ compound checks); rules past it are dropped with a problem.
    package static let maxRules = 1_000

    /// Sibling steps a document may take in all for `~` (``CSSSelector/matches(_:budget:)``).
    package static let siblingBudget = 10_000_000

    /// The declarations of every rule whose selector matches the element of `context`, in cascade
    /// order: by specificity, then source order.
    package func declarations(matching context: CSSContext, budget: inout Int) -> [CSSDeclaration] {
        let matched = rules.filter { $0.selector.matches(context, budget: &budget) }
            .sorted { ($0.selector.specificity, $0.order) < ($1.selector.specificity, $1.order) }
        return matched.flatMap(\.declarations)
    }

    /// The same for the last element of `ancestry`, with no siblings before any of them.
    func declarations(matching ancestry: [CSSElement]) -> [CSSDeclaration] {
        var budget = Self.siblingBudget
        return declarations(matching: CSSContext(ancestry: ancestry), budget: &budget)
    }
}

package struct CSSRule: Sendable {
    package var selector: CSSSelector
    var declarations: [CSSDeclaration]
    /// The rule's place in the sheet (shared by the selectors of one list).
    var order: Int
}

/// `name: value` with its `!important` flag; `name` is lower-cased, `value` trimmed.
package struct CSSDeclaration: Sendable, Hashable {
    package var name: String
    var value: String
    var important: Bool
}

/// What selectors see of an element: its name, its attributes (`id`, `class`, any other) and its
/// place among its parent's element children (1-based, of `siblingCount`).
package struct CSSElement: Sendable {
    var name: String
    var attributes: [String: String]
    var index = 1
    var siblingCount = 1

    package init(name: String, attributes: [String: String], index: Int = 1, siblingCount: Int = 1) {
        self.name = name
        self.attributes = attributes
        self.index = index
        self.siblingCount = siblingCount
    }

    var classes: [Substring] {
        (attributes["class"] ?? "").split(whereSeparator: { SVGScanner.isWhitespace($0.asciiValue ?? 0) })
    }
}
