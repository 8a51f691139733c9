import Motion

/// When the demo's `isNight` changes, and how far along the screen's own animation is at any time.
///
/// Either one change at t = 0 (a tap: `--state`), or the seed's auto-toggle loop: a task that sleeps
/// 1.5 s and flips the state, again and again, starting from the opposite of the target, so the first
/// flip (at 1.5 s) goes to the `--state` target. The loop does not run under Reduce Motion (the seed's
/// `guard !reduceMotion`), so nothing changes then.
///
/// Each change settles (1.07 s for the toggle's spring, 0.55 s for the screen) before the next one
/// (1.5 s later), so a change always starts from rest and is drawn on its own, from its start time.
public struct DayNightDemoTimeline: Hashable, Sendable {
    /// `.animation(reduceMotion ? nil : .easeInOut(duration: 0.55), value: isNight)` on the whole screen.
    /// The toggle's own `.animation(.spring(…))` is nearer to its properties, so it wins inside the toggle.
    public static let screenAnimation = Animation.easeInOut(duration: 0.55)

    /// `isNight` before the first change.
    public let startsAtNight: Bool
    /// Times at which `isNight` flips, ascending; directions alternate from `!startsAtNight`.
    public let changes: [Double]
    public let reduceMotion: Bool

    /// One change at t = 0 toward `toNight`.
    public init(toNight: Bool, reduceMotion: Bool) {
        startsAtNight = !toNight; changes = [0]; self.reduceMotion = reduceMotion
    }

    /// The auto-toggle loop: flips every ``AutoToggle/interval`` seconds up to `horizon`, the first toward
    /// `toNight`; none under Reduce Motion.
    public init(autoTogglingToward toNight: Bool, until horizon: Double, reduceMotion: Bool) {
        startsAtNight = !toNight
        self.reduceMotion = reduceMotion
        let count = reduceMotion ? 0 : Int((horizon / AutoToggle.interval).rounded(.down))
        changes = AutoToggle.changeTimes(count: max(0, count))
    }

    /// The change in effect at `time`: its direction and the seconds since it began. Before the first
    /// change (or when there is none) this is the first change at 0 s elapsed, which shows the start state.
    public func moment(at time: Double) -> (toNight: Bool, elapsed: Double) {
        guard let index = changes.lastIndex(where: { $0 <= time }) else { return (!startsAtNight, 0) }
        let toNight = index % 2 == 0 ? !startsAtNight : startsAtNight
        return (toNight, time - changes[index])
    }

    /// The screen's cross-fade (night gradient opacity, text cross-fade) toward the change in effect:
    /// 0 at its start, 1 once done. A step under Reduce Motion.
    public func screenProgress(at time: Double) -> Double {
        let m = moment(at: time)
        if m.elapsed <= 0 { return 0 }
        if reduceMotion { return 1 }
        return min(1, max(0, Self.screenAnimation.sample(from: 0.0, to: 1.0, elapsed: m.elapsed).value))
    }
}
