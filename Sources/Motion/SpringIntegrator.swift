/// The fixed-step integrator SwiftUI runs for `Animation.spring` (FACTS.md, likely).
///
/// SwiftUI does not evaluate `spring(duration:bounce:)` in closed form: it advances a velocity-Verlet
/// style integrator in steps of 1/300 s. Per step, with h = 1/300:
///
///     v½ = v + a·h/2;   x += v½·h;   a = (−c·v½ + k·(target − x)) / m;   v = v½ + a·h/2
///
/// (With m = 1 that is FACTS.md's `v½ = v + a/600; x += v½/300; …`.) Note the damping force uses the
/// half-step velocity; that is why it trails the closed form slightly and overshoots less (≈2.5 % instead of
/// 2.84 % for the day/night spring). The state is position and velocity, so a retarget simply continues
/// from the current state towards a new target.
public struct SpringIntegrator<Value: Interpolatable>: Sendable {
    /// The fixed step, 1/300 s.
    public static var stepsPerSecond: Int { 300 }

    /// The spring being integrated.
    public let spring: Spring
    /// Where the spring pulls to.
    public var target: Value
    /// Current position.
    public private(set) var position: Value
    /// Current velocity, per second.
    public private(set) var velocity: Value
    /// Current acceleration, per second², kept between steps as the scheme requires.
    public private(set) var acceleration: Value
    /// Steps taken since the state was set.
    public private(set) var steps: Int = 0

    /// Starts an integration at `position` with `velocity`, pulled towards `target`. The initial
    /// acceleration is the spring force at that state (k·Δ for a change from rest, as FACTS.md says).
    public init(spring: Spring, position: Value, velocity: Value = .zero, target: Value) {
        self.spring = spring
        self.target = target
        self.position = position
        self.velocity = velocity
        self.acceleration = Self.force(spring, position: position, velocity: velocity, target: target)
    }

    private static func force(_ s: Spring, position: Value, velocity: Value, target: Value) -> Value {
        ((target - position).scaled(by: s.stiffness) - velocity.scaled(by: s.damping)).scaled(by: 1 / s.mass)
    }

    /// Advances one 1/300 s step.
    public mutating func step() {
        let h = 1 / Double(Self.stepsPerSecond)
        let half = velocity + acceleration.scaled(by: h / 2)
        position = position + half.scaled(by: h)
        acceleration = Self.force(spring, position: position, velocity: half, target: target)
        velocity = half + acceleration.scaled(by: h / 2)
        steps += 1
    }

    /// Points the spring at a new target, keeping position and velocity (a SwiftUI retarget).
    public mutating func retarget(to newTarget: Value) {
        target = newTarget
        acceleration = Self.force(spring, position: position, velocity: velocity, target: newTarget)
    }

    /// The integrated motion `from` → `to` with `initialVelocity`, `t` seconds in.
    ///
    /// The integrator only knows its 1/300 s grid; between two steps the position and velocity are
    /// interpolated linearly, which keeps sampling continuous in t (a frame at any time is well defined)
    /// and exact on the grid.
    public static func sample(
        spring: Spring, from: Value, to: Value, initialVelocity: Value, at t: Double
    ) -> AnimationSample<Value> {
        if t <= 0 { return AnimationSample(value: from, velocity: initialVelocity) }
        var integrator = SpringIntegrator(spring: spring, position: from, velocity: initialVelocity, target: to)
        let scaled = t * Double(stepsPerSecond)
        let whole = Int(scaled.rounded(.down))
        for _ in 0..<whole { integrator.step() }
        let fraction = scaled - Double(whole)
        if fraction <= 0 { return AnimationSample(value: integrator.position, velocity: integrator.velocity) }
        let before = integrator
        integrator.step()
        return AnimationSample(
            value: before.position.interpolated(to: integrator.position, fraction: fraction),
            velocity: before.velocity.interpolated(to: integrator.velocity, fraction: fraction))
    }
}
