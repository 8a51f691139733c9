/// The modifiers every gesture has, as SwiftUI's: each wraps a gesture and adds an action to the values
/// that gesture reports (``GestureSink``).
extension Gesture where Value: Equatable {
    /// Runs `action` each time the gesture's value changes while it is active.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> { _ChangedGesture(_body: self, action: action) }
}

extension Gesture {
    /// Runs `action` when the gesture ends (a tap lands, a drag lifts, a press is held long enough).
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> { _EndedGesture(_body: self, action: action) }

    /// Sets `state` from each change of the gesture; it resets when the gesture ends.
    public func updating<State>(_ state: GestureState<State>,
                                body: @escaping (Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
        GestureStateGesture(_body: self, state: state, update: body)
    }

    /// The gesture with its values transformed.
    public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> { _MapGesture(_body: self, transform: body) }
}

public struct _ChangedGesture<Content: Gesture>: Gesture, PrimitiveGesture where Content.Value: Equatable {
    public typealias Value = Content.Value
    let _body: Content
    let action: (Value) -> Void
    @MainActor func handlers(reporting sink: GestureSink<Value>) -> GestureHandlers {
        var inner = sink, action = self.action
        inner.changed = { action($0); sink.changed($0) }
        return _body.recognizers(reporting: inner)
    }
}

public struct _EndedGesture<Content: Gesture>: Gesture, PrimitiveGesture {
    public typealias Value = Content.Value
    let _body: Content
    let action: (Value) -> Void
    @MainActor func handlers(reporting sink: GestureSink<Value>) -> GestureHandlers {
        var inner = sink, action = self.action
        inner.ended = { action($0); sink.ended($0) }
        return _body.recognizers(reporting: inner)
    }
}

public struct GestureStateGesture<Content: Gesture, State>: Gesture, PrimitiveGesture {
    public typealias Value = Content.Value
    let _body: Content
    let state: GestureState<State>
    let update: (Value, inout State, inout Transaction) -> Void
    @MainActor func handlers(reporting sink: GestureSink<Value>) -> GestureHandlers {
        var inner = sink
        let state = self.state, body = self.update
        inner.changed = { value in
            state.update { current, transaction in body(value, &current, &transaction) }
            sink.changed(value)
        }
        inner.finished = { state.resetToInitial(); sink.finished() }
        return _body.recognizers(reporting: inner)
    }
}

public struct _MapGesture<Content: Gesture, Value>: Gesture, PrimitiveGesture {
    let _body: Content
    let transform: (Content.Value) -> Value
    @MainActor func handlers(reporting sink: GestureSink<Value>) -> GestureHandlers {
        _body.recognizers(reporting: sink.pulledBack(transform))
    }
}
