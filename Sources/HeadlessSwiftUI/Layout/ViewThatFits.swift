/// The first of its children that fits, as SwiftUI's `ViewThatFits` (iOS 16): the children are tried in
/// the order written; the first whose ideal size on the constrained `axes` (proposed nil there, the
/// proposal on the others) is within the proposal is shown, else the last. Only the chosen child is drawn;
/// the container takes the chosen child's size for the proposal. (SwiftUI's documented order.)
public struct ViewThatFits<Content: View>: View {
    let axes: Axis.Set
    let content: Content
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes; self.content = content()
    }
    public var body: Never { primitiveBody(Self.self) }
}

extension ViewThatFits: PrimitiveView {
    func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        let inner = context.child(.content)
        // Each child under a node that hides it until layout chooses it.
        let options = inner.evaluate(content).enumerated().map { index, child in
            ViewNode(kind: .effect(.hidden), children: [child], name: "ViewThatFits option", context: inner.child(.element(index)))
        }
        let (kind, _) = ViewThatFitsLayout(axes: axes).nodeKind(in: context)
        return [ViewNode(kind: kind, children: options, name: "ViewThatFits", context: context)]
    }
}

/// `ViewThatFits`'s choice as a layout.
struct ViewThatFitsLayout: Layout {
    let axes: Axis.Set

    /// The index of the child shown for `proposal`.
    func choice(_ proposal: ProposedViewSize, _ subviews: Subviews) -> Int {
        let probe = ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                                     height: axes.contains(.vertical) ? nil : proposal.height)
        func fits(_ ideal: CGFloat, _ offered: CGFloat?, _ axis: Axis.Set) -> Bool {
            !axes.contains(axis) || offered.map { ideal <= $0 } ?? true
        }
        return subviews.firstIndex { subview in
            let ideal = subview.sizeThatFits(probe)
            return fits(ideal.width, proposal.width, .horizontal) && fits(ideal.height, proposal.height, .vertical)
        } ?? subviews.endIndex - 1
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        return subviews[choice(proposal, subviews)].sizeThatFits(proposal)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let chosen = choice(proposal, subviews)
        for (index, subview) in zip(subviews.indices, subviews) {
            subview.node.kind = index == chosen ? .passthrough : .effect(.hidden)
            subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: proposal)
        }
    }
}
