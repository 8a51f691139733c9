import Testing
@testable import Motion

@Suite("Timelines: changes, retargeting, Reduce Motion")
struct TimelineTests {
    let spring = Animation.spring(duration: 0.55, bounce: 0.25)
    let ease = Animation.easeInOut(duration: 0.55)

    @Test("before, at, during and after a change")
    func singleChange() {
        let t = Timeline(initialValue: 0.0, changes: [.init(at: 1, to: 100, animation: spring)])
        #expect(t.value(at: 0.5) == 0)
        #expect(t.value(at: 1) == 0)                          // the start state, exactly
        let mid = t.sample(at: 1.2)
        #expect(mid.value > 0 && mid.value < 100 && mid.velocity > 0)
        let settled = t.settledTime!
        #expect(settled == 1 + spring.duration)
        #expect(t.sample(at: settled) == AnimationSample(value: 100, velocity: 0))   // the target, exactly
        #expect(t.value(at: settled + 5) == 100)
    }

    /// Samples just before and after `time` and checks value and velocity have no jump.
    func expectContinuous(_ timeline: Timeline<Double>, at time: Double, velocityToo: Bool, sourceLocation: SourceLocation = #_sourceLocation) {
        let eps = 1e-7
        let before = timeline.sample(at: time - eps), after = timeline.sample(at: time + eps)
        #expect(abs(before.value - after.value) < 1e-3, sourceLocation: sourceLocation)
        if velocityToo { #expect(abs(before.velocity - after.velocity) < 0.05 * max(1, abs(before.velocity)), sourceLocation: sourceLocation) }
    }

    @Test("a spring retargeted mid-flight keeps position and velocity")
    func springRetarget() {
        let t = Timeline(initialValue: 0.0, changes: [.init(at: 0, to: 100, animation: spring),
                                                     .init(at: 0.2, to: 0, animation: spring)])
        expectContinuous(t, at: 0.2, velocityToo: true)
        let at = t.sample(at: 0.2)
        let moving = Timeline(initialValue: 0.0, changes: [.init(at: 0, to: 100, animation: spring)]).sample(at: 0.2)
        #expect(at == moving)
        #expect(at.velocity > 100)   // still heading up at the moment of the interruption
        // It keeps moving up for a moment before turning back: no instant reversal.
        #expect(t.value(at: 0.21) > at.value)
        #expect(t.value(at: 0.2 + spring.duration) == 0)
    }

    @Test("a closed-form spring retarget is continuous too")
    func closedFormRetarget() {
        let s = Animation.interpolatingSpring(duration: 0.4, bounce: 0.5)
        let t = Timeline(initialValue: 0.0, changes: [.init(at: 0, to: 1, animation: s), .init(at: 0.13, to: -1, animation: s)])
        expectContinuous(t, at: 0.13, velocityToo: true)
    }

    @Test("a Bézier interrupted by a spring hands over value and velocity")
    func bezierToSpring() {
        let t = Timeline(initialValue: 0.0, changes: [.init(at: 0, to: 50, animation: ease),
                                                     .init(at: 0.3, to: 0, animation: spring)])
        expectContinuous(t, at: 0.3, velocityToo: true)
    }

    @Test("a Bézier interrupted by a Bézier hands over the value and starts from rest")
    func bezierToBezier() {
        let t = Timeline(initialValue: 0.0, changes: [.init(at: 0, to: 50, animation: ease),
                                                     .init(at: 0.3, to: 0, animation: ease)])
        expectContinuous(t, at: 0.3, velocityToo: false)
        #expect(t.sample(at: 0.3).velocity == 0)
        #expect(Timeline(initialValue: 0.0, changes: [.init(at: 0, to: 50, animation: ease)]).sample(at: 0.3 - 1e-9).velocity > 10)
    }

    @Test("vector values retarget continuously (the knob's offset as a point)")
    func pointRetarget() {
        let t = Timeline(initialValue: AnimatablePoint(x: 0, y: 0), changes: [
            .init(at: 0, to: AnimatablePoint(x: 60, y: 0), animation: spring),
            .init(at: 0.25, to: AnimatablePoint(x: 0, y: 10), animation: spring)])
        let a = t.sample(at: 0.25 - 1e-7), b = t.sample(at: 0.25 + 1e-7)
        #expect((a.value - b.value).magnitudeSquared < 1e-6)
        #expect((a.velocity - b.velocity).magnitudeSquared < 1)
    }

    @Test("Reduce Motion (nil animation): no intermediate values, ever")
    func reduceMotion() {
        let t = Timeline.toggling(between: 0.0, and: 1.0, at: [0.5, 2.0], animation: nil)
        for i in 0...300 {
            let v = t.value(at: Double(i) / 100)
            #expect(v == 0 || v == 1)
        }
        #expect(t.value(at: 0.4999) == 0 && t.value(at: 0.5) == 1 && t.value(at: 2.0) == 0)
        #expect(t.settledTime == 2.0)
    }

    @Test("the demo's auto-toggle: flips every 1.5 s, each settling before the next")
    func autoToggle() {
        let times = AutoToggle.changeTimes(count: 4)
        #expect(times == [1.5, 3.0, 4.5, 6.0])
        let knob = Timeline.toggling(between: 0.0, and: 1.0, at: times, animation: spring)
        #expect(knob.value(at: 1.5) == 0)
        #expect(knob.value(at: 3.0) == 1)      // settled before the next flip (1.07 s < 1.5 s)
        #expect(knob.value(at: 4.5) == 0)
        #expect(knob.value(at: 6.0 + spring.duration) == 0)   // four flips: back to off
        #expect(knob.value(at: 2.0) > 0.9)
    }

    @Test("a change can take its animation from a resolved transaction")
    func transactionChange() {
        var knob = Timeline(initialValue: 0.0)
        knob.change(at: 0, to: 1, transaction: Transaction().scoped(through: [ease, spring]))
        #expect(knob.changes.first?.animation == spring)
    }

    @Test("changes are kept in time order; a later change at the same time wins")
    func ordering() {
        var t = Timeline(initialValue: 0.0)
        t.change(at: 2, to: 5, animation: nil)
        t.change(at: 1, to: 3, animation: nil)
        t.change(at: 2, to: 7, animation: nil)
        #expect(t.changes.map(\.target) == [3, 5, 7])
        #expect(t.value(at: 1.5) == 3 && t.value(at: 2) == 7 && t.finalValue == 7)
    }
}
