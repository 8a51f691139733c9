import Foundation

/// A two-finger pinch, as SwiftUI's `MagnifyGesture`: recognised once the magnification is
/// `minimumScaleDelta` from 1, then changed at each touch sample, ended when the fingers lift. `--pinch` and
/// ``ViewHost/pinch(_:scale:at:duration:)`` drive it: the fingers about the view's centre, their distance
/// changing at constant speed (so the magnification runs linearly from 1 to the scale), sampled at 60 Hz.
public struct MagnifyGesture: Gesture, PrimitiveGesture {
    public struct Value: Equatable, Sendable {
        /// When the sample was taken: the render time, in seconds after the reference date.
        public var time: Date
        /// The fingers' distance over their distance when they came down.
        public var magnification: CGFloat
        /// The magnification's rate, per second, over the gesture.
        public var velocity: CGFloat
        /// Where the fingers' midpoint came down, as a unit point of the view and in its own points.
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }
    public var minimumScaleDelta: CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

    @MainActor func handlers(reporting sink: GestureSink<Value>) -> GestureHandlers {
        func value(_ s: TwoFingerRecognizer.Sample) -> Value {
            Value(time: Date(timeIntervalSinceReferenceDate: s.time), magnification: CGFloat(s.value), velocity: CGFloat(s.velocity),
                  startAnchor: s.startAnchor, startLocation: s.startLocation)
        }
        return GestureHandlers(pinches: [TwoFingerRecognizer(minimumDelta: Double(minimumScaleDelta),
                                                             changed: { sink.changed(value($0)) }, ended: { sink.end(value($0)) })])
    }
}

/// The older magnification gesture, whose value is the magnification.
public struct MagnificationGesture: Gesture, PrimitiveGesture {
    public typealias Value = CGFloat
    public var minimumScaleDelta: CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
    @MainActor func handlers(reporting sink: GestureSink<Value>) -> GestureHandlers {
        GestureHandlers(pinches: [TwoFingerRecognizer(minimumDelta: Double(minimumScaleDelta),
                                                      changed: { sink.changed(CGFloat($0.value)) }, ended: { sink.end(CGFloat($0.value)) })])
    }
}
