import Foundation

/// The drop shadow of an opaque circle, from its blurred radial profile: a circle blurred by a Gaussian
/// is round again, so its shadow is one function of the distance from the (shifted) centre, tabulated
/// once here and looked up per pixel. That replaces a 2-D blur of the drawing every frame (a knob that
/// moves by fractions of a pixel) with a square root and a table read per pixel.
///
/// It matches ``Canvas/drawWithShadow(color:sigma:offset:_:)`` of the same circle to within
/// rounding: that blurs the circle's pixel coverage with a pixel-integrated kernel, which is the circle
/// blurred by the Gaussian and two one-pixel boxes; the boxes add 2 × 1/12 px² to the variance here.
public struct CircleShadow: Sendable, Hashable {
    /// Radius and σ in device pixels.
    public let radius: Double, sigma: Double
    /// Spacing of the profile's samples, in pixels, and its inverse (exact: a power of two).
    static let step = 0.25, samplesPerPixel = 4.0
    /// `profile[i]` = alpha at distance `(i + 0.5) · step − radius` from the centre.
    let profile: [Float]

    /// The profile of a circle of `radius` blurred with standard deviation `sigma` (device pixels).
    ///
    /// Along x, a blurred disc is the 1-D convolution of the Gaussian with the disc's blurred chord:
    /// `P(r) = ∫ g(x − r) · erf(√(R² − x²) / (σ√2)) dx` over −R…R (the y direction integrated in closed form).
    /// Sampling both on one grid makes it a discrete convolution of two short arrays.
    public init(radius: Double, sigma: Double) {
        precondition(radius > 0 && sigma > 0, "a circle shadow needs a positive radius and blur")
        self.radius = radius; self.sigma = sigma
        let s = (sigma * sigma + 1.0 / 6).squareRoot(), h = Self.step
        let chordCount = Int((2 * radius / h).rounded(.up))
        let chords = (0..<chordCount).map { j -> Float in
            let x = -radius + (Double(j) + 0.5) * h
            return Float(erf((max(0, radius * radius - x * x)).squareRoot() / (s * 2.0.squareRoot())))
        }
        let reach = Int((6 * s / h).rounded(.up))
        let taps = (-reach...reach).map { k -> Float in
            let t = Double(k) * h
            return Float(h * exp(-t * t / (2 * s * s)) / (s * (2 * Double.pi).squareRoot()))
        }
        // Samples from distance −radius to radius + reach; index i sums taps[k] · chords[i + k − reach].
        let count = chordCount + reach
        var profile = [Float](repeating: 0, count: count)
        profile.withUnsafeMutableBufferPointer { out in
            chords.withUnsafeBufferPointer { chord in
                for (k, w) in taps.enumerated() {
                    let shift = k - reach
                    let lo = max(0, -shift), hi = min(count, chordCount - shift)
                    if lo < hi { GaussianBlur.axpy(out.baseAddress! + lo, chord.baseAddress! + lo + shift, w, hi - lo) }
                }
            }
        }
        self.profile = profile
    }

    /// The shadow's alpha (0…1) at `distance` pixels from its centre.
    @inline(__always)
    func alpha(atDistance distance: Double) -> Float {
        let u = (distance + radius) * Self.samplesPerPixel - 0.5
        let i = Int(u)
        if i + 1 >= profile.count { return 0 }
        let f = Float(u - Double(i))
        return profile[i] + (profile[i + 1] - profile[i]) * f
    }

    /// ``alpha(atDistance:)`` at `count` pixel centres along a row (`firstDx` px right of the centre, then
    /// one pixel apart, `dy` below it) into `levels`, and each times `tintAlpha`, quantized as
    /// ``Pixmap/quantize(_:)`` does, into `bytes`; `positions` is scratch room for `count` values.
    /// The same operations in the same order as the one-pixel functions, but with no conversion that can
    /// trap (an index and a byte are read from the bits of a float plus a power of two, as in
    /// ``Pixmap/quantizeWithoutTrap(_:)``), so the compiler vectorises the run: render 509 -> 493 µs a
    /// toggle frame.
    func alphas(firstDx: Double, dy: Double, count: Int, tintAlpha: Float, positions: UnsafeMutablePointer<Double>,
                levels: UnsafeMutablePointer<Float>, bytes: UnsafeMutablePointer<UInt8>) {
        let dy2 = dy * dy, radius = radius, last = profile.count - 1
        // The sample positions first, in a loop of their own: it vectorises, so the square roots overlap.
        for i in 0..<count {
            let dx = firstDx + Double(i)
            positions[i] = ((dx * dx + dy2).squareRoot() + radius) * Self.samplesPerPixel - 0.5
        }
        profile.withUnsafeBufferPointer { profile in
            let table = profile.baseAddress!
            for i in 0..<count {
                let u = positions[i]
                // Int(u), for 0 ≤ u < 2³²: the low bits of 2⁵² + trunc(u) (u > −0.5 here, and trunc(−0.4) is −0).
                let whole = u.rounded(.towardZero)
                let k = Int(truncatingIfNeeded: (whole + 4_503_599_627_370_496).bitPattern & 0xFFFF_FFFF)
                let j = min(k, last - 1)
                let below = table[j], above = table[j + 1]
                let level = k < last ? min(below + (above - below) * Float(u - whole), 1) : 0
                levels[i] = level
                bytes[i] = Pixmap.quantizeWithoutTrap(tintAlpha * level)
            }
        }
    }

    /// The distance past which the alpha stays below `alpha`.
    func reach(downTo alpha: Float) -> Double {
        var i = profile.count - 1
        while i > 0 && profile[i] < alpha { i -= 1 }
        return (Double(i) + 1.5) * Self.step - radius
    }
}
