/// Tracks of keyframes over a value, as SwiftUI's `KeyframeTrack`, `Keyframes` and `KeyframesBuilder`:
/// each track animates one property (a key path of the animated value) on its own clock, all starting
/// together; a track that ends first holds its last value.

/// What a ``KeyframesBuilder`` gathers: tracks over a value of type `Value`.
public protocol Keyframes<Value> {
    associatedtype Value
    /// The tracks (the layer's representation; not SwiftUI API).
    var _tracks: [_KeyframeTrackPlayer<Value>] { get }
}

/// One track, ready to play: its length, and how it writes its property at a time into a value.
public struct _KeyframeTrackPlayer<Root> {
    let duration: Double
    /// Writes the track's value at `time` seconds into `value`, given the value the timeline started from.
    let apply: (_ value: inout Root, _ initial: Root, _ time: Double) -> Void
}

/// A sequence of keyframes animating the property at `keyPath`.
public struct KeyframeTrack<Root, Value: Animatable, Content: KeyframeTrackContent>: Keyframes where Content.Value == Value {
    public let _tracks: [_KeyframeTrackPlayer<Root>]

    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {
        let keyframes = content()._keyframes
        let length = KeyframeTrackCurve<Value>.duration(of: keyframes)
        _tracks = [_KeyframeTrackPlayer(duration: length) { value, initial, time in
            let curve = KeyframeTrackCurve(start: initial[keyPath: keyPath], keyframes: keyframes)
            value[keyPath: keyPath] = curve.value(at: time)
        }]
    }

    /// A track over the whole value.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value {
        self.init(\.self, content: content)
    }
}

/// Tracks gathered by ``KeyframesBuilder``, and keyframes written straight in it, which make one more
/// track over the whole value once the builder is done.
public struct _KeyframeTracks<Value>: Keyframes {
    public let _tracks: [_KeyframeTrackPlayer<Value>]
    let loose: [Any]
    let makeTrack: (([Any]) -> _KeyframeTrackPlayer<Value>)?

    init(_tracks: [_KeyframeTrackPlayer<Value>], loose: [Any] = [], makeTrack: (([Any]) -> _KeyframeTrackPlayer<Value>)? = nil) {
        self._tracks = _tracks
        self.loose = loose
        self.makeTrack = makeTrack
    }

    static func joining(_ parts: [_KeyframeTracks<Value>]) -> _KeyframeTracks<Value> {
        _KeyframeTracks(_tracks: parts.flatMap(\._tracks), loose: parts.flatMap(\.loose),
                        makeTrack: parts.lazy.compactMap(\.makeTrack).first)
    }
}

/// Builds the tracks of a keyframe animation, as SwiftUI's `KeyframesBuilder`.
@resultBuilder
public enum KeyframesBuilder<Value> {
    public static func buildExpression<K: Keyframes>(_ track: K) -> _KeyframeTracks<Value> where K.Value == Value {
        _KeyframeTracks(_tracks: track._tracks)
    }
    /// Keyframes written straight in the builder animate the whole value, one after another, as in SwiftUI.
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> _KeyframeTracks<Value> where K.Value == Value {
        _KeyframeTracks(_tracks: [], loose: keyframe._keyframes) { loose in
            let keyframes = loose.compactMap { $0 as? _Keyframe<Value> }
            return KeyframeTrack<Value, Value, _KeyframeList<Value>>(\.self) { _KeyframeList(_keyframes: keyframes) }._tracks[0]
        }
    }
    public static func buildBlock(_ parts: _KeyframeTracks<Value>...) -> _KeyframeTracks<Value> { .joining(parts) }
    public static func buildOptional(_ part: _KeyframeTracks<Value>?) -> _KeyframeTracks<Value> { part ?? .joining([]) }
    public static func buildEither(first: _KeyframeTracks<Value>) -> _KeyframeTracks<Value> { first }
    public static func buildEither(second: _KeyframeTracks<Value>) -> _KeyframeTracks<Value> { second }
    public static func buildArray(_ parts: [_KeyframeTracks<Value>]) -> _KeyframeTracks<Value> { .joining(parts) }
    public static func buildFinalResult(_ tracks: _KeyframeTracks<Value>) -> _KeyframeTracks<Value> {
        guard let makeTrack = tracks.makeTrack, !tracks.loose.isEmpty else { return tracks }
        return _KeyframeTracks(_tracks: tracks._tracks + [makeTrack(tracks.loose)])
    }
}

/// A keyframe animation as a function of time, as SwiftUI's `KeyframeTimeline`: what a keyframe animator
/// shows `time` seconds after it starts.
public struct KeyframeTimeline<Value> {
    let initialValue: Value
    let tracks: [_KeyframeTrackPlayer<Value>]

    public init<Content: Keyframes>(initialValue: Value, @KeyframesBuilder<Value> content: () -> Content) where Content.Value == Value {
        self.initialValue = initialValue
        tracks = content()._tracks
    }

    /// The length of the longest track.
    public var duration: TimeInterval { tracks.map(\.duration).max() ?? 0 }

    /// The value `time` seconds in (clamped to the timeline).
    public func value(time: Double) -> Value {
        var value = initialValue
        for track in tracks { track.apply(&value, initialValue, time) }
        return value
    }

    /// The value at a fraction of the timeline's duration.
    public func value(progress: Double) -> Value { value(time: progress * duration) }
}
