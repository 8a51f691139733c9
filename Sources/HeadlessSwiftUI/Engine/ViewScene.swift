import Raster
import Symbols

/// A rendered view's animation, ready to draw any instant: what `ViewHost.makeScene` returns. Pure data
/// (`Sendable`): frames can be drawn in any order, on any thread, and give the same bytes every time.
public struct ViewScene: Sendable {
    let model: AnimationModel
    let scale: Double
    /// The device pixels the canvas holds.
    let bounds: IntRect
    let background: Raster.Color?
    let cache: RenderCache
    /// The first frame's static items composited once; frames redraw only what changed over it. In a
    /// scene that never changes the first frame is its whole drawing and every later one is that pixmap.
    let frozen: FrozenLayer
    /// What VoiceOver reads for the view in its final state (usable as alt text).
    public let accessibilityDescription: String
    /// Problems that did not stop the rendering (an unknown symbol name draws nothing), one line each.
    public let warnings: [String]
    /// Modifiers without a picture (haptics, help …) that were accepted.
    public let recordedModifiers: [String]

    init(model: AnimationModel, configuration: RenderConfiguration, description: String, warnings: [String], recorded: [String]) {
        self.model = model
        scale = Double(configuration.scale)
        // A full screen is a window: a hosting controller's view shows `systemBackground` under the content.
        let window: Color? = configuration.screen == nil ? nil : Color(system: .systemBackground)
        background = (configuration.background ?? window)?.resolved(scheme: configuration.colorScheme, palette: configuration.palette)
        accessibilityDescription = description
        self.warnings = warnings
        recordedModifiers = recorded
        let base = Raster.Transform.scale(Double(configuration.scale))
        if let screen = configuration.screen {
            bounds = IntRect(x: 0, y: 0, width: Int((Double(screen.size.width) * scale).rounded()),
                             height: Int((Double(screen.size.height) * scale).rounded()))
        } else if configuration.clipsToFrame, let root = model.structures.last?.first,
                  let node = DisplayListBuilder(model: model, time: .infinity).presented(root.key) {
            bounds = IntRect(enclosing: Raster.Rect(x: node.frame.minX * scale, y: node.frame.minY * scale,
                                                    width: node.frame.width * scale, height: node.frame.height * scale))
        } else if let size = configuration.canvasSize, let root = model.structures.first?.first,
                  let node = DisplayListBuilder(model: model, time: 0).presented(root.key) {
            bounds = IntRect(points: CGRect(x: node.frame.midX - size.width / 2, y: node.frame.midY - size.height / 2,
                                            width: size.width, height: size.height), scale: scale)
        } else {
            bounds = Self.drawingBounds(model, base: base, scale: scale, including: configuration.canvasIncludes)
        }
        let first = DisplayListBuilder(model: model, time: 0).build(base: base)
        cache = RenderCache(list: first, bounds: bounds)
        frozen = FrozenLayer(reference: first.items, constantGroups: model.constantDescendantKeys(),
                             background: background, bounds: bounds, cache: cache)
    }

    /// The canvas size in pixels.
    public var pixelSize: (width: Int, height: Int) { (bounds.width, bounds.height) }

    /// The canvas in points, in the root view's space (its frame's top-left corner at 0, 0).
    public var canvas: CGRect { bounds.points(scale: scale) }

    /// When everything has settled (0 when nothing changes). A change shows just after its instant, so a
    /// scene with a change spans at least one display frame (1/60 s) past it, even when nothing animates
    /// (Reduce Motion): a frame plan then has a frame showing the new state. An animation that repeats
    /// forever counts one cycle (there and back when it autoreverses), so frames over the scene loop.
    public var settleTime: Double {
        let lastChange = model.times.count > 1 ? (model.times.last ?? 0) + Self.displayFrame : 0
        return max(0, model.settleTime, lastChange)
    }

    /// Whether every frame from `start` to `end` seconds draws the same pixels (nothing moves in between),
    /// so an exporter may draw the first and reuse it.
    public func isStill(from start: Double, to end: Double) -> Bool {
        start <= end && model.isStill(from: start, to: end)
    }

    /// One display frame at 60 Hz.
    public static let displayFrame = 1.0 / 60

    /// The display list at `time` seconds.
    public func displayList(at time: Double) -> DisplayList {
        DisplayListBuilder(model: model, time: time).build(base: .scale(scale))
    }

    /// The frame at `time` seconds: what changed since the first frame drawn over its frozen static
    /// pixels (``FrozenLayer``), or, when too much changed, the whole frame. The bytes are the same.
    public func render(at time: Double) -> Pixmap {
        let items = displayList(at: time).items
        return frozen.frame(drawing: items) ?? drawnWhole(items)
    }

    /// The frame at `time` with every item drawn, not from the frozen layer: what tests and benchmarks
    /// compare ``render(at:)`` with.
    @_spi(Benchmarks) public func renderDrawingEverything(at time: Double) -> Pixmap {
        drawnWhole(displayList(at: time).items)
    }

    /// `items` drawn over the background on the whole canvas.
    private func drawnWhole(_ items: [DisplayItem]) -> Pixmap {
        DisplayListRenderer(cache: cache).canvas(drawing: items, over: background, window: bounds).pixmap
    }

    /// Everything any frame draws, with room for shadows, rounded out to whole pixels: one canvas size for
    /// every frame. Springs overshoot, so the display list is sampled every 1/120 s of the animation.
    ///
    /// A static leaf looks the same at every instant it is drawn at (the premise of ``RenderCache``), so it
    /// is built once, the first time it is met, not at each of the hundred-odd instants, and a subtree of
    /// nothing but such leaves is not walked at all once they are all counted;
    /// `countingStaticLeavesOnce: false` builds every leaf every time, for tests to compare.
    static func drawingBounds(_ model: AnimationModel, base: Raster.Transform, scale: Double, including: CGRect? = nil,
                              countingStaticLeavesOnce: Bool = true) -> IntRect {
        var union: Raster.Rect?
        func add(_ r: Raster.Rect) { union = union.map { $0.union(r) } ?? r }
        if let including {
            let r = IntRect(points: including, scale: scale)
            add(Raster.Rect(x: Double(r.x), y: Double(r.y), width: Double(r.width), height: Double(r.height)))
        }
        let end = max(0, model.settleTime)
        var times = model.times.filter { $0.isFinite } + [0, end]
        var t = 0.0
        while t < end { times.append(t); t += 1.0 / 120 }
        var counted: Set<Int> = []
        // By state (the tree can differ from one to the next): the subtrees whose leaves are all counted.
        let kinds = model.staticKinds()
        var complete = [Set<Int>](repeating: [], count: model.structures.count)
        for time in times {
            let builder = DisplayListBuilder(model: model, time: time, skippingStaticLeaves: counted,
                                             skippingStaticSubtrees: complete[model.stateIndex(at: time)])
            let before = counted.count
            for item in builder.build(base: base).items {
                let bounds = item.deviceBounds
                if bounds.width > 0 || bounds.height > 0 { add(bounds) }   // drawing nothing, or clipped away
                if countingStaticLeavesOnce && item.cacheID != nil { counted.insert(item.key) }
            }
            guard counted.count != before else { continue }
            for (state, roots) in model.structures.enumerated() {
                for root in roots { _ = model.collectCountedStaticSubtrees(root, kinds: kinds, counted: counted, into: &complete[state]) }
            }
        }
        for root in model.structures.last ?? [] {
            if let node = DisplayListBuilder(model: model, time: end).presented(root.key) {
                add(Raster.Rect(x: node.frame.minX * scale, y: node.frame.minY * scale, width: node.frame.width * scale, height: node.frame.height * scale))
            }
        }
        let r = union ?? Raster.Rect(x: 0, y: 0, width: 1, height: 1)
        let x0 = Int(r.minX.rounded(.down)), y0 = Int(r.minY.rounded(.down))
        return IntRect(x: x0, y: y0, width: max(1, Int(r.maxX.rounded(.up)) - x0), height: max(1, Int(r.maxY.rounded(.up)) - y0))
    }
}

extension IntRect {
    /// The device pixels a rectangle in points covers at `scale`, rounded out, past the last bits of
    /// floating-point noise (a canvas of 7.666… pt at @3x is 23 px, not 24).
    init(points r: CGRect, scale: Double) {
        let slack = 1e-9
        let x0 = Int((r.minX * scale + slack).rounded(.down)), y0 = Int((r.minY * scale + slack).rounded(.down))
        let x1 = Int((r.maxX * scale - slack).rounded(.up)), y1 = Int((r.maxY * scale - slack).rounded(.up))
        self.init(x: x0, y: y0, width: max(1, x1 - x0), height: max(1, y1 - y0))
    }

    /// The rectangle in points these pixels cover at `scale`.
    func points(scale: Double) -> CGRect {
        CGRect(x: Double(x) / scale, y: Double(y) / scale, width: Double(width) / scale, height: Double(height) / scale)
    }
}

extension DisplayItem {
    /// The device pixels this item can touch, its shadows included (3σ past the shape, α below 1/255 for
    /// the shadows SwiftUI code uses).
    var deviceBounds: Raster.Rect {
        var r: Raster.Rect
        switch content {
        case .fill(let path, _, _): r = path.applying(transform).bounds
        case .stroke(let path, let style, _): r = path.applying(transform).bounds.insetBy(dx: -style.width * transform.maxScale, dy: -style.width * transform.maxScale)
        case .symbol(let symbol):
            r = symbol.parts.map { part -> Raster.Rect in
                // Both symbols' boxes at the largest scale an effect reaches, around the anchor.
                let box = SymbolRenderer.transitionBox(SymbolTransition(from: part.from, to: part.to, effect: .fade), style: part.style)
                let u = part.style.unitScale
                let a = symbol.anchor
                return Raster.Rect(corner: Raster.Point(a.x + box.minX * u, a.y + box.minY * u),
                                   Raster.Point(a.x + box.maxX * u, a.y + box.maxY * u)).applying(transform)
            }.reduce(nil as Raster.Rect?) { acc, next in acc.map { $0.union(next) } ?? next } ?? .zero
        case .group(let effect, let children):
            r = children.map(\.deviceBounds).reduce(nil as Raster.Rect?) { acc, next in acc.map { $0.union(next) } ?? next } ?? .zero
            if case .blur(let sigma) = effect { r = r.insetBy(dx: -3 * sigma, dy: -3 * sigma) }
            // Projected: the image of the flat drawing's bounds (plus its one-pixel edge ramp). With a
            // corner behind the camera it is unbounded; the flat bounds are kept then (a documented limit).
            if case .projection(let h) = effect, let image = h.boundsOfImage(of: r.insetBy(dx: -1, dy: -1)) { r = image }
        }
        // Innermost first: a shadow grows what it is around, a clip (a clipped container's, a scroll
        // view's) cuts it, so drawing clipped away does not widen the canvas.
        for effect in effects.reversed() {
            switch effect {
            case .shadow(let spec, let t):
                let reach = 3 * spec.radius * DisplayListRenderer.shadowSigmaPerRadius * t.maxScale
                let offset = t.applyToVector(Raster.Point(spec.x, spec.y))
                r = r.union(r.offsetBy(dx: offset.x, dy: offset.y).insetBy(dx: -reach, dy: -reach))
            case .clip(let path, let t, _):
                r = r.intersection(path.applying(t).bounds) ?? Raster.Rect(x: r.minX, y: r.minY, width: 0, height: 0)
            default: break
            }
        }
        return r
    }
}
