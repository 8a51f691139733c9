import Testing
import Raster
import Typesetting
import GoldenTesting
@testable import Components

/// Golden frames of the symbol morph toggle and its demo (`Fixtures/golden/symbol-morph/`).
struct SymbolMorphGoldenTests {
    static let group = "symbol-morph"
    /// Mid-change: the slash half drawn (0.15 s of its 0.3 s), the colour ≈ 70 % of the way.
    static let middle = 0.15
    static let pairs: [(name: String, toggle: SymbolMorphToggle)] = [
        ("alerts", .alerts), ("microphone", .microphone), ("camera", .camera), ("network", .network),
    ]

    /// `{pair}-{appearance}-{scale}x-{on|off|to-off-mid}`: on is the start of switching off, off its end.
    static func onOffMiddle(_ toggle: SymbolMorphToggle, _ name: String, _ environment: RenderEnvironment) throws {
        let scene = try SymbolMorphToggleScene(toggle: toggle, toOn: false, environment: environment)
        let prefix = "\(name)-\(environment.appearance.rawValue)-\(environment.scale)x"
        try assertGolden(scene.render(at: 0), named: "\(prefix)-on", group: group)
        try assertGolden(scene.render(at: middle), named: "\(prefix)-to-off-mid", group: group)
        try assertGolden(scene.render(at: scene.settleTime), named: "\(prefix)-off", group: group)
    }

    /// Each pair on, off and mid-change in light and dark at @1x and @3x, and switching on mid-change.
    @Test(arguments: [0, 1, 2, 3])
    func pairInBothAppearancesAndScales(index: Int) throws {
        let (name, toggle) = Self.pairs[index]
        for appearance in [RenderEnvironment.Appearance.light, .dark] {
            for scale in [1, 3] {
                try Self.onOffMiddle(toggle, name, RenderEnvironment(scale: scale, appearance: appearance))
            }
        }
        // Switching on draws the slash off.
        let on = try SymbolMorphToggleScene(toggle: toggle, toOn: true, environment: RenderEnvironment(scale: 1))
        try assertGolden(on.render(at: Self.middle), named: "\(name)-light-1x-to-on-mid", group: Self.group)
    }

    /// Reduce Motion: the symbols cross-fade (under the same spring) instead of the slash drawing on.
    @Test func reduceMotionMidChange() throws {
        let off = try SymbolMorphToggleScene(toggle: .alerts, toOn: false, environment: RenderEnvironment(scale: 2, reduceMotion: true))
        try assertGolden(off.render(at: 0.1), named: "alerts-reduce-motion-light-2x-to-off-0.1s", group: Self.group)
        let on = try SymbolMorphToggleScene(toggle: .network, toOn: true, environment: RenderEnvironment(scale: 2, appearance: .dark, reduceMotion: true))
        try assertGolden(on.render(at: 0.1), named: "network-reduce-motion-dark-2x-to-on-0.1s", group: Self.group)
    }

    /// Custom pairs: unrelated symbols (the fallback replace) on a background, and a wrapped title
    /// with a hex tint under right-to-left and the iOS 26 palette.
    @Test func customPairsAndTitles() throws {
        let night = SymbolMorphToggle(title: "Night mode", onSymbol: "moon.stars.fill", offSymbol: "sun.max.fill", tint: .system(.indigo))
        let scene = try SymbolMorphToggleScene(toggle: night, toOn: true, environment: RenderEnvironment(scale: 2), width: 200,
                                               background: Color(r8: 242, g8: 242, b8: 247))
        try assertGolden(scene.render(at: 0.2), named: "custom-night-mode-2x-to-on-0.2s-background", group: Self.group)
        let quiet = SymbolMorphToggle(title: "Notifications on", onSymbol: "bell.fill", offSymbol: "bell.slash.fill",
                                      tint: try #require(SymbolMorphTint(argument: "#AF52DE")))
        let rtl = try SymbolMorphToggleScene(toggle: quiet, toOn: false,
                                             environment: RenderEnvironment(scale: 2, layoutDirection: .rtl, palette: .ios26), width: 120)
        try assertGolden(rtl.render(at: Self.middle), named: "custom-wrapped-rtl-ios26-2x-to-off-mid", group: Self.group)
    }

    @Test func accessibilitySize() throws {
        let scene = try SymbolMorphToggleScene(toggle: .alerts, toOn: false, environment: RenderEnvironment(scale: 2), dynamicType: .accessibility3)
        try assertGolden(scene.render(at: Self.middle), named: "alerts-ax3-2x-to-off-mid", group: Self.group)
    }

    /// The demo: every card switching off at the start, middle and end; two cards switching on, dark,
    /// right to left; the AX3 grid with its taller first row.
    @Test func demo() throws {
        let all = try SymbolMorphToggleDemoScene(toOn: false, environment: RenderEnvironment(scale: 1))
        try assertGolden(all.render(at: 0), named: "demo-light-1x-start", group: Self.group)
        try assertGolden(all.render(at: Self.middle), named: "demo-light-1x-middle", group: Self.group)
        try assertGolden(all.render(at: all.settleTime), named: "demo-light-1x-end", group: Self.group)
        let two = try SymbolMorphToggleDemoScene(toOn: true, toggled: [.camera, .network],
                                                 environment: RenderEnvironment(scale: 2, appearance: .dark, layoutDirection: .rtl))
        try assertGolden(two.render(at: Self.middle), named: "demo-dark-2x-rtl-to-on-camera-network-middle", group: Self.group)
        let ax3 = try SymbolMorphToggleDemoScene(toOn: false, environment: RenderEnvironment(scale: 1), dynamicType: .accessibility3)
        try assertGolden(ax3.render(at: Self.middle), named: "demo-ax3-1x-middle", group: Self.group)
    }
}
