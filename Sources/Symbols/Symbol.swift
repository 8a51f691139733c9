import Raster

/// A symbol: a name, its metrics and its layers in drawing order.
public struct Symbol: Hashable, Sendable {
    /// The axis of a slash, from its top-leading cap centre to its bottom-trailing one (`data-slash`).
    public struct SlashAxis: Hashable, Sendable {
        public var start: Point
        public var end: Point
        public init(start: Point, end: Point) { self.start = start; self.end = end }
        public var length: Double { start.distance(to: end) }
        public var direction: Point { (end - start).normalized }
    }

    public var name: String
    public var metrics: SymbolMetrics
    /// Layers in document order: primary, secondary, then gap and slash.
    public var layers: [SymbolLayer]
    /// The slash axis, for slash variants.
    public var slash: SlashAxis?
    /// Radius of the gap capsule, the farthest slash or gap reach past an axis end (draw-on margin).
    public var slashReach: Double
    /// Outward offset already applied to these outlines (0 for the artwork; see ``weighted(_:)``).
    public var appliedOffset: Double = 0
    /// The scale these outlines are drawn at (see ``resolved(weight:scale:)``).
    public var appliedScale: SymbolScale = .medium
    /// The drawing for every weight and scale, for a symbol read from an SF Symbols template; nil
    /// for every other symbol (one regular drawing, offset for heavier weights).
    public var variants: SymbolVariants?
    /// A directional symbol (SF's `.forward`/`.backward` names): a right-to-left layout draws
    /// ``mirrored()`` instead.
    public var mirrorsInRightToLeft = false
    /// The layers hold a mapped icon's outlines before its regular offset (their ``SymbolLayer/beforeOffset``),
    /// not yet offset: a composition's base read for ``transformed(_:regrow:)``, which offsets it once at its
    /// new size, so the offset at the icon's own size, which it would throw away, is never made. Only
    /// composition reads such a symbol; nothing else is given one.
    var outlinesAwaitOffset = false

    public init(name: String, metrics: SymbolMetrics, layers: [SymbolLayer], slash: SlashAxis? = nil,
                slashReach: Double = 8) {
        self.name = name
        self.metrics = metrics
        self.layers = layers
        self.slash = slash
        self.slashReach = slashReach
    }

    /// This symbol with its outlines already offset for `weight`. Drawing it with a style of the same
    /// weight does no offsetting per frame (the renderer offsets only by what is still missing), so a
    /// component that draws many frames converts its symbols once.
    public func weighted(_ weight: SymbolWeight) -> Symbol {
        if variants != nil { return resolved(weight: weight, scale: appliedScale) }
        let delta = weight.outlineOffset - appliedOffset
        guard delta > 0 else { return self }
        return WeightedSymbolCache.shared.symbol(self, weight: weight) {
            var s = self
            s.layers = layers.map { $0.mapPaths { $0.inkOffset(by: delta) } }
            s.appliedOffset = weight.outlineOffset
            return s
        }
    }

    /// An empty symbol of a square symbol's size (1 S on each side, centred on the cap-height band):
    /// what an unknown name draws, as SwiftUI draws nothing for it.
    public static func empty(named name: String) -> Symbol {
        let side = SymbolMetrics.unitsPerPointSize, centre = -SymbolMetrics.conventionCapHeight / 2
        return Symbol(name: name, metrics: SymbolMetrics(box: Rect(x: -side / 2, y: centre - side / 2, width: side, height: side)),
                      layers: [])
    }

    /// This symbol flipped about its vertical axis (x = 0), as a right-to-left layout draws a
    /// directional symbol; each contour keeps its winding. Slash variants are never directional, so
    /// the slash axis is not flipped.
    public func mirrored() -> Symbol {
        var s = self
        (s.layers, s.metrics.box) = Self.mirrored(layers, box: metrics.box)
        s.variants = variants.map { v in
            SymbolVariants(variants: v.variants.mapValues { variant in
                var m = variant
                (m.layers, m.metrics.box) = Self.mirrored(variant.layers, box: variant.metrics.box)
                return m
            })
        }
        return s
    }

    /// `layers` and their `box` flipped about x = 0, each contour keeping its winding.
    private static func mirrored(_ layers: [SymbolLayer], box: Rect) -> ([SymbolLayer], Rect) {
        let flip = Transform.scale(-1, 1)
        return (layers.map { $0.mapPaths { $0.applying(flip).reversedContours() } },
                Rect(x: -box.maxX, y: box.minY, width: box.width, height: box.height))
    }

    /// The first layer with `role`, if any.
    public func layer(_ role: SymbolLayer.Role) -> SymbolLayer? { layers.first { $0.role == role } }
}
