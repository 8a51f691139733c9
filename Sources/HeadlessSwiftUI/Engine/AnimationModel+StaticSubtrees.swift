extension AnimationModel {
    /// A part of the tree that a pass needing each static leaf only once (the scene's drawing bounds) can
    /// skip whole, once every one of its `leaves` has been counted.
    struct StaticSubtree {
        var key: Int
        var leaves: [Int]
    }

    /// The subtrees under `structure` (itself included) in which every node is static (constant, or only its
    /// opacity moves) in every template, each either a leaf or a container, and none makes a layer: a
    /// compositing group, blur, colour matrix or mask emits its group item whether its leaves were counted
    /// or not, so a subtree holding one is never skipped. Nested subtrees are listed too: one can be
    /// complete while the subtree around it still waits for a leaf.
    ///
    /// Skipping such a subtree at an instant where its root is static leaves the display list exactly as
    /// ``DisplayListBuilder`` builds it with those leaves skipped one by one: nothing in it emits an item.
    func staticSubtrees(of structure: Structure) -> [StaticSubtree] {
        var found: [StaticSubtree] = []
        /// The leaves of `s`'s subtree when the whole subtree qualifies, else nil.
        func leaves(_ s: Structure) -> [Int]? {
            let children = s.children.map(leaves)
            guard constantKeys.contains(s.key) || opacityOnlyKeys.contains(s.key),
                  let templates = tracks[s.key]?.templates, let first = templates.first else { return nil }
            let isLeaf = first.node.content.isLeaf
            guard templates.allSatisfy({ $0.node.content.isLeaf == isLeaf && !$0.node.content.makesLayer }) else { return nil }
            var result: [Int]
            if isLeaf {
                result = [s.key]
            } else {
                result = []
                for child in children {
                    guard let child else { return nil }
                    result += child
                }
            }
            found.append(StaticSubtree(key: s.key, leaves: result))
            return result
        }
        _ = leaves(structure)
        return found
    }
}

extension ResolvedNode.Content {
    /// Whether this content draws its children into a layer of their own (one group item).
    var makesLayer: Bool {
        switch self {
        case .effect(.compositingGroup), .effect(.blur), .effect(.colorMatrix), .effect(.mask): true
        default: false
        }
    }
}
