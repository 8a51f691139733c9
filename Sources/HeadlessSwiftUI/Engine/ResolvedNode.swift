import Raster

/// A node of a laid-out tree, frozen for drawing: what it draws, its frame (in its parent's space,
/// snapped to device pixels), and the animation and transition its change runs with. `Sendable`: frames
/// are rendered from these on any thread.
struct ResolvedNode: Sendable {
    enum Content: Sendable {
        /// A container or layout modifier: draws its children in order.
        case none
        case shape(ShapeLeaf)
        case text(TextLeaf, TextBlock)
        case image(ImageLeaf)
        case divider(ResolvedPaint)
        /// A canvas: what its renderer drew for this state (Drawing/CanvasDrawing.swift).
        case canvas(CanvasDrawing)
        case effect(Effect)
        /// A background: its decoration (second child) is drawn before its content.
        case background
        /// A scroll view: clips to its bounds grown by its safe-area reach.
        case scrollClip(EdgeInsets)

        /// Whether this content draws itself (a leaf) rather than its children.
        var isLeaf: Bool {
            switch self {
            case .shape, .text, .image, .divider, .canvas: true
            case .none, .effect, .background, .scrollClip: false
            }
        }
    }

    var key: Int
    var name: String
    var content: Content
    var frame: CGRect
    var animation: Animation?
    var transition: AnyTransition?
    var direction: LayoutDirection
    /// The matched-geometry group of the node, if any.
    var matchedGeometry: MatchedGeometry?
    var children: [ResolvedNode]

    /// Freezes `node` and its subtree. Each frame's edges are rounded to the device pixel grid in the
    /// root's space (SwiftUI places views on whole pixels), then made relative to the parent's rounded
    /// origin. The differences are taken in whole pixels (`parentPixel` is the parent's origin in device
    /// pixels), so a 20 pt frame is 20 pt, not 20 pt and a rounding error.
    @MainActor
    init(_ node: ViewNode, parentPixel: CGPoint, rootOffset: CGPoint, scale: CGFloat) {
        func pixel(_ v: CGFloat) -> CGFloat { (v * scale).rounded() }
        let gx = rootOffset.x + node.globalOrigin.x, gy = rootOffset.y + node.globalOrigin.y
        let x0 = pixel(gx), y0 = pixel(gy)
        let x1 = pixel(gx + node.frame.width), y1 = pixel(gy + node.frame.height)
        key = node.key
        name = node.name
        frame = CGRect(x: (x0 - parentPixel.x) / scale, y: (y0 - parentPixel.y) / scale,
                       width: (x1 - x0) / scale, height: (y1 - y0) / scale)
        animation = node.animation
        transition = node.transition
        direction = node.environment.layoutDirection
        matchedGeometry = node.matchedGeometry
        switch node.kind {
        case .shape(let leaf): content = .shape(leaf)
        case .text(let leaf): content = .text(leaf, node.textBlock ?? TextBlock(leaf, width: Double(node.frame.width)))
        case .image(let leaf): content = .image(leaf)
        case .divider(let paint): content = .divider(paint)
        case .canvas: content = .canvas(node.canvasDrawing ?? .empty)
        case .effect(.visualEffect): content = .effect(.visualEffects(node.visualEffects ?? []))
        case .effect(let effect): content = .effect(effect)
        case .background: content = .background
        case .scrollView: content = .scrollClip(node.safeArea)
        default: content = .none
        }
        let origin = CGPoint(x: x0, y: y0)
        children = node.children.map { ResolvedNode($0, parentPixel: origin, rootOffset: rootOffset, scale: scale) }
    }

    /// Depth-first, this node first.
    func forEach(_ body: (ResolvedNode) -> Void) {
        body(self)
        for child in children { child.forEach(body) }
    }
}
