/// A view whose content follows keyframes, as SwiftUI's `KeyframeAnimator` and `.keyframeAnimator`: the
/// content is evaluated with the keyframes' value at each display frame (1/60 s of render time) while
/// they play, and moves in a straight line between those samples, so a frame at a sample shows the
/// keyframes' value exactly and any other frame rate sees no steps.
///
/// With a trigger, each change of it plays the keyframes from the value shown (the keyframes closure gets
/// it); repeating, they play from `initialValue` again and again (a render lasts as long as `--duration`).
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View where KeyframePath.Value == Value {
    let initialValue: Value
    let trigger: AnimatorTrigger?
    let repeats: Bool
    let content: (Value) -> Content
    let keyframes: (Value) -> KeyframePath
    @State private var value: Value?
    @State private var plays = 0

    /// Plays the keyframes each time `trigger` changes.
    public init(initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.trigger = AnimatorTrigger(value: trigger)
        repeats = false
        self.content = content
        self.keyframes = keyframes
    }

    /// Plays the keyframes from the start, over and over while `repeating`, once otherwise.
    public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        trigger = nil
        repeats = repeating
        self.content = content
        self.keyframes = keyframes
    }

    public var body: some View {
        content(value ?? initialValue)
            .onChange(of: trigger) { plays += 1 }
            .task(id: plays) { await run() }
    }

    private func run() async {
        if trigger != nil {
            guard plays > 0 else { return }
            _ = await play(from: value ?? initialValue, finishing: true)
        } else {
            repeat {
                guard await play(from: initialValue, finishing: !repeats) else { return }
            } while repeats
        }
    }

    /// Plays the keyframes once from `start` (``playKeyframes(_:speed:finishing:show:)``); false when
    /// cancelled or when there is nothing to play.
    private func play(from start: Value, finishing: Bool) async -> Bool {
        let timeline = KeyframeTimeline(initialValue: start, tracks: keyframes(start)._tracks)
        let played = await playKeyframes(timeline, finishing: finishing) { value = $0 }
        return played && timeline.duration > 0
    }
}

extension KeyframeTimeline {
    init(initialValue: Value, tracks: [_KeyframeTrackPlayer<Value>]) {
        self.initialValue = initialValue
        self.tracks = tracks
    }
}

extension View {
    /// Plays keyframes over this view each time `trigger` changes.
    public func keyframeAnimator<Value, Modified: View, KeyframePath: Keyframes>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Modified,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) -> KeyframeAnimator<Value, KeyframePath, Modified> where KeyframePath.Value == Value {
        KeyframeAnimator(initialValue: initialValue, trigger: trigger,
                         content: { content(PlaceholderContentView(content: self), $0) }, keyframes: keyframes)
    }

    /// Plays keyframes over this view, over and over while `repeating`.
    public func keyframeAnimator<Value, Modified: View, KeyframePath: Keyframes>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Modified,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) -> KeyframeAnimator<Value, KeyframePath, Modified> where KeyframePath.Value == Value {
        KeyframeAnimator(initialValue: initialValue, repeating: repeating,
                         content: { content(PlaceholderContentView(content: self), $0) }, keyframes: keyframes)
    }
}
