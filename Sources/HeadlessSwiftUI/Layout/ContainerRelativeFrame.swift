/// `.containerRelativeFrame` (iOS 17): on the chosen axes the view's frame is a length worked out from its
/// nearest container's size, the view is proposed that length and aligned in the frame; on the other axes
/// the frame is the view's own size. The container is the nearest enclosing `ScrollView` (its size less
/// its content margins), else the window: the screen's safe area (SwiftUI subtracts the container's safe
/// area insets) or, rendering a view alone, the proposal, with 393 × 759 pt (an iPhone 16's portrait safe
/// area, a stand-in) on an axis it leaves open.
///
/// With `count`, `span` and `spacing`, as SwiftUI documents it: the container's length less the
/// spacing between `count` columns, divided by `count`, times `span`, plus the spacing the span crosses.
@MainActor enum ContainerRelativeFrameLayout {
    /// The stand-in window when a view is rendered alone without a proposal on an axis.
    static let standInWindow = CGSize(width: 393, height: 759)
    /// The containers being laid out, innermost last (layout is single-threaded, on the main actor).
    private static var containers: [CGSize] = []

    /// The nearest container's size.
    static var current: CGSize { containers.last ?? standInWindow }

    /// Runs `body` with `size` as the nearest container.
    static func within<T>(_ size: CGSize, _ body: () throws -> T) rethrows -> T {
        containers.append(size)
        defer { containers.removeLast() }
        return try body()
    }

    /// The frame's length on each chosen axis; nil on the others.
    static func lengths(_ spec: ContainerRelativeFrameSpec) -> (width: CGFloat?, height: CGFloat?) {
        let c = current
        return (spec.axes.contains(.horizontal) ? max(0, spec.length(c.width, .horizontal)) : nil,
                spec.axes.contains(.vertical) ? max(0, spec.length(c.height, .vertical)) : nil)
    }

    static func childProposal(_ spec: ContainerRelativeFrameSpec, _ p: ProposedViewSize) -> ProposedViewSize {
        let (w, h) = lengths(spec)
        return ProposedViewSize(width: w ?? p.width, height: h ?? p.height)
    }

    static func size(of node: ViewNode, spec: ContainerRelativeFrameSpec, proposal: ProposedViewSize) -> CGSize {
        let (w, h) = lengths(spec)
        let child = node.children[0].sizeThatFits(childProposal(spec, proposal))
        return CGSize(width: w ?? child.width, height: h ?? child.height)
    }

    /// SwiftUI's grid formula: (length − spacing × (count − 1)) ÷ count × span + spacing × (span − 1).
    static func gridLength(_ length: CGFloat, count: Int, span: Int, spacing: CGFloat) -> CGFloat {
        let n = CGFloat(max(1, count)), k = CGFloat(max(1, min(span, max(1, count))))
        return (length - spacing * (n - 1)) / n * k + spacing * (k - 1)
    }
}

/// What `.containerRelativeFrame` was given.
struct ContainerRelativeFrameSpec {
    var axes: Axis.Set
    var alignment: Alignment
    var length: @MainActor (CGFloat, Axis) -> CGFloat
}

/// `.containerRelativeFrame(…)`'s node.
public struct ContainerRelativeFrameModifier: ViewModifier, NodeWrappingModifier {
    let spec: ContainerRelativeFrameSpec
    var nodeName: String { "containerRelativeFrame" }
    public func body(content: Content) -> Never { primitiveBody(Self.self) }
    func nodeKind(in context: EvaluationContext) -> NodeKind { .containerRelativeFrame(spec) }
}

extension View {
    /// As large as the nearest container on `axes`.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> ModifiedContent<Self, ContainerRelativeFrameModifier> {
        modifier(ContainerRelativeFrameModifier(spec: ContainerRelativeFrameSpec(axes: axes, alignment: alignment) { length, _ in length }))
    }
    /// `span` of `count` columns (or rows) of the nearest container, `spacing` apart, on `axes`.
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
                                       alignment: Alignment = .center) -> ModifiedContent<Self, ContainerRelativeFrameModifier> {
        modifier(ContainerRelativeFrameModifier(spec: ContainerRelativeFrameSpec(axes: axes, alignment: alignment) { length, _ in
            ContainerRelativeFrameLayout.gridLength(length, count: count, span: span, spacing: spacing)
        }))
    }
    /// The length `length` gives for the nearest container's length on each of `axes`.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                       _ length: @escaping (CGFloat, Axis) -> CGFloat) -> ModifiedContent<Self, ContainerRelativeFrameModifier> {
        modifier(ContainerRelativeFrameModifier(spec: ContainerRelativeFrameSpec(axes: axes, alignment: alignment) { length($0, $1) }))
    }
}
