extension Timeline {
    /// A property that alternates between two values at the given change times, each change under
    /// `animation`: the shape of a toggle being switched on and off.
    public static func toggling(
        between off: Value, and on: Value, at times: [Double], animation: Animation?
    ) -> Timeline {
        var timeline = Timeline(initialValue: off)
        for (i, time) in times.enumerated() {
            timeline.change(at: time, to: i % 2 == 0 ? on : off, animation: animation)
        }
        return timeline
    }
}

/// The change times of the day/night demo's auto-toggle.
///
/// The demo's task sleeps 1.5 s, flips the state, and repeats (it does not run under Reduce Motion), so the
/// state changes at 1.5, 3.0, 4.5 … s after the task starts. Times are computed as `interval · k` from
/// integers, never accumulated.
public enum AutoToggle {
    /// The seed's interval between flips, 1.5 s.
    public static let interval = 1.5

    /// The first `count` flip times, `start + interval·k` for k = 1…count.
    public static func changeTimes(count: Int, interval: Double = interval, start: Double = 0) -> [Double] {
        precondition(count >= 0)
        return (0..<count).map { start + interval * Double($0 + 1) }
    }
}
