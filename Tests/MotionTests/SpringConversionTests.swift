import Testing
@testable import Motion

@Suite("Spring parameter conversions")
struct SpringConversionTests {
    @Test("duration 0.5, bounce 0.3 → stiffness 157.91, damping 17.59 (FACTS.md)")
    func checkValues() {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        #expect(abs(spring.stiffness - 157.91) < 0.005)
        #expect(abs(spring.damping - 17.59) < 0.005)
        #expect(spring.mass == 1)
    }

    @Test("the day/night spring: ζ 0.75, ω₀ 11.424, λ 8.568, ω 7.556")
    func dayNightConstants() {
        let spring = Spring(duration: 0.55, bounce: 0.25)
        #expect(abs(spring.dampingRatio - 0.75) < 1e-12)
        #expect(abs(spring.naturalFrequency - 11.424) < 0.0005)
        #expect(abs(spring.decayRate - 8.568) < 0.0005)
        let omega = spring.naturalFrequency * (1 - 0.75 * 0.75).squareRoot()
        #expect(abs(omega - 7.556) < 0.0005)
        #expect(spring.regime == .underdamped)
    }

    @Test("duration/bounce survive the round trip through mass/stiffness/damping",
          arguments: [(0.55, 0.25), (0.5, 0.0), (0.3, 0.9), (1.2, -0.4), (0.4, -0.9)])
    func roundTrip(duration: Double, bounce: Double) {
        let spring = Spring(duration: duration, bounce: bounce)
        let physical = Spring(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping)
        #expect(abs(physical.duration - duration) < 1e-12)
        #expect(abs(physical.bounce - bounce) < 1e-12)
    }

    @Test("negative bounce maps to ζ = 1/(1 + b)")
    func negativeBounce() {
        let spring = Spring(duration: 0.5, bounce: -0.5)
        #expect(abs(spring.dampingRatio - 2) < 1e-12)
        #expect(spring.regime == .overdamped)
    }

    @Test("response/dampingFraction is the same spring as duration/bounce")
    func responseForm() {
        let a = Spring(response: 0.55, dampingFraction: 0.75)
        let b = Spring(duration: 0.55, bounce: 0.25)
        #expect(abs(a.stiffness - b.stiffness) < 1e-9)
        #expect(abs(a.damping - b.damping) < 1e-9)
        #expect(abs(a.response - 0.55) < 1e-12)
        #expect(abs(a.dampingFraction - 0.75) < 1e-12)
    }

    @Test("mass scales stiffness and damping but not the motion's shape")
    func massInvariance() {
        let unit = Spring(duration: 0.55, bounce: 0.25)
        let heavy = Spring(mass: 3, stiffness: unit.stiffness * 3, damping: unit.damping * 3)
        #expect(abs(heavy.duration - unit.duration) < 1e-12)
        #expect(abs(heavy.dampingRatio - unit.dampingRatio) < 1e-12)
        for t in [0.05, 0.2, 0.5] {
            #expect(abs(heavy.value(target: 1, at: t) - unit.value(target: 1, at: t)) < 1e-12)
        }
    }

    @Test("presets: smooth 0, snappy 0.15, bouncy 0.3, default duration 0.5, extraBounce adds")
    func presets() {
        #expect(abs(Spring.smooth.bounce - 0) < 1e-12)
        #expect(abs(Spring.snappy.bounce - 0.15) < 1e-12)
        #expect(abs(Spring.bouncy.bounce - 0.3) < 1e-12)
        #expect(abs(Spring.bouncy.duration - 0.5) < 1e-12)
        #expect(abs(Spring.snappy(duration: 0.3, extraBounce: 0.1).bounce - 0.25) < 1e-12)
        #expect(abs(Spring.smooth(duration: 0.4).duration - 0.4) < 1e-12)
        #expect(Spring.smooth(duration: 0.4).regime == .critical)
    }

    @Test("Animation.default is spring(response: 0.55, dampingFraction: 1)")
    func defaultAnimation() {
        let spring = Animation.default.baseSpring
        #expect(spring != nil)
        #expect(abs((spring?.response ?? 0) - 0.55) < 1e-12)
        #expect(abs((spring?.dampingFraction ?? 0) - 1) < 1e-12)
    }
}
