/// What an animated property is at one instant: where it is and how fast it is moving.
///
/// Velocity travels with the value because retargeting a spring must keep it (SwiftUI does), and because
/// a consumer may want motion blur or debugging output.
public struct AnimationSample<Value: Interpolatable>: Sendable, Equatable {
    /// The presented value (not clamped; see the value type's `drawn`).
    public var value: Value
    /// The rate of change of ``value``, per second.
    public var velocity: Value
    /// A sample from its parts.
    @inlinable
    public init(value: Value, velocity: Value) { self.value = value; self.velocity = velocity }
}
