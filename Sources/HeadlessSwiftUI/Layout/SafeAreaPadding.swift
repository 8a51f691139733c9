/// `.safeAreaPadding` (iOS 17): the view's safe area grows by the insets. Its content is laid out inset, as
/// by `.padding`, but the inset space stays the content's reach: content that ignores the safe area
/// grows into it, and a scroll view draws its content through it.
@MainActor enum SafeAreaPaddingLayout {
    static func size(of node: ViewNode, insets: EdgeInsets, proposal: ProposedViewSize) -> CGSize {
        PaddingLayout.size(of: node, insets: insets, proposal: proposal)
    }

    static func place(_ node: ViewNode, insets: EdgeInsets, in size: CGSize, proposal: ProposedViewSize) {
        PaddingLayout.place(node, insets: insets, in: size, proposal: proposal)
    }

    /// The child's reach: on each padded edge the padding plus what reached this node's edge; elsewhere
    /// what reaches it as for any child.
    static func childReach(_ node: ViewNode, insets: EdgeInsets, child: CGRect, in size: CGSize) -> EdgeInsets {
        let plain = SafeAreaLayout.remaining(node.safeArea, of: child, in: size)
        return EdgeInsets(top: insets.top > 0 ? insets.top + node.safeArea.top : plain.top,
                          leading: insets.leading > 0 ? insets.leading + node.safeArea.leading : plain.leading,
                          bottom: insets.bottom > 0 ? insets.bottom + node.safeArea.bottom : plain.bottom,
                          trailing: insets.trailing > 0 ? insets.trailing + node.safeArea.trailing : plain.trailing)
    }
}

/// `.safeAreaPadding(…)`'s node.
public struct SafeAreaPaddingModifier: ViewModifier, NodeWrappingModifier {
    let insets: EdgeInsets
    var nodeName: String { "safeAreaPadding" }
    public func body(content: Content) -> Never { primitiveBody(Self.self) }
    func nodeKind(in context: EvaluationContext) -> NodeKind { .safeAreaPadding(insets) }
}

extension View {
    /// Adds `insets` to the view's safe area.
    public func safeAreaPadding(_ insets: EdgeInsets) -> ModifiedContent<Self, SafeAreaPaddingModifier> {
        modifier(SafeAreaPaddingModifier(insets: insets))
    }
    /// Adds `length` (the system's default padding, 16 pt, when nil) to the safe area on `edges`.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> ModifiedContent<Self, SafeAreaPaddingModifier> {
        modifier(SafeAreaPaddingModifier(insets: EdgeInsets(edges, length ?? PaddingModifier.defaultPadding)))
    }
    /// Adds `length` to the safe area on every edge.
    public func safeAreaPadding(_ length: CGFloat) -> ModifiedContent<Self, SafeAreaPaddingModifier> {
        modifier(SafeAreaPaddingModifier(insets: EdgeInsets(.all, length)))
    }
}
