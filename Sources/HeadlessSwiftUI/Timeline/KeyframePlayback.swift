/// Playing a keyframe timeline on render time, for keyframe animators and symbol effects: the value is
/// set at each display frame (1/60 s) to the timeline's value one frame ahead, under a linear animation of
/// that frame, so a frame at a sample shows the timeline exactly and frames between lie on the line.
///
/// A `finishing` play goes on past the render's last event, as a started animation does
/// (``RenderClock``); an open-ended one (a repeating animator) stops where the render does. `speed` runs
/// the timeline faster (2) or slower (0.5). False when cancelled.
@MainActor
func playKeyframes<Value>(_ timeline: KeyframeTimeline<Value>, speed: Double = 1, finishing: Bool,
                          show: (Value) -> Void) async -> Bool {
    let length = timeline.duration / max(speed, 1e-6)
    guard length > 0 else {
        withTransaction(Transaction()) { show(timeline.value(time: timeline.duration)) }
        return true
    }
    var elapsed = 0.0
    while elapsed < length {
        let next = min(elapsed + ViewScene.displayFrame, length)
        let sample = timeline.value(time: next * speed)
        withAnimation(.linear(duration: next - elapsed)) { show(sample) }
        let step = next - elapsed
        let slept: ()? = finishing ? try? await sleepFinishingAnimation(seconds: step) : try? await Task.sleep(for: .seconds(step))
        guard slept != nil else { return false }
        elapsed = next
    }
    return true
}
