/// A gesture, as SwiftUI's `Gesture`: the primitive ones (``TapGesture``, ``DragGesture``,
/// ``LongPressGesture``) recognise what a render drives (`--tap`, `--drag`, `--long-press`, ``ViewHost``);
/// modifiers (`onChanged`, `onEnded`, `updating`, `map`) and compositions wrap them; a gesture of the
/// user's own is its `body`. Main-actor isolated, as SwiftUI's.
@MainActor @preconcurrency
public protocol Gesture<Value> {
    /// What the gesture reports as it changes and when it ends.
    associatedtype Value
    /// The gesture this one is made of; `Never` for the primitive gestures.
    associatedtype Body: Gesture = Never
    var body: Body { get }
}

extension Gesture where Body == Never {
    public var body: Never { fatalError("\(Self.self) is a primitive gesture and has no body") }
}

extension Never: Gesture {
    public typealias Value = Never
}

/// Where a gesture's values go as a render drives it: the actions of the modifiers wrapped around it,
/// outermost last. `finished` runs when the gesture ends or is cancelled (a `@GestureState` resets);
/// `succeeding` just before the `finished` of an ending that `ended` follows (a sequence tells a first
/// gesture's success from its cancellation by it).
@MainActor
struct GestureSink<Value> {
    var changed: (Value) -> Void = { _ in }
    var ended: (Value) -> Void = { _ in }
    var finished: () -> Void = {}
    var succeeding: () -> Void = {}

    /// A sink for a wrapped gesture of values `Inner`, reporting what `transform` makes of them here.
    func pulledBack<Inner>(_ transform: @escaping (Inner) -> Value) -> GestureSink<Inner> {
        GestureSink<Inner>(changed: { changed(transform($0)) }, ended: { ended(transform($0)) }, finished: finished, succeeding: succeeding)
    }

    /// The gesture ends with `value`: its state resets, then `ended` runs (so the transaction `onEnded`
    /// sets is the one the change is drawn with).
    func end(_ value: Value) {
        succeeding()
        finished()
        ended(value)
    }
}

/// What a view's gestures do when a render drives them: the recognisers of one `.gesture` (or several,
/// composed), by the kind of input that reaches them.
@MainActor
struct GestureHandlers {
    var tap: (@MainActor () -> Void)?
    var drags: [DragRecognizer] = []
    var longPresses: [LongPressRecognizer] = []
    /// Two-finger gestures: magnification (`--pinch`) and rotation (`--rotate`).
    var pinches: [TwoFingerRecognizer] = []
    var rotations: [TwoFingerRecognizer] = []
    /// The progress of each `sequenced(before:)` among them, kept by the view across evaluations
    /// (`AddGestureModifier`).
    var sequences: [SequenceSlot] = []

    /// Both sets together, as a simultaneous or sequenced composition holds them.
    func merged(with other: GestureHandlers) -> GestureHandlers {
        let first = tap, second = other.tap
        var both = GestureHandlers(drags: drags + other.drags, longPresses: longPresses + other.longPresses,
                                   pinches: pinches + other.pinches, rotations: rotations + other.rotations,
                                   sequences: sequences + other.sequences)
        if first != nil || second != nil { both.tap = { first?(); second?() } }
        return both
    }

    /// Whether any recogniser needs a driven input (a drag, press, pinch or rotation) to reach it.
    var hasContinuousInput: Bool { !(drags.isEmpty && longPresses.isEmpty && pinches.isEmpty && rotations.isEmpty) }
}

/// A two-finger gesture's recogniser (`ViewHost+Gestures.swift`): recognised once its value (a
/// magnification, or a rotation in radians) is `minimumDelta` from where it started, then changed at each
/// touch sample and ended when the fingers lift.
struct TwoFingerRecognizer {
    /// A sample: the value, its rate per second over the gesture, the render time and the fingers' midpoint.
    struct Sample {
        var value: Double
        var velocity: Double
        var time: Double
        var startLocation: CGPoint
        var startAnchor: UnitPoint
    }
    let minimumDelta: Double
    let changed: (Sample) -> Void
    let ended: (Sample) -> Void
}

/// A drag's recogniser: its thresholds, and what it reports for each touch sample (`ViewHost+Gestures.swift`).
struct DragRecognizer {
    let minimumDistance: CGFloat
    let coordinateSpace: CoordinateSpace
    let changed: (DragGesture.Value) -> Void
    /// The finger lifts after a recognised drag.
    let ended: (DragGesture.Value) -> Void
}

/// A long press's recogniser: the press begins, is held for `minimumDuration` (recognised), or lifts first.
struct LongPressRecognizer {
    let minimumDuration: Double
    let began: () -> Void
    let recognized: () -> Void
    let cancelled: () -> Void
}

/// A gesture that recognises input itself (rather than through a body).
protocol PrimitiveGesture: Gesture {
    @MainActor func handlers(reporting sink: GestureSink<Value>) -> GestureHandlers
}

extension PrimitiveGesture {
    @MainActor func erasedHandlers(reporting sink: Any) -> GestureHandlers {
        handlers(reporting: sink as! GestureSink<Value>)
    }
}

extension Gesture {
    /// The recognisers of this gesture, reporting to `sink`: a primitive's own, or its body's.
    @MainActor func recognizers(reporting sink: GestureSink<Value>) -> GestureHandlers {
        if let primitive = self as? any PrimitiveGesture { return primitive.erasedHandlers(reporting: sink) }
        if Body.self == Never.self { return GestureHandlers() }
        // A gesture of the user's own reports its body's values where they are of its type.
        let forward = sink
        return body.recognizers(reporting: GestureSink<Body.Value>(
            changed: { if let value = $0 as? Value { forward.changed(value) } },
            ended: { if let value = $0 as? Value { forward.ended(value) } },
            finished: forward.finished))
    }
}
