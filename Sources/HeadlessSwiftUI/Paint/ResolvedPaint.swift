import Raster

/// Colour stops with their colours resolved for one appearance.
struct ResolvedGradient: Hashable, Sendable {
    struct Stop: Hashable, Sendable {
        var color: Raster.Color
        var location: Double
    }
    var stops: [Stop]

    /// The ramp, stops in order (SwiftUI sorts them by location).
    var ramp: ColorRamp {
        ColorRamp(stops: stops.sorted { $0.location < $1.location }.map { GradientStop(offset: $0.location, color: $0.color) })
    }
}

/// A shape style resolved in an environment: what is actually painted. Gradient geometry is still in the
/// unit square of the frame the paint fills; ``rasterPaint(in:)`` places it.
enum ResolvedPaint: Hashable, Sendable {
    case color(Raster.Color)
    case linear(ResolvedGradient, start: UnitPoint, end: UnitPoint)
    case radial(ResolvedGradient, center: UnitPoint, startRadius: Double, endRadius: Double)
    case angular(ResolvedGradient, center: UnitPoint, start: Double, end: Double)
    /// A material: the backdrop blurred and tinted (`Paint/Material.swift`); where no backdrop can be
    /// read (a text's foreground), its tint.
    case material(ResolvedMaterial)
    /// A picture repeated across the fill (`ImagePaint`, `Paint/ImagePaint.swift`).
    case image(ResolvedImagePaint)
    /// A paint drawn with a shadow (`ShadowStyle`, `Paint/ShadowStyle.swift`).
    indirect case shadowed(ResolvedPaint, ShadowSpec)

    /// The paint with every colour's opacity multiplied by `k`.
    func withOpacity(_ k: Double) -> ResolvedPaint {
        func fade(_ g: ResolvedGradient) -> ResolvedGradient {
            ResolvedGradient(stops: g.stops.map { .init(color: $0.color.opacity(k), location: $0.location) })
        }
        switch self {
        case .color(let c): return .color(c.opacity(k))
        case .linear(let g, let s, let e): return .linear(fade(g), start: s, end: e)
        case .radial(let g, let c, let r0, let r1): return .radial(fade(g), center: c, startRadius: r0, endRadius: r1)
        case .angular(let g, let c, let a0, let a1): return .angular(fade(g), center: c, start: a0, end: a1)
        case .material(var m): m.opacity *= k; return .material(m)
        case .image(var i): i.opacity *= k; return .image(i)
        case .shadowed(let p, var s): s.color = s.color.opacity(k); return .shadowed(p.withOpacity(k), s)
        }
    }

    /// The single colour, when the paint is one.
    var solidColor: Raster.Color? {
        if case .color(let c) = self { return c }
        return nil
    }

    /// The Raster paint for a fill whose frame is `rect` (points, the space the path is in).
    func rasterPaint(in rect: CGRect) -> Raster.Paint {
        func point(_ u: UnitPoint) -> Raster.Point {
            Raster.Point(Double(rect.minX + u.x * rect.width), Double(rect.minY + u.y * rect.height))
        }
        switch self {
        case .color(let c):
            return .solid(c)
        case .linear(let g, let s, let e):
            return .linearGradient(Raster.LinearGradient(start: point(s), end: point(e), ramp: g.ramp))
        case .radial(let g, let c, let r0, let r1):
            // Raster's radial ramp runs from the centre (t = 0) to the circle (t = 1): SwiftUI's start
            // radius moves every stop out to r0 + location · (r1 − r0).
            let end = max(r1, 1e-9)
            let moved = ResolvedGradient(stops: g.stops.map { .init(color: $0.color, location: (r0 + $0.location * (r1 - r0)) / end) })
            return .radialGradient(Raster.RadialGradient(center: point(c), radius: end, ramp: moved.ramp))
        case .angular(let g, let c, let a0, let a1):
            return .conicGradient(Raster.ConicGradient(center: point(c), startAngle: a0, endAngle: a1, ramp: g.ramp))
        case .material(let m):
            return .solid(m.tint.opacity(m.opacity))
        case .image(let i):
            return .image(i.pattern(in: rect))
        case .shadowed(let p, _):
            return p.rasterPaint(in: rect)
        }
    }
}
