import Testing
@testable import Motion

/// Large values animate by the spring's unit responses; the result is the direct integration's.
struct SpringResponseTests {
    @Test func responsesMatchTheDirectIntegration() {
        let spring = Spring(duration: 0.55, bounce: 0.25)
        for t in [0.0, 0.001, 0.1, 0.2837, 0.5, 1.0] {
            for (from, to, v0) in [(0.0, 100.0, 0.0), (37.0, -12.0, 250.0), (1.0, 0.0, -3.0)] {
                let direct = SpringIntegrator.sample(spring: spring, from: from, to: to, initialVelocity: v0, at: t)
                let shared = SpringIntegrator.sampleByResponses(spring: spring, from: from, to: to, initialVelocity: v0, at: t)
                #expect(abs(direct.value - shared.value) < 1e-9 * max(1, abs(to - from)), "t \(t)")
                #expect(abs(direct.velocity - shared.velocity) < 1e-8 * max(1, abs(to - from), abs(v0)), "t \(t)")
            }
        }
    }

    @Test func pointsAnimateAsTheirCoordinates() {
        let a = Animation.spring(duration: 0.4, bounce: 0.1)
        let p = a.sample(from: AnimatablePoint(x: 0, y: 10), to: AnimatablePoint(x: 50, y: -5), elapsed: 0.17).value
        #expect(abs(p.x - a.sample(from: 0.0, to: 50.0, elapsed: 0.17).value) < 1e-9)
        #expect(abs(p.y - a.sample(from: 10.0, to: -5.0, elapsed: 0.17).value) < 1e-9)
    }
}
