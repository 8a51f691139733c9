/// Where an element stands, as selectors see it: the open elements from the root down to it, and
/// for each of them the element siblings before it, in order.
package struct CSSContext {
    var ancestry: [CSSElement]
    var previousSiblings: [[CSSElement]]

    package init(ancestry: [CSSElement], previousSiblings: [[CSSElement]]? = nil) {
        self.ancestry = ancestry
        self.previousSiblings = previousSiblings ?? Array(repeating: [], count: ancestry.count)
    }
}

/// Builds each element's ``CSSContext`` while a document is read start tag by end tag: the open
/// elements, the siblings before each, and each one's place among its siblings. How many siblings
/// there are in all (for `:last-child`) is not known at a start tag; a first pass counts them
/// (``childCounts``).
package struct CSSDocumentWalk {
    private(set) var context = CSSContext(ancestry: [])
    /// For each open element, its children closed so far (the next child's previous siblings).
    private var closedChildren: [[CSSElement]] = []
    /// How many element children each element has, by document order; empty when not counted.
    var childCounts: [Int] = []
    /// The document-order numbers of the open elements, and of the next element.
    private var open: [Int] = []
    private var next = 0

    mutating func start(_ name: String, _ attributes: [String: String]) {
        let siblings = closedChildren.last ?? []
        let siblingCount = open.last.flatMap { $0 < childCounts.count ? childCounts[$0] : nil } ?? siblings.count + 1
        context.ancestry.append(CSSElement(name: name, attributes: attributes, index: siblings.count + 1, siblingCount: siblingCount))
        context.previousSiblings.append(siblings)
        closedChildren.append([])
        open.append(next)
        next += 1
    }

    mutating func end() {
        let closed = context.ancestry.removeLast()
        context.previousSiblings.removeLast()   // first, so that the parent's list is not shared when it grows
        closedChildren.removeLast()
        open.removeLast()
        if !closedChildren.isEmpty { closedChildren[closedChildren.count - 1].append(closed) }
    }
}
