import Synchronization

/// The integrator is linear: a change from `from` to `to` with initial velocity v₀ is, at every step,
///
///     x(t) = to + (from − to)·a(t) + v₀·b(t),   v(t) = (from − to)·a′(t) + v₀·b′(t)
///
/// where a is the response to a unit offset (x₀ = 1, target 0, at rest) and b the response to a unit
/// velocity (x₀ = 0, v₀ = 1), both integrated with the same 1/300 s steps. So values of any size (a view's
/// frame, colours, a gradient's stops) animate by two scalar integrations, shared by every value under the
/// same spring and kept per spring: a sample is then a lookup, not a run of steps from zero.
/// a, a′, b, b′ at one step.
@usableFromInline
struct SpringUnitResponse: Sendable {
    @usableFromInline var offset: Double, offsetVelocity: Double, impulse: Double, impulseVelocity: Double
    @usableFromInline
    init(offset: Double, offsetVelocity: Double, impulse: Double, impulseVelocity: Double) {
        self.offset = offset; self.offsetVelocity = offsetVelocity; self.impulse = impulse; self.impulseVelocity = impulseVelocity
    }
}

extension SpringIntegrator {
    /// The responses of `spring` at step `step` (computed once per spring, then extended as needed).
    @usableFromInline
    static func unitResponse(_ spring: Spring, step: Int) -> SpringUnitResponse {
        UnitResponseTable.shared.response(spring, step: step)
    }

    /// The integrated motion `from` → `to` with `initialVelocity`, `t` seconds in, from the unit responses:
    /// the same steps (and the same linear interpolation between them) as ``sample(spring:from:to:initialVelocity:at:)``.
    @inlinable
    public static func sampleByResponses(
        spring: Spring, from: Value, to: Value, initialVelocity: Value, at t: Double
    ) -> AnimationSample<Value> {
        if t <= 0 { return AnimationSample(value: from, velocity: initialVelocity) }
        let scaled = t * Double(stepsPerSecond)
        let whole = Int(scaled.rounded(.down))
        let fraction = scaled - Double(whole)
        var r = unitResponse(spring, step: whole)
        if fraction > 0 {
            let n = unitResponse(spring, step: whole + 1)
            func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * fraction }
            r = SpringUnitResponse(offset: mix(r.offset, n.offset), offsetVelocity: mix(r.offsetVelocity, n.offsetVelocity),
                             impulse: mix(r.impulse, n.impulse), impulseVelocity: mix(r.impulseVelocity, n.impulseVelocity))
        }
        let d = from - to
        return AnimationSample(value: to + d.scaled(by: r.offset) + initialVelocity.scaled(by: r.impulse),
                               velocity: d.scaled(by: r.offsetVelocity) + initialVelocity.scaled(by: r.impulseVelocity))
    }
}

/// The unit responses of every spring used so far, per step, behind a lock (frames render in parallel).
final class UnitResponseTable: Sendable {
    static let shared = UnitResponseTable()
    private let tables = Mutex<[Spring: [SpringUnitResponse]]>([:])

    func response(_ spring: Spring, step: Int) -> SpringUnitResponse {
        tables.withLock { tables in
            var table = tables[spring] ?? []
            if table.count <= step {
                // Continue both integrations from where the table ends.
                var offset = SpringIntegrator(spring: spring, position: 1.0, velocity: 0, target: 0)
                var impulse = SpringIntegrator(spring: spring, position: 0.0, velocity: 1, target: 0)
                if table.isEmpty {
                    table.append(.init(offset: 1, offsetVelocity: 0, impulse: 0, impulseVelocity: 1))
                } else {
                    // Replaying is cheap next to storing the integrators' state; tables grow rarely.
                    for _ in 1..<table.count { offset.step(); impulse.step() }
                }
                // Grow at least twice over (and a second ahead), so sampling forward costs linear time.
                let end = max(step, 2 * table.count, SpringIntegrator<Double>.stepsPerSecond)
                while table.count <= end {
                    offset.step(); impulse.step()
                    table.append(.init(offset: offset.position, offsetVelocity: offset.velocity,
                                       impulse: impulse.position, impulseVelocity: impulse.velocity))
                }
                tables[spring] = table
            }
            return table[step]
        }
    }
}
