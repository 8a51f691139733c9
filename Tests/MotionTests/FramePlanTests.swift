import Testing
@testable import Motion

@Suite("Frame plans")
struct FramePlanTests {
    let spring = Animation.spring(duration: 0.55, bounce: 0.25)
    let ease = Animation.easeInOut(duration: 0.55)

    func dayNight(start: Double = 0) -> (knob: Timeline<Double>, night: Timeline<Opacity>) {
        (Timeline(initialValue: 0.0, changes: [.init(at: start, to: 44, animation: spring)]),
         Timeline(initialValue: Opacity(0), changes: [.init(at: start, to: Opacity(1), animation: ease)]))
    }

    @Test("--frames N: N frames, first exactly the start state, last exactly the target", arguments: [2, 3, 24, 61])
    func frames(count: Int) throws {
        let (knob, night) = dayNight(start: 0.75)
        let plan = try FramePlan(frameCount: count, timelines: [knob, night])
        #expect(plan.frames.count == count)
        #expect(plan.start == 0.75)
        #expect(plan.end == knob.settledTime!)          // the slowest property (the spring) decides
        #expect(knob.value(at: plan.frames.first!.time) == 0)
        #expect(night.value(at: plan.frames.first!.time) == Opacity(0))
        #expect(knob.sample(at: plan.frames.last!.time) == AnimationSample(value: 44, velocity: 0))
        #expect(night.value(at: plan.frames.last!.time) == Opacity(1))
    }

    @Test("--frames spacing is span·i/(N−1) from integers, not accumulated")
    func evenSpacing() throws {
        let plan = try FramePlan(frameCount: 11, start: 0, span: 1)
        for frame in plan.frames {
            #expect(frame.time == Double(frame.index) / 10 || frame.index == 0 || frame.index == 10)
            #expect(frame.position == .fractionOfSpan(Rational(frame.index, 10)))
        }
        var accumulated = 0.0
        for _ in 0..<10 { accumulated += 0.1 }
        #expect(plan.frames[10].time == 1 && accumulated != 1)   // why accumulation is not used
    }

    @Test("--fps F: frames every 1/F s, and a final frame at the settled end")
    func fps() throws {
        let (knob, _) = dayNight()
        let plan = try FramePlan(fps: Rational(30), timelines: [knob])
        let span = knob.settledTime!
        #expect(plan.frames.count == Int((span * 30).rounded(.down)) + 2)
        for frame in plan.frames.dropLast() {
            #expect(frame.position == .secondsAfterStart(Rational(frame.index, 30)))
            #expect(frame.time == Double(frame.index) / 30)
        }
        #expect(plan.frames.last!.position == .end && plan.frames.last!.time == span)
        #expect(knob.value(at: plan.frames.last!.time) == 44)
    }

    @Test("--fps on a span that is a whole number of intervals ends on the grid")
    func fpsWholeSpan() throws {
        let plan = try FramePlan(fps: Rational(30), start: 0, span: 1.5)
        #expect(plan.frames.count == 46)
        #expect(plan.frames.last!.time == 1.5)
        #expect(Set(plan.frames.map(\.time)).count == 46)
    }

    @Test("--duration overrides the span")
    func durationOverride() throws {
        let (knob, night) = dayNight(start: 2)
        let plan = try FramePlan(frameCount: 5, timelines: [knob, night], duration: 2)
        #expect(plan.start == 2 && plan.end == 4)
        let fpsPlan = try FramePlan(fps: Rational(10), timelines: [knob], duration: 0.25)
        #expect(fpsPlan.frames.map(\.time) == [2, 2.1, 2.2, 2.25])
    }

    @Test("a sequence of changes: the plan runs from the first change to the last one's settling")
    func sequence() throws {
        let times = AutoToggle.changeTimes(count: 3)
        let knob = Timeline.toggling(between: 0.0, and: 44.0, at: times, animation: spring)
        let night = Timeline.toggling(between: Opacity(0), and: Opacity(1), at: times, animation: ease)
        let plan = try FramePlan(fps: Rational(60), timelines: [knob, night])
        #expect(plan.start == 1.5)
        #expect(plan.end == 4.5 + spring.duration)
        #expect(knob.value(at: plan.frames.last!.time) == 44)
        // An interrupting change (0.2 s into the spring) extends the plan to its own settling.
        let interrupted = Timeline(initialValue: 0.0, changes: [.init(at: 0, to: 44, animation: spring), .init(at: 0.2, to: 0, animation: spring)])
        let p2 = try FramePlan(frameCount: 10, timelines: [interrupted])
        #expect(p2.end == 0.2 + spring.duration && interrupted.value(at: p2.end) == 0)
    }

    @Test("Reduce Motion: a zero span, every frame shows the target, none in between")
    func reduceMotionPlan() throws {
        let knob = Timeline(initialValue: 0.0, changes: [.init(at: 1, to: 44, animation: nil)])
        let plan = try FramePlan(frameCount: 4, timelines: [knob])
        #expect(plan.span == 0)
        #expect(plan.frames.allSatisfy { knob.value(at: $0.time) == 44 })
    }

    @Test("bad input is reported")
    func errors() {
        #expect(throws: FramePlanError.tooFewFrames(1)) { try FramePlan(frameCount: 1, start: 0, span: 1) }
        #expect(throws: FramePlanError.invalidFrameRate(Rational(0))) { try FramePlan(fps: Rational(0), start: 0, span: 1) }
        #expect(throws: FramePlanError.invalidSpan(-1)) { try FramePlan(frameCount: 3, start: 0, span: -1) }
        #expect(throws: FramePlanError.nothingChanges) { try FramePlan(frameCount: 3, timelines: [Timeline(initialValue: 0.0)]) }
        let forever = Timeline(initialValue: 0.0, changes: [.init(at: 0, to: 1, animation: Animation.linear.repeatForever())])
        #expect(throws: FramePlanError.neverSettles) { try FramePlan(frameCount: 3, timelines: [forever]) }
        #expect(throws: Never.self) { try FramePlan(frameCount: 3, timelines: [forever], duration: 2) }
    }

    @Test("still: one frame at an instant or at the end, exact")
    func still() throws {
        let end = try FramePlan(still: .end, start: 0, span: 1.0698)
        #expect(end.frames.map(\.time) == [1.0698] && end.span == 1.0698)
        let at = try FramePlan(still: .secondsAfterStart(Rational(1, 4)), start: 0, span: 1.0698)
        #expect(at.frames.map(\.time) == [0.25] && at.frames[0].index == 0)
        let first = try FramePlan(still: .fractionOfSpan(Rational(0)), start: 0, span: 2)
        #expect(first.frames.map(\.time) == [0])
        #expect(throws: FramePlanError.invalidSpan(-1)) { try FramePlan(still: .end, start: 0, span: -1) }
    }

    @Test("rationals: reduced, exact decimal parsing")
    func rationals() {
        #expect(Rational(6, -4) == Rational(-3, 2))
        #expect(Rational(decimal: "1.5") == Rational(3, 2))
        #expect(Rational(decimal: "29.97") == Rational(2997, 100))
        #expect(Rational(decimal: "2") == Rational(2))
        #expect(Rational(decimal: ".25") == Rational(1, 4))
        #expect(Rational(decimal: "1e3") == nil && Rational(decimal: "") == nil && Rational(decimal: ".") == nil && Rational(decimal: "1.2.3") == nil)
        #expect(Rational(1, 30) * Rational(30) == Rational(1))
        #expect(Rational(1, 3) + Rational(1, 6) == Rational(1, 2))
        #expect(Rational(1, 3) < Rational(1, 2))
    }
}
