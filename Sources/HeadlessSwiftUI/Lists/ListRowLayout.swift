/// A list row's layout: its content inset from the card's edges, at least the minimum height, and the
/// separator under it running from where the row's text starts to the trailing edge.
struct ListRowSpec: Sendable {
    /// How the content is placed vertically.
    enum Vertical: Sendable {
        /// A row's rule (`ListRowLayout`): this inset above and below, the content no lower than centred.
        case rowInset(CGFloat)
        /// A header's, footer's or large title's: the first baseline this far below the top, the last this far
        /// above the bottom, at least.
        case baselines(first: CGFloat, last: CGFloat)
    }
    /// Explicit insets (`.listRowInsets`); nil: `horizontal` on either side, `vertical` for the rest.
    var insets: EdgeInsets?
    var minHeight: CGFloat
    var horizontal: CGFloat = ListMetrics.rowInset
    var vertical: Vertical = .rowInset(ListMetrics.rowVerticalInset)
    /// Whether children[1] is a separator to place.
    var hasSeparator: Bool
}

/// How iOS sizes a row, one rule that gives every measured row (GT, INDEX.md): the row's text (from its
/// first line's top to its last line's bottom) 11 pt from the top and bottom, anything else at least 6 pt,
/// the row at least 44 pt; the content 11 pt down or centred, whichever is higher. So a body text row is
/// 44 pt with its text 11 pt down (iOS 18 ListPicker: the "Abc" baseline 27.33 pt down); a toggle row
/// 44 pt with the 31 pt switch centred, 6.5 pt down (iOS 18 PrivacyView: 6.67); a stepper row 44 pt with
/// the 32 pt stepper 6 pt down (iOS 17 item form: 6); a headline over a subheadline 68.33 pt (iOS 17 Plan
/// list: 68.33). UIKit treats a switch or stepper as an accessory beside the text; this is the same
/// outcome in one rule.
@MainActor enum ListRowLayout {
    static func contentProposal(_ node: ViewNode, _ spec: ListRowSpec, _ p: ProposedViewSize) -> ProposedViewSize {
        let insets = spec.insets ?? EdgeInsets(top: 0, leading: spec.horizontal, bottom: 0, trailing: spec.horizontal)
        return ProposedViewSize(width: p.width.map { max(0, $0 - insets.leading - insets.trailing) }, height: nil)
    }

    /// The content's top inset and the row's height for content of `size`.
    static func vertical(_ content: ViewNode, size: CGSize, proposal: ProposedViewSize, spec: ListRowSpec) -> (top: CGFloat, height: CGFloat) {
        if let insets = spec.insets {
            let height = max(spec.minHeight, size.height + insets.top + insets.bottom)
            return (insets.top + (height - size.height - insets.top - insets.bottom) / 2, height)
        }
        switch spec.vertical {
        case .rowInset(let inset):
            var needed = size.height + 2 * ListMetrics.rowMinimumVerticalInset
            // Content this short holds one line of text at most, which fits the minimum height: no
            // baselines needed (they lay the content out again, most of a screen's layout time).
            if needed > spec.minHeight, content.hasText {
                content.setFrame(CGRect(origin: .zero, size: size), proposal: proposal)   // the baselines lay it out as sized
                let span = Baseline.baseline(of: content, size: size, last: true) - Baseline.baseline(of: content, size: size, last: false)
                needed = max(needed, span + ListMetrics.bodyLineHeight + 2 * inset)
            }
            let height = max(spec.minHeight, needed)
            return (min(inset, (height - size.height) / 2), height)
        case .baselines(let firstTarget, let lastTarget):
            guard content.hasText else { return (0, max(spec.minHeight, size.height)) }
            content.setFrame(CGRect(origin: .zero, size: size), proposal: proposal)   // the baselines lay it out as sized
            let first = Baseline.baseline(of: content, size: size, last: false)
            let last = Baseline.baseline(of: content, size: size, last: true)
            let top = max(0, firstTarget - first)
            let bottom = max(0, lastTarget - (size.height - last))
            let height = max(spec.minHeight, top + size.height + bottom)
            return (top + (height - top - size.height - bottom) / 2, height)
        }
    }

    static func size(of node: ViewNode, spec: ListRowSpec, proposal p: ProposedViewSize) -> CGSize {
        let content = node.children[0]
        let insets = spec.insets ?? EdgeInsets(top: 0, leading: spec.horizontal, bottom: 0, trailing: spec.horizontal)
        let cp = contentProposal(node, spec, p)
        let s = content.sizeThatFits(cp)
        return CGSize(width: p.width ?? (s.width + insets.leading + insets.trailing), height: vertical(content, size: s, proposal: cp, spec: spec).height)
    }

    static func place(_ node: ViewNode, spec: ListRowSpec, in size: CGSize) {
        let content = node.children[0]
        let insets = spec.insets ?? EdgeInsets(top: 0, leading: spec.horizontal, bottom: 0, trailing: spec.horizontal)
        let p = contentProposal(node, spec, ProposedViewSize(size))
        let s = content.sizeThatFits(p)
        let top = vertical(content, size: s, proposal: p, spec: spec).top
        content.setFrame(CGRect(x: insets.leading, y: top, width: s.width, height: s.height), proposal: p)
        guard spec.hasSeparator, node.children.count > 1 else { return }
        // The separator starts where the row's text does (iOS aligns it with the first text).
        content.placeChildren(in: s)
        let textX = insets.leading + (firstTextX(content) ?? 0)
        let thickness = 1 / node.environment.displayScale
        node.children[1].setFrame(CGRect(x: textX, y: size.height - thickness, width: max(0, size.width - textX), height: thickness))
    }

    /// The leading x of the first text in the subtree, in `node`'s space.
    static func firstTextX(_ node: ViewNode) -> CGFloat? {
        if case .text = node.kind { return 0 }
        for child in node.children {
            if let x = firstTextX(child) { return child.frame.minX + x }
        }
        return nil
    }
}
