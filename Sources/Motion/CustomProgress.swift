/// A user's own animation (SwiftUI's `CustomAnimation`, made in the view layer) as timing needs it: the
/// fraction of a change done at each time, until the animation says it is finished.
///
/// The view layer asks the animation to animate the unit change (`value` = 1) and reads the result as the
/// fraction, so values are exact for animations linear in their value — all the animations SwiftUI's own
/// documentation writes (`value.scaled(by: curve(time))`); one that reads the value's size is read at 1.
/// The end is found on a 1/600 s grid up to ``limit`` (then the animation counts as never ending).
public struct CustomProgress: Hashable, Sendable {
    /// What tells custom animations apart (the animation value itself, type-erased).
    let identity: any Hashable & Sendable
    let progress: @Sendable (Double) -> Double?
    /// When `progress` first returns nil: the change is complete (infinite past ``limit``).
    public let duration: Double

    /// Past this many seconds an animation that has not finished counts as one that never does.
    public static let limit = 60.0
    static let step = 1.0 / 600

    /// `progress(t)`: the fraction done at `t` seconds after the change, nil once finished.
    public init(identity: any Hashable & Sendable, progress: @escaping @Sendable (Double) -> Double?) {
        self.identity = identity
        self.progress = progress
        var t = 0.0, end = Double.infinity
        while t <= Self.limit {
            if progress(t) == nil { end = t; break }
            t += Self.step
        }
        duration = end
    }

    /// The fraction at `t`: 1 once finished.
    @usableFromInline func fraction(at t: Double) -> Double { t >= duration ? 1 : progress(max(0, t)) ?? 1 }

    public static func == (a: CustomProgress, b: CustomProgress) -> Bool { AnyHashable(a.identity) == AnyHashable(b.identity) }
    public func hash(into hasher: inout Hasher) { hasher.combine(AnyHashable(identity)) }
}

extension Animation {
    /// An animation whose timing a user's code computes (see ``CustomProgress``).
    public init(custom: CustomProgress) { self.init(.custom(custom)) }
}
