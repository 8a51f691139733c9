/// A container's own rule for sizing and placing its subviews, as SwiftUI's `Layout` (iOS 16): a flow
/// layout of tags, a radial menu. A layout is called like a container view (`MyFlowLayout { … }`);
/// the engine asks it for its size for each proposal (`sizeThatFits`) and, once its parent has chosen
/// its size, to place each subview (`placeSubviews`), exactly where it asks a built-in stack.
///
/// `bounds` is the layout's own frame in its own space (origin zero); a subview that `placeSubviews`
/// leaves unplaced is centred in the bounds at its ideal size. The cache (`makeCache`) is made at the
/// first layout and kept for the view's lifetime; each later evaluation of the view first calls
/// `updateCache` (by default, a new `makeCache`). Main-actor isolated, as views are here; unlike
/// SwiftUI's, the protocol does not refine `Animatable` (a layout's own `animatableData` is not
/// interpolated: the subviews' frames animate instead).
@MainActor @preconcurrency
public protocol Layout {
    /// What the layout keeps between calls; `Void` when nothing.
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews

    /// Whether the layout is a stack along an axis (how spacers inside it grow).
    static var layoutProperties: LayoutProperties { get }
    /// The layout's size for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    /// Places every subview (``LayoutSubview/place(at:anchor:proposal:)``) in `bounds`.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    /// The layout's own position for a horizontal guide (`bounds.minX` + its offset); nil: the guide's
    /// default. A stack aligning the layout by that guide (`VStack(alignment: g)`) reads it. Without an
    /// implementation, the subviews' explicit guides are merged (placed in the bounds, their mean).
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
    /// The layout's own position for a vertical guide, text baselines among them; as the horizontal one.
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
    /// The spacing the layout prefers around itself, as a subview of another layout.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    func makeCache(subviews: Subviews) -> Cache
    func updateCache(_ cache: inout Cache, subviews: Subviews)
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }
    /// Not implemented: the engine merges the subviews' guides (``LayoutDefaultAlignment``).
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? { LayoutDefaultAlignment.wasAsked = true; return nil }
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? { LayoutDefaultAlignment.wasAsked = true; return nil }
    /// The union of the subviews' preferences, as SwiftUI's default.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        subviews.reduce(into: ViewSpacing.zero) { $0.formUnion($1.spacing) }
    }
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = makeCache(subviews: subviews) }

    /// The layout as a container view of `content`.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> _LayoutView<Self, V> {
        _LayoutView(layout: self, content: content())
    }
}

extension Layout where Cache == () {
    public func makeCache(subviews: Subviews) -> Cache { () }
}

/// What kind of container a layout is, as SwiftUI's `LayoutProperties`.
public struct LayoutProperties: Sendable {
    /// The axis a stack-like layout runs along; nil for any other layout.
    public var stackOrientation: Axis?
    public init() {}
}

/// A layout applied to its content: what `MyLayout { … }` returns.
public struct _LayoutView<L: Layout, Content: View>: View {
    let layout: L
    let content: Content
    /// The container's name in the tree dump when it is a built-in view written as a layout (`LazyVGrid`).
    var name: String?
    public var body: Never { primitiveBody(Self.self) }
}

extension _LayoutView: PrimitiveView {
    func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        let children = context.child(.content).evaluate(content)
        let (kind, layoutName) = layout.nodeKind(in: context)
        return [ViewNode(kind: kind, children: children, name: name ?? layoutName, context: context)]
    }
}

extension Layout {
    /// The node a container of this layout is: a built-in stack's own kind (so `HStackLayout { }` is an
    /// `HStack`), the wrapped layout's for `AnyLayout`, else the layout itself with its cache, kept in the
    /// graph at the view's path.
    func nodeKind(in context: EvaluationContext) -> (NodeKind, String) {
        if let any = self as? AnyLayout { return any.base.nodeKind(in: context) }
        if let builtIn = self as? any BuiltInLayout { return (builtIn.kind, builtIn.name) }
        let store = context.graph.stateCell(at: context.path, index: LayoutCacheStore.cellIndex,
                                            initialValue: LayoutCacheStore()).value
        return (.layout(LayoutBox(self, store: store)), String(describing: Self.self))
    }
}

/// Set by `Layout`'s default `explicitAlignment`: the layout does not place the guide itself, so its
/// subviews' guides are merged, as SwiftUI's default does (`LayoutBox.ownGuide`).
@MainActor enum LayoutDefaultAlignment {
    static var wasAsked = false
}
