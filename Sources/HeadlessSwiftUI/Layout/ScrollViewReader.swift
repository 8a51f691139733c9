/// Where a scroll view is scrolled to: the view of identity `id` (`.id(_:)`, a `ForEach` element) brought
/// to `anchor`, as `ScrollViewProxy.scrollTo(_:anchor:)` and `.scrollPosition(id:anchor:)` ask.
struct ScrollTarget {
    let id: AnyHashable
    /// The point of the view that meets the same point of the visible area; nil: the least scroll that
    /// shows the view whole (SwiftUI's rule for `scrollTo` without an anchor).
    let anchor: UnitPoint?
}

// `AnyHashable` is not `Sendable`; a target holds the user's id value, read on the main actor only.
extension ScrollTarget: @unchecked Sendable {}

/// Reads scroll positions for its content, as SwiftUI's `ScrollViewReader`: `proxy.scrollTo(id)` scrolls
/// the scroll views inside to the view of that identity. Called from `.onAppear` it sets where a render
/// starts; called under `withAnimation` (a button's action) the content moves to it animated.
public struct ScrollViewReader<Content: View>: View {
    let content: (ScrollViewProxy) -> Content
    @State private var target: ScrollTarget?

    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }

    public var body: some View {
        content(ScrollViewProxy(target: $target)).environment(\.scrollTarget, target)
    }
}

/// What a `ScrollViewReader` hands its content.
public struct ScrollViewProxy {
    let target: Binding<ScrollTarget?>
    /// Scrolls to the view whose identity is `id`, its `anchor` meeting the visible area's (nil: just into view).
    @MainActor public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        target.wrappedValue = ScrollTarget(id: AnyHashable(id), anchor: anchor)
    }
}

extension EnvironmentValues {
    /// The target the nearest `ScrollViewReader` or `.scrollPosition` sets for the scroll views inside.
    var scrollTarget: ScrollTarget? {
        get { self[ScrollTargetKey.self] }
        set { self[ScrollTargetKey.self] = newValue }
    }
}
private enum ScrollTargetKey: EnvironmentKey { static let defaultValue: ScrollTarget? = nil }

extension View {
    /// The scroll view starts with the view of identity `id` at `anchor` (nil: the top, or just into view).
    /// A render does not scroll, so the binding is read and never written.
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> ModifiedContent<Self, EnvironmentWriter> {
        let value = id.wrappedValue
        return modifier(EnvironmentWriter { $0.scrollTarget = value.map { ScrollTarget(id: AnyHashable($0), anchor: anchor) } })
    }
    /// Accepted: the views whose identities `.scrollPosition(id:)` names are found wherever they are.
    public func scrollTargetLayout(isEnabled: Bool = true) -> Self { self }
}

@MainActor extension ScrollViewLayout {
    /// The content's offset (how far it is scrolled, ≥ 0 on each axis) that brings `target` to its anchor,
    /// clamped to the content's extent as a scroll view clamps; nil when no view inside has that identity.
    /// The content is laid out here to find the view (it is laid out again from its final place).
    static func offset(to target: ScrollTarget, axes: Axis.Set, in scrollView: ViewNode, content: ViewNode, visible area: CGSize) -> CGPoint? {
        content.placeChildren(in: content.frame.size)
        let own = scrollView.path.components.filter { $0 == .id(target.id) }.count
        func find(_ node: ViewNode, _ origin: CGPoint) -> CGRect? {
            let frame = node.frame.offsetBy(dx: origin.x, dy: origin.y)
            if node.path.components.filter({ $0 == .id(target.id) }).count > own { return frame }
            for child in node.children { if let found = find(child, frame.origin) { return found } }
            return nil
        }
        guard let found = content.children.lazy.compactMap({ find($0, .zero) }).first else { return nil }
        func axis(_ min: CGFloat, _ length: CGFloat, _ visible: CGFloat, _ total: CGFloat, _ anchor: CGFloat?) -> CGFloat {
            let wanted: CGFloat
            if let anchor { wanted = min + length * anchor - visible * anchor } else { wanted = length > visible || min < 0 ? min : max(0, min + length - visible) }
            return Swift.min(Swift.max(0, wanted), Swift.max(0, total - visible))
        }
        let size = content.frame.size
        return CGPoint(x: axes.contains(.horizontal) ? axis(found.minX, found.width, area.width, size.width, target.anchor?.x) : 0,
                       y: axes.contains(.vertical) ? axis(found.minY, found.height, area.height, size.height, target.anchor?.y) : 0)
    }
}
