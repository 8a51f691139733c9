/// One column of a `LazyVGrid` (or row of a `LazyHGrid`), as SwiftUI's `GridItem`: its size, the spacing
/// to the next item (8 pt when nil) and how cells are aligned in it.
public struct GridItem: Sendable {
    /// How an item's length is decided (SwiftUI's documented rules, `LazyGridLayout.swift`).
    public enum Size: Sendable {
        /// Exactly this length.
        case fixed(CGFloat)
        /// An equal share of what the fixed items and spacings leave, clamped to the bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many items of at least `minimum` as fit in a flexible item's share, grown towards `maximum`.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }
    public var size: Size
    public var spacing: CGFloat?
    public var alignment: Alignment?
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size; self.spacing = spacing; self.alignment = alignment
    }
}

/// A grid that grows vertically, its columns given by `GridItem`s, as SwiftUI's `LazyVGrid`. Every cell is
/// made (nothing scrolls in a rendered frame); `pinnedViews` is accepted.
public struct LazyVGrid<Content: View>: View {
    let layout: LazyGridLayout, content: Content
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        layout = LazyGridLayout(axis: .vertical, items: columns, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing)
        self.content = content()
    }
    public var body: _LayoutView<LazyGridLayout, Content> { _LayoutView(layout: layout, content: content, name: "LazyVGrid") }
}

/// A grid that grows horizontally, its rows given by `GridItem`s, as SwiftUI's `LazyHGrid`.
public struct LazyHGrid<Content: View>: View {
    let layout: LazyGridLayout, content: Content
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        layout = LazyGridLayout(axis: .horizontal, items: rows, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing)
        self.content = content()
    }
    public var body: _LayoutView<LazyGridLayout, Content> { _LayoutView(layout: layout, content: content, name: "LazyHGrid") }
}
