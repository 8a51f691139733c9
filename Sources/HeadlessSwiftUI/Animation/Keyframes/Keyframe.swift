import Motion

/// The keyframes of one track, as SwiftUI's `LinearKeyframe`, `SpringKeyframe`, `CubicKeyframe` and
/// `MoveKeyframe`: each says where the value goes next and how it gets there.
///
/// A keyframe's `duration` is the time from the previous keyframe (or the track's start) to this one;
/// how the value moves in between is in `KeyframeTrack+Evaluation.swift`.

/// What a track's builder gathers: keyframes in order.
public protocol KeyframeTrackContent<Value> {
    associatedtype Value: Animatable
    /// The keyframes, in order (the layer's representation; not SwiftUI API).
    var _keyframes: [_Keyframe<Value>] { get }
}

/// One keyframe: its target, how long it takes, and its kind of motion.
public struct _Keyframe<Value: Animatable> {
    enum Motion {
        /// Interpolates linearly, its progress shaped by the timing curve.
        case linear(UnitCurve)
        /// Moves as a spring towards the target; nil velocity continues the previous keyframe's.
        case spring(Spring, startVelocity: Value.AnimatableData?)
        /// A cubic (Hermite) curve; a nil velocity is computed so neighbouring cubics make a Catmull-Rom spline.
        case cubic(startVelocity: Value.AnimatableData?, endVelocity: Value.AnimatableData?)
        /// Jumps to the target at once.
        case move
    }
    let target: Value
    /// Seconds from the previous keyframe; nil only for a spring, which then takes its settling duration.
    let duration: Double?
    let motion: Motion
}

/// A keyframe that interpolates in a straight line, its progress shaped by `timingCurve`.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
    public let _keyframes: [_Keyframe<Value>]
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        _keyframes = [_Keyframe(target: to, duration: max(0, duration), motion: .linear(timingCurve))]
    }
}

/// A keyframe that moves as `spring` towards its value: for `duration` seconds when given (the next
/// keyframe starts from where the spring is then), else until the spring settles.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
    public let _keyframes: [_Keyframe<Value>]
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        _keyframes = [_Keyframe(target: to, duration: duration.map { max(0, $0) },
                                motion: .spring(spring, startVelocity: startVelocity?.animatableData))]
    }
}

/// A keyframe on a cubic curve: with no velocities given, adjacent cubic keyframes form a Catmull-Rom
/// spline, so the motion is smooth through each of them.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
    public let _keyframes: [_Keyframe<Value>]
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        _keyframes = [_Keyframe(target: to, duration: max(0, duration),
                                motion: .cubic(startVelocity: startVelocity?.animatableData, endVelocity: endVelocity?.animatableData))]
    }
}

/// A keyframe that sets the value at once, without interpolating.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
    public let _keyframes: [_Keyframe<Value>]
    public init(_ to: Value) {
        _keyframes = [_Keyframe(target: to, duration: 0, motion: .move)]
    }
}

/// Keyframes gathered by ``KeyframeTrackContentBuilder``.
public struct _KeyframeList<Value: Animatable>: KeyframeTrackContent {
    public let _keyframes: [_Keyframe<Value>]
}

/// Builds a track's keyframes, as SwiftUI's `KeyframeTrackContentBuilder`: in order, with `if`, `else`
/// and `for`.
@resultBuilder
public enum KeyframeTrackContentBuilder<Value: Animatable> {
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> _KeyframeList<Value> where K.Value == Value {
        _KeyframeList(_keyframes: keyframe._keyframes)
    }
    public static func buildBlock(_ parts: _KeyframeList<Value>...) -> _KeyframeList<Value> {
        _KeyframeList(_keyframes: parts.flatMap(\._keyframes))
    }
    public static func buildOptional(_ part: _KeyframeList<Value>?) -> _KeyframeList<Value> {
        part ?? _KeyframeList(_keyframes: [])
    }
    public static func buildEither(first: _KeyframeList<Value>) -> _KeyframeList<Value> { first }
    public static func buildEither(second: _KeyframeList<Value>) -> _KeyframeList<Value> { second }
    public static func buildArray(_ parts: [_KeyframeList<Value>]) -> _KeyframeList<Value> {
        _KeyframeList(_keyframes: parts.flatMap(\._keyframes))
    }
}
