/// Two gestures at once, as SwiftUI's `SimultaneousGesture`: both recognise; the value holds the latest of each.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
    public struct Value {
        public var first: First.Value?
        public var second: Second.Value?
    }
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) { self.first = first; self.second = second }

    @MainActor func handlers(reporting sink: GestureSink<Value>) -> GestureHandlers {
        // The latest value of each side, which every report carries.
        let latest = LatestValues(Value())
        let firstSink = sink.pulledBack { (v: First.Value) -> Value in latest.value.first = v; return latest.value }
        let secondSink = sink.pulledBack { (v: Second.Value) -> Value in latest.value.second = v; return latest.value }
        return first.recognizers(reporting: firstSink).merged(with: second.recognizers(reporting: secondSink))
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// One of two gestures, as SwiftUI's `ExclusiveGesture`: the first where it recognises the input, else the
/// second (a tap and a long press on one view each fire on their own input).
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
    public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) { self.first = first; self.second = second }

    @MainActor func handlers(reporting sink: GestureSink<Value>) -> GestureHandlers {
        let a = first.recognizers(reporting: sink.pulledBack { .first($0) })
        let b = second.recognizers(reporting: sink.pulledBack { .second($0) })
        // Per kind of input, the first gesture's recogniser wins where it has one.
        return GestureHandlers(tap: a.tap ?? b.tap, drags: a.drags.isEmpty ? b.drags : a.drags,
                               longPresses: a.longPresses.isEmpty ? b.longPresses : a.longPresses,
                               pinches: a.pinches.isEmpty ? b.pinches : a.pinches,
                               rotations: a.rotations.isEmpty ? b.rotations : a.rotations,
                               sequences: a.sequences + b.sequences)
    }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

extension Gesture {
    /// This gesture and `other` at once.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> { SimultaneousGesture(self, other) }
    /// This gesture, or `other` where this one does not recognise the input.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> { ExclusiveGesture(self, other) }
    /// This gesture, then `other` once this one has ended (`Gestures/SequenceGesture.swift`).
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> { SequenceGesture(self, other) }
}

/// The latest values of a simultaneous gesture's two sides, shared by their sinks.
final class LatestValues<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}
