/// ZStack (SwiftUI's `ZStackLayout`): every child gets the same proposal and is aligned in the stack, whose
/// size is the union of its children's aligned frames.
@MainActor extension ZStackLayout {
    static func size(of node: ViewNode, proposal: ProposedViewSize) -> CGSize {
        var width: CGFloat = 0, height: CGFloat = 0
        for child in node.children {
            let s = child.sizeThatFits(proposal)
            width = max(width, s.width); height = max(height, s.height)
        }
        return CGSize(width: width, height: height)
    }

    static func place(_ node: ViewNode, alignment: Alignment, in size: CGSize, proposal: ProposedViewSize) {
        for child in node.children {
            FrameLayout.place(child, proposal: proposal, alignment: alignment, in: size)
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
