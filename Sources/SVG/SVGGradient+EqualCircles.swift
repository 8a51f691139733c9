import Raster

/// A radial gradient whose focal circle is its end circle: every t names the same circle, so t is
/// undefined. Chromium (Skia) paints, with `pad`, the first stop inside the circle and the last stop
/// outside it (the limit of a ring growing thin), and with `repeat` or `reflect` the ramp's average
/// colour; so do we.
enum SVGEqualCircles {
    static func paint(center: Point, radius: Double, ramp: ColorRamp, transform: Transform) -> Paint {
        let first = ramp.stops[0].color, last = ramp.stops[ramp.stops.count - 1].color
        guard ramp.spread == .pad else { return .solid(average(ramp)) }
        // The hard stop sits at t = ½ of a circle twice as large: a pad ramp clamps t to 1, where it would
        // take the colour before a stop at 1, not after.
        let inside = ColorRamp(stops: [GradientStop(offset: 0, color: first), GradientStop(offset: 0.5, color: first),
                                       GradientStop(offset: 0.5, color: last)])
        return .radialGradient(RadialGradient(center: center, radius: 2 * radius, ramp: inside, transform: transform))
    }

    /// ∫₀¹ colour(t) dt on straight channels: the first stop's colour up to its offset, the mean of each
    /// pair of neighbours over the span between them, and the last stop's colour after it.
    static func average(_ ramp: ColorRamp) -> Color {
        let stops = ramp.stops
        var sum = SIMD4<Double>(), previous = stops[0]
        func channels(_ c: Color) -> SIMD4<Double> { SIMD4(c.red, c.green, c.blue, c.alpha) }
        sum += channels(previous.color) * previous.offset
        for stop in stops.dropFirst() {
            sum += (channels(previous.color) + channels(stop.color)) / 2 * (stop.offset - previous.offset)
            previous = stop
        }
        sum += channels(previous.color) * (1 - previous.offset)
        return Color(red: sum.x, green: sum.y, blue: sum.z, alpha: sum.w)
    }
}
