/// A view that steps through phases, animating each step, as SwiftUI's `PhaseAnimator` and
/// `.phaseAnimator`: the content is evaluated for the current phase, and each move to the next phase
/// runs with `animation(next)`; the next step starts when that animation is logically complete (a
/// spring's perceptual duration, a curve's duration; one display frame without animation).
///
/// Without a trigger the phases cycle from the first for ever (a render lasts as long as `--duration`);
/// with one, the view rests in the first phase and each change of the trigger runs through the others
/// and back to the first. A change while a run is under way starts again from the phase shown.
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let phases: [Phase]
    let trigger: AnimatorTrigger?
    let content: (Phase) -> Content
    let animation: (Phase) -> Animation?
    @State private var index = 0
    @State private var runs = 0

    /// Steps through `phases` each time `trigger` changes.
    public init<Phases: Sequence>(_ phases: Phases, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
                                  animation: @escaping (Phase) -> Animation? = { _ in .default }) where Phases.Element == Phase {
        self.phases = Array(phases)
        self.trigger = AnimatorTrigger(value: trigger)
        self.content = content
        self.animation = animation
    }

    /// Cycles through `phases` continuously.
    public init<Phases: Sequence>(_ phases: Phases, @ViewBuilder content: @escaping (Phase) -> Content,
                                  animation: @escaping (Phase) -> Animation? = { _ in .default }) where Phases.Element == Phase {
        self.phases = Array(phases)
        self.trigger = nil
        self.content = content
        self.animation = animation
    }

    public var body: some View {
        if phases.indices.contains(index) {
            content(phases[index])
                .onChange(of: trigger) { runs += 1 }
                .task(id: runs) { await run() }
        }
    }

    private func run() async {
        guard phases.count > 1, trigger == nil || runs > 0 else { return }
        var next = index
        repeat {
            next = (next + 1) % phases.count
            let step = animation(phases[next])
            let target = next
            withAnimation(step) { index = target }
            let wait = max(step?.logicalDuration ?? 0, ViewScene.displayFrame)
            guard wait.isFinite else { return }
            // A run started by the trigger finishes past the render's last event, as an animation does.
            let slept: ()? = trigger == nil ? try? await Task.sleep(for: .seconds(wait)) : try? await sleepFinishingAnimation(seconds: wait)
            guard slept != nil else { return }
        } while trigger == nil || next != 0
    }
}

extension View {
    /// Steps this view through `phases` each time `trigger` changes.
    public func phaseAnimator<Phase: Equatable, Phases: Sequence, Modified: View>(
        _ phases: Phases, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Modified,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> PhaseAnimator<Phase, Modified> where Phases.Element == Phase {
        PhaseAnimator(phases, trigger: trigger, content: { content(PlaceholderContentView(content: self), $0) }, animation: animation)
    }

    /// Cycles this view through `phases` continuously.
    public func phaseAnimator<Phase: Equatable, Phases: Sequence, Modified: View>(
        _ phases: Phases,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Modified,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> PhaseAnimator<Phase, Modified> where Phases.Element == Phase {
        PhaseAnimator(phases, content: { content(PlaceholderContentView(content: self), $0) }, animation: animation)
    }
}
