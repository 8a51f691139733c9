extension Animation {
    /// The animated value `elapsed` seconds after a change `from` → `to` that began with `initialVelocity`.
    ///
    /// At `elapsed ≤ 0` this is exactly `from`; at `elapsed ≥ duration` exactly `to` with zero velocity. That
    /// snap is how a frame plan's first and last frames are exact. An `elapsed` short of `duration` by less
    /// than ``settleTolerance`` counts as settled: it is rounding error of a sum such as `3.0 + duration`
    /// taken apart again (`t − 3.0`), not a real instant before the end.
    @inlinable
    public func sample<Value: Interpolatable>(
        from: Value, to: Value, initialVelocity: Value = .zero, elapsed: Double
    ) -> AnimationSample<Value> {
        if elapsed >= duration - Self.settleTolerance { return AnimationSample(value: to, velocity: .zero) }
        return Self.sample(storage, from: from, to: to, velocity: initialVelocity, at: elapsed)
    }

    /// One nanosecond: far below a display frame, far above the rounding error of seconds-scale sums.
    public static let settleTolerance = 1e-9

    @inlinable
    static func sample<Value: Interpolatable>(
        _ storage: Storage, from: Value, to: Value, velocity v0: Value, at t: Double
    ) -> AnimationSample<Value> {
        if t <= 0 { return AnimationSample(value: from, velocity: v0) }
        switch storage {
        case .spring(let spring, let evaluation):
            if t >= spring.settlingDuration { return AnimationSample(value: to, velocity: .zero) }
            switch evaluation {
            case .integrated:
                // Scalars integrate directly; anything larger (a frame, a colour) combines the spring's
                // shared unit responses, which is the same arithmetic up to rounding and far cheaper.
                if Value.self == Double.self {
                    return SpringIntegrator.sample(spring: spring, from: from, to: to, initialVelocity: v0, at: t)
                }
                return SpringIntegrator.sampleByResponses(spring: spring, from: from, to: to, initialVelocity: v0, at: t)
            case .closedForm:
                return spring.sample(from: from, to: to, initialVelocity: v0, at: t)
            }
        case .curve(let curve, let d):
            if t >= d { return AnimationSample(value: to, velocity: .zero) }
            let delta = to - from
            // y(x) of the change, and dy/dt = dy/dx · (1/d).
            return AnimationSample(
                value: from + delta.scaled(by: curve.value(at: t / d)),
                velocity: delta.scaled(by: curve.velocity(at: t / d) / d))
        case .custom(let c):
            // The fraction of the change at t, and its slope by a central difference over a millisecond.
            let delta = to - from
            let f = c.fraction(at: t), h = 0.0005
            let slope = (c.fraction(at: t + h) - c.fraction(at: max(0, t - h))) / (t + h - max(0, t - h))
            return AnimationSample(value: from + delta.scaled(by: f), velocity: delta.scaled(by: slope))
        case .delay(let inner, let d):
            if t < d { return AnimationSample(value: from, velocity: .zero) }
            return sample(inner, from: from, to: to, velocity: v0, at: t - d)
        case .speed(let inner, let s):
            // Inner time runs s times faster, so velocities in inner time are 1/s of real ones.
            let inside = sample(inner, from: from, to: to, velocity: v0.scaled(by: 1 / s), at: t * s)
            return AnimationSample(value: inside.value, velocity: inside.velocity.scaled(by: s))
        case .repeating(let inner, let count, let autoreverses):
            let pass = duration(of: inner)
            let index = (t / pass).rounded(.down)
            if let count, index >= Double(count) { return AnimationSample(value: to, velocity: .zero) }
            let local = t - index * pass
            let backwards = autoreverses && Int(index.truncatingRemainder(dividingBy: 2)) == 1
            // Only the first pass starts with the inherited velocity; later passes start from rest.
            let start = index == 0 ? v0 : .zero
            return backwards
                ? sample(inner, from: to, to: from, velocity: start, at: local)
                : sample(inner, from: from, to: to, velocity: start, at: local)
        }
    }
}
