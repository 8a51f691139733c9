/// Which section views stay pinned while a lazy container scrolls, as SwiftUI's `PinnedScrollableViews`.
/// Accepted: nothing scrolls in a rendered frame, so headers and footers are where they are laid out.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// A vertical stack that makes its rows as they scroll into view, as SwiftUI's `LazyVStack`. Nothing
/// scrolls in a rendered frame, so every row is made and it lays out as a `VStack`.
public struct LazyVStack<Content: View>: View {
    let alignment: HorizontalAlignment, spacing: CGFloat?, content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }
    public var body: Never { primitiveBody(Self.self) }
}

/// A horizontal stack made lazily, laid out as an `HStack` (see `LazyVStack`).
public struct LazyHStack<Content: View>: View {
    let alignment: VerticalAlignment, spacing: CGFloat?, content: Content
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }
    public var body: Never { primitiveBody(Self.self) }
}

extension LazyVStack: PrimitiveView {
    func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        [ViewNode(kind: VStackLayout(alignment: alignment, spacing: spacing).kind,
                  children: context.child(.content).evaluate(content), name: "LazyVStack", context: context)]
    }
}
extension LazyHStack: PrimitiveView {
    func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        [ViewNode(kind: HStackLayout(alignment: alignment, spacing: spacing).kind,
                  children: context.child(.content).evaluate(content), name: "LazyHStack", context: context)]
    }
}
