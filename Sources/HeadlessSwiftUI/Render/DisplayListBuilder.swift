import Raster
import Symbols
import Typesetting

/// Builds the display list of one instant: walks the tree to draw at `time`, takes each node's animated
/// values from its track, and turns leaves into items with the effects above them.
struct DisplayListBuilder {
    let model: AnimationModel
    let time: Double
    /// Static leaves (those that look the same at every instant they are drawn, ``DisplayItem/cacheID``
    /// set) to leave out, by node key: for a pass over many instants that needs each of them once, such as
    /// the scene's drawing bounds.
    var skippingStaticLeaves: Set<Int> = []
    /// Subtrees to leave out whole where their root is static, by key: ones whose leaves are all in
    /// `skippingStaticLeaves` and that draw nothing else (``AnimationModel/collectCountedStaticSubtrees(_:kinds:counted:into:)``).
    var skippingStaticSubtrees: Set<Int> = []

    /// The display list at `time`, with point-to-pixel transform `base` for the roots.
    func build(base: Raster.Transform) -> DisplayList {
        let index = model.stateIndex(at: time)
        var items: [DisplayItem] = []
        for root in model.structures[index] {
            emit(root, parent: base, effects: [], isStatic: true, into: &items)
        }
        return DisplayList(items: items)
    }

    /// The node of `key` as presented at `time` (values animated), or nil before it exists.
    func presented(_ key: Int) -> ResolvedNode? {
        model.tracks[key].flatMap(presented)
    }

    /// The node of `track` as presented at `time`.
    func presented(_ track: NodeTrack) -> ResolvedNode? {
        guard let template = track.template(at: time), let values = track.values(at: time) else { return nil }
        return AnimatableValues.decode(values, into: template)
    }

    /// `transitionBlurred`: the node is being drawn inside the group of its own transition's blur, so the
    /// blur part is not applied again. `placed`: the node's transform and effects with its whole transition
    /// applied already (the innermost step of a transition given by its bodies).
    private func emit(_ structure: AnimationModel.Structure, parent: Raster.Transform, effects inherited: [LeafEffect],
                      isStatic parentIsStatic: Bool, transitionBlurred: Bool = false,
                      placed: (transform: Raster.Transform, effects: [LeafEffect])? = nil, into items: inout [DisplayItem]) {
        // A listed subtree's root is static itself: under a static parent, so is the subtree.
        if parentIsStatic && skippingStaticSubtrees.contains(structure.key) { return }
        guard let track = model.tracks[structure.key], let node = model.constantNode(structure.key, at: time) ?? presented(track) else { return }
        // Static: this node and everything above it look the same at every instant (opacities aside).
        let isStatic = parentIsStatic && (model.constantKeys.contains(node.key) || model.opacityOnlyKeys.contains(node.key))
        if isStatic && node.content.isLeaf && skippingStaticLeaves.contains(node.key) { return }
        var transform = Raster.Transform.translation(Double(node.frame.minX), Double(node.frame.minY)).concatenating(parent)
        var effects = inherited
        let size = node.frame.size

        if let placed {
            (transform, effects) = placed
        } else if !applyTransition(structure, node: node, track: track, parent: parent, inherited: inherited, isStatic: isStatic,
                                   transitionBlurred: transitionBlurred, transform: &transform, effects: &effects, into: &items) {
            return
        }

        let local = CGRect(origin: .zero, size: size)
        func item(_ content: DisplayItem.Content) -> DisplayItem {
            DisplayItem(key: node.key, name: node.name, transform: transform, effects: effects, content: content,
                        cacheID: isStatic ? node.key * Self.itemsPerNode : nil)
        }
        func children(_ list: [AnimationModel.Structure], _ t: Raster.Transform, _ e: [LeafEffect], _ out: inout [DisplayItem]) {
            for child in list { emit(child, parent: t, effects: e, isStatic: isStatic, into: &out) }
        }

        switch node.content {
        case .none:
            children(structure.children, transform, effects, &items)
        case .background:
            children(structure.children.reversed(), transform, effects, &items)
        case .scrollClip(let reach):
            let clip = CGRect(x: -reach.leading, y: -reach.top, width: size.width + reach.horizontal, height: size.height + reach.vertical)
            children(structure.children, transform, effects + [.clip(Raster.Path.rect(clip.raster), transform, .nonZero)], &items)
        case .shape(let leaf):
            if case .fill(.material(let material), let evenOdd) = leaf.drawing {
                // Not cached: what it shows depends on what is drawn below it.
                let path = leaf.shape.path(in: local).storage, rule: FillRule = evenOdd ? .evenOdd : .nonZero
                let tint = DisplayItem(key: node.key, name: node.name, transform: transform, effects: [],
                                       content: .fill(path, .solid(material.tint), rule), cacheID: nil)
                items.append(DisplayItem(key: node.key, name: node.name, transform: transform, effects: effects,
                                         content: .group(.backdrop(material, path, rule), [tint]), cacheID: nil))
            } else {
                var drawn = item(Self.shapeContent(leaf, in: local))
                drawn.effects += Self.shadows(of: leaf.paint, at: transform)
                items.append(drawn)
            }
        case .divider(let paint):
            items.append(item(.fill(Raster.Path.rect(local.raster), paint.rasterPaint(in: local), .nonZero)))
        case .canvas(let drawing):
            // What the renderer recorded, as ordinary items under this node (not cached: a canvas's items
            // are many and numbered past a node's block of cache ids).
            items += drawing.placed(key: node.key, name: node.name, transform: transform, effects: effects)
        case .text(let leaf, let block):
            emitText(node, leaf: leaf, block: block, track: track, transform: transform, effects: effects, isStatic: isStatic, into: &items)
        case .image(let leaf):
            emitImage(node, leaf: leaf, track: track, transform: transform, effects: effects, isStatic: isStatic, into: &items)
        case .effect(.mask):
            var inner: [DisplayItem] = [], mask: [DisplayItem] = []
            if let content = structure.children.first { emit(content, parent: transform, effects: [], isStatic: false, into: &inner) }
            for m in structure.children.dropFirst() { emit(m, parent: transform, effects: [], isStatic: false, into: &mask) }
            items.append(item(.group(.mask(mask), inner)))
        case .effect(let effect):
            emitEffect(effect, of: node, transform: transform, effects: effects, isStatic: isStatic, into: &items) { t, e, staticOK, out in
                for child in structure.children { emit(child, parent: t, effects: e, isStatic: staticOK && isStatic, into: &out) }
            }
        }
    }

    /// The node's insertion or removal transition at `time`, and the identity effects of a transition given by
    /// its bodies. Either it moves `transform` and adds to `effects` (true: draw the node with them), or it
    /// draws the node itself, inside a transition's blur group or its bodies' effects, or finds it gone
    /// (false: nothing more to draw).
    private func applyTransition(_ structure: AnimationModel.Structure, node: ResolvedNode, track: NodeTrack, parent: Raster.Transform,
                                 inherited: [LeafEffect], isStatic: Bool, transitionBlurred: Bool,
                                 transform: inout Raster.Transform, effects: inout [LeafEffect], into items: inout [DisplayItem]) -> Bool {
        let size = node.frame.size
        // Insertion and removal transitions: the active state's modifiers, weighted by 1 − presence.
        let presence = track.presence.value(at: time)
        var blur = 0.0
        // A transition given by its bodies draws its identity effects while the view is in place.
        var phaseEffects = node.transition?.identityEffects ?? []
        if presence < 1 {
            if presence <= 0, track.presence.finalValue <= 0 { return false }
            let parts = track.presenceParts.last { AnimationModel.applies($0.time, at: time) }?.parts ?? [.opacity]
            for part in parts {
                let away = 1 - presence
                switch part {
                case .opacity: effects.append(.opacity(max(0, presence)))
                case .scale(let s, let anchor):
                    let k = Double(s) + (1 - Double(s)) * presence
                    transform = Self.about(anchor, in: size, .scale(k, k)).concatenating(transform)
                case .offset(let o): transform = .translation(Double(o.width) * away, Double(o.height) * away)
                    .concatenating(transform)
                case .move(let edge):
                    let (dx, dy): (Double, Double) = switch edge {
                    case .leading: (-Double(size.width), 0)
                    case .trailing: (Double(size.width), 0)
                    case .top: (0, -Double(size.height))
                    case .bottom: (0, Double(size.height))
                    }
                    let mirror = node.direction == .rightToLeft && (edge == .leading || edge == .trailing) ? -1.0 : 1.0
                    transform = .translation(dx * away * mirror, dy * away).concatenating(transform)
                case .blur(let radius): blur += Double(radius) * min(1, max(0, away))
                case .effects(let active, let identity): phaseEffects = Self.weighted(active, identity, presence: presence)
                case .bodies, .identity: break
                }
            }
        }
        // A transition's blur (`.blurReplace`): the node's whole drawing, its opacity and scale within,
        // blurred as one group (σ = the radius in device pixels, as `.blur(radius:)` draws).
        if blur > 0, !transitionBlurred {
            var inner: [DisplayItem] = []
            emit(structure, parent: parent, effects: [], isStatic: false, transitionBlurred: true, into: &inner)
            items.append(DisplayItem(key: node.key, name: node.name, transform: transform, effects: inherited,
                                     content: .group(.blur(sigma: blur * transform.maxScale), inner), cacheID: nil))
            return false
        }
        // A transition's own effects wrap the node's drawing, outermost first, as its body wrote them.
        if !phaseEffects.isEmpty {
            func wrap(_ chain: ArraySlice<Effect>, _ t: Raster.Transform, _ e: [LeafEffect], _ out: inout [DisplayItem]) {
                guard let effect = chain.first else {
                    emit(structure, parent: parent, effects: inherited, isStatic: isStatic, transitionBlurred: transitionBlurred,
                         placed: (t, e), into: &out)
                    return
                }
                emitEffect(effect, of: node, transform: t, effects: e, isStatic: false, into: &out) { t2, e2, _, out2 in
                    wrap(chain.dropFirst(), t2, e2, &out2)
                }
            }
            wrap(phaseEffects[...], transform, effects, &items)
            return false
        }
        return true
    }

    /// Draws `effect` of `node` (a frame at `transform`, under `effects`) around what `inner` draws: `inner`
    /// is given the transform and effects to draw with, and whether what it draws may be cached as static
    /// (not inside a group, whose items are drawn afresh). A mask, with two contents, is drawn by `emit`.
    private func emitEffect(_ effect: Effect, of node: ResolvedNode, transform: Raster.Transform, effects: [LeafEffect], isStatic: Bool,
                            into items: inout [DisplayItem],
                            inner: (Raster.Transform, [LeafEffect], Bool, inout [DisplayItem]) -> Void) {
        let size = node.frame.size
        func item(_ content: DisplayItem.Content) -> DisplayItem {
            DisplayItem(key: node.key, name: node.name, transform: transform, effects: effects, content: content,
                        cacheID: isStatic ? node.key * Self.itemsPerNode : nil)
        }
        /// A projection of the view's own points: an affine one moves the children's drawing as a rotation
        /// does; a perspective one draws them flat into a group, warped as a whole in device space by
        /// T⁻¹ · P · T (back to the view's points, projected, to pixels again; left applies first).
        func project(_ p: Raster.ProjectiveTransform) {
            // 1e-12: cos and sin of whole quarter turns are 1e-16 off, not 0.
            if p.isAffine(tolerance: 1e-12) {
                inner(p.affine.concatenating(transform), effects, true, &items)
                return
            }
            guard let inverse = transform.inverted else { return }
            let device = Raster.ProjectiveTransform(inverse).concatenating(p).concatenating(Raster.ProjectiveTransform(transform))
            var grouped: [DisplayItem] = []
            inner(transform, [], false, &grouped)
            items.append(item(.group(.projection(device), grouped)))
        }
        switch effect {
        case .opacity(let o):
            // An opacity of 1 changes nothing: it adds no layer.
            inner(transform, o >= 1 ? effects : effects + [.opacity(max(0, o))], true, &items)
        case .offset(let o):
            inner(.translation(Double(o.width), Double(o.height)).concatenating(transform), effects, true, &items)
        case .shadow(let spec):
            inner(transform, effects + [.shadow(spec, transform)], true, &items)
        case .scale(let s, let anchor):
            inner(Self.about(anchor, in: size, .scale(Double(s.width), Double(s.height))).concatenating(transform), effects, true, &items)
        case .rotation(let angle, let anchor):
            inner(Self.about(anchor, in: size, .rotation(angle.radians)).concatenating(transform), effects, true, &items)
        case .rotation3D(let spec):
            project(spec.projection(in: size, rightToLeft: node.direction == .rightToLeft).raster)
        case .projection(let m):
            project(m.raster)
        case .clip(let shape, let evenOdd):
            let path = shape.path(in: CGRect(origin: .zero, size: size)).storage
            inner(transform, effects + [.clip(path, transform, evenOdd ? .evenOdd : .nonZero)], true, &items)
        case .compositingGroup, .blur, .colorMatrix, .blendMode:
            var grouped: [DisplayItem] = []
            inner(transform, [], false, &grouped)
            let group: GroupEffect = switch effect {
            case .blur(let radius, _): .blur(sigma: radius * transform.maxScale)
            case .colorMatrix(let m): .colorMatrix(m)
            case .blendMode(let mode): .blend(mode)
            default: .composite
            }
            items.append(item(.group(group, grouped)))
        case .visualEffects(let chain):
            // Outermost first, each around the next, as nested modifiers draw.
            func wrap(_ rest: ArraySlice<Effect>, _ t: Raster.Transform, _ e: [LeafEffect], _ staticOK: Bool, _ out: inout [DisplayItem]) {
                guard let first = rest.first else { inner(t, e, staticOK, &out); return }
                emitEffect(first, of: node, transform: t, effects: e, isStatic: isStatic && staticOK, into: &out) { t2, e2, ok, out2 in
                    wrap(rest.dropFirst(), t2, e2, staticOK && ok, &out2)
                }
            }
            wrap(chain[...], transform, effects, true, &items)
        case .visualEffect:
            inner(transform, effects, true, &items)
        case .mask, .hidden:
            break
        }
    }

    /// A transition's effects at `presence`: each value `presence` of the way from `active` to `identity`
    /// (past either end under a spring's overshoot). Lists that do not pair up jump at the end.
    static func weighted(_ active: [Effect], _ identity: [Effect], presence: Double) -> [Effect] {
        var from: [Double] = [], to: [Double] = []
        for effect in active { AnimatableValues.encode(effect, into: &from) }
        for effect in identity { AnimatableValues.encode(effect, into: &to) }
        guard active.count == identity.count, from.count == to.count,
              zip(active, identity).allSatisfy({ Effect.sameKind($0, $1) }) else { return presence >= 1 ? identity : active }
        var values = zip(from, to).map { a, b in a + (b - a) * presence }[...]
        return identity.map { AnimatableValues.decode($0, &values) }
    }

    /// Cache ids: a node's items are numbered within its key's block (text has one item per run).
    static let itemsPerNode = 64

    /// A transform that applies `t` about the unit point `anchor` of a frame of `size`.
    static func about(_ anchor: UnitPoint, in size: CGSize, _ t: Raster.Transform) -> Raster.Transform {
        let ax = Double(anchor.x * size.width), ay = Double(anchor.y * size.height)
        return Raster.Transform.translation(-ax, -ay).concatenating(t).concatenating(.translation(ax, ay))
    }

    static func shapeContent(_ leaf: ShapeLeaf, in rect: CGRect) -> DisplayItem.Content {
        switch leaf.drawing {
        case .fill(let paint, let evenOdd):
            return .fill(leaf.shape.path(in: rect).storage, paint.rasterPaint(in: rect), evenOdd ? .evenOdd : .nonZero)
        case .stroke(let paint, let style):
            let path = leaf.shape.path(in: rect).storage
            let dashed = style.dash.isEmpty ? path : path.dashed(style.dash.map(Double.init), phase: Double(style.dashPhase))
            return .stroke(dashed, style.raster, paint.rasterPaint(in: rect))
        case .strokeBorder(let paint, let style):
            let inset = rect.insetBy(dx: style.lineWidth / 2, dy: style.lineWidth / 2)
            let path = leaf.shape.path(in: inset).storage
            let dashed = style.dash.isEmpty ? path : path.dashed(style.dash.map(Double.init), phase: Double(style.dashPhase))
            return .stroke(dashed, style.raster, paint.rasterPaint(in: rect))
        }
    }

    // MARK: Text

    private func emitText(_ node: ResolvedNode, leaf: TextLeaf, block: TextBlock, track: NodeTrack, transform: Raster.Transform,
                          effects: [LeafEffect], isStatic: Bool, into items: inout [DisplayItem]) {
        let size = node.frame.size
        guard let change = activeContentChange(track), case .text(let oldLeaf, let oldBlock) = change.from.content,
              change.transition.kind != .identity else {
            Self.textItems(node, leaf, block, size: size, transform: transform, effects: effects, isStatic: isStatic, into: &items)
            return
        }
        let p = min(1, max(0, change.animation.sample(from: 0.0, to: 1.0, elapsed: time - change.time).value))
        if let down = change.transition.numericCountsDown(from: oldLeaf.transition) {
            emitNumericText(node, leaf: leaf, block: block, from: change.from, oldLeaf: oldLeaf, oldBlock: oldBlock, toSize: change.toSize,
                            countsDown: down, progress: p, transform: transform, effects: effects, into: &items)
            return
        }
        // The old text stays centred where the view is; the new one is laid out in the view.
        let oldSize = change.from.frame.size
        let oldTransform = Raster.Transform.translation(Double(size.width - oldSize.width) / 2, Double(size.height - oldSize.height) / 2)
            .concatenating(transform)
        let newTransform = transform
        var old = change.from
        old.frame.size = oldSize
        Self.textItems(old, oldLeaf, oldBlock, size: oldSize, transform: oldTransform, effects: effects + [.opacity(1 - p)], isStatic: false, into: &items)
        Self.textItems(node, leaf, block, size: size, transform: newTransform, effects: effects + [.opacity(p)], isStatic: false, into: &items)
    }

    /// The text's runs as fills: each line aligned in the frame (`multilineTextAlignment`, leading being the
    /// right edge under right-to-left), lines stacked from the top.
    static func textItems(_ node: ResolvedNode, _ leaf: TextLeaf, _ block: TextBlock, size: CGSize, transform: Raster.Transform,
                          effects: [LeafEffect], isStatic: Bool, into items: inout [DisplayItem]) {
        let paths = textRunPaths(leaf, block, width: Double(size.width), rightToLeft: node.direction == .rightToLeft)
        let frame = CGRect(origin: .zero, size: size)
        for (index, path) in paths.enumerated() where !path.isEmpty {
            let paint = leaf.runs[index].paint
            items.append(DisplayItem(key: node.key, name: node.name, transform: transform, effects: effects + shadows(of: paint, at: transform),
                                     content: .fill(path, paint.rasterPaint(in: frame), .nonZero),
                                     cacheID: isStatic ? node.key * itemsPerNode + index % itemsPerNode : nil))
        }
    }

    /// The outlines of each run of `block` (one path per run) in a box `width` wide: each line aligned in
    /// it (`multilineTextAlignment`, leading being the right edge under right-to-left), lines stacked
    /// from the top. A text view's drawing, and a canvas's drawn text.
    /// `glyphs: false` gives only the underlines and strikethroughs.
    static func textRunPaths(_ leaf: TextLeaf, _ block: TextBlock, width: Double, rightToLeft rtl: Bool, glyphs: Bool = true) -> [Raster.Path] {
        var paths = Array(repeating: Raster.Path(), count: leaf.runs.count)
        var y = 0.0
        for line in block.lines {
            let x0 = lineStart(line, leaf.alignment, width: width, rightToLeft: rtl)
            for piece in line.pieces {
                let run = leaf.runs[piece.run]
                let baseline = y + line.ascent - run.baselineOffset
                if glyphs { paths[piece.run].addPath(piece.line.path(baselineAt: Raster.Point(x0 + piece.x, baseline))) }
                if run.underline || run.strikethrough {
                    let thickness = max(1, run.font.size / 17)
                    let dy = run.underline ? run.font.size * 0.12 : -run.font.xHeight / 2
                    paths[piece.run].addPath(Raster.Path.rect(Raster.Rect(x: x0 + piece.x, y: baseline + dy, width: piece.line.width, height: thickness)))
                }
            }
            y += line.height
        }
        return paths
    }

    /// Where a line of text starts in a box `width` wide (leading being the right edge under right-to-left).
    static func lineStart(_ line: TextBlock.Line, _ alignment: TextAlignment, width: Double, rightToLeft rtl: Bool) -> Double {
        let free = width - line.width
        return switch alignment {
        case .leading: rtl ? free : 0
        case .center: free / 2
        case .trailing: rtl ? 0 : free
        }
    }

    // MARK: Images

    private func emitImage(_ node: ResolvedNode, leaf: ImageLeaf, track: NodeTrack, transform: Raster.Transform,
                           effects: [LeafEffect], isStatic: Bool, into items: inout [DisplayItem]) {
        let size = node.frame.size
        // An animated change of picture (another name, a named image for a symbol or back) cross-fades: the
        // old one fades out as the new one fades in, in the image's frame, as SwiftUI draws it.
        var fade: (old: ImageLeaf, progress: Double)? = nil
        if let change = activeContentChange(track), case .image(let oldLeaf) = change.from.content,
           change.transition.kind != .identity, change.symbolTransition == nil {
            fade = (oldLeaf, min(1, max(0, change.animation.sample(from: 0.0, to: 1.0, elapsed: time - change.time).value)))
        }
        // A named image is a fill of its frame (no cache id: the cache keeps coverage, not pictures).
        func picture(_ asset: AssetImage, of colors: ImageLeaf, opacity: Double) {
            guard opacity > 0 else { return }
            for content in asset.contents(in: size, tint: Self.symbolColor(colors.paint)) {
                items.append(DisplayItem(key: node.key, name: node.name, transform: transform,
                                         effects: opacity < 1 ? effects + [.opacity(opacity)] : effects, content: content, cacheID: nil))
            }
        }
        if let fade, let old = fade.old.asset { picture(old, of: fade.old, opacity: 1 - fade.progress) }
        if let asset = leaf.asset { picture(asset, of: leaf, opacity: fade?.progress ?? 1) }
        guard leaf.asset == nil || fade?.old.symbol != nil else { return }
        // A symbol fading out under a named image is placed as it was.
        let (style, anchor) = Self.symbolPlacement(leaf.asset == nil ? leaf : fade?.old ?? leaf, size: size)
        /// Layers (each naming its source symbol, `from` or `to`) drawn in the colours of `colors`, a leaf
        /// (the old one keeps its colours through a change), in this leaf's mode.
        func part(_ layers: [DrawnLayer], from: Symbol, to: Symbol, colors: ImageLeaf, opacity: Double) -> SymbolDrawing.Part {
            var base = style
            base.mode = colors.mode
            let (s, alpha) = base.colored(colors.paint, paints: colors.layerPaints)
            return SymbolDrawing.Part(layers: layers, from: from, to: to, style: s, opacity: alpha * opacity)
        }
        func whole(_ symbol: Symbol, colors: ImageLeaf, opacity: Double) -> SymbolDrawing.Part {
            part(symbol.layers.map { DrawnLayer(source: .to, role: $0.role) }, from: symbol, to: symbol, colors: colors, opacity: opacity)
        }

        var parts: [SymbolDrawing.Part] = []
        if let change = activeContentChange(track), case .image(let oldLeaf) = change.from.content, change.transition.kind != .identity {
            if let transition = change.symbolTransition {
                let progress = transition.duration > 0 ? (time - change.time) / transition.duration : 1
                let layers = transition.layers(at: progress)
                let leaving = layers.filter { $0.source == .from }, arriving = layers.filter { $0.source == .to }
                // The old symbol keeps its colour; the new one (and what magic replace keeps) takes the current one.
                parts.append(part(leaving, from: transition.from, to: transition.to, colors: oldLeaf, opacity: 1))
                parts.append(part(arriving, from: transition.from, to: transition.to, colors: leaf, opacity: 1))
            } else if let fade {
                if let old = oldLeaf.symbol { parts.append(whole(old, colors: oldLeaf, opacity: 1 - fade.progress)) }
                if let new = leaf.symbol { parts.append(whole(new, colors: leaf, opacity: fade.progress)) }
            }
        } else if let symbol = leaf.symbol {
            parts.append(whole(symbol, colors: leaf, opacity: 1))
        }
        parts.removeAll { $0.opacity <= 0 || $0.layers.isEmpty }
        guard !parts.isEmpty else { return }
        items.append(DisplayItem(key: node.key, name: node.name, transform: transform, effects: effects,
                                 content: .symbol(SymbolDrawing(parts: parts, anchor: anchor)), cacheID: isStatic ? node.key * Self.itemsPerNode : nil))
    }

    /// The symbol's style and where its anchor lands in a frame of `size`: centred (the anchor, so a symbol
    /// and its slash variant line up); a resizable image is scaled so its image box fits the frame.
    static func symbolPlacement(_ leaf: ImageLeaf, size: CGSize) -> (SymbolStyle, Raster.Point) {
        var style = leaf.symbolStyle
        let center = Raster.Point(Double(size.width) / 2, Double(size.height) / 2)
        guard leaf.resizable, let symbol = leaf.symbol else { return (style, center) }
        let box = SymbolRenderer.imageBox(of: symbol, style: style)
        guard box.width > 0, box.height > 0 else { return (style, center) }
        let unit = min(Double(size.width) / box.width, Double(size.height) / box.height)
        style.pointSize = unit * SymbolMetrics.unitsPerPointSize
        let offset = (symbol.metrics.anchor - box.center) * unit
        return (style, center + offset)
    }

    /// The shadows a paint is drawn with (`ShadowStyle`), as the leaf's innermost effects.
    static func shadows(of paint: ResolvedPaint, at transform: Raster.Transform) -> [LeafEffect] {
        paint.withoutShadows.shadows.map { .shadow($0, transform) }
    }

    /// Symbols take one colour: a gradient's first stop, an image paint's mean colour (documented limits).
    static func symbolColor(_ paint: ResolvedPaint) -> Raster.Color {
        switch paint {
        case .color(let c): c
        case .linear(let g, _, _), .radial(let g, _, _, _), .angular(let g, _, _, _): g.stops.first?.color ?? .clear
        case .material(let m): m.tint.opacity(m.opacity)
        case .image(let i): i.meanColor
        case .shadowed(let p, _): symbolColor(p)
        }
    }

    /// The content change in progress at `time`, if any.
    private func activeContentChange(_ track: NodeTrack) -> ContentChange? {
        guard let change = track.contentChanges.last(where: { AnimationModel.applies($0.time, at: time) }),
              time < change.time + change.duration else { return nil }
        return change
    }
}
