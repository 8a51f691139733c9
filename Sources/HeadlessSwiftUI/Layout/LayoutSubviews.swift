/// The subviews a ``Layout`` arranges, in order, as SwiftUI's `LayoutSubviews`; a slice
/// (`subviews[1...]`) is itself a `LayoutSubviews` keeping the original indices.
public struct LayoutSubviews: Equatable, RandomAccessCollection {
    let elements: ArraySlice<LayoutSubview>
    /// The direction the layout is laid out in (its frames are mirrored afterwards under right-to-left).
    public let layoutDirection: LayoutDirection

    public var startIndex: Int { elements.startIndex }
    public var endIndex: Int { elements.endIndex }
    public subscript(index: Int) -> LayoutSubview { elements[index] }
    public subscript(bounds: Range<Int>) -> LayoutSubviews { LayoutSubviews(elements: elements[bounds], layoutDirection: layoutDirection) }
}

/// One subview of a ``Layout``: a proxy to ask for sizes for proposals and to place once.
public struct LayoutSubview: Equatable {
    // A reference to the engine's node; only touched on the main actor, where layouts run.
    let node: ViewNode
    /// How a spacer in this subview grows (the layout's stack axis, if it has one).
    let stackAxis: Axis?

    public nonisolated static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.node === b.node }

    /// The subview's size for `proposal` (cached per proposal, as every size is).
    @MainActor public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        guard let stackAxis else { return node.sizeThatFits(proposal) }
        return StackLayout.childSize(node, axis: stackAxis, proposal)
    }

    /// The subview's size and alignment guides for `proposal`.
    @MainActor public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        ViewDimensions(size: sizeThatFits(proposal), node: node, proposal: proposal).withExplicitGuides(of: node)
    }

    /// Places the subview so that its `anchor` is at `position` in the layout's bounds, at its size for
    /// `proposal`.
    @MainActor public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let size = sizeThatFits(proposal)
        node.setFrame(CGRect(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height,
                             width: size.width, height: size.height), proposal: proposal)
    }

    /// The spacing this subview prefers around itself.
    @MainActor public var spacing: ViewSpacing { ViewSpacing.of(node) }
    /// Its `.layoutPriority`.
    @MainActor public var priority: Double { node.layoutPriority }

    /// The value the subview set with `.layoutValue(key:value:)` (through any modifiers after it), else
    /// the key's default.
    @MainActor public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        var node: ViewNode? = self.node
        while let current = node {
            if let value = current.layoutValues[ObjectIdentifier(key)] as? K.Value { return value }
            node = current.isModifier ? current.children.first : nil
        }
        return K.defaultValue
    }
}

/// A value a view hands the ``Layout`` it is a subview of, as SwiftUI's `LayoutValueKey`.
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

extension View {
    /// Sets `key`'s value for the layout this view is a subview of.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> ModifiedContent<Self, TraitModifier> {
        nonisolated(unsafe) let value = value
        return modifier(TraitModifier { $0.layoutValues[ObjectIdentifier(key)] = value })
    }
}

/// A subview's size and alignment guides, as SwiftUI's `ViewDimensions`.
public struct ViewDimensions: Equatable {
    public let width: CGFloat
    public let height: CGFloat
    let firstBaseline: CGFloat?
    let lastBaseline: CGFloat?
    /// Guides the view sets with `.alignmentGuide` (`Layout/AlignmentGuide.swift`), by guide.
    var explicitHorizontal: [HorizontalAlignment: CGFloat] = [:]
    var explicitVertical: [VerticalAlignment: CGFloat] = [:]

    /// 1 × 1, no text: what a custom guide's default is read on, as a fraction.
    static var unit: ViewDimensions { ViewDimensions(width: 1, height: 1) }
    init(width: CGFloat, height: CGFloat) {
        self.width = width; self.height = height; firstBaseline = nil; lastBaseline = nil
    }

    @MainActor init(size: CGSize, node: ViewNode, proposal: ProposedViewSize) {
        width = size.width; height = size.height
        guard node.hasText else { firstBaseline = nil; lastBaseline = nil; return }
        let placed = node.proposal
        node.proposal = proposal
        firstBaseline = Baseline.baseline(of: node, size: size, last: false)
        lastBaseline = Baseline.baseline(of: node, size: size, last: true)
        node.proposal = placed
    }

    public subscript(guide: HorizontalAlignment) -> CGFloat { self[explicit: guide] ?? guide.fraction * width }
    public subscript(guide: VerticalAlignment) -> CGFloat { self[explicit: guide] ?? guide.fraction * height }
    /// A guide the view sets itself (`.alignmentGuide`, text baselines); nil otherwise.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitHorizontal[guide] }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
        if let value = explicitVertical[guide] { return value }
        switch guide.guide {
        case .fraction: return nil
        case .firstTextBaseline: return firstBaseline
        case .lastTextBaseline: return lastBaseline
        }
    }
}

/// The spacing a view prefers around itself, per edge, as SwiftUI's `ViewSpacing`. This layer's model is
/// the one its stacks use (StackLayout.swift): 8 pt on every edge for a view, none for a spacer; the
/// distance between two views is the smaller of the facing edges' preferences (so none beside a
/// spacer), and a container's preference is the union (the larger) of its subviews'.
public struct ViewSpacing: Equatable, Sendable {
    var top, leading, bottom, trailing: CGFloat
    /// No spacing on any edge.
    public static let zero = ViewSpacing(top: 0, leading: 0, bottom: 0, trailing: 0)
    /// The system's default spacing on every edge.
    public init() { self.init(top: 8, leading: 8, bottom: 8, trailing: 8) }   // StackLayout.defaultSpacing
    init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }

    /// Takes, on `edges`, the larger of this preference and `other`'s.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        if edges.contains(.top) { top = max(top, other.top) }
        if edges.contains(.leading) { leading = max(leading, other.leading) }
        if edges.contains(.bottom) { bottom = max(bottom, other.bottom) }
        if edges.contains(.trailing) { trailing = max(trailing, other.trailing) }
    }
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var copy = self
        copy.formUnion(other, edges: edges)
        return copy
    }
    /// The space between this view and `next` after it along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        axis == .horizontal ? min(trailing, next.leading) : min(bottom, next.top)
    }

    /// What `node` prefers: nothing for a spacer, a custom layout's own answer, else the default.
    @MainActor static func of(_ node: ViewNode) -> ViewSpacing {
        switch node.kind {
        case .spacer: .zero
        case .layout(let layout): layout.spacing(of: node)
        default: ViewSpacing()
        }
    }
}

extension ViewNode {
    /// Whether this node is a modifier around one content child (traits set before it still apply).
    var isModifier: Bool {
        switch kind {
        case .frame, .flexibleFrame, .padding, .overlay, .background, .fixedSize, .aspectRatio, .position,
             .ignoresSafeArea, .effect, .passthrough: true
        default: false
        }
    }
}
