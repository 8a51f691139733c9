import Raster

/// SVG 2's radial gradient with a focal *circle* (`fx`, `fy`, `fr`), drawn with Raster's focal
/// gradient, whose start circle is a point.
///
/// SVG's circles for t ∈ ℝ have centre f + t·(c − f) and radius fr + t·(r − fr). They are the
/// circles of a cone whose apex (radius 0) is at t = −k, k = fr / (r − fr):
/// a = f − k·(c − f). Raster's gradient from focal point a to a circle of that cone has a parameter
/// u that grows linearly with t; choosing the circle at t = P − k gives t = P·u − k. So the same
/// picture comes from Raster's gradient with the stops moved to where u puts them:
///
/// - `pad`: P = 1 + k, so the Raster circle is the end circle and u = (t + k) / (1 + k);
/// - `repeat`: P = 1, one period of t per unit of u (Raster repeats u);
/// - `reflect`: P = 2, a whole back-and-forth of t per unit of u (Raster repeats u).
///
/// Colour is piecewise linear in t between stops, so the new ramp takes the colour on either
/// side of every u where t meets a stop (mod the period), and of u = 0 and 1: between them it is
/// the same straight line.
enum SVGFocalRadius {
    static func gradient(center c: Point, radius r: Double, focal f: Point, focalRadius fr: Double,
                         ramp: ColorRamp, transform: Transform) -> RadialGradient {
        let k = fr / (r - fr)
        let apex = f - (c - f) * k
        let period: Double
        switch ramp.spread {
        case .pad: period = 1 + k
        case .repeat: period = 1
        case .reflect: period = 2
        }
        let circleCenter = apex + (c - apex) * (period / (1 + k))
        let circleRadius = period * (r - fr)

        // The t values of stops that fall in u ∈ [0, 1], i.e. t ∈ [−k, period − k].
        var ts: [Double] = [-k, period - k]
        if ramp.spread == .pad {
            ts += ramp.stops.map(\.offset)
        } else {
            let repeatLength = ramp.spread == .repeat ? 1.0 : 2.0
            let first = ((-k - 2) / repeatLength).rounded(.down), last = ((period - k) / repeatLength).rounded(.up)
            for n in stride(from: first, through: last, by: 1) {
                for o in ramp.stops.map(\.offset) {
                    ts.append(o + n * repeatLength)
                    if ramp.spread == .reflect { ts.append(2 - o + n * repeatLength) }
                }
            }
        }
        let us = Set(ts.map { ($0 + k) / period }.filter { $0 >= 0 && $0 <= 1 }).sorted()
        let epsilon = 1e-9
        var stops: [GradientStop] = []
        for u in us {
            let t = period * u - k
            stops.append(GradientStop(offset: u, color: ramp.color(at: t - epsilon).unpremultiplied))
            stops.append(GradientStop(offset: u, color: ramp.color(at: t + epsilon).unpremultiplied))
        }
        let spread: SpreadMode = ramp.spread == .pad ? .pad : .repeat
        return RadialGradient(center: circleCenter, radius: circleRadius, focal: apex,
                              ramp: ColorRamp(stops: stops, spread: spread), transform: transform)
    }
}
