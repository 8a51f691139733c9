/// A colour stop: where along a gradient (0…1) a colour sits.
public struct GradientStop: Hashable, Sendable {
    public var offset: Double
    public var color: Color
    public init(offset: Double, color: Color) { self.offset = offset; self.color = color }
}

/// What a gradient does beyond its first and last stop.
public enum SpreadMode: Hashable, Sendable {
    /// The end colours continue (SwiftUI's and SVG's default).
    case pad
    /// The gradient starts again.
    case `repeat`
    /// The gradient runs back and forth.
    case reflect
}

/// How colour runs between two stops, both in gamma-encoded sRGB.
public enum GradientInterpolation: Hashable, Sendable {
    /// Colour times alpha, and alpha, each interpolated (SwiftUI, FACTS.md): a stop fading to
    /// transparent does not drag its neighbour's colour towards black.
    case premultiplied
    /// Colour and alpha interpolated apart, then premultiplied (SVG as browsers draw it, Skia's
    /// default): halfway from opaque blue to transparent yellow is a half-transparent grey.
    case unpremultiplied
}

/// Colour as a function of a gradient parameter t, from sorted stops.
///
/// Stops interpolate in gamma-encoded sRGB, premultiplied unless `interpolation` says otherwise.
public struct ColorRamp: Hashable, Sendable {
    public let stops: [GradientStop]
    let colors: [PremultipliedColor]
    /// The stops' straight channels (r, g, b, α), clamped to 0…1; only for unpremultiplied interpolation.
    let straightColors: [SIMD4<Float>]
    public let spread: SpreadMode
    public let interpolation: GradientInterpolation

    /// Stops out of order are put in order (stable), and offsets clamped to 0…1 as SVG requires.
    public init(stops: [GradientStop], spread: SpreadMode = .pad, interpolation: GradientInterpolation = .premultiplied) {
        var sorted: [GradientStop] = []
        var last = 0.0
        for s in stops {
            let o = max(last, min(max(s.offset, 0), 1))   // SVG: an offset below the previous one is raised to it
            sorted.append(GradientStop(offset: o, color: s.color)); last = o
        }
        if sorted.isEmpty { sorted = [GradientStop(offset: 0, color: .clear)] }
        self.stops = sorted
        self.colors = sorted.map(\.color.premultiplied)
        self.straightColors = interpolation == .premultiplied ? [] : sorted.map { s in
            SIMD4(Float(s.color.red), Float(s.color.green), Float(s.color.blue), Float(s.color.alpha)).clamped(lowerBound: .zero, upperBound: .one)
        }
        self.spread = spread
        self.interpolation = interpolation
    }

    /// Evenly spaced stops, like SwiftUI's `Gradient(colors:)`.
    public init(colors: [Color]) {
        let n = colors.count
        self.init(stops: colors.enumerated().map { i, c in
            GradientStop(offset: n > 1 ? Double(i) / Double(n - 1) : 0, color: c)
        })
    }

    @inlinable func wrap(_ t: Double) -> Double {
        switch spread {
        case .pad: return min(max(t, 0), 1)
        case .repeat: return t - t.rounded(.down)
        case .reflect:
            let u = t.truncatingRemainder(dividingBy: 2)
            let v = u < 0 ? u + 2 : u
            return v > 1 ? 2 - v : v
        }
    }

    /// The premultiplied colour at parameter t.
    public func color(at tIn: Double) -> PremultipliedColor {
        let t = wrap(tIn)
        if t <= stops[0].offset { return colors[0] }
        for i in 1..<stops.count where t <= stops[i].offset {
            let o0 = stops[i - 1].offset, o1 = stops[i].offset
            if o1 <= o0 { return colors[i] }
            let f = (t - o0) / (o1 - o0)
            if interpolation == .unpremultiplied {
                // s = s₀ + (s₁ − s₀)·f on the straight channels, then (r, g, b)·α.
                let c = straightColors[i - 1] + (straightColors[i] - straightColors[i - 1]) * Float(f)
                return PremultipliedColor(r: c.x * c.w, g: c.y * c.w, b: c.z * c.w, a: c.w)
            }
            return colors[i - 1].lerp(to: colors[i], Float(f))
        }
        return colors[colors.count - 1]
    }

    /// Colours at t₀, t₀ + dt, t₀ + 2dt, … scaled by `opacity`: the inner loop of linear gradients.
    func fill(_ out: UnsafeMutablePointer<PremultipliedColor>, count: Int, t0: Double, dt: Double, opacity: Float) {
        if abs(dt) < 1e-12 {
            // Constant along the row (a vertical gradient, as SwiftUI's top-to-bottom ones are).
            let c = color(at: t0).scaled(opacity)
            for i in 0..<count { out[i] = c }
            return
        }
        for i in 0..<count {
            out[i] = color(at: t0 + Double(i) * dt).scaled(opacity)
        }
    }
}
