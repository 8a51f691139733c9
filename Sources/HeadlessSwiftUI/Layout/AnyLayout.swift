/// A layout of any type, as SwiftUI's `AnyLayout`: a container can change layout (`isWide ? AnyLayout(HStackLayout())
/// : AnyLayout(VStackLayout())`) and keep its subviews' identity, so under an animation they move from
/// their old frames to their new ones.
public struct AnyLayout: Layout {
    let base: any Layout
    public init<L: Layout>(_ layout: L) { base = (layout as? AnyLayout)?.base ?? layout }

    // Containers of an `AnyLayout` lay out as the wrapped layout (`nodeKind(in:)`); these answer a call
    // from another layout by opening the wrapped one.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        func size<L: Layout>(_ l: L) -> CGSize {
            var cache = l.makeCache(subviews: subviews)
            return l.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        }
        return size(base)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        func place<L: Layout>(_ l: L) {
            var cache = l.makeCache(subviews: subviews)
            l.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
        place(base)
    }
}

/// A built-in container as a layout value: its containers are the built-in node, and a call from
/// another layout runs the same rule on the subviews.
@MainActor protocol BuiltInLayout: Layout where Cache == () {
    var kind: NodeKind { get }
    var name: String { get }
}

extension BuiltInLayout {
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        container(subviews).sizeThatFits(proposal)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let node = container(subviews)
        switch kind {
        case .stack(let axis, let alignment, _):
            StackLayout.place(node, axis: axis, alignment: alignment, in: bounds.size, proposal: proposal)
        case .zstack(let alignment):
            ZStackLayout.place(node, alignment: alignment, in: bounds.size, proposal: proposal)
        default:
            break
        }
        for child in node.children { child.frame.origin.x += bounds.minX; child.frame.origin.y += bounds.minY }
    }

    /// A stand-in container node holding the subviews' nodes, to run the built-in rule on.
    private func container(_ subviews: Subviews) -> ViewNode {
        ViewNode(kind: kind, children: subviews.map(\.node), name: name, key: -1,
                 environment: subviews.first?.node.environment ?? EnvironmentValues())
    }
}

/// `HStack`'s rule as a layout value (iOS 16).
public struct HStackLayout: BuiltInLayout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) { self.alignment = alignment; self.spacing = spacing }
    public static var layoutProperties: LayoutProperties { var p = LayoutProperties(); p.stackOrientation = .horizontal; return p }
    var kind: NodeKind { .stack(.horizontal, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing) }
    var name: String { "HStack" }
}

/// `VStack`'s rule as a layout value.
public struct VStackLayout: BuiltInLayout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) { self.alignment = alignment; self.spacing = spacing }
    public static var layoutProperties: LayoutProperties { var p = LayoutProperties(); p.stackOrientation = .vertical; return p }
    var kind: NodeKind { .stack(.vertical, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing) }
    var name: String { "VStack" }
}

/// `ZStack`'s rule as a layout value (its sizing and placing are `ZStackLayout.swift`'s).
public struct ZStackLayout: BuiltInLayout {
    public var alignment: Alignment
    public init(alignment: Alignment = .center) { self.alignment = alignment }
    var kind: NodeKind { .zstack(alignment) }
    var name: String { "ZStack" }
}
