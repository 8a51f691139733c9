/// `.symbolEffect(_:options:value:)` and `.symbolEffect(_:options:isActive:)`: a symbol effect
/// (`SymbolEffects.swift`) run on the view, as SwiftUI code on the layer: the pose is state, played from
/// the effect's keyframes on render time (``playKeyframes(_:speed:finishing:show:)``) and drawn as a scale,
/// a turn and an opacity.
///
/// A discrete effect plays once each time `value` changes (`options` may repeat it), to its end even past
/// the render's last event; an indefinite one cycles while `isActive` (for as long as the render lasts, or
/// the options' repeat count) and eases back to rest when it stops. `.scale`, `.appear` and `.disappear`
/// hold a pose while active. `.symbolEffectsRemoved()` turns them all off.
public struct SymbolEffectModifier: ViewModifier {
    let motion: SymbolEffectMotion
    let options: SymbolEffectOptions
    let trigger: AnimatorTrigger?
    let isActive: Bool
    /// For `.appear`: the pose while inactive (hidden), where the effect's held pose is the shown one.
    let inactivePose: SymbolPose
    @State private var pose: SymbolPose?
    @State private var plays = 0
    @Environment(\.symbolEffectsRemoved) private var removed

    struct Run: Equatable {
        let plays: Int
        let active: Bool
    }

    public func body(content: Content) -> some View {
        let shown = removed ? .rest : pose ?? restingPose
        return content
            .scaleEffect(shown.scale, anchor: motion.anchor)
            .rotationEffect(shown.turn, anchor: motion.anchor)
            .opacity(shown.opacity)
            .onChange(of: trigger) { plays += 1 }
            .task(id: Run(plays: plays, active: isActive)) { await run() }
    }

    /// The pose before anything runs: a held effect's pose when it starts active.
    private var restingPose: SymbolPose {
        guard case .hold(let held, _) = motion.kind else { return .rest }
        return isActive ? held : inactivePose
    }

    private func run() async {
        guard !removed else { return }
        switch motion.kind {
        case .hold(let held, let animation):
            let target = isActive ? held : inactivePose
            if (pose ?? restingPose) != target { withAnimation(animation) { pose = target } }
        case .keyframes(let timeline):
            if trigger != nil {
                guard plays > 0 else { return }
                for _ in 0..<(options.repeatCount ?? 1) {
                    guard await playKeyframes(timeline, speed: options.speed, finishing: true, show: { pose = $0 }) else { return }
                }
            } else if isActive {
                var cycles = 0
                while options.repeatCount.map({ cycles < $0 }) ?? true {
                    let finishing = options.repeatCount != nil
                    guard await playKeyframes(timeline, speed: options.speed, finishing: finishing, show: { pose = $0 }) else { return }
                    cycles += 1
                }
            } else if let pose, pose != .rest {
                withAnimation(.easeOut(duration: 0.2)) { self.pose = .rest }
            }
        }
    }
}

extension EnvironmentValues {
    /// Whether symbol effects are turned off (`.symbolEffectsRemoved()`).
    public var symbolEffectsRemoved: Bool {
        get { self[SymbolEffectsRemovedKey.self] }
        set { self[SymbolEffectsRemovedKey.self] = newValue }
    }
}
private enum SymbolEffectsRemovedKey: EnvironmentKey { static let defaultValue = false }

extension View {
    /// Runs `effect` once each time `value` changes.
    public func symbolEffect<T: SymbolEffect & DiscreteSymbolEffect, U: Equatable>(_ effect: T, options: SymbolEffectOptions = .default,
                                                                                 value: U) -> ModifiedContent<Self, SymbolEffectModifier> {
        modifier(SymbolEffectModifier(motion: Self.motion(of: effect), options: options, trigger: AnimatorTrigger(value: value),
                                      isActive: false, inactivePose: .rest))
    }

    /// Runs `effect` while `isActive`.
    public func symbolEffect<T: SymbolEffect & IndefiniteSymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default,
                                                                     isActive: Bool = true) -> ModifiedContent<Self, SymbolEffectModifier> {
        let hidden = effect is AppearSymbolEffect ? SymbolPose(scale: 0.5, opacity: 0) : .rest
        return modifier(SymbolEffectModifier(motion: Self.motion(of: effect), options: options, trigger: nil,
                                             isActive: isActive, inactivePose: hidden))
    }

    /// Turns off the symbol effects below.
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View {
        environment(\.symbolEffectsRemoved, isEnabled)
    }

    private static func motion(of effect: some SymbolEffect) -> SymbolEffectMotion {
        (effect as? any MovingSymbolEffect)?.motion ?? SymbolEffectMotion(kind: .hold(.rest, .default))
    }
}
