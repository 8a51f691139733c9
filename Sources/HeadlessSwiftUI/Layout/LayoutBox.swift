/// A user's ``Layout`` as the engine runs it: the node's size and placement asked of the layout with
/// the node's children as its subviews and its cache kept between calls.
@MainActor protocol ErasedLayout: AnyObject {
    func size(of node: ViewNode, proposal: ProposedViewSize) -> CGSize
    func place(_ node: ViewNode, in size: CGSize, proposal: ProposedViewSize)
    func spacing(of node: ViewNode) -> ViewSpacing
    func explicitAlignment(of guide: VerticalAlignment, node: ViewNode, size: CGSize) -> CGFloat?
    func ownGuide(_ axis: Axis, _ g: AnyGuide, node: ViewNode, size: CGSize) -> CGFloat?
}

/// Where a layout's cache lives between evaluations: a cell of the graph at the layout view's path, so
/// it is dropped with the view.
@MainActor final class LayoutCacheStore {
    /// The cell's index among the view's dynamic properties: one no property uses.
    static let cellIndex = -1
    var cache: Any?
    /// The layout type the cache was made by (an `AnyLayout` can change type between evaluations).
    var layoutType: ObjectIdentifier?
}

@MainActor final class LayoutBox<L: Layout>: ErasedLayout {
    let layout: L
    let store: LayoutCacheStore
    /// Whether this evaluation has made or updated the cache yet.
    private var current = false

    init(_ layout: L, store: LayoutCacheStore) { self.layout = layout; self.store = store }

    func subviews(_ node: ViewNode) -> LayoutSubviews {
        let axis = L.layoutProperties.stackOrientation
        return LayoutSubviews(elements: ArraySlice(node.children.map { LayoutSubview(node: $0, stackAxis: axis) }),
                              layoutDirection: node.environment.layoutDirection)
    }

    /// Runs `body` with the cache: made at the view's first layout, updated at the first use of each
    /// later evaluation, as SwiftUI calls `makeCache` and `updateCache`.
    private func withCache<R>(_ subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
        var cache: L.Cache
        if store.layoutType == ObjectIdentifier(L.self), let kept = store.cache as? L.Cache {
            cache = kept
            if !current { layout.updateCache(&cache, subviews: subviews) }
        } else {
            cache = layout.makeCache(subviews: subviews)
        }
        current = true
        let result = body(&cache)
        store.cache = cache
        store.layoutType = ObjectIdentifier(L.self)
        return result
    }

    func size(of node: ViewNode, proposal: ProposedViewSize) -> CGSize {
        let subviews = subviews(node)
        return withCache(subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    func place(_ node: ViewNode, in size: CGSize, proposal: ProposedViewSize) {
        let subviews = subviews(node)
        let bounds = CGRect(origin: .zero, size: size)
        // What the layout leaves unplaced is centred at its ideal size.
        for subview in subviews { subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: .unspecified) }
        withCache(subviews) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }

    func spacing(of node: ViewNode) -> ViewSpacing {
        let subviews = subviews(node)
        return withCache(subviews) { layout.spacing(subviews: subviews, cache: &$0) }
    }

    func explicitAlignment(of guide: VerticalAlignment, node: ViewNode, size: CGSize) -> CGFloat? {
        let subviews = subviews(node)
        return withCache(subviews) {
            layout.explicitAlignment(of: guide, in: CGRect(origin: .zero, size: size), proposal: node.layoutProposal,
                                     subviews: subviews, cache: &$0)
        }
    }

    func explicitAlignment(of guide: HorizontalAlignment, node: ViewNode, size: CGSize) -> CGFloat? {
        let subviews = subviews(node)
        return withCache(subviews) {
            layout.explicitAlignment(of: guide, in: CGRect(origin: .zero, size: size), proposal: node.layoutProposal,
                                     subviews: subviews, cache: &$0)
        }
    }

    /// Where the layout, at `size`, puts guide `g` across `axis` (from its own origin): the layout's
    /// `explicitAlignment` where it implements it (nil there is the guide's default); where it does not,
    /// the subviews' explicit guides placed in its bounds, their mean (nil when none sets it).
    func ownGuide(_ axis: Axis, _ g: AnyGuide, node: ViewNode, size: CGSize) -> CGFloat? {
        LayoutDefaultAlignment.wasAsked = false
        let own: CGFloat? = switch axis {
        case .horizontal: g.horizontal.flatMap { explicitAlignment(of: $0, node: node, size: size) }
        case .vertical: g.vertical.flatMap { explicitAlignment(of: $0, node: node, size: size) }
        }
        let merge = LayoutDefaultAlignment.wasAsked
        LayoutDefaultAlignment.wasAsked = false
        // Nothing to merge unless a subview sets guides (so a lazy grid of plain cells is not placed again).
        guard merge else { return own }
        guard node.children.contains(where: { $0.setsAlignmentGuides }) else { return nil }
        place(node, in: size, proposal: ProposedViewSize(size))
        let values = node.children.compactMap { child in
            child.explicitGuide(axis, g, size: child.frame.size).map { $0 + (axis == .horizontal ? child.frame.minX : child.frame.minY) }
        }
        return values.isEmpty ? nil : values.reduce(0, +) / CGFloat(values.count)
    }
}
