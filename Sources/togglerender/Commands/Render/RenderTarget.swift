import Components

/// What the render command draws: a component (`--component`) in a scene (`--scene`). Each target names
/// the flags that only it understands, so that a flag given to the wrong target is an error, never
/// silently ignored.
enum RenderTarget: CaseIterable, Sendable {
    case dayNightToggle, dayNightDemo, symbolMorphToggle, symbolMorphDemo

    static let components = ["day-night", "symbol-morph"]
    static let scenes = ["toggle", "demo"]

    init?(component: String, scene: String) {
        guard let target = Self.allCases.first(where: { $0.component == component && $0.scene == scene }) else { return nil }
        self = target
    }

    var component: String {
        switch self {
        case .dayNightToggle, .dayNightDemo: "day-night"
        case .symbolMorphToggle, .symbolMorphDemo: "symbol-morph"
        }
    }

    var scene: String {
        switch self {
        case .dayNightToggle, .symbolMorphToggle: "toggle"
        case .dayNightDemo, .symbolMorphDemo: "demo"
        }
    }

    /// `--state`'s words: the state the change goes to first, then the other.
    var states: (on: String, off: String) {
        component == "day-night" ? ("night", "day") : ("on", "off")
    }

    /// Flags that apply to some targets only, and which.
    static let specificFlags: [String: Set<RenderTarget>] = [
        "--background": [.dayNightToggle, .symbolMorphToggle],
        "--device": [.dayNightDemo, .symbolMorphDemo],
        "--auto-toggle": [.dayNightDemo],
        "--rounded-font": [.dayNightDemo],
        "--symbol": [.symbolMorphToggle],
        "--on-symbol": [.symbolMorphToggle],
        "--off-symbol": [.symbolMorphToggle],
        "--title": [.symbolMorphToggle],
        "--tint": [.symbolMorphToggle],
        "--width": [.symbolMorphToggle],
        "--toggle": [.symbolMorphDemo],
        "--symbols": [.symbolMorphToggle, .symbolMorphDemo],
        "--font": [.symbolMorphToggle, .symbolMorphDemo],
    ]

    /// The target-specific flags among `given` that this target does not understand.
    func flagsNotApplying(_ given: (String) -> Bool) -> [String] {
        Self.specificFlags.filter { !$0.value.contains(self) && given($0.key) }.map(\.key).sorted()
    }
}
