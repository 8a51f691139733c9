extension Timeline {
    /// Whether the value is the same at every instant from `start` to `end` (`start` ≤ `end`): no change
    /// arrives in between and the last change before has finished.
    ///
    /// A change at c shows from just after c (see ``sample(at:)``), so one with `start` ≤ c < `end` moves the
    /// value within the span. One before `start` has finished when `start` ≥ c + its duration: from then on
    /// ``sample(at:)`` returns exactly its target (the snap), whatever came before it. Exporters use this to
    /// draw a still stretch of frames once.
    public func holdsStill(from start: Double, to end: Double) -> Bool {
        var last: Change?
        for change in changes {
            if change.time >= end { break }
            if change.time >= start { return false }
            last = change
        }
        guard let last, let animation = last.animation else { return true }
        return start >= last.time + animation.duration
    }
}
