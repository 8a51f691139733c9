import Testing
@testable import Motion

@Suite("Animations and their modifiers")
struct AnimationTests {
    @Test("presets pick the right evaluation: spring/smooth integrate, interpolatingSpring is closed form")
    func evaluationKinds() {
        let integrated = Animation.spring(duration: 0.55, bounce: 0.25)
        let closed = Animation.interpolatingSpring(duration: 0.55, bounce: 0.25)
        let a = integrated.sample(from: 0.0, to: 1.0, elapsed: 0.3).value
        let b = closed.sample(from: 0.0, to: 1.0, elapsed: 0.3).value
        #expect(abs(b - Spring(duration: 0.55, bounce: 0.25).value(target: 1, at: 0.3)) < 1e-12)
        #expect(abs(a - SpringIntegrator.sample(spring: Spring(duration: 0.55, bounce: 0.25), from: 0.0, to: 1.0, initialVelocity: 0, at: 0.3).value) < 1e-12)
        #expect(a != b)
        #expect(Animation.smooth(duration: 0.4).baseSpring == Spring.smooth(duration: 0.4))
        #expect(Animation.bouncy.baseSpring == Spring.bouncy)
        #expect(Animation.snappy(duration: 0.3).baseSpring == Spring.snappy(duration: 0.3))
    }

    @Test("durations: spring = settling, curve = its duration, delay adds, speed divides, repeat multiplies")
    func durations() {
        let spring = Animation.spring(duration: 0.55, bounce: 0.25)
        #expect(spring.duration == Spring(duration: 0.55, bounce: 0.25).settlingDuration)
        #expect(Animation.easeInOut(duration: 0.55).duration == 0.55)
        #expect(abs(Animation.easeIn(duration: 0.5).delay(0.25).duration - 0.75) < 1e-12)
        #expect(abs(Animation.linear(duration: 1).speed(2).duration - 0.5) < 1e-12)
        #expect(abs(Animation.linear(duration: 0.5).delay(0.5).speed(2).duration - 0.5) < 1e-12)
        #expect(abs(Animation.linear(duration: 0.4).repeatCount(3).duration - 1.2) < 1e-12)
        #expect(Animation.linear.repeatForever().duration == .infinity)
    }

    @Test("start and end are exact: from at 0, to (with zero velocity) from the duration on",
          arguments: [Animation.spring(duration: 0.55, bounce: 0.25), .smooth(duration: 0.4), .easeInOut(duration: 0.55),
                      .interpolatingSpring(duration: 0.3, bounce: 0.5), .linear(duration: 0.2).delay(0.1).repeatCount(2)])
    func exactEnds(animation: Animation) {
        let from = 12.5, to = -3.75
        #expect(animation.sample(from: from, to: to, elapsed: 0).value == from)
        let end = animation.sample(from: from, to: to, elapsed: animation.duration)
        #expect(end.value == to && end.velocity == 0)
        #expect(animation.sample(from: from, to: to, elapsed: animation.duration + 3).value == to)
        let middle = animation.sample(from: from, to: to, elapsed: animation.duration * 0.45).value
        #expect(middle != from && middle != to)
    }

    @Test("a delay holds the start value, then runs the animation shifted")
    func delay() {
        let base = Animation.easeInOut(duration: 0.5)
        let delayed = base.delay(0.2)
        #expect(delayed.sample(from: 0.0, to: 1.0, elapsed: 0.15).value == 0)
        #expect(abs(delayed.sample(from: 0.0, to: 1.0, elapsed: 0.45).value - base.sample(from: 0.0, to: 1.0, elapsed: 0.25).value) < 1e-12)
    }

    @Test("speed compresses time and scales velocity")
    func speed() {
        let base = Animation.easeInOut(duration: 1)
        let fast = base.speed(2)
        let a = fast.sample(from: 0.0, to: 1.0, elapsed: 0.2), b = base.sample(from: 0.0, to: 1.0, elapsed: 0.4)
        #expect(abs(a.value - b.value) < 1e-12)
        #expect(abs(a.velocity - 2 * b.velocity) < 1e-9)
    }

    @Test("repeat with autoreverse runs every second pass backwards; without, restarts")
    func repeats() {
        let pass = Animation.easeIn(duration: 0.5)
        let reversing = pass.repeatCount(3, autoreverses: true)
        let restarting = pass.repeatCount(3, autoreverses: false)
        let forward = pass.sample(from: 0.0, to: 1.0, elapsed: 0.1).value
        #expect(abs(reversing.sample(from: 0.0, to: 1.0, elapsed: 0.6).value - (1 - forward)) < 1e-12)
        #expect(abs(restarting.sample(from: 0.0, to: 1.0, elapsed: 0.6).value - forward) < 1e-12)
        #expect(abs(reversing.sample(from: 0.0, to: 1.0, elapsed: 1.1).value - forward) < 1e-12)
        let forever = pass.repeatForever(autoreverses: true)
        #expect(abs(forever.sample(from: 0.0, to: 1.0, elapsed: 100.1).value - forward) < 1e-9)
        #expect(abs(forever.sample(from: 0.0, to: 1.0, elapsed: 100.6).value - (1 - forward)) < 1e-9)
    }

    @Test("curve velocity is change × slope / duration")
    func curveVelocity() {
        let anim = Animation.easeInOut(duration: 0.55)
        let s = anim.sample(from: 10.0, to: 30.0, elapsed: 0.275)
        #expect(abs(s.value - 20) < 1e-8)
        #expect(abs(s.velocity - 20 * UnitCurve.easeInOut.velocity(at: 0.5) / 0.55) < 1e-9)
    }
}
