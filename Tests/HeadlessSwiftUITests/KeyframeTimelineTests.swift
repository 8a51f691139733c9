import Testing
import Motion
@testable import HeadlessSwiftUI

/// `KeyframeTimeline` follows SwiftUI's documentation of keyframes: each keyframe's duration runs from
/// the previous one, tracks run side by side from the same start and hold their last value, a move
/// jumps, adjacent cubic keyframes make a Catmull-Rom spline, and a spring keyframe moves as its spring.
struct KeyframeTimelineTests {
    struct Values { var scale = 1.0; var offset = 0.0 }

    @Test func linearKeyframesFollowEachOtherAndHoldTheLastValue() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 1)
            LinearKeyframe(20.0, duration: 2)
        }
        #expect(timeline.duration == 3)
        #expect(abs(timeline.value(time: 0.25) - 2.5) < 1e-9)
        #expect(abs(timeline.value(time: 2) - 15) < 1e-9)
        #expect(timeline.value(time: 9) == 20)
        #expect(timeline.value(time: -1) == 0)
        #expect(abs(timeline.value(progress: 0.5) - 12.5) < 1e-9)
    }

    @Test func aTimingCurveShapesALinearKeyframe() {
        let timeline = KeyframeTimeline(initialValue: 0.0) { LinearKeyframe(1.0, duration: 1, timingCurve: .easeIn) }
        #expect(abs(timeline.value(time: 0.5) - UnitCurve.easeIn.value(at: 0.5)) < 1e-9)
        #expect(timeline.value(time: 0.5) < 0.5)
    }

    @Test func aMoveJumps() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            MoveKeyframe(5.0)
            LinearKeyframe(15.0, duration: 1)
        }
        #expect(timeline.value(time: 0) == 5)
        #expect(abs(timeline.value(time: 0.5) - 10) < 1e-9)
    }

    @Test func tracksRunTogetherOnTheirOwnKeyPaths() {
        let timeline = KeyframeTimeline(initialValue: Values()) {
            KeyframeTrack(\.scale) { LinearKeyframe(2.0, duration: 0.5) }
            KeyframeTrack(\.offset) {
                LinearKeyframe(-10.0, duration: 1)
                LinearKeyframe(0.0, duration: 1)
            }
        }
        #expect(timeline.duration == 2)
        let mid = timeline.value(time: 0.25)
        #expect(abs(mid.scale - 1.5) < 1e-9 && abs(mid.offset + 2.5) < 1e-9)
        let late = timeline.value(time: 1.5)
        #expect(late.scale == 2 && abs(late.offset + 5) < 1e-9)
    }

    @Test func adjacentCubicKeyframesMakeACatmullRomSpline() {
        // Points 0 → 10 → 0 → 10 at 0, 1, 2, 3 s: through each point, with the tangent (p₊ − p₋) / (t₊ − t₋)
        // at the inner ones (0 at t = 1 and t = 2 here, where the neighbours are level) — and at 1.5 s
        // halfway between 10 and 0.
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(10.0, duration: 1)
            CubicKeyframe(0.0, duration: 1)
            CubicKeyframe(10.0, duration: 1)
        }
        for (t, p) in [(1.0, 10.0), (2.0, 0.0), (3.0, 10.0)] { #expect(abs(timeline.value(time: t) - p) < 1e-9) }
        let h = 1e-5
        let slopeAt1 = (timeline.value(time: 1 + h) - timeline.value(time: 1 - h)) / (2 * h)
        #expect(abs(slopeAt1) < 1e-3)
        #expect(abs(timeline.value(time: 1.5) - 5) < 1e-9)
        // Uneven neighbours: 0 → 10 → 30 at 0, 1, 2 s; the tangent at 1 s is (30 − 0) / 2 = 15.
        let rising = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(10.0, duration: 1)
            CubicKeyframe(30.0, duration: 1)
        }
        let slope = (rising.value(time: 1 + h) - rising.value(time: 1 - h)) / (2 * h)
        #expect(abs(slope - 15) < 1e-3)
    }

    @Test func givenVelocitiesShapeACubicKeyframe() {
        let timeline = KeyframeTimeline(initialValue: 0.0) { CubicKeyframe(1.0, duration: 1, startVelocity: 4, endVelocity: 0) }
        let h = 1e-6
        #expect(abs((timeline.value(time: h) - timeline.value(time: 0)) / h - 4) < 1e-3)
        #expect(timeline.value(time: 0.5) > 0.5)
    }

    @Test func aSpringKeyframeMovesAsItsSpring() {
        let spring = Spring(duration: 0.4, bounce: 0.3)
        let timeline = KeyframeTimeline(initialValue: 0.0) { SpringKeyframe(1.0, spring: spring) }
        #expect(abs(timeline.duration - spring.settlingDuration) < 1e-9)
        for t in [0.05, 0.2, 0.35] {
            #expect(abs(timeline.value(time: t) - spring.value(target: 1, at: t)) < 1e-9)
        }
        #expect(timeline.value(time: 0.3) > 1)   // it overshoots, as a bouncy spring does
    }

    @Test func aSpringCutShortHandsOnWhereItIs() {
        let spring = Spring(duration: 1, bounce: 0)
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            SpringKeyframe(1.0, duration: 0.2, spring: spring)
            LinearKeyframe(2.0, duration: 1)
        }
        let reached = spring.value(target: 1, at: 0.2)
        #expect(reached < 0.9)
        #expect(abs(timeline.value(time: 0.2) - reached) < 1e-9)
        #expect(abs(timeline.value(time: 0.7) - (reached + (2 - reached) * 0.5)) < 1e-9)
    }

    @Test func theBuilderTakesConditionsAndLoops() {
        let bounces = 3
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            for i in 0..<bounces { LinearKeyframe(Double(i + 1), duration: 0.1) }
            if bounces > 5 { MoveKeyframe(100.0) } else { LinearKeyframe(0.0, duration: 0.2) }
        }
        #expect(abs(timeline.duration - 0.5) < 1e-9)
        #expect(abs(timeline.value(time: 0.3) - 3) < 1e-9)
        #expect(abs(timeline.value(time: 0.4) - 1.5) < 1e-9)
    }
}
