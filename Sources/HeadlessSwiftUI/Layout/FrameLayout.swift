/// `.frame(width:height:alignment:)` (SwiftUI's `_FrameLayout`): proposes its fixed lengths (the parent's on
/// the axes it leaves nil), takes them as its size, and aligns the child in it.
@MainActor enum FrameLayout {
    static func size(of node: ViewNode, width: CGFloat?, height: CGFloat?, proposal: ProposedViewSize) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        let child = node.children[0].sizeThatFits(ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height))
        return CGSize(width: width ?? child.width, height: height ?? child.height)
    }

    /// What the frame proposes to its child when it was proposed `proposal`.
    static func childProposal(_ node: ViewNode, proposal: ProposedViewSize) -> ProposedViewSize {
        guard case .frame(let w, let h, _) = node.kind else { return proposal }
        return ProposedViewSize(width: w ?? proposal.width, height: h ?? proposal.height)
    }

    /// Sizes the child for `proposal` and aligns it in `size`.
    static func place(_ child: ViewNode, proposal: ProposedViewSize, alignment: Alignment, in size: CGSize) {
        set(child, size: child.sizeThatFits(proposal), alignedIn: size, alignment: alignment, proposal: proposal)
    }

    /// Gives `child` the frame of `childSize` (sized for `proposal`) aligned in a box of `size`.
    static func set(_ child: ViewNode, size childSize: CGSize, alignedIn size: CGSize, alignment: Alignment, proposal: ProposedViewSize? = nil) {
        let x = (size.width - childSize.width) * alignment.horizontal.fraction
        let y: CGFloat
        switch alignment.vertical.guide {
        case .fraction(let f): y = (size.height - childSize.height) * f
        case .firstTextBaseline, .lastTextBaseline: y = size.height - childSize.height
        }
        child.setFrame(CGRect(x: x, y: y, width: childSize.width, height: childSize.height), proposal: proposal)
    }
}

/// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)` (SwiftUI's
/// `_FlexFrameLayout`). Per axis: the proposal (or the ideal length when the proposal is nil) is clamped
/// to min…max and proposed to the child; the frame then takes the child's length pulled towards that
/// clamped proposal by the bounds: `max(min, min(child, p))` with a minimum and `min(max, max(child, p))`
/// with a maximum. So `maxWidth: .infinity` takes max(proposal, child), and under a nil proposal the
/// child's own length (clamped).
@MainActor enum FlexibleFrameLayout {
    static func childProposal(_ spec: FlexibleFrameSpec, proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: clamp(proposal.width ?? spec.idealWidth, spec.minWidth, spec.maxWidth),
                         height: clamp(proposal.height ?? spec.idealHeight, spec.minHeight, spec.maxHeight))
    }

    static func size(of node: ViewNode, spec: FlexibleFrameSpec, proposal: ProposedViewSize) -> CGSize {
        let p = childProposal(spec, proposal: proposal)
        let child = node.children[0].sizeThatFits(p)
        return CGSize(width: length(child.width, proposed: p.width, min: spec.minWidth, max: spec.maxWidth),
                      height: length(child.height, proposed: p.height, min: spec.minHeight, max: spec.maxHeight))
    }

    static func clamp(_ v: CGFloat?, _ lo: CGFloat?, _ hi: CGFloat?) -> CGFloat? {
        guard var v else { return nil }
        if let hi { v = min(v, hi) }
        if let lo { v = max(v, lo) }
        return v
    }

    static func length(_ child: CGFloat, proposed: CGFloat?, min lo: CGFloat?, max hi: CGFloat?) -> CGFloat {
        guard lo != nil || hi != nil else { return child }
        guard let p = proposed else { return clamp(child, lo, hi)! }
        var r = child
        if let lo { r = max(lo, min(r, p)) }
        if let hi { r = min(hi, max(r, p)) }
        return r
    }
}

/// `.padding`: proposes the proposal less the insets (never below zero), and adds them back.
@MainActor enum PaddingLayout {
    static func size(of node: ViewNode, insets: EdgeInsets, proposal: ProposedViewSize) -> CGSize {
        let child = node.children[0].sizeThatFits(inner(proposal, insets))
        return CGSize(width: child.width + insets.horizontal, height: child.height + insets.vertical)
    }

    static func inner(_ p: ProposedViewSize, _ insets: EdgeInsets) -> ProposedViewSize {
        ProposedViewSize(width: p.width.map { max(0, $0 - insets.horizontal) }, height: p.height.map { max(0, $0 - insets.vertical) })
    }

    static func place(_ node: ViewNode, insets: EdgeInsets, in size: CGSize, proposal: ProposedViewSize) {
        let child = node.children[0]
        let p = inner(proposal, insets)
        let s = child.sizeThatFits(p)
        child.setFrame(CGRect(x: insets.leading, y: insets.top, width: s.width, height: s.height), proposal: p)
    }
}

/// `.aspectRatio(_:contentMode:)`: proposes the largest (fit) or smallest (fill) size of the ratio within
/// the proposal; without a ratio, the child's ideal size gives it.
@MainActor enum AspectRatioLayout {
    static func target(_ node: ViewNode, ratio: CGFloat?, mode: ContentMode, proposal: ProposedViewSize) -> ProposedViewSize {
        let ideal = node.children[0].sizeThatFits(.unspecified)
        let r = ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : 1)
        guard r > 0, r.isFinite else { return proposal }
        switch (proposal.width, proposal.height) {
        case let (w?, h?):
            let byWidth = CGSize(width: w, height: w / r), byHeight = CGSize(width: h * r, height: h)
            let fits = byWidth.height <= h
            let chosen = (mode == .fit) == fits ? byWidth : byHeight
            return ProposedViewSize(chosen)
        case let (w?, nil): return ProposedViewSize(width: w, height: w / r)
        case let (nil, h?): return ProposedViewSize(width: h * r, height: h)
        case (nil, nil): return ProposedViewSize(width: ideal.width, height: ideal.width / r)
        }
    }

    static func size(of node: ViewNode, ratio: CGFloat?, mode: ContentMode, proposal: ProposedViewSize) -> CGSize {
        node.children[0].sizeThatFits(target(node, ratio: ratio, mode: mode, proposal: proposal))
    }

    static func place(_ node: ViewNode, ratio: CGFloat?, mode: ContentMode, in size: CGSize, proposal: ProposedViewSize) {
        FrameLayout.place(node.children[0], proposal: target(node, ratio: ratio, mode: mode, proposal: proposal), alignment: .center, in: size)
    }
}
