/// HStack and VStack (SwiftUI's `StackLayout`): children side by side along an axis.
///
/// Space is shared as SwiftUI shares it: the spacing is taken off first; children are grouped by layout
/// priority, highest first, and each group gets what is left after the lower groups' minimum lengths are
/// reserved; inside a group the least flexible child (the smallest difference between its length for a
/// proposal of ∞ and of 0) is served first, each offered an equal share of what remains. Spacers yield:
/// they count as a group below every priority, so the other children share the space first (a label
/// beside a spacer takes what it needs, not half). A nil proposal along the axis proposes nil (ideal
/// lengths) to every child.
@MainActor enum StackLayout {
    /// The system's spacing between two adjacent views when the stack's spacing is nil: 8 pt, and none
    /// next to a spacer (FACTS.md; text-to-text spacing from font metrics is not modelled).
    static let defaultSpacing: CGFloat = 8

    static func spacings(_ node: ViewNode) -> [CGFloat] {
        guard node.children.count > 1 else { return [] }
        var explicit: CGFloat?
        if case .stack(_, _, let s) = node.kind { explicit = s }
        return (1..<node.children.count).map { i in
            if let explicit { return explicit }
            return node.children[i - 1].isSpacer || node.children[i].isSpacer ? 0 : defaultSpacing
        }
    }

    static func size(of node: ViewNode, axis: Axis, proposal: ProposedViewSize) -> CGSize {
        let lengths = allocate(node, axis: axis, proposal: proposal)
        let across = proposal.value(axis.other)
        let sizes = zip(node.children, lengths).map { child, length in
            childSize(child, axis: axis, ProposedViewSize.along(axis, length, across: across))
        }
        var crossMax = sizes.map { $0.value(axis.other) }.max() ?? 0
        if case .stack(_, let alignment, _) = node.kind,
           let extent = AlignmentGuides.extent(node.children, sizes: sizes, axis: axis.other, guide: crossGuide(alignment, axis)) {
            crossMax = extent
        }
        let main = lengths.reduce(0, +) + spacings(node).reduce(0, +)
        return CGSize.along(axis, main, across: crossMax)
    }

    /// Each child's length along the axis for `proposal`.
    static func allocate(_ node: ViewNode, axis: Axis, proposal: ProposedViewSize) -> [CGFloat] {
        let children = node.children
        let across = proposal.value(axis.other)
        guard let available = proposal.value(axis) else {
            return children.map { childSize($0, axis: axis, .along(axis, nil, across: across)).value(axis) }
        }
        var remaining = max(0, available - spacings(node).reduce(0, +))
        func length(_ child: ViewNode, _ offer: CGFloat) -> CGFloat {
            childSize(child, axis: axis, .along(axis, offer, across: across)).value(axis)
        }
        let minimum = children.map { length($0, 0) }
        let maximum = children.map { length($0, .infinity) }
        var lengths = Array(repeating: CGFloat(0), count: children.count)
        let priority = children.map(\.stackPriority)
        for level in Set(priority).sorted(by: >) {
            let group = children.indices.filter { priority[$0] == level }
                .sorted { (maximum[$0] - minimum[$0], $0) < (maximum[$1] - minimum[$1], $1) }
            let reserved = children.indices.filter { priority[$0] < level }.reduce(0) { $0 + minimum[$1] }
            var groupRemaining = max(0, remaining - reserved)
            for (served, index) in group.enumerated() {
                let offer = max(0, groupRemaining / CGFloat(group.count - served))
                lengths[index] = length(children[index], offer)
                groupRemaining -= lengths[index]
                remaining -= lengths[index]
            }
        }
        return lengths
    }

    static func place(_ node: ViewNode, axis: Axis, alignment: Alignment, in size: CGSize, proposal: ProposedViewSize) {
        for (child, placed) in zip(node.children, frames(node, axis: axis, alignment: alignment, in: size, proposal: proposal)) {
            child.setFrame(placed.frame, proposal: placed.proposal)
        }
    }

    /// Where each child goes in a stack of `size`, and what it was proposed; nothing is changed, so an
    /// alignment guide can be read through a stack before it is placed (`Layout/AlignmentGuide.swift`).
    static func frames(_ node: ViewNode, axis: Axis, alignment: Alignment, in size: CGSize,
                       proposal: ProposedViewSize) -> [(frame: CGRect, proposal: ProposedViewSize)] {
        let lengths = allocate(node, axis: axis, proposal: proposal)
        let gaps = spacings(node)
        let across = size.value(axis.other)
        var position: CGFloat = 0
        let proposals = lengths.map { ProposedViewSize.along(axis, $0, across: proposal.value(axis.other)) }
        let sizes = zip(node.children, proposals).map { child, p in childSize(child, axis: axis, p) }
        let baselines = axis == .horizontal ? Baseline.offsets(node.children, sizes: sizes, guide: alignment.vertical.guide) : nil
        let guided = AlignmentGuides.offsets(node.children, sizes: sizes, axis: axis.other, guide: crossGuide(alignment, axis))
        return sizes.enumerated().map { i, s in
            let crossPosition: CGFloat
            if let guided {
                crossPosition = guided[i]
            } else if axis == .horizontal {
                crossPosition = baselines?[i] ?? (across - s.height) * alignment.vertical.fraction
            } else {
                crossPosition = (across - s.width) * alignment.horizontal.fraction
            }
            let frame = axis == .horizontal
                ? CGRect(x: position, y: crossPosition, width: s.width, height: s.height)
                : CGRect(x: crossPosition, y: position, width: s.width, height: s.height)
            position += s.value(axis) + (i < gaps.count ? gaps[i] : 0)
            return (frame, proposals[i])
        }
    }

    /// The guide children line up on across the stack (`Layout/AlignmentGuide.swift`).
    static func crossGuide(_ alignment: Alignment, _ axis: Axis) -> AnyGuide {
        axis == .horizontal ? AnyGuide(vertical: alignment.vertical) : AnyGuide(horizontal: alignment.horizontal)
    }

    /// A child's size in a stack: spacers and dividers take their shape from the stack's axis.
    static func childSize(_ child: ViewNode, axis: Axis, _ proposal: ProposedViewSize) -> CGSize {
        switch child.kind {
        case .spacer(let minLength): SpacerLayout.size(minLength: minLength, proposal: proposal, axis: axis)
        case .divider: DividerLayout.size(proposal: proposal, axis: axis, scale: child.environment.displayScale)
        default: child.sizeThatFits(proposal)
        }
    }
}

extension Axis {
    /// The perpendicular axis.
    var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

extension VerticalAlignment {
    /// The fraction of the height (baselines fall back to the bottom for views without text).
    var fraction: CGFloat {
        if case .fraction(let f) = guide { return f }
        return 1
    }
}

extension ViewNode {
    var isSpacer: Bool { if case .spacer = kind { return true }; return false }
    /// The priority a stack serves this child at: its layout priority, spacers below everything else.
    var stackPriority: Double { isSpacer ? layoutPriority - 1e12 : layoutPriority }
}

/// Spacers: as long as offered along their stack's axis (at least `minLength`, 8 pt by default), nothing
/// across; outside a stack they take the proposal.
enum SpacerLayout {
    static let defaultMinLength: CGFloat = 8
    static func size(minLength: CGFloat?, proposal: ProposedViewSize, axis: Axis?) -> CGSize {
        let minimum = minLength ?? defaultMinLength
        guard let axis else { return proposal.replacingUnspecifiedDimensions(by: CGSize(width: minimum, height: minimum)) }
        return CGSize.along(axis, max(minimum, proposal.value(axis) ?? minimum), across: 0)
    }
}

/// Dividers: a hairline (one pixel) across their stack's axis, as long as offered along the other.
enum DividerLayout {
    static func size(proposal: ProposedViewSize, axis: Axis?, scale: CGFloat) -> CGSize {
        let thickness = 1 / max(scale, 1)
        if axis == .horizontal { return CGSize(width: thickness, height: proposal.height ?? 10) }
        return CGSize(width: proposal.width ?? 10, height: thickness)
    }
}
