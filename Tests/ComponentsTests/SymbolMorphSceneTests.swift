import Testing
import Foundation
import Raster
import Motion
import Symbols
import Typesetting
@testable import Components

/// The scene contract: settle time, values, VoiceOver text, errors, colours, determinism.
struct SymbolMorphSceneTests {
    static func values(_ scene: some AnimatedScene, at t: Double) -> [String: Double] {
        Dictionary(uniqueKeysWithValues: scene.values(at: t).map { ($0.name, $0.value) })
    }

    @Test func settleTimeIsTheSmoothSpringsSettling() throws {
        let scene = try SymbolMorphToggleScene(toggle: .alerts, toOn: false, environment: RenderEnvironment(scale: 1))
        // `.smooth(duration: 0.4)` is critically damped and settles at about 0.6 s (FACTS.md); the
        // magic replace (0.3 s) ends before it.
        #expect(abs(scene.settleTime - 0.6) < 0.01)
        #expect(scene.animation.transition.duration < scene.settleTime)
        // Reduce Motion keeps the animation (the seed only swaps the content transition).
        let reduced = try SymbolMorphToggleScene(toggle: .alerts, toOn: false, environment: RenderEnvironment(scale: 1, reduceMotion: true))
        #expect(reduced.settleTime == scene.settleTime)
    }

    @Test func accessibilityReadsTitleSwitchAndTargetValue() throws {
        #expect(try SymbolMorphToggleScene(toggle: .alerts, toOn: false, environment: RenderEnvironment()).accessibilityDescription
            == "Alerts, switch, Off")
        #expect(try SymbolMorphToggleScene(toggle: .network, toOn: true, environment: RenderEnvironment()).accessibilityDescription
            == "Network, switch, On")
        let demo = try SymbolMorphToggleDemoScene(toOn: false, toggled: [.alerts, .camera], environment: RenderEnvironment(scale: 1))
        #expect(demo.accessibilityDescription == "Alerts, switch, Off; Microphone, switch, On; Camera, switch, Off; Network, switch, On")
        let demoOn = try SymbolMorphToggleDemoScene(toOn: true, toggled: [.network], environment: RenderEnvironment(scale: 1))
        #expect(demoOn.accessibilityDescription == "Alerts, switch, Off; Microphone, switch, Off; Camera, switch, Off; Network, switch, On")
    }

    @Test func valuesStartAndEndSwitchingOff() throws {
        let scene = try SymbolMorphToggleScene(toggle: .alerts, toOn: false, environment: RenderEnvironment(scale: 1))
        #expect(scene.values(at: 0).map(\.name) == ["springProgress", "symbolPhase", "slashDrawn", "red", "green", "blue", "alpha"])
        let start = Self.values(scene, at: 0), mid = Self.values(scene, at: 0.15), end = Self.values(scene, at: scene.settleTime)
        // Orange (255, 149, 0) → secondary (60, 60, 67 at 0.6).
        #expect(start["springProgress"] == 0 && start["symbolPhase"] == 0 && start["slashDrawn"] == 0)
        #expect(abs(start["red"]! - 1) < 1e-12 && abs(start["green"]! - 149.0 / 255) < 1e-12 && start["blue"] == 0 && start["alpha"] == 1)
        #expect(end["springProgress"] == 1 && end["symbolPhase"] == 1 && end["slashDrawn"] == 1)
        #expect(abs(end["red"]! - 60.0 / 255) < 1e-12 && abs(end["blue"]! - 67.0 / 255) < 1e-12 && abs(end["alpha"]! - 0.6) < 1e-12)
        // Half way through the 0.3 s slash, the spring is about 70 % of the way.
        #expect(abs(mid["slashDrawn"]! - 0.5) < 1e-9 && mid["springProgress"]! > 0.6 && mid["springProgress"]! < 0.75)
    }

    @Test func switchingOnDrawsTheSlashOff() throws {
        let scene = try SymbolMorphToggleScene(toggle: .network, toOn: true, environment: RenderEnvironment(scale: 1, appearance: .dark))
        let start = Self.values(scene, at: 0), end = Self.values(scene, at: scene.settleTime)
        #expect(start["slashDrawn"] == 1 && end["slashDrawn"] == 0)
        // Dark secondary (235, 235, 245 at 0.6) → dark blue (10, 132, 255).
        #expect(abs(start["red"]! - 235.0 / 255) < 1e-12 && abs(start["alpha"]! - 0.6) < 1e-12)
        #expect(abs(end["red"]! - 10.0 / 255) < 1e-12 && abs(end["green"]! - 132.0 / 255) < 1e-12 && end["alpha"] == 1)
    }

    /// Symbols with no shared layer fall back to `.downUp.byLayer`: no slash value, a replace's timing.
    @Test func unrelatedSymbolsFallBackToReplace() throws {
        let toggle = SymbolMorphToggle(title: "Night mode", onSymbol: "moon.stars.fill", offSymbol: "sun.max.fill", tint: .system(.indigo))
        let scene = try SymbolMorphToggleScene(toggle: toggle, toOn: true, environment: RenderEnvironment(scale: 1))
        #expect(scene.animation.transition.resolvedEffect == .replace(.downUp, .byLayer))
        #expect(!scene.values(at: 0.1).map(\.name).contains("slashDrawn"))
        #expect(scene.settleTime >= scene.animation.transition.duration)
        for pair in [SymbolMorphToggle.alerts, .microphone, .camera, .network] {
            let s = try SymbolMorphToggleScene(toggle: pair, toOn: false, environment: RenderEnvironment(scale: 1))
            #expect(s.animation.transition.resolvedEffect == .magic(fallback: .downUp, .byLayer), "\(pair.title)")
        }
    }

    @Test func reduceMotionCrossFadesWithTheSpring() throws {
        let scene = try SymbolMorphToggleScene(toggle: .alerts, toOn: false, environment: RenderEnvironment(scale: 1, reduceMotion: true))
        #expect(scene.values(at: 0).map(\.name) == ["springProgress", "symbolPhase", "red", "green", "blue", "alpha"])
        for t in [0.0, 0.05, 0.15, 0.3, 0.6] {
            let v = Self.values(scene, at: t)
            #expect(v["symbolPhase"] == min(1, v["springProgress"]!))
        }
        #expect(Self.values(scene, at: 0.6)["symbolPhase"] == 1)
    }

    @Test func badInputIsRefusedWithAMessage() throws {
        let env = RenderEnvironment(scale: 1)
        for width in [0, -5, 3000, .nan, .infinity] {
            let error = #expect(throws: SymbolMorphError.self) {
                _ = try SymbolMorphToggleScene(toggle: .alerts, toOn: true, environment: env, width: width)
            }
            guard case .invalidWidth = error else { Issue.record("width \(width): \(String(describing: error))"); continue }
        }
        #expect(SymbolMorphError.invalidWidth(0).description == "the card width must be 1 to 2048 points, not 0.0")
        #expect(throws: SymbolMorphError.emptyTitle) {
            _ = try SymbolMorphToggleScene(toggle: SymbolMorphToggle(title: "", onSymbol: "wifi", offSymbol: "wifi.slash"), toOn: true, environment: env)
        }
        #expect(throws: SymbolError.self) {
            _ = try SymbolMorphToggleScene(toggle: SymbolMorphToggle(title: "X", onSymbol: "bel.fill", offSymbol: "wifi.slash"), toOn: true, environment: env)
        }
        #expect(throws: TextError.self) {
            _ = try SymbolMorphToggleScene(toggle: SymbolMorphToggle(title: "Party 🎉", onSymbol: "wifi", offSymbol: "wifi.slash"), toOn: true, environment: env)
        }
        #expect(throws: SymbolMorphError.noCardToggled) {
            _ = try SymbolMorphToggleDemoScene(toOn: true, toggled: [], environment: env)
        }
        #expect(!SymbolMorphError.noCardToggled.description.contains("\n"))
        #expect(SymbolMorphError.noCardToggled.description.hasSuffix("alerts, microphone, camera, network"))
    }

    @Test func tintNamesAdaptAndHexIsFixed() {
        #expect(SymbolMorphTint(argument: "orange") == .system(.orange))
        #expect(SymbolMorphTint(argument: "#FF8000") == .fixed(Color(r8: 255, g8: 128, b8: 0)))
        #expect(SymbolMorphTint(argument: "purple") == nil && SymbolMorphTint(argument: "#12") == nil)
        let orange = SymbolMorphTint.system(.orange)
        #expect(orange.resolved(in: Palette(appearance: .dark)) == Color(r8: 255, g8: 159, b8: 10))
        #expect(orange.resolved(in: Palette(release: .ios26, appearance: .light)) == Color(r8: 255, g8: 141, b8: 40))
        #expect(SymbolMorphTint.fixed(.black).resolved(in: Palette(appearance: .dark)) == .black)
        #expect(SymbolMorphTint.default == .system(.blue))
    }

    @Test func backgroundFillsTheCanvasElseTransparent() throws {
        let grey = Color(r8: 242, g8: 242, b8: 247)
        let filled = try SymbolMorphToggleScene(toggle: .camera, toOn: true, environment: RenderEnvironment(scale: 1), background: grey)
        #expect(filled.render(at: 0).pixel(x: 0, y: 0) == (242, 242, 247, 255))
        let clear = try SymbolMorphToggleScene(toggle: .camera, toOn: true, environment: RenderEnvironment(scale: 1))
        #expect(clear.render(at: 0).pixel(x: 0, y: 0).a == 0)
    }

    /// A card narrower than its symbol: the canvas grows to hold the symbol, the card stays at a
    /// whole-pixel origin inside it.
    @Test func canvasHoldsASymbolWiderThanTheCard() throws {
        let scene = try SymbolMorphToggleScene(toggle: .camera, toOn: false, environment: RenderEnvironment(scale: 2), width: 30)
        #expect(scene.frameOrigin.x > 0 && scene.pixelSize.width > 60)
        #expect(scene.pixelSize.width == 60 + 2 * scene.frameOrigin.x || scene.pixelSize.width == 61 + 2 * scene.frameOrigin.x)
        // The symbol's ink reaches into the margin left of the card.
        let frame = scene.render(at: 0)
        let y = scene.frameOrigin.y + Int((28 + 1.3 * 22) * 2)
        #expect((0..<scene.frameOrigin.x).contains { frame.pixel(x: $0, y: y).a > 0 })
    }

    /// A user symbol from a folder (`--symbols DIR`) works as either symbol of a custom pair.
    @Test func userSymbolFromAFolder() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("morph-user-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect x="0" y="0" width="10" height="10"/></svg>"#.utf8)
            .write(to: dir.appendingPathComponent("square.svg"))
        let catalog = try SymbolCatalog.load(userFolder: dir.path)
        let toggle = SymbolMorphToggle(title: "Square", onSymbol: "square", offSymbol: "bell.slash.fill", tint: .fixed(.black))
        let scene = try SymbolMorphToggleScene(toggle: toggle, toOn: false, environment: RenderEnvironment(scale: 2), background: .white,
                                               catalog: catalog)
        // The square fills 100 units = 44 pt (plus the medium offset), centred on the symbol's anchor.
        let ink = try #require(SymbolMorphMeasure.inkBounds(scene.render(at: 0), rows: 0..<Int(85.2 * 2), background: (255, 255, 255, 255)))
        let side = 44.0 * 2
        #expect(abs(Double(ink.maxX - ink.minX + 1) - side) <= 2 && abs(Double(ink.maxY - ink.minY + 1) - side) <= 2)
        #expect(abs(Double(ink.minX + ink.maxX + 1) / 2 - 174) <= 1)
        #expect(throws: SymbolError.self) {
            _ = try SymbolMorphToggleScene(toggle: toggle, toOn: false, environment: RenderEnvironment(scale: 2))
        }
    }

    @Test func deterministicInAnyOrderAndOnAnyThread() throws {
        let scene = try SymbolMorphToggleScene(toggle: .microphone, toOn: false, environment: RenderEnvironment(scale: 2, appearance: .dark))
        let times = stride(from: 0.0, through: 0.6, by: 0.05).map { $0 }
        let sequential = times.map { scene.render(at: $0) }
        let parallel = ParallelFrames(count: times.count)
        DispatchQueue.concurrentPerform(iterations: times.count) { i in
            let j = times.count - 1 - i
            parallel.set(j, scene.render(at: times[j]))
        }
        #expect(parallel.frames == sequential)
        let demo = try SymbolMorphToggleDemoScene(toOn: true, toggled: [.microphone], environment: RenderEnvironment(scale: 1))
        #expect(demo.render(at: 0.2) == demo.render(at: 0.2))
    }

    /// A screen smaller than the grid: cards reach past its edges and are cut there.
    @Test func demoOnASmallScreen() throws {
        let screen = try #require(DeviceScreen.parse("200x240"))
        let demo = try SymbolMorphToggleDemoScene(toOn: false, environment: RenderEnvironment(scale: 1), screen: screen)
        #expect(demo.layout.cellWidth == 73)
        #expect(demo.cardOrigins[0].y < 0)
        let frame = demo.render(at: 0.15)
        #expect(frame.width == 200 && frame.height == 240)
        // The first card's white shows at the top edge, where it is cut.
        #expect(frame.pixel(x: 60, y: 0) == (255, 255, 255, 255))
    }
}

/// Frames written from several threads, read once they are done.
final class ParallelFrames: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Pixmap?]
    init(count: Int) { storage = Array(repeating: nil, count: count) }
    func set(_ i: Int, _ p: Pixmap) { lock.lock(); storage[i] = p; lock.unlock() }
    var frames: [Pixmap] { lock.lock(); defer { lock.unlock() }; return storage.map { $0! } }
}
