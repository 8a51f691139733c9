extension Spring {
    /// SwiftUI's `.smooth` spring: no bounce (critically damped), default duration 0.5 s.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0 + extraBounce)
    }

    /// SwiftUI's `.snappy` spring: bounce 0.15 plus `extraBounce`, default duration 0.5 s.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// SwiftUI's `.bouncy` spring: bounce 0.3 plus `extraBounce`, default duration 0.5 s.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    /// `.smooth` with its default duration.
    public static var smooth: Spring { smooth() }
    /// `.snappy` with its default duration.
    public static var snappy: Spring { snappy() }
    /// `.bouncy` with its default duration.
    public static var bouncy: Spring { bouncy() }

    /// The spring behind `Animation.default` since iOS 17: response 0.55 s, damping fraction 1.
    public static var `default`: Spring { Spring(response: 0.55, dampingFraction: 1) }
}
