/// Two-finger gestures, as SwiftUI's: they compile, and a render, which has one finger, never fires them.
public struct MagnifyGesture: Gesture, PrimitiveGesture {
    public struct Value: Equatable, Sendable { public var magnification: CGFloat; public var startLocation: CGPoint }
    public init(minimumScaleDelta: CGFloat = 0.01) {}
    @MainActor func handlers(reporting sink: GestureSink<Value>) -> GestureHandlers { GestureHandlers() }
}

/// The older magnification gesture, whose value is the scale.
public struct MagnificationGesture: Gesture, PrimitiveGesture {
    public typealias Value = CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) {}
    @MainActor func handlers(reporting sink: GestureSink<Value>) -> GestureHandlers { GestureHandlers() }
}

/// A two-finger rotation.
public struct RotateGesture: Gesture, PrimitiveGesture {
    public struct Value: Equatable, Sendable { public var rotation: Angle; public var startLocation: CGPoint }
    public init(minimumAngleDelta: Angle = .degrees(1)) {}
    @MainActor func handlers(reporting sink: GestureSink<Value>) -> GestureHandlers { GestureHandlers() }
}

/// The older rotation gesture, whose value is the angle.
public struct RotationGesture: Gesture, PrimitiveGesture {
    public typealias Value = Angle
    public init(minimumAngleDelta: Angle = .degrees(1)) {}
    @MainActor func handlers(reporting sink: GestureSink<Value>) -> GestureHandlers { GestureHandlers() }
}
