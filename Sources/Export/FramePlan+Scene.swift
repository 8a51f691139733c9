import Motion

/// How the command chose its frames: `--frames N` or `--fps F`.
public enum FrameTiming: Sendable, Hashable {
    /// N frames evenly over the span, first and last exact.
    case count(Int)
    /// A frame every 1/F s, plus the settled target last.
    case rate(Rational)
}

extension FramePlan {
    /// The plan for `scene`: over its settle time from the change at 0, or over `duration` seconds.
    ///
    /// A zero span (nothing animates: Reduce Motion) is allowed. With `--frames N` every frame is then
    /// at t = 0, with `--fps` there is a single frame at t = 0; what t = 0 shows is the scene's call
    /// (an un-animated change shows its target from that instant, docs/motion.md).
    public init(_ timing: FrameTiming, for scene: any AnimatedScene, duration: Double? = nil) throws(FramePlanError) {
        let span = duration ?? scene.settleTime
        switch timing {
        case .count(let n): try self.init(frameCount: n, start: 0, span: span)
        case .rate(let f): try self.init(fps: f, start: 0, span: span)
        }
    }
}

extension FramePlan {
    /// The plan's frames in runs that draw the same pixels (``AnimatedScene/isStill(from:to:)`` between
    /// neighbours): a still stretch, such as the pause between two flips of a loop, is drawn once.
    public func stillRuns(of scene: any AnimatedScene) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var start = 0
        for i in frames.indices.dropFirst() where !scene.isStill(from: frames[i - 1].time, to: frames[i].time) {
            runs.append(start..<i)
            start = i
        }
        if !frames.isEmpty { runs.append(start..<frames.count) }
        return runs
    }
}
