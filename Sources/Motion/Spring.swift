import Foundation

/// A damped harmonic oscillator: the physical model behind every SwiftUI spring.
///
/// SwiftUI lets you describe one spring three ways — perceptually as `(duration, bounce)`,
/// in the older `(response, dampingFraction)` form, or physically as `(mass, stiffness, damping)`.
/// They are the same object, so `Spring` stores the physical form and converts the others to and
/// from it (FACTS.md, "sure"):
/// ω₀ = 2π / duration, stiffness k = m·ω₀², damping c = 2·ζ·m·ω₀, and ζ = 1 − bounce for
/// bounce ≥ 0, ζ = 1 / (1 + bounce) for bounce < 0.
public struct Spring: Hashable, Sendable, CustomStringConvertible {
    /// The mass on the spring; SwiftUI's perceptual initialisers use 1.
    public var mass: Double
    /// The spring constant k (force per unit of displacement).
    public var stiffness: Double
    /// The viscous damping coefficient c (force per unit of velocity).
    public var damping: Double

    /// A spring from its physical constants, as `Spring(mass:stiffness:damping:)` in SwiftUI.
    public init(mass: Double = 1, stiffness: Double, damping: Double) {
        precondition(mass > 0 && stiffness > 0 && damping >= 0, "a spring needs mass > 0, stiffness > 0, damping ≥ 0")
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
    }

    /// A spring from its perceptual duration (the period of the undamped oscillation) and bounce
    /// (0 = no overshoot, towards 1 = more, negative = overdamped), the iOS 17+ way of writing springs.
    public init(duration: Double = 0.5, bounce: Double = 0) {
        precondition(duration > 0, "spring duration must be positive")
        precondition(bounce > -1 && bounce <= 1, "bounce must lie in (-1, 1]")
        let zeta = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        self.init(response: duration, dampingFraction: zeta)
    }

    /// A spring from the pre-iOS 17 parameters: `response` is the same as the perceptual duration and
    /// `dampingFraction` is the damping ratio ζ.
    public init(response: Double, dampingFraction: Double) {
        precondition(response > 0 && dampingFraction >= 0, "response must be positive, dampingFraction ≥ 0")
        let omega0 = 2 * Double.pi / response
        self.init(mass: 1, stiffness: omega0 * omega0, damping: 2 * dampingFraction * omega0)
    }

    /// The undamped angular frequency ω₀ = √(k / m), in radians per second.
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// The damping ratio ζ = c / (2√(k·m)): below 1 the spring oscillates, 1 is critical, above 1 it creeps.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The same as ``dampingRatio``, under its SwiftUI name.
    public var dampingFraction: Double { dampingRatio }

    /// The perceptual duration 2π / ω₀ (seconds); ``response`` is the same number.
    public var duration: Double { 2 * Double.pi / naturalFrequency }

    /// The pre-iOS 17 name of ``duration``.
    public var response: Double { duration }

    /// The perceptual bounce, inverting the ζ mapping of ``init(duration:bounce:)``.
    public var bounce: Double {
        let zeta = dampingRatio
        return zeta <= 1 ? 1 - zeta : 1 / zeta - 1
    }

    /// λ = c / 2m: the rate at which the oscillation's envelope decays.
    var decayRate: Double { damping / (2 * mass) }


    /// A readable form for logs and test failures.
    public var description: String {
        "Spring(mass: \(mass), stiffness: \(stiffness), damping: \(damping); ζ = \(dampingRatio))"
    }
}

extension Spring {
    /// The kind of motion the damping ratio produces; each has its own closed form.
    public enum Regime: Sendable, Hashable {
        /// ζ < 1: oscillates around the target while the envelope decays.
        case underdamped
        /// ζ = 1 (within 1e-9): the fastest approach without overshoot.
        case critical
        /// ζ > 1: two decaying exponentials, no overshoot, slower than critical.
        case overdamped
    }

    /// Which closed form applies. ζ within 1e-9 of 1 counts as critical, so that `bounce: 0` —
    /// which is exactly critical in theory — does not fall into a numerically fragile branch.
    public var regime: Regime {
        let zeta = dampingRatio
        if abs(zeta - 1) < 1e-9 { return .critical }
        return zeta < 1 ? .underdamped : .overdamped
    }
}
