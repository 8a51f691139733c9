import Components

/// What the render command draws: a component (`--component`) in a scene (`--scene`). Each target names
/// the flags that only it understands, so that a flag given to the wrong target is an error, never
/// silently ignored.
enum RenderTarget: CaseIterable {
    case dayNightToggle, dayNightDemo

    static let components = ["day-night"]
    static let scenes = ["toggle", "demo"]

    init?(component: String, scene: String) {
        switch (component, scene) {
        case ("day-night", "toggle"): self = .dayNightToggle
        case ("day-night", "demo"): self = .dayNightDemo
        default: return nil
        }
    }

    var component: String { "day-night" }
    var scene: String {
        switch self {
        case .dayNightToggle: "toggle"
        case .dayNightDemo: "demo"
        }
    }

    /// Flags that apply to some targets only, and which.
    static let specificFlags: [String: Set<RenderTarget>] = [
        "--background": [.dayNightToggle],
        "--device": [.dayNightDemo],
        "--auto-toggle": [.dayNightDemo],
        "--rounded-font": [.dayNightDemo],
    ]

    /// The target-specific flags among `given` that this target does not understand.
    func flagsNotApplying(_ given: (String) -> Bool) -> [String] {
        Self.specificFlags.filter { !$0.value.contains(self) && given($0.key) }.map(\.key).sorted()
    }
}
