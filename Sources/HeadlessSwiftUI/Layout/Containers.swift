/// Children side by side, left to right (right to left under RTL).
public struct HStack<Content: View>: View {
    let alignment: VerticalAlignment, spacing: CGFloat?, content: Content
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }
    public var body: Never { primitiveBody(Self.self) }
}

/// Children one above the other.
public struct VStack<Content: View>: View {
    let alignment: HorizontalAlignment, spacing: CGFloat?, content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }
    public var body: Never { primitiveBody(Self.self) }
}

/// Children on top of each other, later ones in front.
public struct ZStack<Content: View>: View {
    let alignment: Alignment, content: Content
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.content = content()
    }
    public var body: Never { primitiveBody(Self.self) }
}

extension HStack: PrimitiveView {
    func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        [ViewNode(kind: .stack(.horizontal, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing),
                  children: context.child(.content).evaluate(content), name: "HStack", context: context)]
    }
}
extension VStack: PrimitiveView {
    func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        [ViewNode(kind: .stack(.vertical, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing),
                  children: context.child(.content).evaluate(content), name: "VStack", context: context)]
    }
}
extension ZStack: PrimitiveView {
    func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        let children = context.child(.content).evaluate(content)
        // zIndex reorders drawing (and so the children) stably, lowest first.
        let ordered = children.enumerated().sorted { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }.map(\.element)
        return [ViewNode(kind: .zstack(alignment), children: ordered, name: "ZStack", context: context)]
    }
}

/// Space that grows along its stack's axis.
public struct Spacer: View {
    let minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    public var body: Never { primitiveBody(Self.self) }
}
extension Spacer: PrimitiveView {
    func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        [ViewNode(kind: .spacer(minLength: minLength), name: "Spacer", context: context)]
    }
}

/// A hairline between views, across its stack's axis, in the separator colour.
public struct Divider: View {
    public init() {}
    public var body: Never { primitiveBody(Self.self) }
}
extension Divider: PrimitiveView {
    func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        let env = context.environment
        return [ViewNode(kind: .divider(.color(SystemColorTable.color(.separator, scheme: env.colorScheme, palette: env.palette))),
                         name: "Divider", context: context)]
    }
}

/// Rows and columns of cells (iOS 16).
public struct Grid<Content: View>: View {
    let spec: GridSpec, content: Content
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        spec = GridSpec(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
        self.content = content()
    }
    public var body: Never { primitiveBody(Self.self) }
}
extension Grid: PrimitiveView {
    func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        let inner = context.child(.content).withEnvironment { $0.isInGrid = true }
        return [ViewNode(kind: .grid(spec), children: inner.evaluate(content), name: "Grid", context: context)]
    }
}

/// One row of a `Grid` (outside a grid, a row of views like an `HStack`).
public struct GridRow<Content: View>: View {
    let alignment: VerticalAlignment?, content: Content
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.content = content()
    }
    public var body: Never { primitiveBody(Self.self) }
}
extension GridRow: PrimitiveView {
    func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        let inGrid = context.environment.isInGrid
        let inner = context.child(.content).withEnvironment { $0.isInGrid = false }
        let kind: NodeKind = inGrid ? .gridRow(alignment)
            : .stack(.horizontal, alignment: Alignment(horizontal: .center, vertical: alignment ?? .center), spacing: nil)
        return [ViewNode(kind: kind, children: inner.evaluate(content), name: "GridRow", context: context)]
    }
}

/// A scrollable region; frames show its initial position (nothing scrolls in a rendered frame): the top
/// leading corner, `.defaultScrollAnchor`'s, or a `ScrollViewReader`'s or `.scrollPosition(id:)`'s target.
public struct ScrollView<Content: View>: View {
    let axes: Axis.Set, content: Content
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes; self.content = content()
    }
    public var body: Never { primitiveBody(Self.self) }
}
extension ScrollView: PrimitiveView {
    func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        let env = context.environment
        let spec = ScrollSpec(axes: axes, alignmentAnchor: env.scrollAlignmentAnchor, initialAnchor: env.scrollInitialAnchor,
                              margins: env.scrollContentMargins, target: env.scrollTarget)
        let inner = context.child(.content).withEnvironment { $0.scrollAlignmentAnchor = nil; $0.scrollInitialAnchor = nil; $0.scrollTarget = nil }
        // The content is stacked along the scroll axis, as SwiftUI's implicit stack does.
        let stacked = axes == .horizontal ? inner.evaluateSingle(HStack { content }, name: "HStack")
                                          : inner.evaluateSingle(VStack { content }, name: "VStack")
        return [ViewNode(kind: .scrollView(spec), children: [stacked], name: "ScrollView", context: context)]
    }
}

/// What a scroll anchor is for, as SwiftUI's `ScrollAnchorRole` (iOS 18).
public struct ScrollAnchorRole: Hashable, Sendable {
    let value: Int
    public static let initialOffset = ScrollAnchorRole(value: 0)
    public static let sizeChanges = ScrollAnchorRole(value: 1)
    public static let alignment = ScrollAnchorRole(value: 2)
}

extension View {
    /// Where the scroll views inside start (`.initialOffset`) or place content smaller than themselves
    /// (`.alignment`); without a role, both.
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> ModifiedContent<Self, EnvironmentWriter> {
        modifier(EnvironmentWriter { $0.scrollAlignmentAnchor = anchor; $0.scrollInitialAnchor = anchor })
    }
    public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) -> ModifiedContent<Self, EnvironmentWriter> {
        modifier(EnvironmentWriter {
            switch role {
            case .alignment: $0.scrollAlignmentAnchor = anchor
            case .initialOffset: $0.scrollInitialAnchor = anchor
            default: break
            }
        })
    }
    /// Accepted for compatibility (scroll indicators are not drawn).
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> Self { self }
    /// Accepted for compatibility.
    public func scrollDisabled(_ disabled: Bool) -> Self { self }
}

/// Scroll indicator visibility (accepted, not drawn).
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    let value: Int
    public static let automatic = ScrollIndicatorVisibility(value: 0)
    public static let visible = ScrollIndicatorVisibility(value: 1)
    public static let hidden = ScrollIndicatorVisibility(value: 2)
    public static let never = ScrollIndicatorVisibility(value: 3)
}

/// A container that gives its content its own size and safe area (`GeometryProxy`).
public struct GeometryReader<Content: View>: View {
    let content: (GeometryProxy) -> Content
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
    public var body: Never { primitiveBody(Self.self) }
}
extension GeometryReader: PrimitiveView {
    func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        let content = self.content
        let spec = GeometryReaderSpec { proxy, ctx in ctx.child(.content).evaluate(ZStack(alignment: .topLeading) { content(proxy) }) }
        let node = ViewNode(kind: .geometryReader(spec), name: "GeometryReader", context: context)
        node.evaluationContext = context
        return [node]
    }
}
