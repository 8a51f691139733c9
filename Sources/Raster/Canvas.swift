/// The drawing surface: fills and strokes paths into a ``Pixmap`` under a current transform,
/// with layers (group opacity), clipping and drop shadows.
///
/// A canvas is a value: drawing mutates it, copying it snapshots it. Layers and clips are scoped
/// with closures so that they always end.
///
/// A canvas may be a **window** onto a larger device space (``init(window:)``): its pixmap holds only the
/// device pixels of ``bounds``, and everything lands exactly where it would on a canvas holding them all
/// (same device coordinates, same coverage), so a small part of a big picture can be drawn on its own.
public struct Canvas: Sendable {
    public var pixmap: Pixmap
    /// The device pixel shown by the pixmap's pixel (0, 0).
    public let originX: Int, originY: Int
    /// Maps user space to device pixels. Drawing calls use it; builders of layers inherit it.
    public var transform: Transform = .identity
    /// The clips in force, outermost first (see `Canvas+Clip.swift`); empty when nothing is clipped.
    var clips: [ClipPath] = []
    /// Device pixels any drawing may have changed since the canvas was made (nil: none): outside them the
    /// canvas is as it was made. Layers composite only this region, and shadows blur only around it: most
    /// layers cover a small part of the frame.
    public internal(set) var drawnBounds: IntRect?
    /// Where the drawing to come stays, in device pixels, when the caller knows (nil: anywhere). Layers
    /// (``drawLayer(opacity:blend:_:)``, ``drawWithShadow(color:sigma:offset:_:)``) then hold only these
    /// pixels instead of the whole canvas: a faded symbol on a full screen clears and composites its own
    /// box, not 12 MB. Drawing outside it inside a layer is lost, so it must hold everything, shadows too.
    public var layerBounds: IntRect?

    mutating func markDrawn(_ r: IntRect) { drawnBounds = drawnBounds.map { $0.union(r) } ?? r }

    public init(width: Int, height: Int) { self.init(pixmap: Pixmap(width: width, height: height)) }
    public init(pixmap: Pixmap) { self.pixmap = pixmap; originX = 0; originY = 0 }
    /// A transparent canvas holding only the device pixels `window` (which must not be empty).
    public init(window: IntRect) {
        pixmap = Pixmap(width: window.width, height: window.height)
        originX = window.x; originY = window.y
    }
    /// A canvas of the device pixels `window` filled with `background`, written once (no zeroing first).
    public init(window: IntRect, filledWith background: Color) {
        pixmap = Pixmap(width: window.width, height: window.height, filledWith: background)
        originX = window.x; originY = window.y
    }

    public var width: Int { pixmap.width }
    public var height: Int { pixmap.height }
    /// The device pixels this canvas holds.
    public var bounds: IntRect { IntRect(x: originX, y: originY, width: pixmap.width, height: pixmap.height) }

    /// Fills `path` (user space) with `paint`.
    public mutating func fill(_ path: Path, with paint: Paint, rule: FillRule = .nonZero,
                              blend: BlendMode = .sourceOver, opacity: Double = 1) {
        let device = path.applying(transform)
        guard let (rect, cells) = CoverageAccumulator.accumulate(device, tolerance: Path.defaultTolerance, within: bounds)
        else { return }
        let shader = Shader(paint: paint, userToDevice: transform, opacity: opacity)
        Compositor.fill(cells, at: rect, rule: rule, shader: shader, clip: clipMask(rows: rect.y..<rect.maxY), into: &pixmap,
                        origin: (originX, originY), blend: blend)
        markDrawn(rect)
    }

    /// Fills `path` with a solid colour.
    public mutating func fill(_ path: Path, with color: Color, rule: FillRule = .nonZero,
                              blend: BlendMode = .sourceOver) {
        fill(path, with: .solid(color), rule: rule, blend: blend)
    }

    /// Strokes `path` by turning its outline into a fill (see `Stroke/Stroker.swift`).
    /// The stroke is built in user space, so a non-uniform transform shapes it as SVG specifies.
    public mutating func stroke(_ path: Path, style: StrokeStyle, with paint: Paint,
                                blend: BlendMode = .sourceOver, opacity: Double = 1) {
        // The outline is built in user space, so its tolerance shrinks by the transform's scale.
        let tolerance = Path.strokeTolerance(width: style.width) / max(transform.maxScale, 1e-9)
        fill(path.stroked(style, tolerance: tolerance), with: paint, rule: .nonZero, blend: blend, opacity: opacity)
    }

    /// Draws `body` into a transparent layer of the same size and transform, then composites the
    /// layer once with `opacity`: overlapping parts of a group do not show through each other,
    /// as with SwiftUI's `.opacity` on a view and SVG's `opacity` on a group.
    public mutating func drawLayer(opacity: Double = 1, blend: BlendMode = .sourceOver,
                                   _ body: (inout Canvas) -> Void) {
        guard let window = blend == .source ? bounds : layerWindow else { return }
        var layer = Canvas(window: window)
        layer.transform = transform
        layer.clips = clips
        layer.layerBounds = layerBounds
        body(&layer)
        composite(layer, region: blend == .source ? bounds : layer.drawnBounds, opacity: opacity, blend: blend)
    }

    /// The pixels a layer holds: the canvas's, within ``layerBounds``; nil when nothing of it can land here.
    var layerWindow: IntRect? {
        guard let layerBounds else { return bounds }
        return layerBounds.intersection(bounds)
    }

    /// Composites a whole pixmap of the same size over this one (device space, no transform).
    public mutating func drawPixmap(_ source: Pixmap, opacity: Double = 1, blend: BlendMode = .sourceOver) {
        precondition(source.width == width && source.height == height, "the pixmap has the canvas's size")
        drawPixmap(source, atX: originX, y: originY, opacity: opacity, blend: blend)
    }

    /// Composites `source` with its top-left pixel on the device pixel (`x`, `y`), no transform; what
    /// falls outside the canvas is dropped. Pixels already drawn (a picture prepared once and placed
    /// many times) cost a blend each, not a rasterization.
    public mutating func drawPixmap(_ source: Pixmap, atX x: Int, y: Int, opacity: Double = 1, blend: BlendMode = .sourceOver) {
        let placed = Canvas(pixmap: source, originX: x, originY: y)
        composite(placed, region: placed.bounds, opacity: opacity, blend: blend)
    }

    /// A canvas of `pixmap` showing the device pixels from (`originX`, `originY`) on.
    init(pixmap: Pixmap, originX: Int, originY: Int) {
        self.pixmap = pixmap; self.originX = originX; self.originY = originY
    }

    /// Composites the pixels of `source` (a canvas in the same device space) within `region`; outside it
    /// `source` is known to be transparent. `.source` blending replaces, so the caller passes all of
    /// `source` then.
    mutating func composite(_ source: Canvas, region: IntRect?, opacity: Double, blend: BlendMode) {
        guard let area = region?.intersection(source.bounds)?.intersection(bounds) else { return }
        Compositor.composite(source.pixmap, origin: (source.originX, source.originY), region: area, opacity: Float(opacity),
                             into: &pixmap, origin: (originX, originY), blend: blend, clip: clipMask(rows: area.y..<area.maxY))
        markDrawn(area)
    }

    /// `body` drawn into a transparent layer of this canvas's transform and layer bounds (no clips: the
    /// layer is clipped where it is composited), with the pixels it drew; nil when it drew nothing. What a
    /// shadow, drop or inner, is made from.
    func shadowLayer(_ body: (inout Canvas) -> Void) -> (layer: Canvas, drawn: IntRect)? {
        guard let window = layerWindow else { return nil }
        var layer = Canvas(window: window)
        layer.transform = transform
        layer.layerBounds = layerBounds
        body(&layer)
        return layer.drawnBounds.map { (layer, $0) }
    }

    /// Draws `body` with a drop shadow: the drawing's alpha, blurred by a Gaussian of standard deviation
    /// `sigma` user units, tinted `color` and moved by `offset`, goes under the drawing.
    /// SwiftUI's `.shadow(color:radius:x:y:)` takes its radius as σ (FACTS.md, a guess).
    public mutating func drawWithShadow(color: Color, sigma: Double, offset: Point, _ body: (inout Canvas) -> Void) {
        guard let (layer, drawn) = shadowLayer(body) else { return }
        let deviceOffset = transform.applyToVector(offset)
        let deviceSigma = sigma * transform.maxScale
        if let shadow = Shadow.blurredAlpha(of: layer.pixmap, within: drawn.offsetBy(-layer.originX, -layer.originY),
                                            sigma: deviceSigma, offset: deviceOffset) {
            drawShadow(shadow.alpha, region: shadow.region.offsetBy(layer.originX, layer.originY), color: color)
        }
        composite(layer, region: drawn, opacity: 1, blend: .sourceOver)
    }
}
