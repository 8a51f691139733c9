/// A list row's layout: its content inset from the card's edges, tall enough for iOS's baseline rule,
/// and the separator under it running from where the row's text starts to the trailing edge.
struct ListRowSpec: Sendable {
    /// Explicit insets (`.listRowInsets`); nil: the system's, leading and trailing `ListMetrics.rowInset`,
    /// top and bottom from the content's baselines.
    var insets: EdgeInsets?
    var minHeight: CGFloat
    /// The leading and trailing insets when `insets` is nil.
    var horizontal: CGFloat = ListMetrics.rowInset
    /// Where the first baseline sits below the top and the last above the bottom, at least (a row's, or a
    /// section header's or footer's).
    var firstBaseline: CGFloat = ListMetrics.firstBaselineFromTop
    var lastBaseline: CGFloat = ListMetrics.lastBaselineFromBottom
    /// Whether children[1] is a separator to place.
    var hasSeparator: Bool
}

/// How iOS 18 sizes a row (ground truth: form_toggle_rows_section_footers_ios18_3x.png,
/// list_sections_headers_checkmarks_inlinetitle_ios18_3x.png, the iOS 15 SettingsForm and the iOS 17
/// Plan list): a row puts its first text baseline 28.67 pt below its top and its last baseline
/// 15.33 pt above its bottom, and is at least 44 pt tall. That one rule gives the measured rows: a body text
/// row is 44 pt with its text 11.83 pt from the top; a toggle row is 44 pt with the 31 pt switch 6.5 pt
/// from the top (iOS 18: 266 − 259.33); a stepper row 44 pt with the 32 pt stepper 6 pt from the top
/// (iOS 17: 213.67 − 207.67); a headline over a subheadline 68.33 pt (we give 70.4: our stand-in's
/// subheadline line box is taller). A row without text is centred in the minimum height.
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
        guard content.hasText else {
            let height = max(spec.minHeight, size.height + 2 * ListMetrics.rowMinimumVerticalInset)
            return ((height - size.height) / 2, height)
        }
        content.setFrame(CGRect(origin: .zero, size: size), proposal: proposal)   // the baselines lay it out as sized
        let first = Baseline.baseline(of: content, size: size, last: false)
        let last = Baseline.baseline(of: content, size: size, last: true)
        let top = max(0, spec.firstBaseline - first)
        let bottom = max(0, spec.lastBaseline - (size.height - last))
        let height = max(spec.minHeight, top + size.height + bottom)
        return (top + (height - top - size.height - bottom) / 2, height)
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
