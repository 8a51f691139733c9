import Motion

/// Every animated property of `DayNightToggleStyle` at one instant after the toggle changed.
///
/// SwiftUI animates every property of the view that changed in the transaction, and the style's
/// `.animation(reduceMotion ? nil : .spring(duration: 0.55, bounce: 0.25), value: isNight)` gives them all
/// the same spring. Each property is therefore sampled from Motion with its own value type (so colours
/// interpolate premultiplied and opacities may overshoot before ``Opacity/drawn`` clamps them).
public struct DayNightToggleFrameState: Hashable, Sendable {
    /// 0 with the knob at its leading rest, 1 at its trailing rest; passes 1 (or 0) in the overshoot.
    public var knobProgress: Double
    /// The night capsule's `.opacity(isNight ? 1 : 0)`, raw (may overshoot 0…1).
    public var nightOpacity: Opacity
    /// The sparkles' `.opacity(isNight ? 1 : 0)`, raw.
    public var starsOpacity: Opacity
    /// The cloud's `.opacity(isNight ? 0 : 1)`, raw.
    public var cloudOpacity: Opacity
    /// The knob's fill, `isNight ? Color(white: 0.88) : .white`, raw (premultiplied, may overshoot).
    public var knobFill: PremultipliedRGBA
    /// 0…1 along the symbol's replace transition (its own clock, linear).
    public var symbolPhase: Double
}

/// The day/night transition's timing: the spring every property shares, the symbol effect's duration, and
/// Reduce Motion's single step.
public struct DayNightToggleAnimation: Hashable, Sendable {
    /// The seed's animation: `.spring(duration: 0.55, bounce: 0.25)`, integrated as SwiftUI runs it.
    public static let spring = Animation.spring(duration: 0.55, bounce: 0.25)
    /// `Color(white: 0.88)`, the night knob.
    public static let nightKnob = PremultipliedRGBA(red: 0.88, green: 0.88, blue: 0.88)
    /// `Color.white`, the day knob.
    public static let dayKnob = PremultipliedRGBA(red: 1, green: 1, blue: 1)

    /// True for day → night.
    public let toNight: Bool
    /// `accessibilityReduceMotion`: the animation is nil and the change happens in one step.
    public let reduceMotion: Bool
    /// Seconds of the symbol's replace transition (from ``Symbols/SymbolTransition/duration``).
    public let symbolDuration: Double

    public init(toNight: Bool, reduceMotion: Bool, symbolDuration: Double) {
        self.toNight = toNight; self.reduceMotion = reduceMotion; self.symbolDuration = symbolDuration
    }

    /// The frame time at which Reduce Motion's step is shown: any t > 0 is the target. A frame plan
    /// needs a positive span to have a frame after frame 0, so ``settleTime`` reports one display frame
    /// (1/60 s) under Reduce Motion (a documented choice, docs/day-night.md).
    public static let reduceMotionSettleTime = 1.0 / 60

    /// When the slowest property is at its target: the spring's settling (1.0698 s) or the symbol
    /// effect, whichever is later; one display frame under Reduce Motion.
    public var settleTime: Double {
        reduceMotion ? Self.reduceMotionSettleTime : max(Self.spring.duration, symbolDuration)
    }

    /// The state `time` seconds after the change. At t ≤ 0 the start state; under Reduce Motion the
    /// target at every t > 0.
    public func state(at time: Double) -> DayNightToggleFrameState {
        let night = toNight ? 1.0 : 0.0, day = 1 - night
        let startKnob = toNight ? Self.dayKnob : Self.nightKnob, endKnob = toNight ? Self.nightKnob : Self.dayKnob
        if reduceMotion || time <= 0 {
            let done = reduceMotion && time > 0
            let from = done ? night : day
            return DayNightToggleFrameState(
                knobProgress: from, nightOpacity: Opacity(from), starsOpacity: Opacity(from),
                cloudOpacity: Opacity(1 - from), knobFill: done ? endKnob : startKnob, symbolPhase: done ? 1 : 0)
        }
        let a = Self.spring
        return DayNightToggleFrameState(
            knobProgress: a.sample(from: day, to: night, elapsed: time).value,
            nightOpacity: a.sample(from: Opacity(day), to: Opacity(night), elapsed: time).value,
            starsOpacity: a.sample(from: Opacity(day), to: Opacity(night), elapsed: time).value,
            cloudOpacity: a.sample(from: Opacity(night), to: Opacity(day), elapsed: time).value,
            knobFill: a.sample(from: startKnob, to: endKnob, elapsed: time).value,
            symbolPhase: symbolDuration > 0 ? min(1, max(0, time / symbolDuration)) : 1)
    }

    /// The largest overshoot of the knob past either rest, as a fraction of its travel, with a margin:
    /// the canvas is sized once from it so that every frame has the same size. Measured on the
    /// integrator (2.51 %), rounded up.
    public static let overshootAllowance = 0.03
}
