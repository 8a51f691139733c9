import Foundation
import Raster

/// The drawings of ``SymbolComposition``'s recipes: symbols made of other symbols' outlines, in the grid
/// units and placement of every symbol (docs/symbols.md, "Composed symbols"). Each number is chosen by
/// eye on the reviewed sheet against SF Symbols' published look (Apple publishes no geometry).
extension Symbol {
    /// The line width of a regular symbol in grid units (our artwork's 9, a mapped icon's 8 or 9.8).
    static let regularLineWidth = 8.5
    /// How much of an enclosure's side the base's larger side spans (SF's `plus.circle`, `person.circle`).
    static let enclosedFraction = 0.54
    /// How much of the base's ink height a badge's larger side spans, and how far the badge's cut-out
    /// reaches beyond its ink (SF's `person.badge.plus`).
    static let badgeFraction = 0.5, badgeClearance = 6.0
    /// The same for a symbol in front of another (SF's `doc.on.clipboard`, `doc.text.magnifyingglass`).
    static let frontFraction = 0.66
    /// The dot badge's diameter as a fraction of the base's ink height (SF's `bell.badge`).
    static let dotFraction = 0.38

    /// Every layer's ink that paints (not the gap), united.
    var paintedBounds: Rect {
        let painted = layers.filter { $0.role != .gap }.map(\.path.bounds)
        return painted.dropFirst().reduce(painted.first ?? metrics.box) { $0.union($1) }
    }

    /// `base` inside `enclosure` or, `filled`, cut out of it, as SF's enclosed variants: the base scaled
    /// down about its ink's centre onto the enclosure's, its lines grown back to the regular width. The
    /// outlined enclosure becomes a secondary layer and the base keeps its layers; the filled one is a
    /// secondary layer with the base as one ``SymbolLayer/Role/knockout`` layer; a slashed base
    /// (`mic.slash.circle.fill`) keeps its gap and slash beside it, which shape the cut-out instead of
    /// being drawn (``SymbolRenderer``).
    static func enclosed(_ base: Symbol, in enclosure: Symbol, filled: Bool, cropped: Bool, name: String) -> Symbol? {
        guard !base.layers.isEmpty, !base.layers.contains(where: { $0.role == .knockout }) else { return nil }
        let outer = enclosure.paintedBounds, ink = base.offsetPaintedBounds
        guard ink.width > 0, ink.height > 0 else { return nil }
        let side = min(outer.width, outer.height)
        let k: Double
        var target = Point(outer.midX, outer.midY)
        if cropped {
            // The person fills most of the circle, its head a fifth down, the shoulders past the edge.
            k = 0.72 * side / ink.height
            target.y = outer.minY + 0.2 * side + ink.height * k / 2
        } else {
            // Within the fraction of each side: in a circle or square, of the larger side of the base.
            k = min(enclosedFraction * outer.width / ink.width, enclosedFraction * outer.height / ink.height, 0.7)
        }
        let moved = base.transformed(.translation(-ink.midX, -ink.midY).concatenating(.scale(k))
                                        .concatenating(.translation(target.x, target.y)),
                                     regrow: regularLineWidth / 2 * (1 - k))
        var layers: [SymbolLayer] = []
        func add(_ role: SymbolLayer.Role, _ path: Path) {
            if let i = layers.firstIndex(where: { $0.role == role }) { layers[i].path.addPath(path) }
            else { layers.append(SymbolLayer(role: role, path: path)) }
        }
        add(.secondary, enclosure.unitedPath)
        if filled {
            let glyph = moved.unitedPath
            add(.knockout, glyph)
            for l in moved.layers where l.role.isSlashPart { add(l.role, l.path) }
            // The glyph cut into the enclosure as holes, where one fill then paints what the fill and the
            // erase did (not for a slashed glyph, whose cut-out the gap shapes, nor one past the edge).
            if moved.slash == nil {
                layers[0].cutOut = layers[0].path.cuttingIn(glyph)
            }
        } else {
            for l in moved.layers { add(l.role, l.path) }
        }
        var s = Symbol(name: name, metrics: enclosure.metrics, layers: layers, slash: moved.slash,
                       slashReach: base.slashReach * k)
        s.metrics.box = boxAround(layers)
        s.mirrorsInRightToLeft = base.mirrorsInRightToLeft
        return s
    }

    /// This symbol with the project's slash and gap over its ink (``SymbolFileReader/derivedSlash(over:)``),
    /// as SF's `.slash` names are their plain symbol plus a slash; nil if it has a slash already.
    func slashed(name: String) -> Symbol? {
        guard slash == nil, !layers.contains(where: { $0.role.isSlashPart || $0.role == .knockout }), !layers.isEmpty else { return nil }
        let derived = SymbolFileReader.derivedSlash(over: paintedBounds)
        var s = self
        s.name = name
        s.variants = nil
        s.layers += [SymbolLayer(role: .gap, path: derived.gap), SymbolLayer(role: .slash, path: derived.bar)]
        s.slash = derived.axis
        s.slashReach = 8
        s.metrics.box = Self.boxAround(s.layers)
        s.mirrorsInRightToLeft = false
        return s
    }

    /// This symbol with `badge` set small in its bottom-trailing corner, or a dot at its top-trailing
    /// corner when `badge` is nil, and the symbol cut free of it by a rounded gap around the badge;
    /// nil for a symbol with a slash (its gap would be shared).
    func badged(_ badge: Symbol?, inFront: Bool = false, name: String) -> Symbol? {
        guard slash == nil, !layers.contains(where: { $0.role.isSlashPart }), !layers.isEmpty else { return nil }
        let ink = paintedBounds
        let mark: Path
        if let badge {
            let b = badge.offsetPaintedBounds
            guard b.width > 0, b.height > 0, !badge.layers.isEmpty else { return nil }
            let k = min((inFront ? Self.frontFraction : Self.badgeFraction) * ink.height / max(b.width, b.height), 0.8)
            // The badge hangs a little past the base's bottom-trailing corner.
            let corner = Point(ink.maxX + (inFront ? 0.16 : 0.1) * ink.height, ink.maxY + 0.04 * ink.height)
            let t = Transform.translation(-b.maxX, -b.maxY).concatenating(.scale(k)).concatenating(.translation(corner.x, corner.y))
            mark = badge.transformed(t, regrow: Self.regularLineWidth / 2 * (1 - k)).unitedPath
        } else {
            let d = Self.dotFraction * ink.height
            mark = Path.circle(center: Point(ink.maxX + 0.02 * ink.height - d / 2, ink.minY - 0.02 * ink.height + d / 2), radius: d / 2)
        }
        var s = self
        s.name = name
        s.variants = nil
        // The cut is the badge's box grown by the clearance, rounded to a capsule: as clear as a cut
        // along the badge's own outline, and a few elements instead of the thousands an offset outline has.
        let cut = mark.bounds.insetBy(dx: -Self.badgeClearance, dy: -Self.badgeClearance)
        s.layers += [SymbolLayer(role: .gap, path: Path.roundedRect(cut, cornerRadius: min(cut.width, cut.height) / 2, style: .circular)
                        .orientedForNonZero(rule: .nonZero)),
                     SymbolLayer(role: .other("badge"), path: mark)]
        s.metrics.box = Self.boxAround(s.layers)
        return s
    }

    /// This symbol turned or mirrored about its ink's centre (``SymbolComposition/Turn``); nil for a
    /// symbol with a slash (SF's slash runs one way whatever the direction).
    func turned(_ turn: SymbolComposition.Turn, name: String, mirrorsInRightToLeft: Bool) -> Symbol? {
        guard slash == nil, !layers.isEmpty else { return nil }
        let c = paintedBounds
        let about = { (t: Transform) in Transform.translation(-c.midX, -c.midY).concatenating(t).concatenating(.translation(c.midX, c.midY)) }
        var s: Symbol
        switch turn {
        case .same: s = self
        case .mirrored: s = transformed(about(.scale(-1, 1)), regrow: 0)
        case .flipped: s = transformed(about(.scale(1, -1)), regrow: 0)
        case .clockwise: s = transformed(about(.rotation(.pi / 2)), regrow: 0)
        case .anticlockwise: s = transformed(about(.rotation(-.pi / 2)), regrow: 0)
        }
        s.name = name
        s.mirrorsInRightToLeft = mirrorsInRightToLeft
        s.metrics.box = Self.boxAround(s.layers)
        return s
    }

    /// An enclosure the icon sets lack, outlined with a regular line or filled: `rectangle` is SF's
    /// landscape rectangle, `app` its rounded square, `capsule` a capsule, `seal` its twelve-lobed seal.
    static func drawnEnclosure(named name: String) -> Symbol? {
        let filled = name.hasSuffix(".fill")
        let shape = filled ? String(name.dropLast(".fill".count)) : name
        let centre = Point(0, -SymbolMetrics.conventionCapHeight / 2)
        // Sized against the mapped circle (the icon grid plus the regular offset: 100 units across).
        let u = (SymbolNameMap.iconGridUnits + 2 * SymbolNameMap.regularOutlineOffset) / 100
        func box(_ w: Double, _ h: Double) -> Rect { Rect(x: centre.x - w * u / 2, y: centre.y - h * u / 2, width: w * u, height: h * u) }
        let path: Path
        switch shape {
        case "rectangle": path = .roundedRect(box(122, 90), cornerRadius: 14 * u)
        case "app": path = .roundedRect(box(100, 100), cornerRadius: 24 * u)
        case "capsule": path = .capsule(in: box(122, 70))
        case "seal":
            // A ring of the regular line width (stroking its many short segments would not give one).
            let w = regularLineWidth / 2
            let ring = filled ? sealOutline(centre: centre, scale: u, grownBy: 0)
                : { var p = sealOutline(centre: centre, scale: u, grownBy: w)
                    p.addPath(sealOutline(centre: centre, scale: u, grownBy: -w).reversedContours()); return p }()
            let layers = [SymbolLayer(role: .primary, path: ring)]
            return Symbol(name: name, metrics: SymbolMetrics(box: boxAround(layers)), layers: layers)
        default: return nil
        }
        let ink = filled ? path.orientedForNonZero(rule: .nonZero)
            : path.stroked(StrokeStyle(width: regularLineWidth)).orientedForNonZero(rule: .nonZero)
        let layers = [SymbolLayer(role: .primary, path: ink)]
        return Symbol(name: name, metrics: SymbolMetrics(box: boxAround(layers)), layers: layers)
    }

    /// SF's seal: a disc whose edge swells into twelve round lobes, 96 units × `scale` across at the
    /// lobes when filled, its edge moved out by `grownBy` (clockwise).
    static func sealOutline(centre: Point, scale: Double, grownBy d: Double) -> Path {
        var p = Path()
        let steps = 240
        for i in 0..<steps {
            let a = Double(i) / Double(steps) * 2 * .pi - .pi / 2
            let r = (45 + 3 * cos(12 * (a + .pi / 2))) * scale + d
            let q = Point(centre.x + r * cos(a), centre.y + r * sin(a))
            if i == 0 { p.move(to: q) } else { p.line(to: q) }
        }
        p.close()
        return p
    }

    /// ``paintedBounds`` once the outlines are offset: an outward offset moves every extreme of an outline
    /// out by the offset, so outlines awaiting it (``outlinesAwaitOffset``) have their bounds grown by it.
    var offsetPaintedBounds: Rect {
        guard outlinesAwaitOffset else { return paintedBounds }
        let d = layers.compactMap(\.beforeOffset?.offset).max() ?? 0
        return paintedBounds.insetBy(dx: -d, dy: -d)
    }

    /// Every layer's outline in one path (the enclosure's ring or disc, a knocked-out base).
    var unitedPath: Path {
        var p = Path()
        for l in layers where l.role != .gap { p.addPath(l.path) }
        return p
    }

    /// This symbol's layers and slash axis through `t`, windings kept (a mirroring `t` reverses the
    /// contours back), and every ink grown by `regrow` units (a scaled-down base keeps the regular
    /// line width). The template variants are dropped: a composed symbol is drawn from one drawing.
    func transformed(_ t: Transform, regrow: Double) -> Symbol {
        let determinant = t.a * t.d - t.b * t.c
        let mirrors = determinant < 0
        let grows = regrow > 0.05
        func moved(_ path: Path) -> Path { mirrors ? path.applying(t).reversedContours() : path.applying(t) }
        var s = self
        s.variants = nil
        s.layers = layers.map { l in
            // A mapped icon is drawn again from its outline before the offset, offset once by the scaled
            // offset and the regrowth together (``SymbolLayer/beforeOffset``).
            if let b = l.beforeOffset {
                let before = SymbolLayer.OutlineBeforeOffset(path: moved(b.path),
                                                            offset: b.offset * abs(determinant).squareRoot() + (grows ? regrow : 0))
                let path = grows || outlinesAwaitOffset ? before.path.inkOffset(by: before.offset).reversedContours() : moved(l.path)
                return SymbolLayer(role: l.role, path: path, multicolor: [], beforeOffset: before)
            }
            return l.mapPaths { path in
                var p = moved(path)
                if grows && l.role != .gap { p = p.regrown(by: regrow) }
                return p
            }
        }
        s.slash = slash.map { SlashAxis(start: t.apply($0.start), end: t.apply($0.end)) }
        s.outlinesAwaitOffset = false
        return s
    }

    /// The image box around `layers`: their ink plus the artwork's 2-unit margin, in whole units.
    static func boxAround(_ layers: [SymbolLayer]) -> Rect {
        let ink = layers.map(\.path.bounds).reduce(layers.first?.path.bounds ?? .zero) { $0.union($1) }
        let x0 = (ink.minX - 2).rounded(.down), y0 = (ink.minY - 2).rounded(.down)
        return Rect(x: x0, y: y0, width: (ink.maxX + 2).rounded(.up) - x0, height: (ink.maxY + 2).rounded(.up) - y0)
    }
}
