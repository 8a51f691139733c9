import Testing
@testable import Motion

@Suite("SwiftUI's fixed-step spring integrator")
struct SpringIntegratorTests {
    let dayNight = Spring(duration: 0.55, bounce: 0.25)

    /// FACTS.md's recipe written out literally for mass 1 and a change Δ from rest.
    func literalSteps(_ spring: Spring, delta: Double, steps: Int) -> [Double] {
        var x = 0.0, v = 0.0, a = spring.stiffness * delta
        var out = [x]
        for _ in 0..<steps {
            let half = v + a / 600
            x += half / 300
            a = -spring.damping * half + spring.stiffness * (delta - x)
            v = half + a / 600
            out.append(x)
        }
        return out
    }

    @Test("the integrator follows the FACTS.md step recipe")
    func matchesRecipe() {
        let expected = literalSteps(dayNight, delta: 1, steps: 300)
        var integrator = SpringIntegrator(spring: dayNight, position: 0.0, target: 1.0)
        for i in 1...300 {
            integrator.step()
            #expect(abs(integrator.position - expected[i]) < 1e-12)
        }
    }

    @Test("it trails the closed form by at most 0.6 % of the travel (day/night spring)")
    func closeToClosedForm() {
        var integrator = SpringIntegrator(spring: dayNight, position: 0.0, target: 1.0)
        var worst = 0.0
        for i in 1...600 {
            integrator.step()
            let t = Double(i) / 300
            worst = max(worst, abs(integrator.position - dayNight.value(target: 1, at: t)))
        }
        #expect(worst <= 0.006)
        #expect(worst > 0.001)   // it is a different evaluation, not the closed form in disguise
    }

    @Test("its overshoot is about 2.5 % (closed form: 2.84 %)")
    func overshoot() {
        var integrator = SpringIntegrator(spring: dayNight, position: 0.0, target: 1.0)
        var peak = 0.0
        for _ in 0..<600 { integrator.step(); peak = max(peak, integrator.position) }
        let percent = (peak - 1) * 100
        #expect(percent > 2.3 && percent < 2.7)
    }

    @Test("sampling between steps interpolates, and on the grid it is the step itself")
    func sampling() {
        let steps = literalSteps(dayNight, delta: 1, steps: 40)
        let onGrid = SpringIntegrator.sample(spring: dayNight, from: 0.0, to: 1.0, initialVelocity: 0, at: 30.0 / 300)
        #expect(abs(onGrid.value - steps[30]) < 1e-12)
        let between = SpringIntegrator.sample(spring: dayNight, from: 0.0, to: 1.0, initialVelocity: 0, at: 30.5 / 300)
        #expect(abs(between.value - (steps[30] + steps[31]) / 2) < 1e-12)
    }

    @Test("a retarget keeps position and velocity")
    func retarget() {
        var integrator = SpringIntegrator(spring: dayNight, position: 0.0, target: 1.0)
        for _ in 0..<60 { integrator.step() }
        let (x, v) = (integrator.position, integrator.velocity)
        integrator.retarget(to: -1)
        #expect(integrator.position == x && integrator.velocity == v)
        #expect(integrator.acceleration < 0)
        integrator.step()
        #expect(abs(integrator.position - x) < abs(v) / 300 + 0.01)
    }
}
