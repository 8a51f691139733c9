/// A press held for a while, as SwiftUI's `LongPressGesture`: its value is true while the finger is down
/// (`onChanged`, `updating`), and it ends, true, once held for `minimumDuration`. `--long-press` and
/// ``ViewHost/longPress(_:at:duration:)`` drive it; a press lifted sooner only resets its state.
public struct LongPressGesture: Gesture, PrimitiveGesture {
    public typealias Value = Bool
    public var minimumDuration: Double
    /// Accepted: a render's finger does not move during a press.
    public var maximumDistance: CGFloat
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration; self.maximumDistance = maximumDistance
    }

    @MainActor func handlers(reporting sink: GestureSink<Bool>) -> GestureHandlers {
        GestureHandlers(longPresses: [LongPressRecognizer(minimumDuration: minimumDuration,
                                                          began: { sink.changed(true) },
                                                          recognized: { sink.end(true) },
                                                          cancelled: sink.finished)])
    }
}

extension View {
    /// Runs `action` once the view has been pressed for `minimumDuration`; `onPressingChanged` hears true
    /// when the press begins and false when it is recognised or lifts.
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> ModifiedContent<Self, AddGestureModifier> {
        let recognizer = LongPressRecognizer(minimumDuration: minimumDuration, began: { onPressingChanged?(true) },
                                             recognized: { onPressingChanged?(false); action() },
                                             cancelled: { onPressingChanged?(false) })
        return modifier(AddGestureModifier(handlers: GestureHandlers(longPresses: [recognizer])))
    }

    /// The older form, with the pressing callback first (disfavoured, so `onLongPressGesture { … }` is the
    /// newer form, as in SwiftUI).
    @_disfavoredOverload
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   pressing: ((Bool) -> Void)? = nil,
                                   perform action: @escaping () -> Void) -> ModifiedContent<Self, AddGestureModifier> {
        onLongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action,
                           onPressingChanged: pressing)
    }
}
