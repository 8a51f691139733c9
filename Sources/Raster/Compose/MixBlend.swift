/// The blend modes that mix a layer's colour with what is below it (W3C Compositing and Blending
/// Level 1, `mix-blend-mode`; Core Graphics names the same modes, and adds the two plus modes).
///
/// With premultiplied source `cs`, `αs` and backdrop `cb`, `αb`, and their straight colours `Cs`, `Cb`,
/// every mode but the plus modes composites as source-over with the blended colour in the overlap:
///
///     co = cs·(1 − αb) + cb·(1 − αs) + αs·αb·B(Cb, Cs)        αo = αs + αb·(1 − αs)
///
/// `B` is per channel for the separable modes; `hue`, `saturation`, `color` and `luminosity` mix the
/// whole colour through the W3C's `Lum`/`Sat` functions (luma weights 0.3, 0.59, 0.11).
public enum MixBlendMode: Hashable, Sendable {
    case multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference, exclusion
    case hue, saturation, color, luminosity
    /// Core Graphics' `plusLighter`: the sum, clamped (`co = min(1, cs + cb)`).
    case plusLighter
    /// Core Graphics' `plusDarker`: `1 − ((1 − D) + (1 − S))` clamped at 0, on premultiplied values
    /// against the combined alpha.
    case plusDarker

    /// Source `s` (premultiplied, coverage already applied) onto backdrop `d` (premultiplied).
    @inline(__always)
    func composite(_ s: (Float, Float, Float, Float), onto d: (Float, Float, Float, Float)) -> (Float, Float, Float, Float) {
        let (sr, sg, sb, sa) = s, (dr, dg, db, da) = d
        let ao = sa + da * (1 - sa)
        switch self {
        case .plusLighter:
            return (min(1, sr + dr), min(1, sg + dg), min(1, sb + db), min(1, sa + da))
        case .plusDarker:
            func channel(_ cs: Float, _ cb: Float) -> Float { max(0, ao - ((da - cb) + (sa - cs))) }
            return (channel(sr, dr), channel(sg, dg), channel(sb, db), ao)
        default:
            break
        }
        // Straight colours of both (a transparent side's colour does not matter: its weight is 0).
        let cs = sa > 0 ? (sr / sa, sg / sa, sb / sa) : (0, 0, 0)
        let cb = da > 0 ? (dr / da, dg / da, db / da) : (0, 0, 0)
        let mixed = blended(backdrop: cb, source: cs)
        let both = sa * da
        return (sr * (1 - da) + dr * (1 - sa) + both * mixed.0,
                sg * (1 - da) + dg * (1 - sa) + both * mixed.1,
                sb * (1 - da) + db * (1 - sa) + both * mixed.2,
                ao)
    }

    /// `B(Cb, Cs)` on straight colours.
    @inline(__always)
    func blended(backdrop b: (Float, Float, Float), source s: (Float, Float, Float)) -> (Float, Float, Float) {
        func each(_ f: (Float, Float) -> Float) -> (Float, Float, Float) { (f(b.0, s.0), f(b.1, s.1), f(b.2, s.2)) }
        switch self {
        case .multiply: return each { $0 * $1 }
        case .screen: return each { $0 + $1 - $0 * $1 }
        case .overlay: return each { Self.hardLight(backdrop: $1, source: $0) }
        case .darken: return each { min($0, $1) }
        case .lighten: return each { max($0, $1) }
        case .colorDodge:
            return each { cb, cs in cb == 0 ? 0 : cs >= 1 ? 1 : min(1, cb / (1 - cs)) }
        case .colorBurn:
            return each { cb, cs in cb >= 1 ? 1 : cs <= 0 ? 0 : 1 - min(1, (1 - cb) / cs) }
        case .hardLight: return each { Self.hardLight(backdrop: $0, source: $1) }
        case .softLight:
            return each { cb, cs in
                if cs <= 0.5 { return cb - (1 - 2 * cs) * cb * (1 - cb) }
                let d = cb <= 0.25 ? ((16 * cb - 12) * cb + 4) * cb : cb.squareRoot()
                return cb + (2 * cs - 1) * (d - cb)
            }
        case .difference: return each { abs($0 - $1) }
        case .exclusion: return each { $0 + $1 - 2 * $0 * $1 }
        case .hue: return Self.withLum(Self.withSat(s, Self.sat(b)), Self.lum(b))
        case .saturation: return Self.withLum(Self.withSat(b, Self.sat(s)), Self.lum(b))
        case .color: return Self.withLum(s, Self.lum(b))
        case .luminosity: return Self.withLum(b, Self.lum(s))
        case .plusLighter, .plusDarker: return s
        }
    }

    @inline(__always)
    static func hardLight(backdrop cb: Float, source cs: Float) -> Float {
        cs <= 0.5 ? cb * 2 * cs : { let s2 = 2 * cs - 1; return cb + s2 - cb * s2 }()
    }

    // The W3C's non-separable helpers.
    static func lum(_ c: (Float, Float, Float)) -> Float { 0.3 * c.0 + 0.59 * c.1 + 0.11 * c.2 }

    static func clipColor(_ c: (Float, Float, Float)) -> (Float, Float, Float) {
        let l = lum(c), n = min(c.0, c.1, c.2), x = max(c.0, c.1, c.2)
        var r = c
        if n < 0 { r = (l + (r.0 - l) * l / (l - n), l + (r.1 - l) * l / (l - n), l + (r.2 - l) * l / (l - n)) }
        if x > 1 { r = (l + (r.0 - l) * (1 - l) / (x - l), l + (r.1 - l) * (1 - l) / (x - l), l + (r.2 - l) * (1 - l) / (x - l)) }
        return r
    }

    static func withLum(_ c: (Float, Float, Float), _ l: Float) -> (Float, Float, Float) {
        let d = l - lum(c)
        return clipColor((c.0 + d, c.1 + d, c.2 + d))
    }

    static func sat(_ c: (Float, Float, Float)) -> Float { max(c.0, c.1, c.2) - min(c.0, c.1, c.2) }

    /// `c` with saturation `s`: its largest channel becomes `s`, its smallest 0, the middle one in proportion.
    static func withSat(_ c: (Float, Float, Float), _ s: Float) -> (Float, Float, Float) {
        let x = max(c.0, c.1, c.2), n = min(c.0, c.1, c.2)
        guard x > n else { return (0, 0, 0) }
        func scaled(_ v: Float) -> Float { (v - n) * s / (x - n) }
        return (scaled(c.0), scaled(c.1), scaled(c.2))
    }
}
