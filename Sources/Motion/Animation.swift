/// An animation, as a value: what SwiftUI's `Animation` describes, reduced to what timing needs.
///
/// An animation is a base curve — a spring or a Bézier timing curve over a duration — wrapped by any number of
/// modifiers (delay, speed, repeat), applied in the order they were written, as in SwiftUI.
/// `nil` in place of an animation (`Animation?`) means "no animation": the change happens at once, which is
/// what the seeds do under Reduce Motion.
public struct Animation: Hashable, Sendable {
    /// How a spring base is evaluated.
    public enum SpringEvaluation: Hashable, Sendable {
        /// SwiftUI's 1/300 s fixed-step integrator: `spring(…)`, `.smooth`, `.snappy`, `.bouncy`, `.default`.
        case integrated
        /// The analytic solution: `interpolatingSpring(…)`.
        case closedForm
    }

    @usableFromInline
    indirect enum Storage: Hashable, Sendable {
        case spring(Spring, SpringEvaluation)
        case curve(UnitCurve, duration: Double)
        case delay(Storage, Double)
        case speed(Storage, Double)
        case repeating(Storage, count: Int?, autoreverses: Bool)
        case custom(CustomProgress)
    }

    @usableFromInline let storage: Storage

    init(_ storage: Storage) { self.storage = storage }

    /// A spring animation of the given evaluation kind.
    public init(spring: Spring, evaluation: SpringEvaluation = .integrated) {
        self.storage = .spring(spring, evaluation)
    }

    /// A timing-curve animation over `duration` seconds.
    public init(curve: UnitCurve, duration: Double) {
        precondition(duration > 0, "an animation's duration must be positive")
        self.storage = .curve(curve, duration: duration)
    }

    /// The innermost spring, if the base is a spring. A retarget hands its velocity only to springs.
    public var baseSpring: Spring? {
        var s = storage
        while true {
            switch s {
            case .spring(let spring, _): return spring
            case .curve, .custom: return nil
            case .delay(let inner, _), .speed(let inner, _), .repeating(let inner, _, _): s = inner
            }
        }
    }

    /// Whether a change animated with this animation starts with the velocity the property already has.
    /// Springs do (SwiftUI keeps velocity when retargeting); timing curves start from rest (Motion's choice,
    /// docs/motion.md).
    public var inheritsVelocity: Bool { baseSpring != nil }

    /// The logical duration: the time after which the animation is complete and the value is exactly the
    /// target. For a spring it is its ``Spring/settlingDuration``; a curve its duration; a delay adds, speed
    /// divides, a finite repeat multiplies; `repeatForever` is infinite.
    public var duration: Double { Self.duration(of: storage) }

    /// When the animation is logically complete, what `completionCriteria: .logicallyComplete` and a
    /// phase animator wait for: a spring's perceptual ``Spring/duration`` (SwiftUI: "logically completed,
    /// but may still be in its long tail"), a curve's duration; delay, speed and repeat apply as to
    /// ``duration``.
    public var logicalDuration: Double { Self.logicalDuration(of: storage) }

    static func logicalDuration(of storage: Storage) -> Double {
        switch storage {
        case .spring(let spring, _): return min(spring.duration, spring.settlingDuration)
        case .curve(_, let d): return d
        case .custom(let c): return c.duration
        case .delay(let inner, let d): return d + logicalDuration(of: inner)
        case .speed(let inner, let s): return logicalDuration(of: inner) / s
        case .repeating(let inner, let count, _):
            guard let count else { return .infinity }
            return Double(count) * logicalDuration(of: inner)
        }
    }

    @usableFromInline
    static func duration(of storage: Storage) -> Double {
        switch storage {
        case .spring(let spring, _): return spring.settlingDuration
        case .curve(_, let d): return d
        case .custom(let c): return c.duration
        case .delay(let inner, let d): return d + duration(of: inner)
        case .speed(let inner, let s): return duration(of: inner) / s
        case .repeating(let inner, let count, _):
            guard let count else { return .infinity }
            return Double(count) * duration(of: inner)
        }
    }
}
