/// A modifier that wraps its content in one layout node: frames, padding, overlays and the like.
public struct LayoutModifier: ViewModifier, NodeWrappingModifier {
    let kind: NodeKind
    let nodeName: String
    public func body(content: Content) -> Never { primitiveBody(Self.self) }
    func nodeKind(in context: EvaluationContext) -> NodeKind { kind }
}

/// `.padding` with nil lengths: the system's default padding (16 pt on iOS) on the chosen edges.
public struct PaddingModifier: ViewModifier, NodeWrappingModifier {
    let edges: Edge.Set
    let length: CGFloat?
    let insets: EdgeInsets?
    /// SwiftUI's default padding on iOS.
    static let defaultPadding: CGFloat = 16
    var nodeName: String { "padding" }
    public func body(content: Content) -> Never { primitiveBody(Self.self) }
    func nodeKind(in context: EvaluationContext) -> NodeKind {
        .padding(insets ?? EdgeInsets(edges, length ?? Self.defaultPadding))
    }
}

/// `.aspectRatio` / `.scaledToFit` / `.scaledToFill`.
public struct AspectRatioModifier: ViewModifier, NodeWrappingModifier {
    let ratio: CGFloat?
    let mode: ContentMode
    var nodeName: String { "aspectRatio" }
    public func body(content: Content) -> Never { primitiveBody(Self.self) }
    func nodeKind(in context: EvaluationContext) -> NodeKind { .aspectRatio(ratio, mode) }
}

/// `.overlay` and `.background` with view content: the content, then the decoration sized to it.
public struct DecorationModifier<Decoration: View>: ViewModifier, PrimitiveModifier {
    let decoration: Decoration
    let alignment: Alignment
    let isOverlay: Bool
    public func body(content: Content) -> Never { primitiveBody(Self.self) }
    func makeNodes<C: View>(content: C, in context: EvaluationContext) -> [ViewNode] {
        context.child(.content).evaluate(content).enumerated().map { index, node in
            let here = index == 0 ? context : context.child(.element(index))
            // The decoration's environment does not include the content's foreground etc.; it is the modifier's.
            let decoration = here.child(.part(isOverlay ? "overlay" : "background")).evaluateSingle(decoration, name: "ZStack")
            return ViewNode(kind: isOverlay ? .overlay(alignment) : .background(alignment), children: [node, decoration],
                            name: isOverlay ? "overlay" : "background", context: here)
        }
    }
}

/// Sets a trait of the content's top nodes (layout priority, z-index, transition).
public struct TraitModifier: ViewModifier, PrimitiveModifier {
    let apply: @MainActor (ViewNode) -> Void
    public func body(content: Content) -> Never { primitiveBody(Self.self) }
    func makeNodes<C: View>(content: C, in context: EvaluationContext) -> [ViewNode] {
        let nodes = context.evaluate(content)
        nodes.forEach(apply)
        return nodes
    }
}

extension View {
    /// A fixed size on either axis (the proposal's on an axis left nil); the content is aligned in it.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> ModifiedContent<Self, LayoutModifier> {
        modifier(LayoutModifier(kind: .frame(width: width, height: height, alignment: alignment), nodeName: "frame"))
    }

    /// Bounds and an ideal size on each axis (SwiftUI's flexible frame, see `FlexibleFrameLayout`).
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> ModifiedContent<Self, LayoutModifier> {
        let spec = FlexibleFrameSpec(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                                     minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment)
        return modifier(LayoutModifier(kind: .flexibleFrame(spec), nodeName: "frame"))
    }

    /// Space around the view: `length` on `edges`, or the system's default (16 pt) when nil.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> ModifiedContent<Self, PaddingModifier> {
        modifier(PaddingModifier(edges: edges, length: length, insets: nil))
    }
    /// The same space on every edge.
    public func padding(_ length: CGFloat) -> ModifiedContent<Self, PaddingModifier> {
        modifier(PaddingModifier(edges: .all, length: length, insets: nil))
    }
    /// Space on each edge.
    public func padding(_ insets: EdgeInsets) -> ModifiedContent<Self, PaddingModifier> {
        modifier(PaddingModifier(edges: .all, length: nil, insets: insets))
    }

    /// The content proposed its ideal size on the chosen axes.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> ModifiedContent<Self, LayoutModifier> {
        modifier(LayoutModifier(kind: .fixedSize(horizontal: horizontal, vertical: vertical), nodeName: "fixedSize"))
    }
    /// The content at its ideal size on both axes.
    public func fixedSize() -> ModifiedContent<Self, LayoutModifier> { fixedSize(horizontal: true, vertical: true) }

    /// A size of the given aspect ratio (the content's own when nil) fitted to or filling the proposal.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> ModifiedContent<Self, AspectRatioModifier> {
        modifier(AspectRatioModifier(ratio: aspectRatio, mode: contentMode))
    }
    /// The aspect ratio of a size.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> ModifiedContent<Self, AspectRatioModifier> {
        modifier(AspectRatioModifier(ratio: aspectRatio.height > 0 ? aspectRatio.width / aspectRatio.height : nil, mode: contentMode))
    }

    /// The view's centre at `position` in its parent's space; the view takes the whole proposal.
    public func position(_ position: CGPoint) -> ModifiedContent<Self, LayoutModifier> {
        modifier(LayoutModifier(kind: .position(position), nodeName: "position"))
    }
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, LayoutModifier> { position(CGPoint(x: x, y: y)) }

    /// A view in front of this one, proposed this one's size and aligned in it.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> ModifiedContent<Self, DecorationModifier<V>> {
        modifier(DecorationModifier(decoration: content(), alignment: alignment, isOverlay: true))
    }
    /// The older form with the overlay as an argument.
    @_disfavoredOverload
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> ModifiedContent<Self, DecorationModifier<V>> {
        modifier(DecorationModifier(decoration: overlay, alignment: alignment, isOverlay: true))
    }
    /// A shape style filling `shape` in front of the view.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> ModifiedContent<Self, DecorationModifier<_ShapeView<T, S>>> {
        overlay(shape.fill(style, style: fillStyle))
    }
    /// A shape style filling the view's frame in front of it.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> ModifiedContent<Self, DecorationModifier<_ShapeView<Rectangle, S>>> {
        overlay(Rectangle().fill(style))
    }

    /// A view behind this one, proposed this one's size and aligned in it.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> ModifiedContent<Self, DecorationModifier<V>> {
        modifier(DecorationModifier(decoration: content(), alignment: alignment, isOverlay: false))
    }
    /// The older form with the background as an argument.
    @_disfavoredOverload
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> ModifiedContent<Self, DecorationModifier<V>> {
        modifier(DecorationModifier(decoration: background, alignment: alignment, isOverlay: false))
    }
    /// A shape style filling `shape` behind the view (`.background(.blue, in: .rect(cornerRadius: 8))`).
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> ModifiedContent<Self, DecorationModifier<_ShapeView<T, S>>> {
        background(shape.fill(style, style: fillStyle))
    }
    /// A shape style filling the view's frame behind it.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> ModifiedContent<Self, DecorationModifier<ModifiedContent<_ShapeView<Rectangle, S>, LayoutModifier>>> {
        background(Rectangle().fill(style).ignoresSafeArea(.all, edges: edges))
    }
    /// The background style of the environment behind the view (`.background()`): the system background.
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> ModifiedContent<Self, DecorationModifier<ModifiedContent<_ShapeView<Rectangle, Color>, LayoutModifier>>> {
        background(Rectangle().fill(Color(system: .systemBackground)).ignoresSafeArea(.all, edges: edges))
    }

    /// Grows the view into the safe area on the edges it touches.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> ModifiedContent<Self, LayoutModifier> {
        modifier(LayoutModifier(kind: .ignoresSafeArea(edges), nodeName: "ignoresSafeArea"))
    }
    /// The older spelling.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> ModifiedContent<Self, LayoutModifier> { ignoresSafeArea(.all, edges: edges) }

    /// How a stack shares space: higher priorities are served first.
    public func layoutPriority(_ value: Double) -> ModifiedContent<Self, TraitModifier> {
        modifier(TraitModifier { $0.layoutPriority = value })
    }
    /// Drawing order within a ZStack.
    public func zIndex(_ value: Double) -> ModifiedContent<Self, TraitModifier> {
        modifier(TraitModifier { $0.zIndex = value })
    }
}

/// Which safe areas a view ignores, as SwiftUI's `SafeAreaRegions` (all regions are the device's here).
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}
