import Raster

/// An immediate-mode drawing destination and its current state, as SwiftUI's `GraphicsContext`: what a
/// ``Canvas``'s renderer draws with.
///
/// Nothing is rasterised here. Each drawing operation records one ordinary display-list item (a fill, a
/// stroke, a symbol, or a group of them) in the canvas's points, with the context's state turned into the
/// display list's own effects: its transform into the item's transform, its opacity into an opacity
/// effect, its clips into clip effects, its filters into shadow effects and blur or colour groups (as
/// SwiftUI draws a filtered operation: rasterised alone, filtered, then composited with the context's
/// opacity and clip). The display-list builder places those items under the canvas's node like any
/// leaf's, so the renderer draws a Canvas without knowing it is one (``CanvasDrawing``).
///
/// A context is a value: a copy (`var inner = context`) has its own state and draws into the same
/// destination, as in SwiftUI. ``drawLayer(content:)`` gives a context drawing into a new layer.
public struct GraphicsContext {
    /// What every context of one canvas render shares: its environment, its size, and where to resolve
    /// text, images and symbols.
    let session: CanvasSession
    /// Where this context's operations go: the canvas itself, or a layer of ``drawLayer(content:)``.
    let destination: CanvasRecording

    /// The opacity that every later drawing operation is composited with (0…1).
    public var opacity: Double = 1
    /// The blend mode of later operations; anything but `.normal` is drawn as `.normal` (see ``BlendMode``).
    public var blendMode: BlendMode = .normal {
        didSet { if blendMode.raster == nil { session.noteBlendMode(blendMode) } }
    }
    /// From the context's user space to the canvas's points; starts as the identity.
    public var transform: CGAffineTransform = .identity
    /// The environment the canvas was evaluated in: colours, fonts and styles resolve in it.
    public var environment: EnvironmentValues { session.environment }

    /// Clip effects of ``clip(to:style:options:)``, each in the space it was added in.
    var clips: [LeafEffect] = []
    /// Layers that mask later operations (``clipToLayer(opacity:options:content:)``).
    var masks: [[DisplayItem]] = []
    /// Filters of ``addFilter(_:options:)``, each with the transform in force when it was added.
    var filters: [(filter: Filter, transform: Raster.Transform)] = []

    init(session: CanvasSession, destination: CanvasRecording) {
        self.session = session
        self.destination = destination
    }

    // MARK: Transforms

    /// Moves the origin of user space by (x, y) in the current user space.
    public mutating func translateBy(x: CGFloat, y: CGFloat) { transform = transform.translatedBy(x: x, y: y) }
    /// Scales user space about its origin.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) { transform = transform.scaledBy(x: x, y: y) }
    /// Rotates user space about its origin (positive angles turn clockwise on screen).
    public mutating func rotate(by angle: Angle) { transform = transform.rotated(by: CGFloat(angle.radians)) }
    /// Applies `matrix` before the current transform.
    public mutating func concatenate(_ matrix: CGAffineTransform) { transform = matrix.concatenating(transform) }

    // MARK: Clipping

    /// Options of a clip, as SwiftUI's `GraphicsContext.ClipOptions`.
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Keeps what is outside the path instead of inside.
        public static let inverse = ClipOptions(rawValue: 1 << 0)
    }

    /// Clips later drawing to `path` (in the current user space).
    ///
    /// An inverse clip is the canvas's frame (grown by its size) with the path cut out, even-odd, in the
    /// canvas's space: exact unless the path's own contours overlap.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        let t = transform.raster
        if options.contains(.inverse) {
            let size = session.size
            let margin = Double(max(size.width, size.height))
            var outside = Raster.Path.rect(Raster.Rect(x: -margin, y: -margin, width: Double(size.width) + 2 * margin,
                                                       height: Double(size.height) + 2 * margin))
            outside.addPath(path.storage.applying(t))
            clips.append(.clip(outside, .identity, .evenOdd))
        } else {
            clips.append(.clip(path.storage, t, style.isEOFilled ? .evenOdd : .nonZero))
        }
    }

    /// Masks later drawing by the alpha of what `content` draws (in a context with this one's transform),
    /// at `opacity`. The inverse option is accepted but not drawn (the display list's mask keeps where the
    /// mask is opaque; docs/views.md).
    public mutating func clipToLayer(opacity: Double = 1, options: ClipOptions = ClipOptions(),
                                     content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = GraphicsContext(session: session, destination: CanvasRecording())
        layer.transform = transform
        try content(&layer)
        var items = layer.destination.items
        if opacity < 1 { for i in items.indices { items[i].effects.insert(.opacity(max(0, opacity)), at: 0) } }
        masks.append(items)
    }

    /// The bounds of the region drawing can reach, in the current user space: the canvas's frame within
    /// the clips (their bounding boxes).
    public var clipBoundingRect: CGRect {
        var r = Raster.Rect(x: 0, y: 0, width: Double(session.size.width), height: Double(session.size.height))
        for case .clip(let path, let t, _) in clips {
            let b = path.applying(t).bounds
            let x0 = max(r.minX, b.minX), y0 = max(r.minY, b.minY)
            r = Raster.Rect(x: x0, y: y0, width: max(0, min(r.maxX, b.maxX) - x0), height: max(0, min(r.maxY, b.maxY) - y0))
        }
        guard let inverse = transform.raster.inverted else { return .zero }
        return CGRect(Raster.Path.rect(r).applying(inverse).bounds)
    }

    // MARK: Filters

    /// Adds a filter that applies to each later drawing operation (the first added is applied first).
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
        filters.append((filter, transform.raster))
    }

    // MARK: Layers

    /// Draws what `content` draws into a new layer (a compositing group), then composites the layer with
    /// this context's opacity, clips and filters as one drawing. The layer's context starts with this one's
    /// transform and no opacity, clip or filter of its own.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = GraphicsContext(session: session, destination: CanvasRecording())
        layer.transform = transform
        try content(&layer)
        let children = layer.destination.items
        guard !children.isEmpty else { return }
        record(DisplayItem.canvasGroup(.composite, children))
    }

    // MARK: Shapes

    /// Fills `path` with `shading`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        guard !path.isEmpty else { return }
        let paint = shading.rasterPaint(bounds: path.boundingRect, environment: environment)
        record(.fill(path.storage, paint, style.isEOFilled ? .evenOdd : .nonZero))
    }

    /// Strokes `path` with `shading` in `style` (dashes included).
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        guard !path.isEmpty, style.lineWidth > 0 else { return }
        let paint = shading.rasterPaint(bounds: path.boundingRect, environment: environment)
        let dashed = style.dash.isEmpty ? path.storage : path.storage.dashed(style.dash.map(Double.init), phase: Double(style.dashPhase))
        record(.stroke(dashed, style.raster, paint))
    }

    /// Strokes `path` with `shading`, `lineWidth` wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// A shading with its styles resolved in this context's environment (here, the same shading: styles
    /// are resolved when they are drawn, in the same environment).
    public func resolve(_ shading: Shading) -> Shading { shading }

    // MARK: Recording

    /// Records `content`, drawn in the current user space.
    func record(_ content: DisplayItem.Content, at local: Raster.Transform = .identity) {
        record(DisplayItem.canvasItem(content, transform: local.concatenating(transform.raster)))
    }

    /// Records `item` (its transform already in the canvas's points) with this context's state applied:
    /// filters innermost, in the order added, then masks, clips and, outermost, the opacity.
    func record(_ item: DisplayItem) {
        guard opacity > 0 else { return }
        var item = item
        for (filter, t) in filters { item = filter.applied(to: item, transform: t, environment: environment) }
        for mask in masks.reversed() { item = DisplayItem.canvasGroup(.mask(mask), [item]) }
        item.effects.insert(contentsOf: clips, at: 0)
        if opacity < 1 { item.effects.insert(.opacity(opacity), at: 0) }
        if let mode = blendMode.raster, mode != .sourceOver { item = DisplayItem.canvasGroup(.blend(mode), [item]) }
        destination.append(item, clippedTo: destination === session.root ? session.size : nil)
    }
}
