/// What the render command draws: a component (`--component`) in a scene (`--scene`). Each target names
/// the flags that only it understands, so that a flag given to the wrong target is an error, never
/// silently ignored.
enum RenderTarget: CaseIterable, Sendable {
    case dayNightToggle, dayNightDemo, symbolMorphToggle, symbolMorphDemo, systemSwitch

    static let components = ["day-night", "symbol-morph", "switch"]
    static let scenes = ["toggle", "demo"]

    init?(component: String, scene: String) {
        guard let target = Self.allCases.first(where: { $0.component == component && $0.scene == scene }) else { return nil }
        self = target
    }

    var component: String {
        switch self {
        case .dayNightToggle, .dayNightDemo: "day-night"
        case .symbolMorphToggle, .symbolMorphDemo: "symbol-morph"
        case .systemSwitch: "switch"
        }
    }

    var scene: String {
        switch self {
        case .dayNightToggle, .symbolMorphToggle, .systemSwitch: "toggle"
        case .dayNightDemo, .symbolMorphDemo: "demo"
        }
    }

    /// `--state`'s words: the state the change goes to first, then the other.
    var states: (on: String, off: String) {
        component == "day-night" ? ("night", "day") : ("on", "off")
    }

    /// One line for `togglerender components`.
    var summary: String {
        switch self {
        case .dayNightToggle: "The Day Night Toggle: a capsule switch whose knob springs across while the sky turns."
        case .dayNightDemo: "The Day Night Toggle's demo screen: a greeting over a sky gradient, on a device; --auto-toggle runs its own loop."
        case .symbolMorphToggle: "The Symbol Morph Toggle: a card whose symbol morphs with magic replace (any symbol pair)."
        case .symbolMorphDemo: "The Symbol Morph Toggle's demo screen: a 2 × 2 grid of cards, on a device."
        case .systemSwitch: "The iOS switch: a plain Toggle in the default style, with an optional label."
        }
    }

    /// Flags that apply to some targets only, and which.
    static let specificFlags: [String: Set<RenderTarget>] = [
        "--background": [.dayNightToggle, .symbolMorphToggle, .systemSwitch],
        "--device": [.dayNightDemo, .symbolMorphDemo],
        "--status-bar": [.dayNightDemo, .symbolMorphDemo],
        "--auto-toggle": [.dayNightDemo],
        "--rounded-font": [.dayNightDemo],
        "--symbol": [.symbolMorphToggle],
        "--on-symbol": [.symbolMorphToggle],
        "--off-symbol": [.symbolMorphToggle],
        "--title": [.symbolMorphToggle, .systemSwitch],
        "--tint": [.symbolMorphToggle, .systemSwitch],
        "--width": [.symbolMorphToggle, .systemSwitch],
        "--toggle": [.symbolMorphDemo],
        "--symbols": [.symbolMorphToggle, .symbolMorphDemo],
        "--font": [.symbolMorphToggle, .symbolMorphDemo, .systemSwitch],
    ]

    /// The target-specific flags among `given` that this target does not understand.
    func flagsNotApplying(_ given: (String) -> Bool) -> [String] {
        Self.specificFlags.filter { !$0.value.contains(self) && given($0.key) }.map(\.key).sorted()
    }

    /// The flags this target takes beyond the common ones.
    var flags: [String] { Self.specificFlags.filter { $0.value.contains(self) }.map(\.key).sorted() }
}
