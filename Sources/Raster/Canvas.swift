/// The drawing surface: fills and strokes paths into a ``Pixmap`` under a current transform,
/// with layers (group opacity), clipping and drop shadows.
///
/// A canvas is a value: drawing mutates it, copying it snapshots it. Layers and clips are scoped
/// with closures so that they always end.
public struct Canvas: Sendable {
    public var pixmap: Pixmap
    /// Maps user space to device pixels. Drawing calls use it; builders of layers inherit it.
    public var transform: Transform = .identity
    /// Coverage of the active clip in device pixels, or nil when nothing is clipped.
    var clip: Mask?
    /// Pixels any drawing may have changed since the canvas was made (nil: none). Layers composite only
    /// this region, and shadows blur only around it: most layers cover a small part of the frame.
    var drawnBounds: IntRect?

    mutating func markDrawn(_ r: IntRect) { drawnBounds = drawnBounds.map { $0.union(r) } ?? r }

    public init(width: Int, height: Int) { pixmap = Pixmap(width: width, height: height) }
    public init(pixmap: Pixmap) { self.pixmap = pixmap }

    public var width: Int { pixmap.width }
    public var height: Int { pixmap.height }

    /// Fills `path` (user space) with `paint`.
    public mutating func fill(_ path: Path, with paint: Paint, rule: FillRule = .nonZero,
                              blend: BlendMode = .sourceOver, opacity: Double = 1) {
        let device = path.applying(transform)
        guard let (rect, cells) = CoverageAccumulator.accumulate(
            device, tolerance: Path.defaultTolerance, within: IntRect(x: 0, y: 0, width: width, height: height)) else { return }
        let shader = Shader(paint: paint, userToDevice: transform, opacity: opacity)
        Compositor.fill(cells, at: rect, rule: rule, shader: shader, clip: clip, into: &pixmap, blend: blend)
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
        var layer = Canvas(width: width, height: height)
        layer.transform = transform
        layer.clip = clip
        body(&layer)
        composite(layer.pixmap, region: layer.drawnBounds, opacity: opacity, blend: blend)
    }

    /// Draws `body` clipped to `path` (user space); the clip ends when `body` returns.
    /// Clips nest: the new clip is the intersection with the current one.
    public mutating func withClip(_ path: Path, rule: FillRule = .nonZero, _ body: (inout Canvas) -> Void) {
        let device = path.applying(transform)
        let bounds = IntRect(x: 0, y: 0, width: width, height: height)
        var mask = Mask.coverage(of: device, rule: rule, tolerance: Path.defaultTolerance, within: bounds)
            ?? Mask.empty(at: bounds)
        if let clip { mask.intersect(with: clip) }
        let saved = clip
        clip = mask
        body(&self)
        clip = saved
    }

    /// Composites a whole pixmap of the same size over this one (device space, no transform).
    public mutating func drawPixmap(_ source: Pixmap, opacity: Double = 1, blend: BlendMode = .sourceOver) {
        composite(source, region: IntRect(x: 0, y: 0, width: width, height: height), opacity: opacity, blend: blend)
    }

    /// Composites the pixels of `source` within `region`; outside it `source` is known to be
    /// transparent. `.source` blending replaces everywhere, so it always takes the whole pixmap.
    mutating func composite(_ source: Pixmap, region: IntRect?, opacity: Double, blend: BlendMode) {
        precondition(source.width == width && source.height == height, "layers have the canvas's size")
        let full = IntRect(x: 0, y: 0, width: width, height: height)
        guard let area = blend == .source ? full : region?.intersection(full) else { return }
        Compositor.composite(layer: source, region: area, opacity: Float(opacity), into: &pixmap, blend: blend, clip: clip)
        markDrawn(area)
    }

    /// Draws `body` with a drop shadow: the drawing's alpha, blurred by a Gaussian of standard deviation
    /// `sigma` user units, tinted `color` and moved by `offset`, goes under the drawing.
    /// SwiftUI's `.shadow(color:radius:x:y:)` takes its radius as σ (FACTS.md, a guess).
    public mutating func drawWithShadow(color: Color, sigma: Double, offset: Point, _ body: (inout Canvas) -> Void) {
        var layer = Canvas(width: width, height: height)
        layer.transform = transform
        body(&layer)
        let deviceOffset = transform.applyToVector(offset)
        let deviceSigma = sigma * transform.maxScale
        guard let drawn = layer.drawnBounds else { return }
        let shadow = Shadow.make(from: layer.pixmap, within: drawn, color: color, sigma: deviceSigma, offset: deviceOffset)
        composite(shadow.pixmap, region: shadow.region, opacity: 1, blend: .sourceOver)
        composite(layer.pixmap, region: drawn, opacity: 1, blend: .sourceOver)
    }
}
