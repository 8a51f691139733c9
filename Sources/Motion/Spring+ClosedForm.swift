import Foundation

extension Spring {
    /// The analytic solution, written as two shape functions of time so it works for any vector value.
    ///
    /// The spring equation is linear, so the displacement from the start after a change Δ with start
    /// velocity v₀ is `Δ·A(t) + v₀·B(t)`, and the velocity is `Δ·A′(t) + v₀·B′(t)`. Splitting it this way
    /// lets points, sizes and colours use the same four scalars.
    @usableFromInline
    struct Coefficients {
        @usableFromInline var a: Double, b: Double, da: Double, db: Double
    }

    @usableFromInline
    func coefficients(at t: Double) -> Coefficients {
        let lambda = decayRate
        let omega0 = naturalFrequency
        switch regime {
        case .underdamped:
            // x(t) = Δ − e^(−λt)·[(λΔ − v₀)·sin(ωt)/ω + Δ·cos(ωt)]  (FACTS.md)
            let omega = omega0 * (1 - dampingRatio * dampingRatio).squareRoot()
            let e = exp(-lambda * t), s = sin(omega * t), c = cos(omega * t)
            return Coefficients(
                a: 1 - e * (lambda * s / omega + c),
                b: e * s / omega,
                da: e * s * omega0 * omega0 / omega,
                db: e * (c - lambda * s / omega))
        case .critical:
            // x(t) = Δ − e^(−λt)·[Δ + (λΔ − v₀)·t]
            let e = exp(-lambda * t)
            return Coefficients(
                a: 1 - e * (1 + lambda * t),
                b: e * t,
                da: e * lambda * lambda * t,
                db: e * (1 - lambda * t))
        case .overdamped:
            // x(t) − Δ = C₁e^(r₁t) + C₂e^(r₂t), r₁,₂ = −λ ± ω, fitted to x(0) = 0 and x′(0) = v₀.
            let omega = omega0 * (dampingRatio * dampingRatio - 1).squareRoot()
            let r1 = -lambda + omega, r2 = -lambda - omega
            let e1 = exp(r1 * t), e2 = exp(r2 * t), d = r1 - r2
            return Coefficients(
                a: 1 + (r2 * e1 - r1 * e2) / d,
                b: (e1 - e2) / d,
                da: r1 * r2 * (e1 - e2) / d,
                db: (r1 * e1 - r2 * e2) / d)
        }
    }

    /// The closed-form position `t` seconds after a change of size `target` (from 0), starting with
    /// velocity `initialVelocity`. This is what `interpolatingSpring` animates; `Animation.spring` uses the
    /// integrator (``SpringIntegrator``) instead.
    public func value(target: Double, initialVelocity: Double = 0, at t: Double) -> Double {
        let k = coefficients(at: t)
        return target * k.a + initialVelocity * k.b
    }

    /// The closed-form velocity, the derivative of ``value(target:initialVelocity:at:)``; retargeting needs it.
    public func velocity(target: Double, initialVelocity: Double = 0, at t: Double) -> Double {
        let k = coefficients(at: t)
        return target * k.da + initialVelocity * k.db
    }

    /// The closed form for any ``Interpolatable`` value: position and velocity of a spring moving
    /// `from` → `to` that started with `initialVelocity`, `t` seconds in.
    @inlinable
    public func sample<Value: Interpolatable>(
        from: Value, to: Value, initialVelocity: Value, at t: Double
    ) -> AnimationSample<Value> {
        if t <= 0 { return AnimationSample(value: from, velocity: initialVelocity) }
        let k = coefficients(at: t)
        let delta = to - from
        return AnimationSample(
            value: from + delta.scaled(by: k.a) + initialVelocity.scaled(by: k.b),
            velocity: delta.scaled(by: k.da) + initialVelocity.scaled(by: k.db))
    }
}
