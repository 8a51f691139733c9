/// A modifier that attaches a gesture's recognisers to its content, as SwiftUI's `AddGestureModifier`: a
/// tap's action becomes the node's activation (a render's `--tap`, VoiceOver's activate), drags and long
/// presses the node's ``GestureHandlers``, which ``ViewHost`` drives. A disabled view recognises nothing.
public struct AddGestureModifier: ViewModifier, NodeWrappingModifier {
    let handlers: GestureHandlers
    var nodeName: String { "gesture" }
    /// Cells of sequences' progress at the modifier's path, past any dynamic property's index.
    static let sequenceCellBase = 1 << 20
    public func body(content: Content) -> Never { primitiveBody(Self.self) }
    func nodeKind(in context: EvaluationContext) -> NodeKind { .passthrough }
    func makeNodes<C: View>(content: C, in context: EvaluationContext) -> [ViewNode] {
        let nodes = context.child(.content).evaluate(content).map { child in
            ViewNode(kind: .passthrough, children: [child], name: nodeName, context: context)
        }
        guard context.environment.isEnabled else { return nodes }
        for node in nodes {
            if let tap = handlers.tap {
                node.action = tap
                node.accessibility.activate = tap
            }
            if handlers.hasContinuousInput { node.gestures = handlers }
        }
        // A sequence's progress (its first gesture ended) outlives the evaluation that its ending causes.
        for (i, slot) in handlers.sequences.enumerated() {
            slot.progress = context.graph.stateCell(at: context.path, index: Self.sequenceCellBase + i, initialValue: SequenceProgress()).value
        }
        return nodes
    }
}

extension View {
    /// Runs `action` when the view is tapped (`count` is accepted; a render's tap is one activation).
    public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void) -> ModifiedContent<Self, AddGestureModifier> {
        modifier(AddGestureModifier(handlers: GestureHandlers(tap: action)))
    }
    /// Attaches a gesture: taps, drags and long presses run as a render drives them (`--tap`, `--drag`,
    /// `--long-press`).
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> ModifiedContent<Self, AddGestureModifier> {
        modifier(AddGestureModifier(handlers: mask.contains(.gesture) ? gesture.recognizers(reporting: GestureSink()) : GestureHandlers()))
    }
    /// A gesture recognised beside the view's others (here every gesture is: a render drives one at a time).
    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> ModifiedContent<Self, AddGestureModifier> {
        self.gesture(gesture, including: mask)
    }
    /// A gesture recognised before the view's others.
    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> ModifiedContent<Self, AddGestureModifier> {
        self.gesture(gesture, including: mask)
    }
}

/// Which gestures a `gesture` modifier enables: `.gesture` the one given, `.subviews` those of the content
/// (always enabled here).
public struct GestureMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let none = GestureMask([])
    public static let gesture = GestureMask(rawValue: 1)
    public static let subviews = GestureMask(rawValue: 2)
    public static let all: GestureMask = [.gesture, .subviews]
}
