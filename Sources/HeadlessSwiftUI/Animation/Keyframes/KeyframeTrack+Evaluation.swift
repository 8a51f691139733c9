import Motion

/// How a track's value moves between its keyframes: each keyframe starts where the previous one ended
/// (with its velocity), and takes its own `duration`.
///
/// - Linear: `v(s) = a + (b − a) · curve(s)`, `s = t / d`.
/// - Spring: `v(t) = a + (b − a) · x(t) + v₀ · y(t)`, where `x` is the closed-form step response of the
///   spring (from 0 to 1 at rest) and `y` its response to a unit initial velocity (Motion's `Spring`); the
///   start velocity is the previous keyframe's unless given, and a given `duration` cuts the spring off
///   wherever it is then.
/// - Cubic: the Hermite curve `h₀₀ a + h₁₀ d m₀ + h₀₁ b + h₁₁ d m₁` through the two ends with velocities
///   `m₀`, `m₁`. A velocity not given is the Catmull-Rom tangent `(p₊ − p₋) / (t₊ − t₋)` where the
///   neighbouring keyframe is also cubic, else the previous keyframe's end velocity at the start and rest
///   (zero) at the end: adjacent cubics make a Catmull-Rom spline, as SwiftUI documents.
/// - Move: jumps to its value; the velocity is zero after it.
struct KeyframeTrackCurve<Value: Animatable> {
    typealias Data = Value.AnimatableData

    /// One keyframe, resolved: when it starts, its length, and the value and velocity it starts with.
    struct Segment {
        let keyframe: _Keyframe<Value>
        let start: Double
        let length: Double
        let from: Data
        let startVelocity: Data
        let endVelocity: Data
        let to: Data
    }

    let start: Value
    let segments: [Segment]

    static func length(of keyframe: _Keyframe<Value>) -> Double {
        if let d = keyframe.duration { return d }
        if case .spring(let spring, _) = keyframe.motion { return spring.settlingDuration }
        return 0
    }

    static func duration(of keyframes: [_Keyframe<Value>]) -> Double {
        keyframes.reduce(0) { $0 + length(of: $1) }
    }

    init(start: Value, keyframes: [_Keyframe<Value>]) {
        self.start = start
        // Nominal points (the keyframes' targets at their times): what Catmull-Rom tangents are taken from.
        var times = [0.0]
        for keyframe in keyframes { times.append(times[times.count - 1] + Self.length(of: keyframe)) }
        let points = [start.animatableData] + keyframes.map(\.target.animatableData)
        func isCubic(_ i: Int) -> Bool {
            guard keyframes.indices.contains(i), case .cubic = keyframes[i].motion else { return false }
            return true
        }
        func tangent(atPoint i: Int) -> Data {
            let span = times[i + 1] - times[i - 1]
            return span > 0 ? (points[i + 1] - points[i - 1]).scaled(1 / span) : .zero
        }
        var segments: [Segment] = []
        var value = start.animatableData
        var velocity = Data.zero
        for (i, keyframe) in keyframes.enumerated() {
            let length = Self.length(of: keyframe)
            let target = keyframe.target.animatableData
            var startVelocity = velocity, endVelocity = Data.zero
            switch keyframe.motion {
            case .linear(let curve):
                startVelocity = length > 0 ? (target - value).scaled(curve.velocity(at: 0) / length) : .zero
                endVelocity = length > 0 ? (target - value).scaled(curve.velocity(at: 1) / length) : .zero
            case .spring(_, let given):
                startVelocity = given ?? velocity
            case .cubic(let givenStart, let givenEnd):
                startVelocity = givenStart ?? (isCubic(i - 1) ? tangent(atPoint: i) : velocity)
                endVelocity = givenEnd ?? (isCubic(i + 1) ? tangent(atPoint: i + 1) : .zero)
            case .move:
                break
            }
            let segment = Segment(keyframe: keyframe, start: times[i], length: length, from: value,
                                  startVelocity: startVelocity, endVelocity: endVelocity, to: target)
            segments.append(segment)
            (value, velocity) = segment.sample(at: length)
        }
        self.segments = segments
    }

    /// The track's value `time` seconds in; before the start the start value, after the end the last value.
    func value(at time: Double) -> Value {
        guard let segment = segments.last(where: { $0.start <= time }) ?? segments.first else { return start }
        var value = start
        value.animatableData = segment.sample(at: min(max(0, time - segment.start), segment.length)).value
        return value
    }
}

extension KeyframeTrackCurve.Segment {
    /// Value and velocity `t` seconds into this keyframe.
    func sample(at t: Double) -> (value: Value.AnimatableData, velocity: Value.AnimatableData) {
        let change = to - from
        switch keyframe.motion {
        case .move:
            return (to, .zero)
        case .linear(let curve):
            guard length > 0 else { return (to, .zero) }
            let s = t / length
            return (from + change.scaled(curve.value(at: s)), change.scaled(curve.velocity(at: s) / length))
        case .spring(let spring, _):
            let x = spring.value(target: 1, initialVelocity: 0, at: t), y = spring.value(target: 0, initialVelocity: 1, at: t)
            let dx = spring.velocity(target: 1, initialVelocity: 0, at: t), dy = spring.velocity(target: 0, initialVelocity: 1, at: t)
            return (from + change.scaled(x) + startVelocity.scaled(y), change.scaled(dx) + startVelocity.scaled(dy))
        case .cubic:
            guard length > 0 else { return (to, .zero) }
            let s = t / length, s2 = s * s, s3 = s2 * s
            let m0 = startVelocity.scaled(length), m1 = endVelocity.scaled(length)
            let value = from.scaled(2 * s3 - 3 * s2 + 1) + m0.scaled(s3 - 2 * s2 + s)
                + to.scaled(-2 * s3 + 3 * s2) + m1.scaled(s3 - s2)
            let slope = from.scaled(6 * s2 - 6 * s) + m0.scaled(3 * s2 - 4 * s + 1)
                + to.scaled(-6 * s2 + 6 * s) + m1.scaled(3 * s2 - 2 * s)
            return (value, slope.scaled(1 / length))
        }
    }
}

extension VectorArithmetic {
    /// A copy multiplied by `factor`.
    func scaled(_ factor: Double) -> Self {
        var copy = self
        copy.scale(by: factor)
        return copy
    }
}
