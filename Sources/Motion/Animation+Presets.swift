extension Animation {
    /// SwiftUI's default timing-curve duration, 0.35 s.
    public static let defaultCurveDuration = 0.35

    /// A timing curve with custom control points, as `Animation.timingCurve(_:_:_:_:duration:)`.
    public static func timingCurve(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double,
                                   duration: Double = defaultCurveDuration) -> Animation {
        Animation(curve: UnitCurve(x1, y1, x2, y2), duration: duration)
    }
    /// Uniform motion over `duration`.
    public static func linear(duration: Double) -> Animation { Animation(curve: .linear, duration: duration) }
    /// Slow start over `duration`.
    public static func easeIn(duration: Double) -> Animation { Animation(curve: .easeIn, duration: duration) }
    /// Slow end over `duration`.
    public static func easeOut(duration: Double) -> Animation { Animation(curve: .easeOut, duration: duration) }
    /// Slow start and end over `duration` (the day/night demo's background uses 0.55 s).
    public static func easeInOut(duration: Double) -> Animation { Animation(curve: .easeInOut, duration: duration) }
    /// `linear` over 0.35 s.
    public static var linear: Animation { linear(duration: defaultCurveDuration) }
    /// `easeIn` over 0.35 s.
    public static var easeIn: Animation { easeIn(duration: defaultCurveDuration) }
    /// `easeOut` over 0.35 s.
    public static var easeOut: Animation { easeOut(duration: defaultCurveDuration) }
    /// `easeInOut` over 0.35 s.
    public static var easeInOut: Animation { easeInOut(duration: defaultCurveDuration) }

    /// `Animation.spring(duration:bounce:)`: integrated, as SwiftUI runs it (the day/night knob: 0.55, 0.25).
    public static func spring(duration: Double = 0.5, bounce: Double = 0) -> Animation {
        Animation(spring: Spring(duration: duration, bounce: bounce))
    }
    /// `Animation.spring(response:dampingFraction:)`: integrated.
    public static func spring(response: Double, dampingFraction: Double) -> Animation {
        Animation(spring: Spring(response: response, dampingFraction: dampingFraction))
    }
    /// `Animation.spring(_:)` for a spring value: integrated.
    public static func spring(_ spring: Spring) -> Animation { Animation(spring: spring) }
    /// `Animation.spring` with its defaults (duration 0.5, bounce 0).
    public static var spring: Animation { spring() }

    /// `interpolatingSpring(duration:bounce:)`: the closed form.
    public static func interpolatingSpring(duration: Double = 0.5, bounce: Double = 0) -> Animation {
        Animation(spring: Spring(duration: duration, bounce: bounce), evaluation: .closedForm)
    }
    /// `interpolatingSpring(mass:stiffness:damping:)`: the closed form.
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double) -> Animation {
        Animation(spring: Spring(mass: mass, stiffness: stiffness, damping: damping), evaluation: .closedForm)
    }

    /// `.smooth(duration:extraBounce:)` (the symbol toggle's `withAnimation(.smooth(duration: 0.4))`).
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        Animation(spring: .smooth(duration: duration, extraBounce: extraBounce))
    }
    /// `.snappy(duration:extraBounce:)`.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        Animation(spring: .snappy(duration: duration, extraBounce: extraBounce))
    }
    /// `.bouncy(duration:extraBounce:)`.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        Animation(spring: .bouncy(duration: duration, extraBounce: extraBounce))
    }
    /// `.smooth` with defaults.
    public static var smooth: Animation { smooth() }
    /// `.snappy` with defaults.
    public static var snappy: Animation { snappy() }
    /// `.bouncy` with defaults.
    public static var bouncy: Animation { bouncy() }

    /// `Animation.default` since iOS 17: `spring(response: 0.55, dampingFraction: 1.0)`.
    public static var `default`: Animation { spring(.default) }
}
