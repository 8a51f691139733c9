import Testing
@testable import Motion

/// `holdsStill(from:to:)`: true exactly when no change arrives in the span and the one before has finished.
@Suite("Timelines: still stretches")
struct TimelineStillnessTests {
    let spring = Animation.spring(duration: 0.55, bounce: 0.25)

    @Test("before the first change, during, after it settles, and across a second change")
    func spans() {
        let t = Timeline(initialValue: 0.0, changes: [.init(at: 1, to: 100, animation: spring), .init(at: 3, to: 0, animation: spring)])
        let settled = 1 + spring.duration
        #expect(t.holdsStill(from: 0, to: 1))                    // the change shows only after its instant
        #expect(!t.holdsStill(from: 0.5, to: 1.01))
        #expect(!t.holdsStill(from: 1.1, to: 1.2))               // animating
        #expect(!t.holdsStill(from: settled - 0.01, to: settled))
        #expect(t.holdsStill(from: settled, to: 3))
        #expect(!t.holdsStill(from: settled, to: 3.01))          // the second change arrives
        #expect(t.holdsStill(from: 3 + spring.duration, to: 100))
        // What it claims holds for the values: the same number at both ends.
        #expect(t.value(at: settled) == t.value(at: 3))
    }

    @Test("an instant change, no change at all, and a repeating animation")
    func edgeCases() {
        #expect(Timeline(initialValue: 5.0).holdsStill(from: 0, to: 10))
        let instant = Timeline(initialValue: 0.0, changes: [.init(at: 1, to: 1, animation: nil)])
        #expect(!instant.holdsStill(from: 0.5, to: 1.5))
        #expect(instant.holdsStill(from: 1.5, to: 2))
        let forever = Timeline(initialValue: 0.0, changes: [.init(at: 0, to: 1, animation: spring.repeatForever())])
        #expect(!forever.holdsStill(from: 50, to: 51))
    }
}
