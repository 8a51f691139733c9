import Foundation

extension Spring {
    /// The tolerance SwiftUI uses for "settled": 0.001 of a unit change.
    public static let settlingEpsilon = 0.001

    /// How long the spring takes to settle after a unit change from rest, as SwiftUI's
    /// `Spring.settlingDuration` defines it (ε = 0.001). Animations use it as their logical duration:
    /// a spring segment of a ``Timeline`` snaps to its target once this much time has passed.
    public var settlingDuration: Double {
        settlingDuration(target: 1, initialVelocity: 0, epsilon: Spring.settlingEpsilon)
    }

    /// The settling time for a change of `target` starting at `initialVelocity`.
    ///
    /// - Underdamped: SwiftUI's envelope estimate t = −ln(ε / (|λΔ − v₀| + |Δ|)) / λ. (It bounds the
    ///   oscillation by its exponential envelope; it is not the last crossing of the ε band.)
    /// - Critical and overdamped: sample every 0.1 s and take the grid time after which |x − Δ| stays
    ///   under ε, as FACTS.md describes. Sampling stops once an upper bound of the remaining error is
    ///   below ε, so "stays under" is checked, not assumed.
    public func settlingDuration(target: Double, initialVelocity: Double, epsilon: Double) -> Double {
        let lambda = decayRate
        switch regime {
        case .underdamped:
            let spread = abs(lambda * target - initialVelocity) + abs(target)
            if spread <= epsilon { return 0 }
            return -log(epsilon / spread) / lambda
        case .critical, .overdamped:
            var lastOutside = 0   // the last grid index k where |x(k·0.1) − Δ| ≥ ε (0 = the start)
            let startError = abs(target)
            if startError < epsilon && initialVelocity == 0 { return 0 }
            var k = 1
            while k < 1_000_000 {
                let t = Double(k) / 10
                if abs(value(target: target, initialVelocity: initialVelocity, at: t) - target) >= epsilon {
                    lastOutside = k
                } else if errorBound(target: target, initialVelocity: initialVelocity, at: t) < epsilon {
                    break
                }
                k += 1
            }
            return Double(lastOutside + 1) / 10   // k/10 rather than k·0.1: 0.6, not 0.6000000000000001
        }
    }

    /// An upper bound of |x(s) − Δ| for every s ≥ t (used only in the non-oscillating regimes).
    private func errorBound(target: Double, initialVelocity v0: Double, at t: Double) -> Double {
        let lambda = decayRate
        switch regime {
        case .critical:
            // |Δ + (λΔ − v₀)s|·e^(−λs) ≤ (|Δ| + |λΔ − v₀|·s)·e^(−λs), which decreases once λs > 1.
            guard lambda * t > 1 else { return .infinity }
            return (abs(target) + abs(lambda * target - v0) * t) * exp(-lambda * t)
        case .overdamped:
            // |C₁e^(r₁s) + C₂e^(r₂s)| ≤ (|C₁| + |C₂|)·e^(r₁s), r₁ the slower rate.
            let omega = naturalFrequency * (dampingRatio * dampingRatio - 1).squareRoot()
            let r1 = -lambda + omega, r2 = -lambda - omega
            let c1 = (v0 + r2 * target) / (r1 - r2)
            let c2 = -target - c1
            return (abs(c1) + abs(c2)) * exp(r1 * t)
        case .underdamped:
            return (abs(lambda * target - v0) + abs(target)) * exp(-lambda * t)
        }
    }
}
