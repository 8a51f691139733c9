/// Text baselines for `.firstTextBaseline` / `.lastTextBaseline` alignment: a text's baseline is its first
/// (or last) line's; a container's is that of its first child with text, through padding and frames;
/// a view without text has its baseline at its bottom.
@MainActor enum Baseline {
    /// The y of each child's top so that their baselines line up (nil when `guide` is not a baseline).
    static func offsets(_ children: [ViewNode], sizes: [CGSize], guide: VerticalAlignment.Guide) -> [CGFloat]? {
        let last: Bool
        switch guide {
        case .fraction: return nil
        case .firstTextBaseline: last = false
        case .lastTextBaseline: last = true
        }
        let baselines = zip(children, sizes).map { baseline(of: $0, size: $1, last: last) }
        let top = baselines.max() ?? 0
        return baselines.map { top - $0 }
    }

    /// The baseline of `node` laid out at `size`, from its top.
    static func baseline(of node: ViewNode, size: CGSize, last: Bool) -> CGFloat {
        switch node.kind {
        case .text(let leaf):
            let block = TextBlock(leaf, width: size.width)
            return last ? block.lastBaseline : block.firstBaseline
        case .shape, .image, .spacer, .divider, .canvas, .empty, .geometryReader, .scrollView:
            return size.height
        case .layout(let layout):
            if let explicit = layout.explicitAlignment(of: last ? .lastTextBaseline : .firstTextBaseline, node: node, size: size) {
                return explicit
            }
            fallthrough
        default:
            node.placeChildren(in: size)   // with the node's proposal, as its parent sized it
            // A vertical stack's last baseline is its last text's, as SwiftUI's `.lastTextBaseline`.
            var children = node.children
            if last, case .stack(.vertical, _, _) = node.kind { children.reverse() }
            for child in children {
                let b = baseline(of: child, size: child.frame.size, last: last)
                if child.hasText { return child.frame.minY + b }
            }
            return size.height
        }
    }
}

extension ViewNode {
    /// Whether any text is in this subtree.
    var hasText: Bool {
        if case .text = kind { return true }
        return children.contains { $0.hasText }
    }
}
