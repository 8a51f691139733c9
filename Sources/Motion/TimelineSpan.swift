/// Anything that occupies a stretch of time: what a ``FramePlan`` needs to know of each animated property,
/// independent of the property's value type.
public protocol TimelineSpan: Sendable {
    /// When the first change happens (nil if nothing changes).
    var firstChangeTime: Double? { get }
    /// When the last change has settled and the value is exactly its target (nil if nothing changes).
    var settledTime: Double? { get }
}
