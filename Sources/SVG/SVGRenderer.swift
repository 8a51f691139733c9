import Raster

/// What a caller chooses about one rendering of a document.
public struct SVGRenderOptions: Sendable {
    /// What `currentColor` paints when the document sets no `color`: how monochrome symbols are tinted.
    public var currentColor: Color
    /// `currentColor` per layer: a node whose id is a key, and its subtree, use that colour instead
    /// (winning over the document's own `color`). For hierarchical/palette symbol rendering.
    public var layerColors: [String: Color]
    /// When set, only shapes inside a node whose id is listed are drawn (their ancestors' transforms
    /// and opacities still apply).
    public var includeIDs: Set<String>?
    /// Subtrees whose id is listed are not drawn.
    public var excludeIDs: Set<String>
    /// Subtrees whose id is listed are drawn into a layer composited with that blend mode, e.g.
    /// `["gap": .destinationOut]` to cut a symbol's slash gap out of what was drawn before it.
    public var layerBlendModes: [String: BlendMode]
    /// The most drawing one render may ask for, in edge-row crossings (``SVGRenderer/rowCrossings(of:on:)``);
    /// shapes past it are not drawn, with a warning. Bounds the time a hostile document takes per frame.
    public var workBudget = SVGLimits.maxDrawingWork

    public init(currentColor: Color = .black, layerColors: [String: Color] = [:],
                includeIDs: Set<String>? = nil, excludeIDs: Set<String> = [],
                layerBlendModes: [String: BlendMode] = [:]) {
        self.currentColor = currentColor; self.layerColors = layerColors
        self.includeIDs = includeIDs; self.excludeIDs = excludeIDs; self.layerBlendModes = layerBlendModes
    }
}

/// Draws an ``SVGDocument`` onto a ``Raster/Canvas``.
///
/// Groups with `opacity` below 1 draw into a layer composited once (`Canvas.drawLayer`), so their
/// overlapping children do not show through each other. A shape with `opacity` below 1 and both a
/// fill and a stroke does the same; with only one of them the opacity folds into its paint, which is
/// the same picture without a layer. Gradients in `objectBoundingBox` units map through the shape's
/// geometric bounds (stroke excluded), as SVG 1.1 specifies.
public struct SVGRenderer {
    public let document: SVGDocument
    public let options: SVGRenderOptions
    var warnings: [SVGWarning]
    var warned: Set<String> = []
    /// Edge-row crossings asked for so far (``workBudget``).
    var work = 0.0

    public init(document: SVGDocument, options: SVGRenderOptions = SVGRenderOptions()) {
        self.document = document; self.options = options
        warnings = document.warnings
    }

    /// Draws the document. `transform` maps the viewport (0…size.width, 0…size.height) into the
    /// canvas's current user space, so `canvas.transform` still applies on top. Returns the parse
    /// warnings plus any met while drawing (e.g. a `url(#id)` naming no gradient).
    public mutating func render(into canvas: inout Canvas, transform: Transform = .identity) -> [SVGWarning] {
        let saved = canvas.transform
        let page = document.transform.concatenating(transform).concatenating(saved)
        if let background = document.background, [page.a, page.b, page.c, page.d, page.tx, page.ty].allSatisfy(\.isFinite) {
            // What a browser paints behind the root's box: the whole viewport, under the root's transform.
            canvas.transform = page
            canvas.fill(.rect(Rect(origin: .zero, size: document.size)), with: .solid(background))
        }
        canvas.transform = document.viewBoxTransform.concatenating(page)
        if let vb = document.viewBox, vb.width == 0 || vb.height == 0 {
            // SVG 1.1: a viewBox of zero width or height disables rendering.
        } else {
            draw(document.root, into: &canvas, Inherited(layerColor: nil, included: options.includeIDs == nil))
        }
        canvas.transform = saved
        return warnings
    }

    mutating func warn(_ key: String, _ node: SVGNode, _ message: String) {
        guard warned.insert(key).inserted else { return }
        warnings.append(SVGWarning(line: node.line, column: node.column, message: message))
    }

    /// What a subtree inherits while it is drawn, besides the canvas's transform.
    struct Inherited {
        /// The `currentColor` a layer colour of the options sets for the subtree.
        var layerColor: Color?
        /// Whether shapes are drawn (``SVGRenderOptions/includeIDs``).
        var included: Bool
        /// Opacity of groups past the layer bound, applied to each shape instead.
        var opacity: Double = 1
        /// Layers open around the subtree.
        var layers: Int = 0
    }

    mutating func draw(_ node: SVGNode, into canvas: inout Canvas, _ inherited: Inherited) {
        guard node.style.display else { return }
        if let id = node.id, options.excludeIDs.contains(id) { return }
        var inherited = inherited
        if let id = node.id, options.includeIDs?.contains(id) == true { inherited.included = true }
        if let id = node.id, let c = options.layerColors[id] { inherited.layerColor = c }
        let current = inherited.layerColor ?? node.style.color ?? options.currentColor

        if let clip = node.clip {
            // A nested viewport: its rectangle (moved by its own transform), in the parent's space, clips the content.
            let device = clip.applying(canvas.transform).bounds
            guard [device.minX, device.minY, device.maxX, device.maxY].allSatisfy(\.isFinite) else {
                warn("range:\(node.line):\(node.column)", node, "<\(node.element)> has a viewport out of range; not drawn")
                return
            }
            var inner = node
            inner.clip = nil
            var this = self
            canvas.withClip(clip) { clipped in this.draw(inner, into: &clipped, inherited) }
            self = this
            return
        }

        let saved = canvas.transform
        canvas.transform = node.transform.concatenating(saved)
        defer { canvas.transform = saved }

        if let id = node.id, let blend = options.layerBlendModes[id], node.style.opacity > 0, hasLayerRoom(node, inherited) {
            // Draw the subtree as usual into a layer, then composite it once with the blend mode.
            var plain = node
            plain.transform = .identity
            plain.style.opacity = 1
            plain.id = nil
            var inner = inherited
            inner.layers += 1
            inner.opacity = 1
            var this = self
            drawLayer(into: &canvas, covering: deviceBounds(plain, canvas.transform), opacity: node.style.opacity * inherited.opacity,
                      blend: blend) { layer in
                this.draw(plain, into: &layer, inner)
            }
            self = this
            return
        }

        switch node.content {
        case .group(let children):
            if node.style.opacity <= 0 { return }
            if node.style.opacity < 1, hasLayerRoom(node, inherited) {
                var inner = inherited
                inner.layers += 1
                let opacity = node.style.opacity * inherited.opacity
                inner.opacity = 1
                var this = self
                drawLayer(into: &canvas, covering: deviceBounds(node, saved), opacity: opacity) { layer in
                    for c in children { this.draw(c, into: &layer, inner) }
                }
                self = this
            } else {
                var inner = inherited
                inner.opacity *= node.style.opacity
                for c in children { draw(c, into: &canvas, inner) }
            }
        case .shape(let path):
            guard inherited.included, node.style.visible, !path.isEmpty, node.style.opacity > 0 else { return }
            drawShape(node, path, into: &canvas, current: current, inherited)
        }
    }

    mutating func drawShape(_ node: SVGNode, _ path: Path, into canvas: inout Canvas, current: Color, _ inherited: Inherited) {
        let style = node.style
        let bbox = path.bounds
        // Coordinates far outside any canvas (1e300) would overflow pixel arithmetic downstream.
        let device = path.applying(canvas.transform).bounds
        guard [device.minX, device.minY, device.maxX, device.maxY].allSatisfy({ $0.isFinite && abs($0) < 1e9 }) else {
            warn("range:\(node.line):\(node.column)", node, "<\(node.element)> lies too far outside the canvas; not drawn")
            return
        }
        let path = Self.visiblePart(of: path, reaching: device, on: canvas, style: style)
        // A line has no inside; filling it would draw nothing anyway.
        let fill = node.element == "line" ? nil : paint(style.fill, node, bbox: bbox, current: current)
        let stroke = style.strokeWidth > 0 ? paint(style.stroke, node, bbox: bbox, current: current) : nil
        if fill == nil && stroke == nil { return }
        guard spend(on: path, fill: fill != nil, stroke: stroke != nil, node, canvas: canvas) else { return }
        func paintBoth(_ c: inout Canvas, _ opacity: Double) {
            if let fill { c.fill(path, with: fill, rule: style.fillRule, opacity: style.fillOpacity * opacity) }
            if let stroke { c.stroke(path, style: style.strokeStyle, with: stroke, opacity: style.strokeOpacity * opacity) }
        }
        let opacity = style.opacity * inherited.opacity
        if style.opacity < 1 && fill != nil && stroke != nil, hasLayerRoom(node, inherited) {
            drawLayer(into: &canvas, covering: deviceBounds(node, canvas.transform, ownTransform: false), opacity: opacity) { layer in
                paintBoth(&layer, 1)
            }
        } else {
            paintBoth(&canvas, opacity)
        }
    }

    mutating func paint(_ p: SVGPaint, _ node: SVGNode, bbox: Rect, current: Color) -> Paint? {
        switch p {
        case .none: return nil
        case .color(let c): return .solid(c)
        case .currentColor: return .solid(current)
        case .reference(let id, let fallback):
            let gradient = ResolvedGradient(id: id, in: document.gradients)
            if let gradient, !gradient.isUnusable(bbox: bbox) {
                return gradient.paint(bbox: bbox, viewport: document.userViewport.size, currentColor: current)
            }
            // No such gradient, or one a shape without area cannot use: the fallback paints, if any.
            if let fallback { return paint(fallback, node, bbox: bbox, current: current) }
            if gradient == nil {
                warn("ref:\(id)", node, "url(#\(id)) names no gradient; painting nothing")
            } else {
                warn("bbox:\(id)", node, "url(#\(id)) is in objectBoundingBox units and <\(node.element)> has no width or height; painting nothing")
            }
            return nil
        }
    }
}

extension SVGDocument {
    /// Draws the document onto `canvas`; `transform` maps the viewport (0…size) into the canvas's
    /// current user space. Returns the warnings (parse-time and render-time).
    @discardableResult
    public func render(into canvas: inout Canvas, transform: Transform = .identity,
                       currentColor: Color = .black) -> [SVGWarning] {
        var r = SVGRenderer(document: self, options: SVGRenderOptions(currentColor: currentColor))
        return r.render(into: &canvas, transform: transform)
    }

    @discardableResult
    public func render(into canvas: inout Canvas, transform: Transform = .identity,
                       options: SVGRenderOptions) -> [SVGWarning] {
        var r = SVGRenderer(document: self, options: options)
        return r.render(into: &canvas, transform: transform)
    }

    /// The output size in pixels for the CLI's `--width`, `--height` or `--scale` (at most one;
    /// none means scale 1): the viewport scaled uniformly, each side rounded and at least 1.
    public func pixelSize(width: Int? = nil, height: Int? = nil, scale: Double? = nil) -> (width: Int, height: Int) {
        let w = max(size.width, 0), h = max(size.height, 0)
        // Sizes past any image limit saturate (callers reject them) instead of trapping in Int(_:).
        func px(_ v: Double) -> Int { v.isFinite && v < 1e15 ? max(1, Int(v.rounded())) : Int(1e15) }
        if let width {
            return (max(1, width), w > 0 ? px(Double(width) * h / w) : px(h))
        }
        if let height {
            return (h > 0 ? px(Double(height) * w / h) : px(w), max(1, height))
        }
        let s = scale ?? 1
        return (px(w * s), px(h * s))
    }

    /// The transform that fits the viewport uniformly into `width × height` pixels, centred
    /// (`xMidYMid meet` of the whole viewport).
    public func fittingTransform(width: Int, height: Int) -> Transform {
        guard size.width > 0, size.height > 0 else { return .identity }
        return SVGPreserveAspectRatio.default.transform(
            from: Rect(origin: .zero, size: size),
            to: Rect(x: 0, y: 0, width: Double(width), height: Double(height)))
    }

    /// Renders onto a new transparent pixmap of `width × height`, the viewport fitted uniformly.
    public func renderPixmap(width: Int, height: Int, options: SVGRenderOptions = SVGRenderOptions())
        -> (pixmap: Pixmap, warnings: [SVGWarning]) {
        var canvas = Canvas(width: max(1, width), height: max(1, height))
        let warnings = render(into: &canvas, transform: fittingTransform(width: width, height: height), options: options)
        return (canvas.pixmap, warnings)
    }
}
