import Testing
@testable import Motion

/// `repeatForever`'s cycle: the span after which the value is where the cycle began.
@Suite("Cycles of animations that repeat forever")
struct AnimationCycleTests {
    @Test("a cycle is a pass, two with autoreverses; delay outside adds, speed outside divides; finite animations have none")
    func cycleDurations() {
        let pass = Animation.easeInOut(duration: 0.5)
        #expect(pass.repeatForever().cycleDuration == 1.0)
        #expect(pass.repeatForever(autoreverses: false).cycleDuration == 0.5)
        #expect(pass.repeatForever().delay(0.25).cycleDuration == 1.25)
        #expect(pass.repeatForever().speed(2).cycleDuration == 0.5)
        #expect(pass.cycleDuration == nil)
        #expect(pass.repeatCount(3).cycleDuration == nil)
    }

    @Test("at the cycle's end the value is back where it began, and half way it is at the far end")
    func theCycleEndsWhereItBegan() {
        let forever = Animation.easeInOut(duration: 0.5).repeatForever()
        var timeline = Timeline(initialValue: 0.0)
        timeline.change(at: 2, to: 10, animation: forever)
        #expect(timeline.settledTime == .infinity)
        #expect(timeline.cycleEndTime == 3)
        #expect(abs(timeline.value(at: 3) - 0) < 1e-9)
        #expect(abs(timeline.value(at: 2.5) - 10) < 1e-9)
        // A change that ends has its settled time as its cycle end.
        var once = Timeline(initialValue: 0.0)
        once.change(at: 1, to: 1, animation: .linear(duration: 0.3))
        #expect(once.cycleEndTime == once.settledTime)
    }
}
