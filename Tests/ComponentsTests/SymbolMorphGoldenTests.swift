import Testing
import GoldenTesting
import HeadlessSwiftUI
@testable import Components

/// Golden frames of the symbol morph toggle and its demo (`Fixtures/golden/symbol-morph/`), from the seed's
/// SwiftUI code rendered by the view layer.
@MainActor
struct SymbolMorphGoldenTests {
    static let group = "symbol-morph"
    /// Mid-change: the slash half drawn (0.15 s of its 0.3 s).
    static let middle = 0.15

    /// `{pair}-{appearance}-{scale}x-{on|off|to-off-mid}`: on is the start of switching off, off its end.
    static func onOffMiddle(_ card: SymbolMorphCard, _ name: String, _ c: RenderConfiguration) async throws {
        let scene = try await ComponentScenes.symbolMorphCard(card, toOn: false, width: 174, configuration: c)
        let prefix = "\(name)-\(c.colorScheme.name)-\(c.scale)x"
        try assertGolden(scene.render(at: 0), named: "\(prefix)-on", group: group)
        try assertGolden(scene.render(at: middle), named: "\(prefix)-to-off-mid", group: group)
        try assertGolden(scene.render(at: scene.settleTime), named: "\(prefix)-off", group: group)
    }

    /// Each pair on, off and mid-change in light and dark at @1x and @3x, and switching on mid-change.
    @Test(arguments: [0, 1, 2, 3])
    func pairInBothAppearancesAndScales(index: Int) async throws {
        let (name, _, card) = SymbolMorphCard.demo[index]
        for scheme in [ColorScheme.light, .dark] {
            for scale in [1, 3] {
                try await Self.onOffMiddle(card, name, configuration(scale: scale, scheme: scheme))
            }
        }
        // Switching on draws the slash off.
        let on = try await ComponentScenes.symbolMorphCard(card, toOn: true, width: 174, configuration: configuration(scale: 1))
        try assertGolden(on.render(at: Self.middle), named: "\(name)-light-1x-to-on-mid", group: Self.group)
    }

    /// Reduce Motion: the symbols cross-fade (under the same spring) instead of the slash drawing on.
    @Test func reduceMotionMidChange() async throws {
        let off = try await ComponentScenes.symbolMorphCard(.alerts, toOn: false, width: 174, configuration: configuration(scale: 2, reduceMotion: true))
        try assertGolden(off.render(at: 0.1), named: "alerts-reduce-motion-light-2x-to-off-0.1s", group: Self.group)
        let on = try await ComponentScenes.symbolMorphCard(.network, toOn: true, width: 174,
                                                           configuration: configuration(scale: 2, scheme: .dark, reduceMotion: true))
        try assertGolden(on.render(at: 0.1), named: "network-reduce-motion-dark-2x-to-on-0.1s", group: Self.group)
    }

    /// Custom pairs: unrelated symbols (the fallback replace) on a background, and a wrapped title with a hex
    /// tint under right-to-left and the iOS 26 palette.
    @Test func customPairsAndTitles() async throws {
        let night = SymbolMorphCard(title: "Night mode", onSymbol: "moon.stars.fill", offSymbol: "sun.max.fill", tint: .indigo)
        let scene = try await ComponentScenes.symbolMorphCard(
            night, toOn: true, width: 200, configuration: configuration(scale: 2, background: Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255)))
        try assertGolden(scene.render(at: 0.2), named: "custom-night-mode-2x-to-on-0.2s-background", group: Self.group)
        let quiet = SymbolMorphCard(title: "Notifications on", onSymbol: "bell.fill", offSymbol: "bell.slash.fill",
                                    tint: try #require(ColorArgument.parse("#AF52DE")))
        let rtl = try await ComponentScenes.symbolMorphCard(quiet, toOn: false, width: 120,
                                                            configuration: configuration(scale: 2, direction: .rightToLeft, palette: .ios26))
        try assertGolden(rtl.render(at: Self.middle), named: "custom-wrapped-rtl-ios26-2x-to-off-mid", group: Self.group)
    }

    @Test func accessibilitySize() async throws {
        let scene = try await ComponentScenes.symbolMorphCard(.alerts, toOn: false, width: 174, configuration: configuration(scale: 2, dynamicType: .accessibility3))
        try assertGolden(scene.render(at: Self.middle), named: "alerts-ax3-2x-to-off-mid", group: Self.group)
    }

    /// The demo: every card switching off at the start, middle and end; two cards switching on, dark, right to
    /// left; the AX3 grid.
    @Test func demo() async throws {
        let titles = SymbolMorphCard.demo.map(\.card.title)
        let all = try await ComponentScenes.symbolMorphDemo(toOn: false, toggled: titles, configuration: configuration(scale: 1, screen: .iPhone16Pro))
        try assertGolden(all.render(at: 0), named: "demo-light-1x-start", group: Self.group)
        try assertGolden(all.render(at: Self.middle), named: "demo-light-1x-middle", group: Self.group)
        try assertGolden(all.render(at: all.settleTime), named: "demo-light-1x-end", group: Self.group)
        let two = try await ComponentScenes.symbolMorphDemo(toOn: true, toggled: ["Camera", "Network"],
                                                            configuration: configuration(scale: 2, scheme: .dark, direction: .rightToLeft, screen: .iPhone16Pro))
        try assertGolden(two.render(at: Self.middle), named: "demo-dark-2x-rtl-to-on-camera-network-middle", group: Self.group)
        let ax3 = try await ComponentScenes.symbolMorphDemo(toOn: false, toggled: titles,
                                                            configuration: configuration(scale: 1, dynamicType: .accessibility3, screen: .iPhone16Pro))
        try assertGolden(ax3.render(at: Self.middle), named: "demo-ax3-1x-middle", group: Self.group)
    }
}
