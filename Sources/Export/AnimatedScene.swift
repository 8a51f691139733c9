import Raster

/// A component (or demo screen) whose state changed at time 0: anything that can draw itself at any
/// time after the change. Frames are pure functions of time, so they can be rendered in any order,
/// on any thread, and give the same bytes every time.
public protocol AnimatedScene: Sendable {
    /// The canvas size in pixels (constant over the transition).
    var pixelSize: (width: Int, height: Int) { get }
    /// Seconds after the change at which the slowest animated property has settled; the frame plan's
    /// span. Zero when nothing changes; a change that does not animate (Reduce Motion) still spans one
    /// display frame, so a plan has a frame showing the new state.
    var settleTime: Double { get }
    /// The frame at `time` seconds after the change (0 is the start state; `settleTime` the target).
    func render(at time: Double) -> Pixmap
    /// The animated values that matter at `time`, by name (for `frames.json`), in a stable order.
    func values(at time: Double) -> [(name: String, value: Double)]
    /// What VoiceOver would read for the component in its target state (usable as alt text).
    var accessibilityDescription: String { get }
    /// Whether the frames at `start` and `end` seconds (and every instant between) are the same pixels: an
    /// exporter then draws a still stretch once. Only `true` when certain.
    func isStill(from start: Double, to end: Double) -> Bool
}

extension AnimatedScene {
    /// A scene that cannot tell is never still: every frame is drawn.
    public func isStill(from start: Double, to end: Double) -> Bool { false }
}
