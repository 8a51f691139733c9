/// ZStack (SwiftUI's `ZStackLayout`): every child gets the same proposal and is aligned in the stack, whose
/// size is the union of its children's aligned frames.
@MainActor extension ZStackLayout {
    static func size(of node: ViewNode, proposal: ProposedViewSize) -> CGSize {
        let sizes = node.children.map { $0.sizeThatFits(proposal) }
        var width = sizes.map(\.width).max() ?? 0, height = sizes.map(\.height).max() ?? 0
        if case .zstack(let alignment) = node.kind {
            width = AlignmentGuides.extent(node.children, sizes: sizes, axis: .horizontal, guide: AnyGuide(horizontal: alignment.horizontal)) ?? width
            height = AlignmentGuides.extent(node.children, sizes: sizes, axis: .vertical, guide: AnyGuide(vertical: alignment.vertical)) ?? height
        }
        return CGSize(width: width, height: height)
    }

    static func place(_ node: ViewNode, alignment: Alignment, in size: CGSize, proposal: ProposedViewSize) {
        let sizes = node.children.map { $0.sizeThatFits(proposal) }
        let xs = AlignmentGuides.offsets(node.children, sizes: sizes, axis: .horizontal, guide: AnyGuide(horizontal: alignment.horizontal))
        let ys = AlignmentGuides.offsets(node.children, sizes: sizes, axis: .vertical, guide: AnyGuide(vertical: alignment.vertical))
        for (i, child) in node.children.enumerated() {
            FrameLayout.place(child, proposal: proposal, alignment: alignment, in: size)
            // Explicit guides (Layout/AlignmentGuide.swift) move the child on the axes where some child sets one.
            guard xs != nil || ys != nil else { continue }
            var frame = child.frame
            if let xs { frame.origin.x = xs[i] }
            if let ys { frame.origin.y = ys[i] }
            child.setFrame(frame, proposal: child.proposal)
        }
    }
}

/// `.overlay` and `.background` (and `.mask`): the decoration is proposed exactly the content's size and
/// aligned in it; the node's size is the content's. Where either sets an explicit guide of the alignment
/// (`.alignmentGuide`), the decoration's guide meets the content's, as in a ZStack of the two.
@MainActor enum OverlayLayout {
    static func place(_ node: ViewNode, alignment: Alignment, in size: CGSize, proposal: ProposedViewSize) {
        let content = node.children[0]
        content.setFrame(CGRect(origin: .zero, size: size), proposal: proposal)
        for decoration in node.children.dropFirst() {
            FrameLayout.place(decoration, proposal: ProposedViewSize(size), alignment: alignment, in: size)
            var frame = decoration.frame
            let x = meeting(content, decoration, .horizontal, AnyGuide(horizontal: alignment.horizontal), size, frame.size)
            let y = meeting(content, decoration, .vertical, AnyGuide(vertical: alignment.vertical), size, frame.size)
            guard x != nil || y != nil else { continue }
            if let x { frame.origin.x = x }
            if let y { frame.origin.y = y }
            decoration.setFrame(frame, proposal: decoration.proposal)
        }
    }

    /// The decoration's origin across `axis` that makes its guide meet the content's, or nil when neither
    /// sets the guide explicitly.
    private static func meeting(_ content: ViewNode, _ decoration: ViewNode, _ axis: Axis, _ g: AnyGuide,
                                _ size: CGSize, _ decorationSize: CGSize) -> CGFloat? {
        let own = decoration.explicitGuide(axis, g, size: decorationSize), base = content.explicitGuide(axis, g, size: size)
        guard own != nil || base != nil else { return nil }
        return (base ?? g.fraction * size.value(axis)) - (own ?? g.fraction * decorationSize.value(axis))
    }
}

/// `.fixedSize`: the child is proposed nil (its ideal size) on the fixed axes.
enum FixedSizeLayout {
    static func proposal(_ p: ProposedViewSize, horizontal: Bool, vertical: Bool) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }
}
