/// One node of the evaluated tree: a primitive view or modifier with its children, the environment and
/// transaction it was evaluated in, and (after layout) its frame.
///
/// Nodes are made afresh by every evaluation; their ``key`` (from the path) is what matches a node of one
/// evaluation with the same view in the next.
@MainActor
final class ViewNode {
    /// The graph's number for this node's path: stable across evaluations.
    let key: Int
    let path: ViewPath
    /// The view type or modifier the dump shows ("Circle", "padding", …).
    let name: String
    var kind: NodeKind
    var children: [ViewNode]
    let environment: EnvironmentValues
    /// The animation in force here for this evaluation's change (after `.animation(_:value:)` scopes);
    /// nil: the change is not animated here.
    let animation: Animation?

    // Traits set by modifiers on this node.
    /// How the node enters and leaves (`.transition`); nil: the default, `.opacity`.
    var transition: AnyTransition?
    var layoutPriority: Double = 0
    var zIndex: Double = 0
    /// `.layoutValue(key:value:)`: values for the `Layout` this node is a subview of, by key type.
    var layoutValues: [ObjectIdentifier: Any] = [:]
    var accessibility = AccessibilityAttributes()
    /// What activating the node does (a button's action, a tap gesture, a toggle's switch).
    var action: (@MainActor () -> Void)?
    /// For a toggle or button: its label's text, which a tap finds it by.
    var controlLabel: String?
    /// For a button: the graph's cell of its pressed state.
    var pressTarget: StateCell<Bool>?
    /// The drags and long presses a `.gesture` attached here recognises (``ViewHost`` drives them).
    var gestures: GestureHandlers?
    /// Values a container reads off its children, as SwiftUI's view traits (a list row's insets, a
    /// navigation title, a picker option's tag), keyed by the trait's type.
    var traits: [ObjectIdentifier: Any] = [:]
    /// Whether this node, or a view it reads guides through, sets an alignment guide: computed once, so
    /// stacks without guides skip the search (`Layout/AlignmentGuide.swift`).
    var setsAlignmentGuidesCache: Bool?
    /// The matched-geometry group this node belongs to (`Effects/MatchedGeometryEffect.swift`).
    var matchedGeometry: MatchedGeometry?

    // Layout results.
    /// The frame in the parent's space (points), after pixel snapping.
    var frame = CGRect.zero
    /// How far the screen reaches past each edge of this node where it is flush with the safe area.
    var safeArea = EdgeInsets()
    /// The frame's origin in the root's space (before pixel snapping).
    var globalOrigin = CGPoint.zero
    /// The proposal the parent sized this node with (placement shares space with it again, so a stack
    /// that overflows its proposal lays its children out as it measured them).
    var proposal: ProposedViewSize?
    var sizeCache: [ProposedViewSize: CGSize] = [:]
    /// A text leaf's lines for its final width (set by layout; drawn by the display list).
    var textBlock: TextBlock?
    /// A canvas's drawing for its final size (set by layout; drawn by the display list).
    var canvasDrawing: CanvasDrawing?
    /// A `.visualEffect`'s effects for its final geometry (set by layout; drawn by the display list).
    var visualEffects: [Effect]?
    /// A `GeometryReader`'s size its content was evaluated for, and the context to evaluate it in.
    var geometrySize: CGSize?
    var evaluationContext: EvaluationContext?

    init(kind: NodeKind, children: [ViewNode] = [], name: String, context: EvaluationContext) {
        self.key = context.graph.key(for: context.path)
        self.path = context.path
        self.name = name
        self.kind = kind
        self.children = children
        self.environment = context.environment
        self.animation = context.transaction.animation
    }

    /// A node the engine adds itself (the implicit stack of several root views).
    init(kind: NodeKind, children: [ViewNode], name: String, key: Int, environment: EnvironmentValues) {
        self.key = key
        path = ViewPath(components: [.part(name)])
        self.name = name
        self.kind = kind
        self.children = children
        self.environment = environment
        animation = nil
    }

    /// Depth-first, this node first.
    func forEach(_ body: (ViewNode) -> Void) {
        body(self)
        for child in children { child.forEach(body) }
    }
}
