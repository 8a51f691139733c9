/// A tap (or several), as SwiftUI's `TapGesture`: `--tap` and ``ViewHost/tap(_:at:)`` run it as one activation.
public struct TapGesture: Gesture, PrimitiveGesture {
    public typealias Value = Void
    public let count: Int
    public init(count: Int = 1) { self.count = count }

    @MainActor func handlers(reporting sink: GestureSink<Void>) -> GestureHandlers {
        GestureHandlers(tap: { sink.end(()) })
    }
}
