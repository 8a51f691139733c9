import Testing
@testable import Motion

@Suite("Spring settling duration")
struct SpringSettlingTests {
    @Test("the day/night spring settles in 1.0698 s")
    func dayNight() {
        #expect(abs(Spring(duration: 0.55, bounce: 0.25).settlingDuration - 1.0698) < 0.00005)
    }

    @Test("smooth(0.4) is critically damped and settles at about 0.6 s (0.1 s grid)")
    func smooth() {
        let d = Spring.smooth(duration: 0.4).settlingDuration
        #expect(d == 0.6)
        // The grid time really is the first one inside ε.
        #expect(abs(Spring.smooth(duration: 0.4).value(target: 1, at: 0.5) - 1) >= 0.001)
        #expect(abs(Spring.smooth(duration: 0.4).value(target: 1, at: 0.6) - 1) < 0.001)
    }

    @Test("after the settling time the spring stays within ε of the target",
          arguments: [Spring(duration: 0.55, bounce: 0.25), Spring(duration: 0.3, bounce: 0.7),
                      Spring(duration: 0.4, bounce: 0), Spring(duration: 0.5, bounce: -0.5),
                      Spring(response: 0.55, dampingFraction: 1)])
    func staysSettled(spring: Spring) {
        let d = spring.settlingDuration
        #expect(d > 0 && d.isFinite)
        for i in 0...2000 {
            let t = d + Double(i) * 0.005
            #expect(abs(spring.value(target: 1, at: t) - 1) < 0.001)
        }
    }

    @Test("critical and overdamped settling times sit on the 0.1 s grid and are the earliest such time",
          arguments: [Spring(duration: 0.4, bounce: 0), Spring(duration: 0.5, bounce: -0.5), Spring(duration: 1.0, bounce: -0.2)])
    func gridAndEarliest(spring: Spring) {
        let d = spring.settlingDuration
        let steps = d / 0.1
        #expect(abs(steps - steps.rounded()) < 1e-9)
        #expect(abs(spring.value(target: 1, at: d - 0.1) - 1) >= 0.001)
    }

    @Test("a larger start velocity away from the target lengthens the underdamped settling time")
    func velocityMatters() {
        let spring = Spring(duration: 0.55, bounce: 0.25)
        let rest = spring.settlingDuration(target: 1, initialVelocity: 0, epsilon: 0.001)
        let kicked = spring.settlingDuration(target: 1, initialVelocity: -20, epsilon: 0.001)
        #expect(kicked > rest)
    }
}
