import Raster

/// Draws symbols and transitions onto a ``Canvas``.
///
/// Positions are given by the **anchor**: the point (in the canvas's user space, points) where the
/// middle of the symbol's cap-height band at x = 0 lands. SwiftUI centres an `Image` in its frame;
/// centring the anchor instead of the ink box keeps `bell.fill` and `bell.slash.fill` (whose boxes
/// differ) aligned, as the artwork's shared origin intends.
public enum SymbolRenderer {
    /// Draws `symbol` whole.
    public static func draw(_ symbol: Symbol, style: SymbolStyle, anchoredAt anchor: Point, into canvas: inout Canvas) {
        let layers = symbol.layers.map { DrawnLayer(source: .to, role: $0.role) }
        draw(layers, from: symbol, to: symbol, style: style, anchoredAt: anchor, into: &canvas)
    }

    /// Draws `transition` at `progress` (0…1 of its ``SymbolTransition/duration``).
    public static func draw(_ transition: SymbolTransition, at progress: Double, style: SymbolStyle,
                            anchoredAt anchor: Point, into canvas: inout Canvas) {
        draw(transition.layers(at: progress), from: transition.from, to: transition.to, style: style,
             anchoredAt: anchor, into: &canvas)
    }

    /// Draws effect layers (``SymbolTransition/layers(at:)``). Layers of each source draw into one
    /// group, so a gap erases only what its own symbol drew before it; the groups then go over the
    /// canvas `from` first.
    public static func draw(_ layers: [DrawnLayer], from: Symbol, to: Symbol, style: SymbolStyle,
                            anchoredAt anchor: Point, into canvas: inout Canvas) {
        // Each symbol as drawn at the style's weight and scale: a template's variant, or ours scaled.
        for (source, symbol) in [(DrawnLayer.Source.from, from.resolved(for: style)), (.to, to.resolved(for: style))] {
            let delta = max(0, style.weight.outlineOffset - symbol.appliedOffset)
            let reach = symbol.slashReach + max(style.weight.outlineOffset, symbol.appliedOffset)
            let mine = layers.filter { $0.source == source }
            guard mine.contains(where: { $0.opacity > 0 && $0.role != .gap && $0.drawOn != 0 }) else { continue }
            let grid = symbol.metrics.anchor
            let base = Transform.translation(-grid.x, -grid.y)
                .concatenating(.scale(style.unitScale))
                .concatenating(.translation(anchor.x, anchor.y))
                .concatenating(canvas.transform)
            // A knocked-out slashed glyph (`mic.slash.circle.fill`): its gap and slash shape the cut-out.
            let knockoutCut = symbol.layer(.knockout) == nil ? nil : symbol.layer(.gap).map { outside($0.path, except: symbol.layer(.slash)?.path) }
            // A filled enclosure with its glyph already cut in (`SymbolLayer.cutOut`) is one fill, and the
            // glyph is not erased again, when the two are drawn alike (an effect that moves them apart,
            // or a weight still to offset, draws them apart as before).
            let knockout = mine.first { $0.role == .knockout }
            let cutIn = delta == 0 && knockoutCut == nil && knockout.map { k in
                k.opacity > 0 && k.drawOn == nil && mine.contains { d in
                    symbol.layer(d.role)?.cutOut != nil && d.scale == k.scale && d.offset == k.offset && d.drawOn == nil
                }
            } ?? false
            canvas.drawLayer { group in
                for drawn in mine {
                    guard let layer = symbol.layer(drawn.role) else { continue }
                    if knockoutCut != nil && drawn.role.isSlashPart { continue }
                    let isGap = drawn.role == .gap
                    guard isGap || drawn.opacity > 0 else { continue }
                    if let d = drawn.drawOn, d <= 0 { continue }
                    group.transform = Transform.translation(-grid.x, -grid.y)
                        .concatenating(.scale(drawn.scale))
                        .concatenating(.translation(grid.x + drawn.offset.x, grid.y + drawn.offset.y))
                        .concatenating(base)
                    let path = cutIn ? layer.cutOut ?? layer.path : layer.path.inkOffset(by: delta)
                    let paint: Color = isGap ? .black : style.color(of: drawn.role)
                    let opacity = isGap ? 1 : drawn.opacity * style.mode.opacity(of: drawn.role)
                    let blend: BlendMode = isGap ? .destinationOut : .sourceOver
                    // The gap erases only on its own (upper-right) side of the slash axis: under the
                    // slash the bar paints opaquely anyway, and erasing there too would leave a seam
                    // of half-erased pixels along the bar's lower-left edge (erase c, then paint c).
                    let side = isGap ? symbol.slash.map(gapSideClip) : drawn.role == .knockout ? knockoutCut : nil
                    let reveal = drawn.drawOn.flatMap { d in d < 1 ? symbol.slash.map { drawOnClip($0, fraction: d, reach: reach) } : nil }
                    group.withClips([side, reveal].compactMap { $0 }) { c in
                        if drawn.role == .knockout {
                            // Cut out whole (the hole is the enclosure's shape); painted back outside monochrome.
                            if !cutIn { c.fill(path, with: .solid(.black), blend: .destinationOut, opacity: 1) }
                            if !style.mode.paintsKnockout || drawn.opacity <= 0 { return }
                        }
                        if style.mode == .multicolor && !isGap && !layer.multicolor.isEmpty {
                            // Each piece in the colour the artwork names for it (docs/symbols.md, "Rendering modes").
                            for part in layer.multicolor {
                                c.fill(part.path.inkOffset(by: delta), with: .solid(style.color(ofMulticolor: part.color)),
                                       blend: blend, opacity: opacity)
                            }
                            return
                        }
                        c.fill(path, with: .solid(paint), blend: blend, opacity: opacity)
                    }
                }
            }
        }
    }

    /// The draw-on half-plane of docs/symbols-format.md, `dot(p − start, u) ≤ −r + t·(L + 2r)`, as a
    /// large polygon in grid units; `r` is the slash/gap reach past the axis ends (8, plus the weight offset).
    public static func drawOnClip(_ axis: Symbol.SlashAxis, fraction t: Double, reach r: Double) -> Path {
        let u = axis.direction, n = u.perpendicular
        let far = 1000.0
        let limit = -r + t * (axis.length + 2 * r)
        let a = axis.start + u * limit, b = axis.start - u * far
        var p = Path()
        p.move(to: a + n * far); p.line(to: b + n * far); p.line(to: b - n * far); p.line(to: a - n * far); p.close()
        return p
    }

    /// The half-plane on the gap's side of the slash axis, `dot(p − start, n) ≥ 0` with `n = (dy, −dx)`.
    public static func gapSideClip(_ axis: Symbol.SlashAxis) -> Path {
        let u = axis.direction, n = Point(u.y, -u.x)
        let far = 1000.0
        let a = axis.start - u * far, b = axis.start + u * far
        var p = Path()
        p.move(to: a); p.line(to: b); p.line(to: b + n * far); p.line(to: a + n * far); p.close()
        return p
    }

    /// Everything outside `region` but inside `except`, as a clip: a large square with `region` cut out
    /// (wound against it) and `except` added back, filled non-zero.
    static func outside(_ region: Path, except: Path?) -> Path {
        let far = 1000.0
        var p = Path.rect(Rect(x: -far, y: -far, width: 2 * far, height: 2 * far)).orientedForNonZero(rule: .nonZero)
        p.addPath(region.reversedContours())
        if let except { p.addPath(except) }
        return p
    }

    /// The box (grid units, the symbol's frame) that holds `symbol` at `style`'s weight: the image
    /// box, grown by any offset beyond the artwork's 2-unit margin.
    /// A template's variants have their weight drawn in, so their box is their own.
    public static func imageBox(of symbol: Symbol, style: SymbolStyle) -> Rect {
        let symbol = symbol.resolved(for: style)
        let extra = symbol.variants == nil ? max(0, style.weight.outlineOffset - 2) : 0
        return symbol.metrics.box.insetBy(dx: -extra, dy: -extra)
    }

    /// `symbol` alone on a transparent canvas sized by its metrics: `pointSize × scale` pixels per
    /// 100 units, the image box rounded outward to whole pixels.
    public static func image(of symbol: Symbol, style: SymbolStyle, scale: Double = 1) -> Pixmap {
        let symbol = symbol.resolved(for: style)
        let box = imageBox(of: symbol, style: style)
        let (canvasBox, anchor) = pixelFrame(box, anchor: symbol.metrics.anchor, unit: style.unitScale * scale)
        var canvas = Canvas(width: canvasBox.w, height: canvasBox.h)
        canvas.transform = .scale(scale)
        SymbolRenderer.draw(symbol, style: style, anchoredAt: anchor / scale, into: &canvas)
        return canvas.pixmap
    }

    /// One frame of `transition` on a transparent canvas that holds both symbols at the largest
    /// scale any effect reaches, anchors aligned.
    public static func image(of transition: SymbolTransition, at progress: Double, style: SymbolStyle, scale: Double = 1) -> Pixmap {
        let box = transitionBox(transition, style: style)
        let (size, anchor) = pixelFrame(box, anchor: .zero, unit: style.unitScale * scale)
        var canvas = Canvas(width: size.w, height: size.h)
        canvas.transform = .scale(scale)
        draw(transition, at: progress, style: style, anchoredAt: anchor / scale, into: &canvas)
        return canvas.pixmap
    }

    /// Both image boxes relative to their anchors, united and scaled by the largest effect scale.
    public static func transitionBox(_ transition: SymbolTransition, style: SymbolStyle) -> Rect {
        func relative(_ s: Symbol) -> Rect {
            let s = s.resolved(for: style)
            return imageBox(of: s, style: style).offsetBy(dx: -s.metrics.anchor.x, dy: -s.metrics.anchor.y)
        }
        let united = relative(transition.from).union(relative(transition.to))
        let k = SymbolEffectConstants.largestScale
        return Rect(x: united.minX * k, y: united.minY * k, width: united.width * k, height: united.height * k)
    }

    /// Pixel size for `box` (grid units) at `unit` pixels per unit, and where `anchor` lands in pixels.
    static func pixelFrame(_ box: Rect, anchor: Point, unit: Double) -> ((w: Int, h: Int), Point) {
        let x0 = (box.minX * unit).rounded(.down), y0 = (box.minY * unit).rounded(.down)
        let x1 = (box.maxX * unit).rounded(.up), y1 = (box.maxY * unit).rounded(.up)
        return ((max(1, Int(x1 - x0)), max(1, Int(y1 - y0))), Point(anchor.x * unit - x0, anchor.y * unit - y0))
    }
}

extension Canvas {
    /// Runs `body` inside every clip of `clips` (intersected), or unclipped when there are none.
    mutating func withClips(_ clips: [Path], _ body: (inout Canvas) -> Void) {
        guard let first = clips.first else { body(&self); return }
        withClip(first) { c in c.withClips(Array(clips.dropFirst()), body) }
    }
}
