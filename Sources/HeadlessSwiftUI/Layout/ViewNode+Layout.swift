/// SwiftUI's layout, one node at a time: the parent proposes a size, the child chooses its own, the parent
/// places it. ``sizeThatFits(_:)`` is the choice (cached per proposal); ``placeChildren(in:)`` sets each
/// child's frame in this node's space, then mirrors it under right-to-left. The rules live one per file
/// (`StackLayout`, `FrameLayout`, …); this file only dispatches.
extension ViewNode {
    /// The size this node takes for `proposal`.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        if let cached = sizeCache[proposal] { return cached }
        let size = computeSize(proposal)
        sizeCache[proposal] = size
        return size
    }

    private func computeSize(_ p: ProposedViewSize) -> CGSize {
        switch kind {
        case .shape(let leaf): return leaf.shape.sizeThatFits(p)
        case .text(let leaf): return TextSizing.size(of: leaf, proposal: p, environment: environment)
        case .image(let leaf): return ImageSizing.size(of: leaf, proposal: p)
        case .spacer(let minLength): return SpacerLayout.size(minLength: minLength, proposal: p, axis: nil)
        case .divider: return DividerLayout.size(proposal: p, axis: nil, scale: environment.displayScale)
        case .empty: return .zero
        case .stack(let axis, _, _): return StackLayout.size(of: self, axis: axis, proposal: p)
        case .zstack: return ZStackLayout.size(of: self, proposal: p)
        case .grid: return GridLayout.size(of: self, proposal: p)
        case .gridRow: return StackLayout.size(of: self, axis: .horizontal, proposal: p)
        case .scrollView(let spec): return ScrollViewLayout.size(of: self, spec: spec, proposal: p)
        case .geometryReader: return p.replacingUnspecifiedDimensions()
        case .canvas: return p.replacingUnspecifiedDimensions()
        case .listRow(let spec): return ListRowLayout.size(of: self, spec: spec, proposal: p)
        case .layout(let layout): return layout.size(of: self, proposal: p)
        case .frame(let w, let h, _): return FrameLayout.size(of: self, width: w, height: h, proposal: p)
        case .flexibleFrame(let spec): return FlexibleFrameLayout.size(of: self, spec: spec, proposal: p)
        case .padding(let insets): return PaddingLayout.size(of: self, insets: insets, proposal: p)
        case .overlay, .background: return children[0].sizeThatFits(p)
        case .fixedSize(let h, let v): return children[0].sizeThatFits(FixedSizeLayout.proposal(p, horizontal: h, vertical: v))
        case .aspectRatio(let ratio, let mode): return AspectRatioLayout.size(of: self, ratio: ratio, mode: mode, proposal: p)
        case .position: return p.replacingUnspecifiedDimensions(by: children[0].sizeThatFits(p))
        case .safeAreaPadding(let insets): return SafeAreaPaddingLayout.size(of: self, insets: insets, proposal: p)
        case .containerRelativeFrame(let spec): return ContainerRelativeFrameLayout.size(of: self, spec: spec, proposal: p)
        case .ignoresSafeArea, .effect, .passthrough: return children.first?.sizeThatFits(p) ?? .zero
        }
    }

    /// Sets the frames of the children (in this node's space) for this node's final `size`, then lays out
    /// each child within its frame.
    func placeChildren(in size: CGSize) {
        // A scroll view is the container of the relative frames inside it, while they are laid out.
        if case .scrollView(let spec) = kind {
            ContainerRelativeFrameLayout.within(ScrollViewLayout.container(spec, size)) { placeOwnChildren(in: size) }
        } else {
            placeOwnChildren(in: size)
        }
    }

    private func placeOwnChildren(in size: CGSize) {
        let p = layoutProposal
        switch kind {
        case .shape, .text, .image, .spacer, .divider, .empty:
            break
        case .canvas(let spec):
            canvasDrawing = spec.draw(size: size, node: self)
        case .stack(let axis, let alignment, _):
            StackLayout.place(self, axis: axis, alignment: alignment, in: size, proposal: p)
        case .gridRow:
            break   // the grid places a row's cells
        case .zstack(let alignment):
            ZStackLayout.place(self, alignment: alignment, in: size, proposal: p)
        case .grid(let spec):
            GridLayout.place(self, spec: spec, in: size, proposal: p)
        case .scrollView(let spec):
            ScrollViewLayout.place(self, spec: spec, in: size, proposal: p)
        case .geometryReader(let spec):
            GeometryReaderLayout.place(self, spec: spec, in: size)
        case .listRow(let spec):
            ListRowLayout.place(self, spec: spec, in: size)
        case .layout(let layout):
            layout.place(self, in: size, proposal: p)
        case .frame(_, _, let alignment):
            FrameLayout.place(children[0], proposal: FrameLayout.childProposal(self, proposal: p), alignment: alignment, in: size)
        case .flexibleFrame(let spec):
            FrameLayout.place(children[0], proposal: FlexibleFrameLayout.childProposal(spec, proposal: p),
                              alignment: spec.alignment, in: size)
        case .padding(let insets):
            PaddingLayout.place(self, insets: insets, in: size, proposal: p)
        case .overlay(let alignment), .background(let alignment):
            OverlayLayout.place(self, alignment: alignment, in: size, proposal: p)
        case .fixedSize(let h, let v):
            FrameLayout.place(children[0], proposal: FixedSizeLayout.proposal(p, horizontal: h, vertical: v), alignment: .center, in: size)
        case .aspectRatio(let ratio, let mode):
            AspectRatioLayout.place(self, ratio: ratio, mode: mode, in: size, proposal: p)
        case .position(let point):
            let child = children[0]
            let childSize = child.sizeThatFits(p)
            child.setFrame(CGRect(x: point.x - childSize.width / 2, y: point.y - childSize.height / 2,
                                  width: childSize.width, height: childSize.height), proposal: p)
        case .ignoresSafeArea(let edges):
            SafeAreaLayout.place(self, edges: edges, in: size)
        case .safeAreaPadding(let insets):
            SafeAreaPaddingLayout.place(self, insets: insets, in: size, proposal: p)
        case .containerRelativeFrame(let spec):
            FrameLayout.place(children[0], proposal: ContainerRelativeFrameLayout.childProposal(spec, p), alignment: spec.alignment, in: size)
        case .effect(.mask(let alignment)):
            OverlayLayout.place(self, alignment: alignment, in: size, proposal: p)
        case .effect(.visualEffect(let spec)):
            children.first?.setFrame(CGRect(origin: .zero, size: size), proposal: p)
            visualEffects = spec.effects(GeometryProxy(size: size, safeAreaInsets: safeArea, globalOrigin: globalOrigin), in: environment)
        case .effect, .passthrough:
            children.first?.setFrame(CGRect(origin: .zero, size: size), proposal: p)
        }
        if environment.layoutDirection == .rightToLeft {
            for child in children { child.frame.origin.x = size.width - child.frame.maxX }
        }
        for child in children {
            child.safeArea = SafeAreaLayout.remaining(safeArea, of: child.frame, in: size)
            if case .ignoresSafeArea = kind { child.safeArea = EdgeInsets() }
            if case .safeAreaPadding(let insets) = kind {
                child.safeArea = SafeAreaPaddingLayout.childReach(self, insets: insets, child: child.frame, in: size)
            }
            child.globalOrigin = CGPoint(x: globalOrigin.x + child.frame.minX, y: globalOrigin.y + child.frame.minY)
            child.placeChildren(in: child.frame.size)
        }
        if case .text(let leaf) = kind { textBlock = TextBlock(leaf, width: size.width) }
    }

    /// Sets this node's frame (in its parent's space) and the proposal it was sized with (its size when nil).
    func setFrame(_ rect: CGRect, proposal: ProposedViewSize? = nil) {
        frame = rect
        self.proposal = proposal
    }

    /// The proposal this node was sized with.
    var layoutProposal: ProposedViewSize { proposal ?? ProposedViewSize(frame.size) }
}
