import Components
import Export
import HeadlessSwiftUI
import Motion
import Raster
import Symbols
import Typesetting

/// Every render flag checked and resolved, defaults applied.
struct RenderSettings: JobSettings {
    let target: RenderTarget
    /// The change goes to the toggle's on state (`--state night` or `--state on`).
    let turnsOn: Bool
    /// The flags every rendering shares (plan, output, view settings, threads).
    let shared: SharedRenderFlags
    let device: DeviceScreen
    let autoToggle: Bool
    /// Symbol morph: the card (toggle scene) and its tint as given, its width, the cards that change (demo),
    /// extra symbols.
    let card: SymbolMorphCard
    let tintName: String
    let cardWidth: Double
    let toggledCards: [String]
    /// The switch: its label (none by default), width when labelled, and tint (green by default).
    let switchTitle: String?
    let switchWidth: Double?
    let switchTint: HeadlessSwiftUI.Color?
    /// An unknown symbol name is an error, not a warning and an empty symbol.
    let strict: Bool

    init(_ a: ParsedArguments) throws {
        let component = try a.choice("--component", among: RenderTarget.components) ?? "day-night"
        let scene = try a.choice("--scene", among: RenderTarget.scenes) ?? "toggle"
        guard let target = RenderTarget(component: component, scene: scene) else {
            throw CLIError.usage("--component \(component) has no scene '\(scene)'")
        }
        self.target = target
        let unused = target.flagsNotApplying(a.has)
        if !unused.isEmpty {
            throw CLIError.usage("\(unused.joined(separator: ", ")) does not apply to --component \(component) --scene \(scene)")
        }
        let (on, off) = target.states
        guard let state = try a.choice("--state", among: [on, off]) else {
            throw CLIError.usage("--state \(on)|\(off) is required for --component \(component): \(on) renders the change from \(off) to \(on), \(off) the reverse")
        }
        turnsOn = state == on

        var shared = try SharedRenderFlags(a)
        try ResourceFlags.apply(a, to: &shared.configuration)
        device = try a.parsed("--device", DeviceScreen.parse, accepted: [DeviceScreen.acceptedDescription]) ?? .iPhone16Pro
        if target.scene == "demo" {
            shared.configuration.screen = try Self.showsStatusBar(a) ? device.renderScreenWithChrome : device.renderScreen
        }
        self.shared = shared
        autoToggle = a.has("--auto-toggle")
        if autoToggle && !turnsOn {
            throw CLIError.usage("--auto-toggle runs the demo's own loop, which starts at day and turns to night first: use --state night")
        }
        card = try Self.card(a)
        strict = a.has("--strict")
        if target == .symbolMorphToggle {
            // An unknown name draws nothing and the scene warns, as SwiftUI does; under --strict it is bad
            // data, found before anything is rendered. A symbol file that cannot be read fails either way.
            let catalog = shared.configuration.symbolCatalog ?? .standard
            for name in [card.onSymbol, card.offSymbol] {
                let resolution: SymbolResolution
                do { resolution = try catalog.resolve(name) } catch let e as SymbolError { throw SymbolOptions.cliError(e) }
                if strict, let error = resolution.error { throw SymbolOptions.cliError(error) }
            }
        }
        tintName = a.string("--tint").map(ColorArgument.normalized) ?? Self.seedTintName(card)
        switchTint = target == .systemSwitch ? try a.color("--tint") : nil
        let widthRange = RenderSettings.widthRange
        cardWidth = try a.double("--width", in: widthRange) ?? RenderSettings.defaultCardWidth
        switchWidth = target == .systemSwitch ? try a.double("--width", in: widthRange) ?? (a.has("--title") ? RenderSettings.defaultSwitchRowWidth : nil) : nil
        switchTitle = target == .systemSwitch ? a.string("--title") : nil
        toggledCards = try Self.toggledCards(a)
    }

    var configuration: RenderConfiguration { shared.configuration }
    var duration: Double? { shared.duration }
    var symbolsFolder: String? { shared.symbolsFolder }
    var backgroundName: String { shared.backgroundName }
    var subject: String { "the \(target.component) \(target.scene) frame" }

    /// Card and switch widths a flag may give, in points.
    static let widthRange = 1.0...2048.0
    /// A symbol morph card is as wide as a demo grid cell on the iPhone 16 Pro.
    static let defaultCardWidth = 174.0
    /// A labelled switch fills a row of the iPhone 16 Pro's width less the default 16 pt margins.
    static let defaultSwitchRowWidth = 370.0

    /// The settings as `frames.json` records them: everything that shapes the output, defaults
    /// included. `--threads` and `--quiet` are left out: they do not change a byte.
    var manifestSettings: [String: ManifestValue] {
        var s = shared.manifestSettings
        s["component"] = .string(target.component); s["scene"] = .string(target.scene)
        s["state"] = .string(turnsOn ? target.states.on : target.states.off)
        // Target-specific settings appear only for the targets they apply to.
        switch target {
        case .dayNightToggle:
            s["background"] = .string(backgroundName)
        case .dayNightDemo:
            s["device"] = .string(device.name); s["auto-toggle"] = .bool(autoToggle)
            s["rounded-font"] = configuration.roundedFontPath.map(ManifestValue.string) ?? .null
        case .symbolMorphToggle:
            s["background"] = .string(backgroundName)
            s["title"] = .string(card.title); s["on-symbol"] = .string(card.onSymbol); s["off-symbol"] = .string(card.offSymbol)
            s["tint"] = .string(tintName); s["width"] = .number(cardWidth)
            s["symbols"] = symbolsFolder.map(ManifestValue.string) ?? .null
            s["font"] = configuration.fontPath.map(ManifestValue.string) ?? .null
        case .symbolMorphDemo:
            s["device"] = .string(device.name)
            s["toggle"] = .string(SymbolMorphCard.demo.map(\.name).filter { name in toggledCards.contains { $0 == Self.demoTitle(name) } }.joined(separator: ","))
            s["symbols"] = symbolsFolder.map(ManifestValue.string) ?? .null
            s["font"] = configuration.fontPath.map(ManifestValue.string) ?? .null
        case .systemSwitch:
            s["background"] = .string(backgroundName)
            s["title"] = switchTitle.map(ManifestValue.string) ?? .null
            s["tint"] = switchTint == nil ? ManifestValue.null : .string(tintName)
            s["width"] = switchWidth.map(ManifestValue.number) ?? .null
        }
        return s
    }
}

extension RenderSettings {
    /// `--status-bar shown|none` (shown by default): whether a device screen has its status bar and home indicator.
    static func showsStatusBar(_ a: ParsedArguments) throws -> Bool {
        try a.choice("--status-bar", among: ["shown", "none"]) != "none"
    }
}
