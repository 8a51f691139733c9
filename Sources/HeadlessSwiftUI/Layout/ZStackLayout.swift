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
/// aligned in it; the node's size is the content's.
@MainActor enum OverlayLayout {
    static func place(_ node: ViewNode, alignment: Alignment, in size: CGSize, proposal: ProposedViewSize) {
        node.children[0].setFrame(CGRect(origin: .zero, size: size), proposal: proposal)
        for decoration in node.children.dropFirst() {
            FrameLayout.place(decoration, proposal: ProposedViewSize(size), alignment: alignment, in: size)
        }
    }
}

/// `.fixedSize`: the child is proposed nil (its ideal size) on the fixed axes.
enum FixedSizeLayout {
    static func proposal(_ p: ProposedViewSize, horizontal: Bool, vertical: Bool) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }
}
