/// Safe areas: the root view is laid out inside the device's safe area; each node knows how far the screen
/// reaches past each of its edges when that edge is flush with the safe area's boundary. `.ignoresSafeArea`
/// grows its content into that reach (proposing the larger size); its own size in the layout stays.
@MainActor enum SafeAreaLayout {
    /// What remains of `parent`'s reach for a child at `frame` in a parent of `size`: an edge keeps the
    /// parent's reach only where it is flush with the parent's edge.
    static func remaining(_ parent: EdgeInsets, of frame: CGRect, in size: CGSize) -> EdgeInsets {
        let e: CGFloat = 0.001
        return EdgeInsets(top: frame.minY <= e ? parent.top : 0,
                          leading: frame.minX <= e ? parent.leading : 0,
                          bottom: frame.maxY >= size.height - e ? parent.bottom : 0,
                          trailing: frame.maxX >= size.width - e ? parent.trailing : 0)
    }

    static func place(_ node: ViewNode, edges: Edge.Set, in size: CGSize) {
        let child = node.children[0]
        let reach = node.safeArea
        let grow = EdgeInsets(top: edges.contains(.top) ? reach.top : 0, leading: edges.contains(.leading) ? reach.leading : 0,
                              bottom: edges.contains(.bottom) ? reach.bottom : 0, trailing: edges.contains(.trailing) ? reach.trailing : 0)
        let grown = CGSize(width: size.width + grow.horizontal, height: size.height + grow.vertical)
        let childSize = child.sizeThatFits(ProposedViewSize(grown))
        child.setFrame(CGRect(x: -grow.leading, y: -grow.top, width: childSize.width, height: childSize.height), proposal: ProposedViewSize(grown))
    }
}

/// `ScrollView`: as large as proposed along its axes (its content's size when the proposal is nil); the
/// content is proposed nil along the scroll axes. Content smaller than the view sits at the alignment
/// anchor (`defaultScrollAnchor(_:for: .alignment)`, top-leading by default); larger content starts at the
/// initial-offset anchor (top by default). Nothing is scrolled here: frames show the initial position.
/// Content margins (`Layout/ContentMargins.swift`) are taken off the area the content is laid out in. The
/// view is the container of `.containerRelativeFrame`s inside: its size less the margins.
@MainActor enum ScrollViewLayout {
    static func contentProposal(_ spec: ScrollSpec, _ p: ProposedViewSize) -> ProposedViewSize {
        let m = spec.margins
        return ProposedViewSize(width: spec.axes.contains(.horizontal) ? nil : p.width.map { max(0, $0 - m.horizontal) },
                                height: spec.axes.contains(.vertical) ? nil : p.height.map { max(0, $0 - m.vertical) })
    }

    /// The area the content is laid out in, for a view of `size`.
    static func container(_ spec: ScrollSpec, _ size: CGSize) -> CGSize {
        CGSize(width: max(0, size.width - spec.margins.horizontal), height: max(0, size.height - spec.margins.vertical))
    }

    static func size(of node: ViewNode, spec: ScrollSpec, proposal: ProposedViewSize) -> CGSize {
        let window = ContainerRelativeFrameLayout.current
        let outer = CGSize(width: proposal.width ?? window.width + spec.margins.horizontal,
                           height: proposal.height ?? window.height + spec.margins.vertical)
        let content = ContainerRelativeFrameLayout.within(container(spec, outer)) {
            node.children.first?.sizeThatFits(contentProposal(spec, proposal)) ?? .zero
        }
        return CGSize(width: proposal.width ?? content.width + spec.margins.horizontal,
                      height: proposal.height ?? content.height + spec.margins.vertical)
    }

    static func place(_ node: ViewNode, spec: ScrollSpec, in size: CGSize, proposal: ProposedViewSize) {
        guard let content = node.children.first else { return }
        let p = contentProposal(spec, ProposedViewSize(size))
        let area = container(spec, size)
        let c = content.sizeThatFits(p)
        func position(_ contentLength: CGFloat, _ viewLength: CGFloat, small: CGFloat, large: CGFloat) -> CGFloat {
            contentLength <= viewLength ? (viewLength - contentLength) * small : -(contentLength - viewLength) * large
        }
        let align = spec.alignmentAnchor ?? .topLeading
        let start = spec.initialAnchor ?? .topLeading
        content.setFrame(CGRect(x: spec.margins.leading + position(c.width, area.width, small: align.x, large: start.x),
                                y: spec.margins.top + position(c.height, area.height, small: align.y, large: start.y),
                                width: c.width, height: c.height), proposal: p)
        if let target = spec.target, let offset = offset(to: target, axes: spec.axes, in: node, content: content, visible: area) {
            if spec.axes.contains(.horizontal), c.width > area.width { content.frame.origin.x = spec.margins.leading - offset.x }
            if spec.axes.contains(.vertical), c.height > area.height { content.frame.origin.y = spec.margins.top - offset.y }
        }
    }
}

/// `GeometryReader`: takes the whole proposal, then evaluates its content with that size and places it at
/// its top-leading corner.
@MainActor enum GeometryReaderLayout {
    static func place(_ node: ViewNode, spec: GeometryReaderSpec, in size: CGSize) {
        if node.children.isEmpty || node.geometrySize != size {
            node.geometrySize = size
            node.children = spec.makeContent(GeometryProxy(size: size, safeAreaInsets: node.safeArea, globalOrigin: node.globalOrigin), node.evaluationContext!)
        }
        for child in node.children {
            let s = child.sizeThatFits(ProposedViewSize(size))
            child.setFrame(CGRect(origin: .zero, size: s), proposal: ProposedViewSize(size))
        }
    }
}

/// What a `GeometryReader`'s content learns about its container, as SwiftUI's `GeometryProxy`.
public struct GeometryProxy {
    public let size: CGSize
    public let safeAreaInsets: EdgeInsets
    let globalOrigin: CGPoint

    /// The container's frame in a coordinate space (global: the root's; local: its own).
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local: CGRect(origin: .zero, size: size)
        case .global, .named: CGRect(origin: globalOrigin, size: size)
        }
    }
}

/// A coordinate space for `GeometryProxy.frame(in:)`.
public enum CoordinateSpace: Hashable {
    case global, local
    case named(AnyHashable)
}
