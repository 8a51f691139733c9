import Observation
import Raster

/// A view that draws with immediate-mode calls, as SwiftUI's `Canvas`: `renderer` gets a
/// ``GraphicsContext`` and the canvas's size and draws paths, text, images and symbols into it.
///
/// A canvas takes the whole size it is proposed, as a shape does. Its renderer runs when the canvas is
/// laid out, after every evaluation of the view (so it reads `@State` and `@Observable` models like a
/// body: a later change to what it read evaluates the view again, and the new state's drawing is drawn
/// from that change on). What it draws is recorded as ordinary display-list items (``CanvasDrawing``),
/// placed under the canvas's node, so opacity, shadows, clips and transitions above it reach them as they
/// reach any leaf. As in SwiftUI, a Canvas's drawing is not interpolated between two states: an animated
/// change shows the new drawing at once (animate a value an `Animatable` view passes in to draw between).
/// `opaque`, `colorMode` and `rendersAsynchronously` are hints SwiftUI may ignore; they change nothing here.
public struct Canvas<Symbols: View>: View {
    let renderer: (inout GraphicsContext, CGSize) -> Void
    let symbols: Symbols

    /// A canvas with symbols: views, identified by `.tag`, that the renderer draws through
    /// ``GraphicsContext/resolveSymbol(id:)``.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols) {
        self.renderer = renderer
        self.symbols = symbols()
    }

    public var body: Never { primitiveBody(Self.self) }
}

extension Canvas where Symbols == EmptyView {
    /// A canvas drawn by `renderer`.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
        self.init(opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously, renderer: renderer) { EmptyView() }
    }
}

extension Canvas: PrimitiveView {
    func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        // The symbols are views of this evaluation: evaluated now, laid out when the renderer asks for one.
        let symbolNodes = context.child(.part("symbols")).evaluate(symbols)
        let node = ViewNode(kind: .canvas(CanvasSpec(renderer: renderer, symbols: symbolNodes)), name: "Canvas", context: context)
        node.evaluationContext = context
        return [node]
    }
}

/// A canvas's renderer and symbols, as evaluated.
struct CanvasSpec {
    let renderer: (inout GraphicsContext, CGSize) -> Void
    let symbols: [ViewNode]

    /// Runs the renderer for the canvas `node` laid out at `size`: what it drew, as display-list items.
    /// What it reads of an `@Observable` model is tracked as a body's reads are (`ViewGraph.evaluate`).
    @MainActor
    func draw(size: CGSize, node: ViewNode) -> CanvasDrawing {
        let resolver = CanvasResolver(context: node.evaluationContext, symbols: symbols)
        let session = CanvasSession(environment: node.environment, size: size, resolver: resolver)
        var context = GraphicsContext(session: session, destination: session.root)
        let renderer = self.renderer
        withObservationTracking({ renderer(&context, size) }, onChange: { [weak graph = node.evaluationContext?.graph] in
            MainActor.assumeIsolated { graph?.stateDidChange() }
        })
        var h = Hasher()
        for item in session.root.items { item.hashDrawing(into: &h) }
        return CanvasDrawing(items: session.root.items, signature: h.finalize())
    }
}

/// What every context of one render of a canvas shares.
final class CanvasSession {
    let environment: EnvironmentValues
    let size: CGSize
    /// The canvas's own recording (layers have their own).
    let root = CanvasRecording()
    let resolver: CanvasResolver

    init(environment: EnvironmentValues, size: CGSize, resolver: CanvasResolver) {
        self.environment = environment
        self.size = size
        self.resolver = resolver
    }

    /// A blend mode that is not drawn was set: drawn as `.normal`, said once per mode.
    func noteBlendMode(_ mode: GraphicsContext.BlendMode) {
        let resolver = self.resolver, message = "blend mode \(mode.rawValue) is drawn as .normal (the Porter–Duff modes that change pixels outside a drawing are not drawn; docs/views.md)"
        MainActor.assumeIsolated { resolver.warnOnce(message) }
    }
}

/// Resolves a canvas's text, images and symbols as the views themselves would be: through the same
/// evaluation (fonts, colours, symbol catalogue, asset catalogues of the render), on the main actor.
@MainActor
final class CanvasResolver {
    let context: EvaluationContext?
    let symbols: [ViewNode]
    private var laidOutSymbols: [AnyHashable: GraphicsContext.ResolvedSymbol] = [:]
    private var warned: Set<String> = []

    init(context: EvaluationContext?, symbols: [ViewNode]) {
        self.context = context
        self.symbols = symbols
    }

    /// `text` resolved as a `Text` view here is: its runs with fonts and paints.
    func leaf(of text: Text) -> TextLeaf? {
        guard let context else { return nil }
        for node in context.child(.part("canvas text")).evaluate(text) { if case .text(let leaf) = node.kind { return leaf } }
        return nil
    }

    /// `image` resolved as an `Image` view here is.
    func leaf(of image: Image) -> ImageLeaf? {
        guard let context else { return nil }
        for node in context.child(.part("canvas image")).evaluate(image) { if case .image(let leaf) = node.kind { return leaf } }
        return nil
    }

    /// The symbol view tagged `id`, laid out at its ideal size and built into display-list items (in its
    /// own points) the way any view is: one state of a one-node animation model.
    func symbol(_ id: AnyHashable) -> GraphicsContext.ResolvedSymbol? {
        if let done = laidOutSymbols[id] { return done }
        guard let node = symbols.first(where: { $0.trait(TagTrait.self) == id }) else { return nil }
        let size = node.sizeThatFits(.unspecified)
        node.proposal = .unspecified
        node.frame = CGRect(origin: .zero, size: size)
        node.globalOrigin = .zero
        node.placeChildren(in: size)
        let resolved = ResolvedNode(node, parentPixel: .zero, rootOffset: .zero, scale: node.environment.displayScale)
        let model = AnimationModel(snapshots: [.init(time: -.infinity, roots: [resolved])])
        let items = DisplayListBuilder(model: model, time: 0).build(base: .identity).items
        let symbol = GraphicsContext.ResolvedSymbol(items: items, size: resolved.frame.size)
        laidOutSymbols[id] = symbol
        return symbol
    }

    func warnOnce(_ message: String) {
        guard warned.insert(message).inserted, let graph = context?.graph else { return }
        graph.diagnostics.append(ViewDiagnostic(severity: .warning, view: "Canvas", message: message))
    }
}
