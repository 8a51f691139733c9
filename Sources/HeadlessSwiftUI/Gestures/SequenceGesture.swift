/// One gesture, then another, as SwiftUI's `SequenceGesture`: the second recognises nothing until the first
/// has ended; from then on each change of the second reports both values. While the first is under way
/// the value is `.first`; once it ends, `.second(firstValue, nil)`, then `.second(firstValue, secondValue)`
/// as the second changes; the sequence ends when the second does. A first gesture cancelled (a press
/// lifted too soon) finishes the sequence (its `@GestureState` resets).
///
/// A render has one input at a time, so the second gesture's input is the next one driven on the view
/// after the first ended (`--long-press KNOB@0+0.6 --drag KNOB 80,0@0.6`: the drag continues the press);
/// SwiftUI requires the same touch without lifting, which a render does not check.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
    public enum Value {
        case first(First.Value)
        case second(First.Value, Second.Value?)
    }
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) { self.first = first; self.second = second }

    @MainActor func handlers(reporting sink: GestureSink<Value>) -> GestureHandlers {
        let slot = SequenceSlot()
        // The first: its changes report `.first`; its ending starts the second. Its own success does not
        // finish the sequence; a cancellation does.
        var firstSink = GestureSink<First.Value>()
        firstSink.changed = { value in if !slot.progress.firstEnded { sink.changed(.first(value)) } }
        firstSink.succeeding = { slot.progress.firstSucceeding = true }
        firstSink.finished = {
            if slot.progress.firstSucceeding { return }
            slot.progress.reset()
            sink.finished()
        }
        firstSink.ended = { value in
            slot.progress.firstSucceeding = false
            slot.progress.firstEnded = true
            slot.progress.firstValue = value
            sink.changed(.second(value, nil))
        }
        // The second: heard only once the first has ended.
        func firstValue() -> First.Value? { slot.progress.firstEnded ? slot.progress.firstValue as? First.Value : nil }
        var secondSink = GestureSink<Second.Value>()
        secondSink.changed = { value in if let f = firstValue() { sink.changed(.second(f, value)) } }
        secondSink.succeeding = { if firstValue() != nil { sink.succeeding() } }
        secondSink.finished = { if firstValue() != nil { sink.finished() } }
        secondSink.ended = { value in
            guard let f = firstValue() else { return }
            slot.progress.reset()
            sink.ended(.second(f, value))
        }
        var handlers = first.recognizers(reporting: firstSink).merged(with: second.recognizers(reporting: secondSink))
        handlers.sequences.append(slot)
        return handlers
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// How far a sequence has got: kept by its view across evaluations (a first gesture's ending changes state,
/// which evaluates the view again and makes its recognisers anew).
final class SequenceProgress {
    var firstEnded = false
    var firstSucceeding = false
    var firstValue: Any?
    func reset() { firstEnded = false; firstSucceeding = false; firstValue = nil }
}

/// A sequence's hold on its progress: a fresh one per evaluation, pointed at the view's own by
/// `AddGestureModifier`.
@MainActor
final class SequenceSlot {
    var progress = SequenceProgress()
}
