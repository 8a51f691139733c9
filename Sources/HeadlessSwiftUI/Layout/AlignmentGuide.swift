/// Alignment guides, as SwiftUI's `.alignmentGuide(_:computeValue:)` and `AlignmentID`: a view may say
/// where a guide is within it (a closure of its dimensions), and a stack lines its children up so their
/// guides meet. Guides of your own are `HorizontalAlignment(MyID.self)` / `VerticalAlignment(MyID.self)`,
/// placed by default at `MyID.defaultValue(in:)`.
///
/// In a stack with `alignment: g` the children's guides `gᵢ` (explicit, else the default) meet at
/// `A = max gᵢ`: each child's edge is at `A − gᵢ`, and the stack is `max(A − gᵢ + wᵢ)` across — which,
/// with only defaults, is the usual alignment in the widest child. An explicit guide is read on the view
/// it was set on, or through the modifiers around it that keep its frame (effects, gestures) or inset it
/// (padding), and through an `HStack` or `VStack` whose children set it (their mean, as SwiftUI combines them).
/// A custom `Layout` says where a guide is in it with its own `explicitAlignment` (without one, its
/// subviews' guides are merged, as through a stack). Stacks (`HStack`, `VStack`, `ZStack`) and custom
/// layouts (`ViewDimensions`) honour explicit guides; frames, overlays and grids use the guides' defaults.

/// A guide of your own, as SwiftUI's `AlignmentID`.
public protocol AlignmentID {
    /// Where the guide is in a view that does not set it.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// The guides a view sets, with the closures that place them.
struct ExplicitGuides {
    var horizontal: [HorizontalAlignment: (ViewDimensions) -> CGFloat] = [:]
    var vertical: [VerticalAlignment: (ViewDimensions) -> CGFloat] = [:]
}

extension View {
    /// Places the horizontal guide `g` of this view where `computeValue` says.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> ModifiedContent<Self, TraitModifier> {
        modifier(TraitModifier { node in node.explicitGuides.horizontal[g] = computeValue })
    }
    /// Places the vertical guide `g` of this view where `computeValue` says.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> ModifiedContent<Self, TraitModifier> {
        modifier(TraitModifier { node in node.explicitGuides.vertical[g] = computeValue })
    }
}

@MainActor extension ViewNode {
    var explicitGuides: ExplicitGuides {
        get { traits[ObjectIdentifier(ExplicitGuides.self)] as? ExplicitGuides ?? ExplicitGuides() }
        set { traits[ObjectIdentifier(ExplicitGuides.self)] = newValue; setsAlignmentGuidesCache = nil }
    }

    /// Whether ``explicitGuide(_:_:size:)`` can find a guide here: this node sets one, or a view it reads
    /// guides through (a single wrapped view, a stack's children) does.
    var setsAlignmentGuides: Bool {
        if let cached = setsAlignmentGuidesCache { return cached }
        let guides = explicitGuides
        var sets = !guides.horizontal.isEmpty || !guides.vertical.isEmpty
        if !sets {
            switch kind {
            case .stack: sets = children.contains { $0.setsAlignmentGuides }
            // A custom layout may place any guide itself.
            case .layout: sets = true
            case .effect, .passthrough, .padding: sets = children.count == 1 && children[0].setsAlignmentGuides
            default: break
            }
        }
        setsAlignmentGuidesCache = sets
        return sets
    }

    /// Where this view, at `size`, puts guide `g` if it sets it (or a view inside it that keeps or insets
    /// its frame does); nil otherwise.
    func explicitGuide(_ axis: Axis, _ g: AnyGuide, size: CGSize) -> CGFloat? {
        guard setsAlignmentGuides else { return nil }
        let guides = explicitGuides
        let compute = axis == .horizontal ? g.horizontal.flatMap { guides.horizontal[$0] } : g.vertical.flatMap { guides.vertical[$0] }
        if let compute { return compute(ViewDimensions(size: size, node: self, proposal: ProposedViewSize(size))) }
        if case .stack(let stackAxis, let alignment, _) = kind { return stackGuide(axis, g, size: size, stackAxis, alignment) }
        if case .layout(let layout) = kind { return layout.ownGuide(axis, g, node: self, size: size) }
        guard children.count == 1, let child = children.first else { return nil }
        switch kind {
        case .effect, .passthrough:
            return child.explicitGuide(axis, g, size: size)
        case .padding(let insets):
            let inner = CGSize(width: max(0, size.width - insets.leading - insets.trailing),
                               height: max(0, size.height - insets.top - insets.bottom))
            return child.explicitGuide(axis, g, size: inner).map { $0 + (axis == .horizontal ? insets.leading : insets.top) }
        default:
            return nil
        }
    }

    /// A stack's guide where its children set it: their values in the stack's space, averaged when several
    /// do (SwiftUI's default `_combineExplicit`: the running mean).
    private func stackGuide(_ axis: Axis, _ g: AnyGuide, size: CGSize, _ stackAxis: Axis, _ alignment: Alignment) -> CGFloat? {
        let placed = StackLayout.frames(self, axis: stackAxis, alignment: alignment, in: size, proposal: ProposedViewSize(size))
        let values = zip(children, placed).compactMap { child, p in
            child.explicitGuide(axis, g, size: p.frame.size).map { $0 + (axis == .horizontal ? p.frame.minX : p.frame.minY) }
        }
        return values.isEmpty ? nil : values.reduce(0, +) / CGFloat(values.count)
    }
}

extension ViewDimensions {
    /// These dimensions with the guides `node` sets (on itself or a view it wraps), for a custom layout's
    /// `LayoutSubview.dimensions(in:)`.
    @MainActor func withExplicitGuides(of node: ViewNode) -> ViewDimensions {
        var dimensions = self
        var wrapped: ViewNode? = node
        let size = CGSize(width: width, height: height)
        while let current = wrapped {
            for g in current.explicitGuides.horizontal.keys where dimensions.explicitHorizontal[g] == nil {
                dimensions.explicitHorizontal[g] = node.explicitGuide(.horizontal, AnyGuide(horizontal: g), size: size)
            }
            for g in current.explicitGuides.vertical.keys where dimensions.explicitVertical[g] == nil {
                dimensions.explicitVertical[g] = node.explicitGuide(.vertical, AnyGuide(vertical: g), size: size)
            }
            switch current.kind {
            case .effect, .passthrough, .padding: wrapped = current.children.count == 1 ? current.children.first : nil
            default: wrapped = nil
            }
        }
        return dimensions
    }
}

/// One guide of either axis, for the code both axes share.
struct AnyGuide {
    var horizontal: HorizontalAlignment?
    var vertical: VerticalAlignment?
    var fraction: CGFloat { horizontal?.fraction ?? vertical?.fraction ?? 0.5 }
}

@MainActor enum AlignmentGuides {
    /// The children's offsets across `axis` so their guides `g` meet, or nil when none sets `g` (then the
    /// plain alignment applies, unchanged).
    static func offsets(_ children: [ViewNode], sizes: [CGSize], axis: Axis, guide g: AnyGuide) -> [CGFloat]? {
        let explicit = zip(children, sizes).map { $0.explicitGuide(axis, g, size: $1) }
        guard explicit.contains(where: { $0 != nil }) else { return nil }
        let values = zip(explicit, sizes).map { e, s in e ?? g.fraction * s.value(axis) }
        let meet = values.max() ?? 0
        return values.map { meet - $0 }
    }

    /// The length across `axis` the children take once their guides meet (nil as for ``offsets``).
    static func extent(_ children: [ViewNode], sizes: [CGSize], axis: Axis, guide g: AnyGuide) -> CGFloat? {
        guard let offsets = offsets(children, sizes: sizes, axis: axis, guide: g) else { return nil }
        return zip(offsets, sizes).map { $0 + $1.value(axis) }.max() ?? 0
    }
}
