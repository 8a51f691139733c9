import Foundation

/// A two-finger rotation, as SwiftUI's `RotateGesture`: recognised once the fingers have turned
/// `minimumAngleDelta`, then changed at each sample, ended when they lift. `--rotate` and
/// ``ViewHost/rotate(_:by:at:duration:)`` drive it: the fingers turn about the view's centre at constant
/// speed (clockwise for positive angles, as `rotationEffect`), sampled at 60 Hz.
public struct RotateGesture: Gesture, PrimitiveGesture {
    public struct Value: Equatable, Sendable {
        public var time: Date
        /// How far the fingers have turned since they came down.
        public var rotation: Angle
        /// The rotation's rate, per second, over the gesture.
        public var velocity: Angle
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }
    public var minimumAngleDelta: Angle
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

    @MainActor func handlers(reporting sink: GestureSink<Value>) -> GestureHandlers {
        func value(_ s: TwoFingerRecognizer.Sample) -> Value {
            Value(time: Date(timeIntervalSinceReferenceDate: s.time), rotation: .radians(s.value), velocity: .radians(s.velocity),
                  startAnchor: s.startAnchor, startLocation: s.startLocation)
        }
        return GestureHandlers(rotations: [TwoFingerRecognizer(minimumDelta: minimumAngleDelta.radians,
                                                               changed: { sink.changed(value($0)) }, ended: { sink.end(value($0)) })])
    }
}

/// The older rotation gesture, whose value is the angle.
public struct RotationGesture: Gesture, PrimitiveGesture {
    public typealias Value = Angle
    public var minimumAngleDelta: Angle
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
    @MainActor func handlers(reporting sink: GestureSink<Value>) -> GestureHandlers {
        GestureHandlers(rotations: [TwoFingerRecognizer(minimumDelta: minimumAngleDelta.radians,
                                                        changed: { sink.changed(.radians($0.value)) }, ended: { sink.end(.radians($0.value)) })])
    }
}
