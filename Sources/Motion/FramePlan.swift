/// Which instants to render: the `--frames`, `--fps` and `--duration` rules.
///
/// A plan covers a span that starts at the change (frame 0 shows the start state, exactly) and, unless
/// `--duration` says otherwise, ends when the slowest animated property has settled (the last frame shows
/// the target state, exactly, because timelines snap to their targets at their settled time).
/// Each frame's time is derived from integers — i/(N−1) of the span, or i/F seconds — and converted to
/// seconds once, so no rounding error builds up along the plan.
public struct FramePlan: Sendable, Equatable {
    /// Where a frame sits in the plan, exactly.
    public enum Position: Sendable, Hashable {
        /// A fraction of the span (`--frames`): frame i of N is i/(N−1).
        case fractionOfSpan(Rational)
        /// Seconds after the start (`--fps`): frame i is i/F.
        case secondsAfterStart(Rational)
        /// The end of the span (the last `--fps` frame when the span is not a whole number of frame intervals).
        case end
    }

    /// One frame to render.
    public struct Frame: Sendable, Equatable {
        /// 0-based index in the plan.
        public let index: Int
        /// The exact position the time was computed from.
        public let position: Position
        /// The time to sample timelines at, in seconds on the timelines' clock.
        public let time: Double
    }

    /// The time of frame 0 (the change).
    public let start: Double
    /// The time of the last frame. Stored rather than recomputed as `start + span`, because in floating point
    /// `(end − start) + start` need not equal `end`, and the last frame must land exactly on the settled time.
    public let end: Double
    /// The frames, in time order.
    public let frames: [Frame]

    /// The length of the plan in seconds.
    public var span: Double { end - start }

    /// `--frames N`: N frames evenly spaced from `start` to `start + span` inclusive. N must be at least 2 so
    /// that the start and the end are both shown; with a zero span (nothing animates, e.g. Reduce Motion)
    /// every frame is at `start`, where an un-animated change already shows its target.
    public init(frameCount: Int, start: Double, span: Double) throws(FramePlanError) {
        guard span.isFinite, span >= 0 else { throw .invalidSpan(span) }
        try self.init(frameCount: frameCount, start: start, end: start + span)
    }

    init(frameCount: Int, start: Double, end: Double) throws(FramePlanError) {
        guard frameCount >= 2 else { throw .tooFewFrames(frameCount) }
        let span = end - start
        guard span.isFinite, span >= 0 else { throw .invalidSpan(span) }
        self.start = start
        self.end = end
        let last = frameCount - 1
        self.frames = (0...last).map { i in
            // The two ends are assigned, not computed, so they are exactly start and start + span.
            let time = i == 0 ? start : i == last ? end : start + span * Double(i) / Double(last)
            return Frame(index: i, position: .fractionOfSpan(Rational(i, last)), time: time)
        }
    }

    /// `--fps F`: a frame every 1/F s from `start`, while before `start + span`, plus a final frame at
    /// `start + span` exactly (the settled target). When the span is a whole number of intervals the grid's
    /// own last frame is the end.
    public init(fps: Rational, start: Double, span: Double) throws(FramePlanError) {
        guard span.isFinite, span >= 0 else { throw .invalidSpan(span) }
        try self.init(fps: fps, start: start, end: start + span)
    }

    init(fps: Rational, start: Double, end: Double) throws(FramePlanError) {
        guard fps.numerator > 0 else { throw .invalidFrameRate(fps) }
        let span = end - start
        guard span.isFinite, span >= 0 else { throw .invalidSpan(span) }
        self.start = start
        self.end = end
        let interval = Rational(fps.denominator, fps.numerator)
        var frames: [Frame] = []
        var i = 0
        while true {
            let offset = interval * Rational(i)
            let seconds = offset.doubleValue
            // A grid time within a nanosecond of the end is the end (a 1.5 s span at 30 fps has 46 frames).
            if seconds >= span - 1e-9 { break }
            frames.append(Frame(index: i, position: .secondsAfterStart(offset), time: start + seconds))
            i += 1
        }
        frames.append(Frame(index: i, position: .end, time: end))
        self.frames = frames
    }

    /// A single frame (a poster): at `seconds` after `start`, or at `start + span` for ``Position/end``.
    /// Its span is the frame's own offset, so the plan reads as "from the change to this instant".
    public init(still position: Position, start: Double, span: Double) throws(FramePlanError) {
        guard span.isFinite, span >= 0 else { throw .invalidSpan(span) }
        let offset: Double
        switch position {
        case .end: offset = span
        case .secondsAfterStart(let r): offset = r.doubleValue
        case .fractionOfSpan(let r): offset = span * r.doubleValue
        }
        guard offset.isFinite, offset >= 0 else { throw .invalidSpan(offset) }
        self.start = start
        self.end = start + offset
        self.frames = [Frame(index: 0, position: position, time: position == .end ? start + span : start + offset)]
    }

    /// The span the timelines need: from the earliest first change to the latest settled time.
    /// Throws when nothing changes or a property never settles (`repeatForever`: use `--duration`).
    public static func interval(of timelines: [any TimelineSpan]) throws(FramePlanError) -> (start: Double, end: Double) {
        let starts = timelines.compactMap(\.firstChangeTime)
        let ends = timelines.compactMap(\.settledTime)
        guard let start = starts.min(), let end = ends.max() else { throw .nothingChanges }
        guard end.isFinite else { throw .neverSettles }
        return (start, end)
    }

    /// `--frames N` over the span of `timelines`, or over `duration` seconds from the first change.
    public init(frameCount: Int, timelines: [any TimelineSpan], duration: Double? = nil) throws(FramePlanError) {
        let (start, end) = try Self.interval(of: timelines, duration: duration)
        try self.init(frameCount: frameCount, start: start, end: end)
    }

    /// `--fps F` over the span of `timelines`, or over `duration` seconds from the first change.
    public init(fps: Rational, timelines: [any TimelineSpan], duration: Double? = nil) throws(FramePlanError) {
        let (start, end) = try Self.interval(of: timelines, duration: duration)
        try self.init(fps: fps, start: start, end: end)
    }

    private static func interval(of timelines: [any TimelineSpan], duration: Double?) throws(FramePlanError) -> (Double, Double) {
        guard let duration else { return try interval(of: timelines) }
        guard duration.isFinite, duration >= 0 else { throw .invalidSpan(duration) }
        let start = timelines.compactMap(\.firstChangeTime).min() ?? 0
        return (start, start + duration)
    }
}

/// Why a frame plan cannot be made; each case names the value to fix.
public enum FramePlanError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `--frames` below 2: a plan needs the start and the end.
    case tooFewFrames(Int)
    /// `--fps` not positive.
    case invalidFrameRate(Rational)
    /// A negative, infinite or NaN span (or `--duration`).
    case invalidSpan(Double)
    /// No property changes, so there is no moment to start from.
    case nothingChanges
    /// A property never settles (`repeatForever`); pass `--duration`.
    case neverSettles


    /// A readable form for logs and test failures.
    public var description: String {
        switch self {
        case .tooFewFrames(let n): "--frames must be at least 2 (got \(n)): the plan shows the start and the end"
        case .invalidFrameRate(let f): "--fps must be positive (got \(f))"
        case .invalidSpan(let s): "the span must be a finite, non-negative number of seconds (got \(s))"
        case .nothingChanges: "nothing changes: there is no animation to plan frames for"
        case .neverSettles: "an animation repeats forever: give --duration to choose the span"
        }
    }
}
