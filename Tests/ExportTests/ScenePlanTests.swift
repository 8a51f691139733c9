import Export
import Motion
import Testing

@Suite struct ScenePlanTests {
    @Test func framesSpanTheSettleTimeWithExactEnds() throws {
        let scene = MovingSquare(settleTime: 1.0698)
        let plan = try FramePlan(.count(30), for: scene)
        #expect(plan.frames.count == 30)
        #expect(plan.frames.first?.time == 0)
        #expect(plan.frames.last?.time == 1.0698)
    }

    @Test func fpsEndsOnTheSettledTarget() throws {
        let plan = try FramePlan(.rate(Rational(30)), for: MovingSquare(settleTime: 1.5))
        #expect(plan.frames.count == 46)
        #expect(plan.frames.last?.time == 1.5)
    }

    @Test func durationOverridesTheSpan() throws {
        let plan = try FramePlan(.count(5), for: MovingSquare(settleTime: 1), duration: 2)
        #expect(plan.frames.map(\.time) == [0, 0.5, 1, 1.5, 2])
    }

    @Test func zeroSpanPutsEveryFrameAtTheChange() throws {
        let scene = MovingSquare(settleTime: 0)
        #expect(try FramePlan(.count(4), for: scene).frames.map(\.time) == [0, 0, 0, 0])
        #expect(try FramePlan(.rate(Rational(60)), for: scene).frames.map(\.time) == [0])
    }
}
