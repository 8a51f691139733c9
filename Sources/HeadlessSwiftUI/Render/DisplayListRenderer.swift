import Raster
import Symbols

/// Draws a display list onto a Raster canvas. Each item's effects are applied outermost first: an opacity
/// becomes a layer composited at that opacity (or, innermost, the paint's own opacity), a shadow draws the
/// item's shadow under it (σ = 0.95 × radius, measured on iOS), a clip clips. Groups are drawn into a layer,
/// filtered, and composited with their own effects.
struct DisplayListRenderer {
    /// What was prepared once for items that look the same in every frame (see ``RenderCache``).
    let cache: RenderCache?

    func draw(_ items: [DisplayItem], into canvas: inout Raster.Canvas) {
        var next = items.startIndex
        while next < items.endIndex {
            let rows = drawRowLayers(items[next...], into: &canvas)
            if rows == 0 { draw(items[next], into: &canvas) }
            next += max(rows, 1)
        }
    }

    /// SwiftUI's shadow radius is Core Animation's `shadowRadius`; the blur's σ measured on iOS renders.
    static let shadowSigmaPerRadius = 0.95

    func draw(_ item: DisplayItem, into canvas: inout Raster.Canvas) {
        // Opacities after the last shadow or clip multiply into the drawing itself.
        var effects = item.effects[...]
        var opacity = 1.0
        while case .opacity(let o)? = effects.last { opacity *= o; effects.removeLast() }
        if opacity <= 0 { return }
        if effects.isEmpty, let cache, cache.draw(item, opacity: opacity, into: &canvas) { return }
        let outer = canvas.layerBounds
        if let reach = Self.layerBounds(of: item) { canvas.layerBounds = reach }
        apply(effects, to: item, opacity: opacity, into: &canvas)
        canvas.layerBounds = outer
    }

    private func apply(_ effects: ArraySlice<LeafEffect>, to item: DisplayItem, opacity: Double, into canvas: inout Raster.Canvas) {
        guard let first = effects.first else {
            drawContent(item, opacity: opacity, into: &canvas)
            return
        }
        let rest = effects.dropFirst()
        switch first {
        case .opacity(let o):
            if o <= 0 { return }
            canvas.drawLayer(opacity: o) { layer in apply(rest, to: item, opacity: opacity, into: &layer) }
        case .shadow(let spec, let transform) where spec.inner:
            let saved = canvas.transform
            canvas.transform = transform
            canvas.drawWithInnerShadow(color: spec.color, sigma: spec.radius * Self.shadowSigmaPerRadius, offset: Raster.Point(spec.x, spec.y)) { layer in
                layer.transform = saved
                apply(rest, to: item, opacity: opacity, into: &layer)
            }
            canvas.transform = saved
        case .shadow(let spec, let transform):
            let saved = canvas.transform
            canvas.transform = transform
            if let circle = Self.opaqueCircle(item, rest: rest, opacity: opacity), spec.radius > 0 {
                let sigma = spec.radius * Self.shadowSigmaPerRadius * transform.maxScale
                let shadow = cache?.circleShadow(radius: circle.radius * item.transform.maxScale, sigma: sigma)
                    ?? CircleShadow(radius: circle.radius * item.transform.maxScale, sigma: sigma)
                canvas.drawWithShadow(of: shadow, center: transform.inverted.map { $0.apply(item.transform.apply(circle.center)) } ?? circle.center,
                                      color: spec.color, offset: Raster.Point(spec.x, spec.y)) { layer in
                    layer.transform = saved
                    apply(rest, to: item, opacity: opacity, into: &layer)
                }
            } else {
                canvas.drawWithShadow(color: spec.color, sigma: spec.radius * Self.shadowSigmaPerRadius, offset: Raster.Point(spec.x, spec.y)) { layer in
                    layer.transform = saved
                    apply(rest, to: item, opacity: opacity, into: &layer)
                }
            }
            canvas.transform = saved
        case .clip(let path, let transform, let rule):
            let saved = canvas.transform
            canvas.transform = transform
            canvas.withClip(path, rule: rule) { clipped in
                clipped.transform = saved
                apply(rest, to: item, opacity: opacity, into: &clipped)
            }
            canvas.transform = saved
        }
    }

    private func drawContent(_ item: DisplayItem, opacity: Double, into canvas: inout Raster.Canvas) {
        let saved = canvas.transform
        canvas.transform = item.transform
        defer { canvas.transform = saved }
        switch item.content {
        case .fill(let path, let paint, let rule):
            canvas.fill(path, with: paint, rule: rule, opacity: opacity)
        case .stroke(let path, let style, let paint):
            canvas.stroke(path, style: style, with: paint, opacity: opacity)
        case .symbol(let symbol):
            for part in symbol.parts {
                let alpha = part.opacity * opacity
                if alpha >= 1 {
                    SymbolRenderer.draw(part.layers, from: part.from, to: part.to, style: part.style, anchoredAt: symbol.anchor, into: &canvas)
                } else {
                    canvas.drawLayer(opacity: alpha) { layer in
                        SymbolRenderer.draw(part.layers, from: part.from, to: part.to, style: part.style, anchoredAt: symbol.anchor, into: &layer)
                    }
                }
            }
        case .group(.projection(let h), let children):
            canvas.transform = saved
            drawProjected(children, by: h, opacity: opacity, into: &canvas)
        case .group(.backdrop(let material, let path, let rule), let children):
            canvas.transform = saved
            let behind = Self.blurredBackdrop(material, under: path, at: item.transform, in: canvas)
            canvas.drawLayer(opacity: opacity * material.opacity) { layer in
                if let behind {
                    layer.transform = item.transform
                    layer.withClip(path, rule: rule) { $0.drawPixmap(behind.pixmap, atX: behind.originX, y: behind.originY) }
                    layer.transform = saved
                }
                draw(children, into: &layer)
            }
        case .group(let effect, let children):
            canvas.transform = saved
            let blend: Raster.BlendMode = if case .blend(let mode) = effect { mode } else { .sourceOver }
            canvas.drawLayer(opacity: opacity, blend: blend) { layer in
                draw(children, into: &layer)
                switch effect {
                case .composite, .blend, .backdrop: break
                case .blur(let sigma): layer.blur(sigma: sigma)
                case .colorMatrix(let m): layer.applyColorMatrix(m.matrix)
                case .mask(let maskItems):
                    var mask = Raster.Canvas(window: layer.bounds)
                    draw(maskItems, into: &mask)
                    layer.mask(by: mask)
                case .projection: break
                }
            }
        }
    }

    /// A material's backdrop: the pixels `canvas` holds under `path` (at `transform`), blurred (σ = the
    /// radius in device pixels, as `.blur(radius:)`; Raster's `Canvas+Backdrop.swift`) and saturated; nil
    /// when the path is off the canvas.
    static func blurredBackdrop(_ material: ResolvedMaterial, under path: Raster.Path, at transform: Raster.Transform,
                                in canvas: Raster.Canvas) -> Raster.Canvas? {
        let box = path.bounds.applying(transform)
        guard var behind = canvas.blurredCopy(of: IntRect(enclosing: box).grownBy(1), sigma: material.blurRadius * transform.maxScale)
        else { return nil }
        behind.applyColorMatrix(ColorMatrixEffect.saturation(material.saturation).matrix)
        return behind
    }

    /// A projection group: its children drawn flat into a canvas of their own device pixels, warped onto
    /// `canvas` (Raster's `Canvas+ProjectiveWarp.swift`). The flat canvas holds at most the canvas's pixels
    /// and as much again on every side: what lies farther out of the frame is not drawn.
    private func drawProjected(_ children: [DisplayItem], by h: Raster.ProjectiveTransform, opacity: Double, into canvas: inout Raster.Canvas) {
        guard let flatBounds = children.map(\.deviceBounds).reduce(nil as Raster.Rect?, { acc, next in acc.map { $0.union(next) } ?? next })
        else { return }
        let frame = canvas.bounds
        let limit = frame.grownBy(max(frame.width, frame.height))
        guard let window = IntRect(enclosing: flatBounds).grownBy(2).intersection(limit) else { return }
        var flat = Raster.Canvas(window: window)
        draw(children, into: &flat)
        canvas.drawWarped(flat, by: h, opacity: opacity)
    }

    /// An item that is one opaque circle with nothing after its shadow but its own fill: its shadow is the
    /// blurred circle's, read from a radial profile instead of blurring pixels.
    static func opaqueCircle(_ item: DisplayItem, rest: ArraySlice<LeafEffect>, opacity: Double) -> (center: Raster.Point, radius: Double)? {
        guard rest.isEmpty, opacity >= 1, item.name == "Circle", case .fill(let path, .solid(let color), _) = item.content,
              color.alpha >= 1 else { return nil }
        let b = path.bounds
        guard abs(b.width - b.height) < 1e-9, b.width > 0 else { return nil }
        return (b.center, b.width / 2)
    }
}

extension ColorMatrixEffect {
    /// The 4 × 5 matrix on straight RGBA (SwiftUI's colour effects, as Core Image defines them).
    var matrix: [Float] {
        let lr: Float = 0.2126, lg: Float = 0.7152, lb: Float = 0.0722
        func saturate(_ s: Float) -> [Float] {
            [lr + (1 - lr) * s, lg - lg * s, lb - lb * s, 0, 0,
             lr - lr * s, lg + (1 - lg) * s, lb - lb * s, 0, 0,
             lr - lr * s, lg - lg * s, lb + (1 - lb) * s, 0, 0,
             0, 0, 0, 1, 0]
        }
        switch self {
        case .brightness(let b):
            let k = Float(b)
            return [1, 0, 0, 0, k, 0, 1, 0, 0, k, 0, 0, 1, 0, k, 0, 0, 0, 1, 0]
        case .contrast(let c):
            let k = Float(c), o = 0.5 * (1 - k)
            return [k, 0, 0, 0, o, 0, k, 0, 0, o, 0, 0, k, 0, o, 0, 0, 0, 1, 0]
        case .saturation(let s): return saturate(Float(s))
        case .grayscale(let g): return saturate(1 - Float(g))
        case .hueRotation(let angle):
            let c = Float(cos(angle)), s = Float(sin(angle))
            return [0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0, 0,
                    0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283, 0, 0,
                    0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0, 0,
                    0, 0, 0, 1, 0]
        case .colorMultiply(let color):
            let r = Float(color.red), g = Float(color.green), b = Float(color.blue), a = Float(color.alpha)
            return [r, 0, 0, 0, 0, 0, g, 0, 0, 0, 0, 0, b, 0, 0, 0, 0, 0, a, 0]
        case .luminanceToAlpha:
            return [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, lr, lg, lb, 0, 0]
        case .colorInvert:
            return [-1, 0, 0, 0, 1, 0, -1, 0, 0, 1, 0, 0, -1, 0, 1, 0, 0, 0, 1, 0]
        }
    }
}
