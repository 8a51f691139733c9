extension Animation {
    /// Waits `seconds` before starting. During the wait the value holds at its start (guess, docs/motion.md).
    public func delay(_ seconds: Double) -> Animation {
        precondition(seconds >= 0, "delay must not be negative")
        return Animation(.delay(storage, seconds))
    }

    /// Plays `factor` times as fast (everything written before it, including an earlier delay).
    public func speed(_ factor: Double) -> Animation {
        precondition(factor > 0, "speed must be positive")
        return Animation(.speed(storage, factor))
    }

    /// Plays `count` times; with `autoreverses`, every second pass runs backwards. When the passes are done
    /// the value is the target (the model value), as in SwiftUI — even after an even number of
    /// autoreversing passes, where SwiftUI visibly jumps to it.
    public func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation {
        precondition(count >= 1, "repeat count must be at least 1")
        return Animation(.repeating(storage, count: count, autoreverses: autoreverses))
    }

    /// Plays forever; its ``duration`` is infinite, so a frame plan needs an explicit `--duration`.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        Animation(.repeating(storage, count: nil, autoreverses: autoreverses))
    }
}
