import Components
import Export
import Motion
import Raster
import Typesetting

/// Every render flag checked and resolved, defaults applied.
struct RenderSettings: Sendable {
    let target: RenderTarget
    /// The change goes to the toggle's on state (`--state night` or `--state on`).
    let turnsOn: Bool
    /// `--frames` or `--fps`; nil for a poster, which is one instant.
    let timing: FrameTiming?
    let duration: Double?
    let output: RenderOutput
    let environment: RenderEnvironment
    let dynamicType: DynamicTypeSize
    let background: Color?
    let backgroundName: String
    let device: DeviceScreen
    let autoToggle: Bool
    let fonts: FontResolver
    /// Symbol morph: the card (toggle scene), its width, the cards that change (demo), extra symbols.
    let card: SymbolMorphToggle
    let cardWidth: Double
    let toggledCards: Set<SymbolMorphToggleDemoScene.Card>
    let symbolsFolder: String?
    let threads: Int
    let quiet: Bool

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

        output = try RenderOutput(a)
        try a.requireAtMostOne(of: ["--frames", "--fps"])
        if output.format == .poster {
            timing = nil
        } else if let n = try a.int("--frames", in: RenderCommand.frameRange) {
            timing = .count(n)
        } else if let raw = a.string("--fps") {
            let range = RenderCommand.fpsRange
            guard let f = Rational(decimal: raw), Rational(range.lowerBound) <= f, f <= Rational(range.upperBound) else {
                throw CLIError.usage("--fps must be a decimal number from \(range.lowerBound) to \(range.upperBound), not '\(raw)'")
            }
            timing = .rate(f)
        } else {
            throw CLIError.usage("one of --frames N (\(RenderCommand.frameRange.lowerBound)…\(RenderCommand.frameRange.upperBound)) or --fps F (\(RenderCommand.fpsRange.lowerBound)…\(RenderCommand.fpsRange.upperBound)) is required")
        }
        duration = try a.double("--duration", in: RenderCommand.durationRange)

        let scale = try a.choice("--scale", among: ["1", "2", "3"]).flatMap { Int($0) } ?? 3
        let appearance = try a.parsed("--appearance", RenderEnvironment.Appearance.init(rawValue:), accepted: ["light", "dark"]) ?? .light
        let direction = try a.parsed("--layout-direction", RenderEnvironment.LayoutDirection.init(rawValue:), accepted: ["ltr", "rtl"]) ?? .ltr
        let palette = try a.parsed("--palette", Palette.Release.init(rawValue:), accepted: Palette.Release.allCases.map(\.rawValue)) ?? .ios18
        environment = RenderEnvironment(scale: scale, appearance: appearance, layoutDirection: direction,
                                        reduceMotion: a.has("--reduce-motion"), palette: palette)
        dynamicType = try a.parsed("--dynamic-type", DynamicTypeSize.init(argument:),
                                   accepted: DynamicTypeSize.allCases.map(\.shortName)) ?? .large
        backgroundName = a.string("--background") ?? "transparent"
        if backgroundName == "transparent" {
            background = nil
        } else {
            // Colour names resolve in the chosen palette and appearance, as the component's own colours do.
            background = try a.parsed("--background", environment.colors.parse,
                                      accepted: ["transparent", Palette.acceptedDescription])
        }
        device = try a.parsed("--device", DeviceScreen.parse, accepted: [DeviceScreen.acceptedDescription]) ?? .iPhone16Pro
        autoToggle = a.has("--auto-toggle")
        fonts = FontResolver(fontPath: try a.existingFile("--font"), roundedFontPath: try a.existingFile("--rounded-font"))
        card = try Self.card(a)
        cardWidth = try a.double("--width", in: SymbolMorphToggleScene.widthRange) ?? SymbolMorphToggleScene.defaultWidth
        toggledCards = try Self.toggledCards(a)
        symbolsFolder = a.string("--symbols")
        threads = try a.int("--threads", in: RenderCommand.threadRange) ?? FrameExporter.defaultThreadCount
        quiet = a.has("--quiet")
    }

    /// Behind a filmstrip's frames and labels: `--background`, or the grouped background of the appearance
    /// (a screen's backdrop, so transparent toggles and opaque demos both sit on it naturally).
    var filmstripBackground: Color { background ?? environment.colors.color(.systemGroupedBackground) }

    /// The settings as `frames.json` records them: everything that shapes the output, defaults
    /// included. `--threads` and `--quiet` are left out: they do not change a byte.
    var manifestSettings: [String: ManifestValue] {
        var s: [String: ManifestValue] = [
            "component": .string(target.component), "scene": .string(target.scene), "state": .string(turnsOn ? target.states.on : target.states.off),
            "scale": .int(environment.scale), "appearance": .string(environment.appearance.rawValue),
            "dynamic-type": .string(dynamicType.shortName), "reduce-motion": .bool(environment.reduceMotion),
            "layout-direction": .string(environment.layoutDirection.rawValue), "palette": .string(environment.palette.rawValue),
            "duration": duration.map(ManifestValue.number) ?? .null,
        ]
        // Target-specific settings appear only for the targets they apply to.
        switch target {
        case .dayNightToggle:
            s["background"] = .string(backgroundName)
        case .dayNightDemo:
            s["device"] = .string(device.name); s["auto-toggle"] = .bool(autoToggle)
            s["rounded-font"] = fonts.roundedFontPath.map(ManifestValue.string) ?? .null
        case .symbolMorphToggle:
            s["background"] = .string(backgroundName)
            s["title"] = .string(card.title); s["on-symbol"] = .string(card.onSymbol); s["off-symbol"] = .string(card.offSymbol)
            s["tint"] = .string(tintName); s["width"] = .number(cardWidth)
            s["symbols"] = symbolsFolder.map(ManifestValue.string) ?? .null
            s["font"] = fonts.fontPath.map(ManifestValue.string) ?? .null
        case .symbolMorphDemo:
            s["device"] = .string(device.name)
            s["toggle"] = .string(SymbolMorphToggleDemoScene.Card.allCases.filter(toggledCards.contains).map(\.rawValue).joined(separator: ","))
            s["symbols"] = symbolsFolder.map(ManifestValue.string) ?? .null
            s["font"] = fonts.fontPath.map(ManifestValue.string) ?? .null
        }
        switch timing {
        case .count(let n)?: s["frames"] = .int(n); s["fps"] = .null
        case .rate(let f)?: s["frames"] = .null; s["fps"] = f.denominator == 1 ? .int(f.numerator) : .number(f.doubleValue)
        case nil: break
        }
        s.merge(output.manifestSettings) { $1 }
        return s
    }
}
