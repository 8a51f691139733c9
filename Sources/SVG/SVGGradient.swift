import Raster

/// A `linearGradient` or `radialGradient` as written: every attribute optional, because a gradient
/// may take what it omits from the gradient its `xlink:href` names (SVG 1.1 section 13.2).
/// ``SVGRenderer`` resolves the chain and the units when it paints.
public struct SVGGradient: Sendable, Hashable {
    public enum Kind: Sendable, Hashable { case linear, radial }
    public enum Units: Sendable, Hashable { case objectBoundingBox, userSpaceOnUse }

    public struct Stop: Sendable, Hashable {
        public var offset: Double
        /// `.color` or `.currentColor`.
        public var color: SVGPaint
        public var opacity: Double
    }

    public var id: String
    public var kind: Kind
    public var units: Units?
    public var transform: Transform?
    public var spread: SpreadMode?
    /// Geometry by attribute name: x1, y1, x2, y2 (linear); cx, cy, r, fx, fy, fr (radial).
    public var geometry: [String: SVGLength] = [:]
    /// Nil when the element has no `stop` children (then the referenced gradient's stops apply).
    public var stops: [Stop]?
    public var href: String?
    /// Its own `transform-origin` (not inherited through `href`), about which `gradientTransform` turns.
    var transformOrigin: SVGTransformOrigin?
    public var line: Int
    public var column: Int
}

/// A gradient after following `href`s: every value filled in.
struct ResolvedGradient {
    var kind: SVGGradient.Kind
    var units: SVGGradient.Units
    var transform: Transform
    /// Percentages count the unit square in `objectBoundingBox` units, the viewport in `userSpaceOnUse`.
    var origin: SVGTransformOrigin
    var spread: SpreadMode
    var geometry: [String: SVGLength]
    var stops: [SVGGradient.Stop]

    /// Follows the `href` chain from `id`; nil when `id` names no gradient. Cycles stop the walk.
    init?(id: String, in gradients: [String: SVGGradient]) {
        guard let first = gradients[id] else { return nil }
        var chain = [first]
        var seen: Set<String> = [id]
        while let next = chain.last?.href, !seen.contains(next), let g = gradients[next] {
            chain.append(g); seen.insert(next)
        }
        kind = first.kind
        units = chain.lazy.compactMap(\.units).first ?? .objectBoundingBox
        transform = chain.lazy.compactMap(\.transform).first ?? .identity
        origin = first.transformOrigin ?? .zero
        spread = chain.lazy.compactMap(\.spread).first ?? .pad
        stops = chain.lazy.compactMap(\.stops).first ?? []
        var geometry: [String: SVGLength] = [:]
        // Geometry only carries over between gradients of the same kind.
        for g in chain.reversed() where g.kind == first.kind {
            geometry.merge(g.geometry) { _, new in new }
        }
        self.geometry = geometry
    }

    /// Whether a shape with bounds `bbox` cannot use the gradient: in `objectBoundingBox` units, a
    /// bounding box without width or height (a horizontal or vertical line) has no unit square. SVG
    /// then treats the reference as invalid: the paint's fallback, or nothing (SVG 2 section 13.3).
    func isUnusable(bbox: Rect) -> Bool {
        units == .objectBoundingBox && !(bbox.width > 0 && bbox.height > 0)
    }

    /// The Raster paint for a shape with bounds `bbox`, in a viewport of `viewport` user units.
    /// Nil when nothing should be painted (no stops, or a bounding box it cannot use).
    func paint(bbox: Rect, viewport: Size, currentColor: Color) -> Paint? {
        if stops.isEmpty || isUnusable(bbox: bbox) { return nil }
        let ramp = ColorRamp(stops: stops.map { stop in
            let base: Color
            switch stop.color {
            case .color(let c): base = c
            case .currentColor: base = currentColor
            default: base = .black
            }
            return GradientStop(offset: stop.offset, color: base.opacity(stop.opacity))
        }, spread: spread, interpolation: .unpremultiplied)   // as browsers draw SVG: colour and opacity apart

        let toUser: Transform
        let refX: Double, refY: Double, refR: Double
        switch units {
        case .objectBoundingBox:
            let transform = origin.applied(to: transform, box: Rect(x: 0, y: 0, width: 1, height: 1))
            toUser = transform.concatenating(Transform(a: bbox.width, b: 0, c: 0, d: bbox.height, tx: bbox.minX, ty: bbox.minY))
            refX = 1; refY = 1; refR = 1
        case .userSpaceOnUse:
            toUser = origin.applied(to: transform, box: Rect(origin: .zero, size: viewport))
            refX = viewport.width; refY = viewport.height
            refR = ((viewport.width * viewport.width + viewport.height * viewport.height) / 2).squareRoot()
        }
        func value(_ name: String, _ fallback: SVGLength, _ reference: Double) -> Double {
            let l = geometry[name] ?? fallback
            // In bounding-box units a plain number is already a fraction; a percentage is one too.
            return l.isPercentage ? l.value / 100 * reference : l.value
        }
        switch kind {
        case .linear:
            let p1 = Point(value("x1", SVGLength(0, percentage: true), refX), value("y1", SVGLength(0, percentage: true), refY))
            let p2 = Point(value("x2", SVGLength(100, percentage: true), refX), value("y2", SVGLength(0, percentage: true), refY))
            return .linearGradient(LinearGradient(start: p1, end: p2, ramp: ramp, transform: toUser))
        case .radial:
            let half = SVGLength(50, percentage: true)
            let c = Point(value("cx", half, refX), value("cy", half, refY))
            let r = value("r", half, refR)
            let fr = value("fr", SVGLength(0, percentage: true), refR)
            let f = Point(geometry["fx"] != nil ? value("fx", half, refX) : c.x,
                          geometry["fy"] != nil ? value("fy", half, refY) : c.y)
            // SVG: no end circle paints the last stop.
            if r <= 0 { return .solid(ramp.stops[ramp.stops.count - 1].color) }
            if f == c && fr == r { return SVGEqualCircles.paint(center: c, radius: r, ramp: ramp, transform: toUser) }
            // SVG 2: the focal circle (fx, fy, fr) is t = 0 and the end circle t = 1, as they are; a focal
            // point outside the end circle draws a cone, transparent outside it (SVG 1.1 moved the point in).
            return .twoPointConicalGradient(TwoPointConicalGradient(startCenter: f, startRadius: fr, endCenter: c, endRadius: r,
                                                                    ramp: ramp, transform: toUser))
        }
    }
}
