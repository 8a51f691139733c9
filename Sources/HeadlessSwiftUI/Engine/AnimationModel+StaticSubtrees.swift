extension AnimationModel {
    /// The static nodes (constant, or only their opacity moves), each with whether it is a leaf in every
    /// template (true) or a container in every one (false). Nodes that change kind, or make a layer in
    /// any template, are left out: a compositing group, blur, colour matrix or mask emits its group item
    /// whether the leaves under it were counted or not.
    func staticKinds() -> [Int: Bool] {
        var kinds: [Int: Bool] = [:]
        for key in constantKeys.union(opacityOnlyKeys) {
            guard let templates = tracks[key]?.templates, !templates.isEmpty else { continue }
            // By index: iterating would copy each (time, node) pair.
            let isLeaf = templates[0].node.content.isLeaf
            if templates.indices.allSatisfy({ templates[$0].node.content.isLeaf == isLeaf && !templates[$0].node.content.makesLayer }) {
                kinds[key] = isLeaf
            }
        }
        return kinds
    }

    /// Adds to `complete` the key of every subtree under `structure` (itself included) that a pass needing
    /// each static leaf only once (the scene's drawing bounds) can skip whole: every node in it is in
    /// `kinds` and every leaf in it is in `counted`. Returns whether `structure`'s own subtree is one.
    ///
    /// Skipping such a subtree where its root is static leaves the display list exactly as
    /// ``DisplayListBuilder`` builds it with those leaves skipped one by one: nothing in it emits an item.
    func collectCountedStaticSubtrees(_ structure: Structure, kinds: [Int: Bool], counted: Set<Int>,
                                      into complete: inout Set<Int>) -> Bool {
        var childrenComplete = true
        for child in structure.children where !collectCountedStaticSubtrees(child, kinds: kinds, counted: counted, into: &complete) {
            childrenComplete = false
        }
        // A leaf draws itself and never walks children; a container is complete when all its children are.
        guard let isLeaf = kinds[structure.key], isLeaf ? counted.contains(structure.key) : childrenComplete else { return false }
        complete.insert(structure.key)
        return true
    }
}

extension AnimationModel {
    /// The nodes all of whose descendants are constant in every state they appear in: a group item such a
    /// node draws (itself static) shows the same pixels at every instant but for the opacities above it.
    func constantDescendantKeys() -> Set<Int> {
        var constant: Set<Int> = [], varying: Set<Int> = []
        /// Whether `structure` and everything under it is constant.
        func visit(_ structure: Structure) -> Bool {
            var descendantsConstant = true
            for child in structure.children where !visit(child) { descendantsConstant = false }
            if descendantsConstant { constant.insert(structure.key) } else { varying.insert(structure.key) }
            return descendantsConstant && constantKeys.contains(structure.key)
        }
        for roots in structures { for root in roots { _ = visit(root) } }
        return constant.subtracting(varying)
    }
}

extension ResolvedNode.Content {
    /// Whether this content draws its children into a layer of their own (one group item).
    var makesLayer: Bool {
        switch self {
        case .effect(.compositingGroup), .effect(.blur), .effect(.colorMatrix), .effect(.mask): true
        // A perspective draws a group; an affine one does not, but which it is depends on the values.
        case .effect(.rotation3D), .effect(.projection): true
        case .effect(.visualEffects(let list)): list.contains { ResolvedNode.Content.effect($0).makesLayer }
        default: false
        }
    }
}
