import Motion

extension AnimationModel {
    /// Whether every frame from `start` to `end` (`start` ≤ `end`) draws the same: no state change in
    /// between, and every value, presence and content transition of every node holds still over the span
    /// (``Timeline/holdsStill(from:to:)``). Conservative: a repeating animation never holds still.
    func isStill(from start: Double, to end: Double) -> Bool {
        guard stateIndex(at: start) == stateIndex(at: end) else { return false }
        return tracks.values.allSatisfy { $0.isStill(from: start, to: end) }
    }
}

extension NodeTrack {
    /// See ``AnimationModel/isStill(from:to:)``; templates and segments change only with the state.
    func isStill(from start: Double, to end: Double) -> Bool {
        guard presence.holdsStill(from: start, to: end) else { return false }
        for segment in segments {
            for chunk in segment.chunks where !chunk.holdsStill(from: start, to: end) { return false }
        }
        // A content transition draws from just after its time until its duration has passed.
        return !contentChanges.contains { $0.time < end && start < $0.time + $0.duration }
    }
}
