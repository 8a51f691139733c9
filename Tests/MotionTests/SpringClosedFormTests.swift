import Testing
@testable import Motion

@Suite("Spring closed form")
struct SpringClosedFormTests {
    let dayNight = Spring(duration: 0.55, bounce: 0.25)

    @Test("0 → 200 under spring(0.5, 0.3) is at 84.660 after 0.1 s")
    func checkValue() {
        let x = Spring(duration: 0.5, bounce: 0.3).value(target: 200, at: 0.1)
        #expect(abs(x - 84.660) < 0.0005)
    }

    @Test("unit-step values of the day/night spring",
          arguments: [(0.1, 0.36093), (0.2, 0.78529), (0.3, 0.98249), (0.6, 1.00757), (0.8, 0.99926)])
    func unitStep(t: Double, expected: Double) {
        #expect(abs(dayNight.value(target: 1, at: t) - expected) < 0.000005)
    }

    @Test("overshoot: 2.84 % of the travel at 0.416 s")
    func overshoot() {
        var best = (t: 0.0, x: -Double.infinity)
        for i in 0...20_000 {
            let t = Double(i) / 10_000
            let x = dayNight.value(target: 1, at: t)
            if x > best.x { best = (t, x) }
        }
        #expect(abs((best.x - 1) * 100 - 2.84) < 0.005)
        #expect(abs(best.t - 0.416) < 0.0005)
        // The peak is where the velocity crosses zero.
        #expect(abs(dayNight.velocity(target: 1, at: best.t)) < 0.01)
    }

    static let regimes: [Spring] = [
        Spring(duration: 0.55, bounce: 0.25), Spring(duration: 0.4, bounce: 0), Spring(duration: 0.5, bounce: -0.5),
    ]

    @Test("starts at 0 with the given velocity and ends at the target, in every regime", arguments: regimes)
    func boundaryConditions(spring: Spring) {
        #expect(abs(spring.value(target: 3, initialVelocity: -7, at: 0)) < 1e-12)
        #expect(abs(spring.velocity(target: 3, initialVelocity: -7, at: 0) - -7) < 1e-9)
        #expect(abs(spring.value(target: 3, initialVelocity: -7, at: 30) - 3) < 1e-9)
    }

    @Test("velocity is the derivative of the value, in every regime", arguments: regimes)
    func velocityIsDerivative(spring: Spring) {
        let h = 1e-6
        for t in stride(from: 0.01, through: 1.5, by: 0.07) {
            let numeric = (spring.value(target: 2, initialVelocity: 5, at: t + h)
                - spring.value(target: 2, initialVelocity: 5, at: t - h)) / (2 * h)
            #expect(abs(numeric - spring.velocity(target: 2, initialVelocity: 5, at: t)) < 1e-5)
        }
    }

    @Test("the equation of motion holds: m·x″ = k(Δ − x) − c·x′", arguments: regimes)
    func equationOfMotion(spring: Spring) {
        let h = 1e-5
        for t in stride(from: 0.05, through: 1.0, by: 0.1) {
            let x = spring.value(target: 1, initialVelocity: 2, at: t)
            let v = spring.velocity(target: 1, initialVelocity: 2, at: t)
            let acc = (spring.velocity(target: 1, initialVelocity: 2, at: t + h)
                - spring.velocity(target: 1, initialVelocity: 2, at: t - h)) / (2 * h)
            let force = spring.stiffness * (1 - x) - spring.damping * v
            #expect(abs(spring.mass * acc - force) < 1e-3 * max(1, abs(force)))
        }
    }

    @Test("near-critical springs agree with the critical form on both sides")
    func continuityAcrossCritical() {
        let critical = Spring(response: 0.4, dampingFraction: 1)
        let under = Spring(response: 0.4, dampingFraction: 1 - 1e-5)
        let over = Spring(response: 0.4, dampingFraction: 1 + 1e-5)
        #expect(under.regime == .underdamped && over.regime == .overdamped && critical.regime == .critical)
        for t in [0.05, 0.1, 0.2, 0.4] {
            let c = critical.value(target: 1, initialVelocity: 1, at: t)
            #expect(abs(under.value(target: 1, initialVelocity: 1, at: t) - c) < 1e-4)
            #expect(abs(over.value(target: 1, initialVelocity: 1, at: t) - c) < 1e-4)
        }
    }

    @Test("the generic sample works on points, component by component")
    func vectorSample() {
        let from = AnimatablePoint(x: 10, y: -4), to = AnimatablePoint(x: 30, y: 6)
        let s = dayNight.sample(from: from, to: to, initialVelocity: .zero, at: 0.2)
        #expect(abs(s.value.x - (10 + 20 * dayNight.value(target: 1, at: 0.2))) < 1e-9)
        #expect(abs(s.value.y - (-4 + 10 * dayNight.value(target: 1, at: 0.2))) < 1e-9)
        #expect(abs(s.velocity.x - 20 * dayNight.velocity(target: 1, at: 0.2)) < 1e-9)
    }
}
