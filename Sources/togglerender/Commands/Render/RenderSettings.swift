import Components
import Export
import Motion
import Raster
import Text

/// Every render flag checked and resolved, defaults applied. (Kept in this file: the command's files
/// are this one only.)
struct RenderSettings: Sendable {
    let target: RenderTarget
    let toNight: Bool
    let timing: FrameTiming
    let duration: Double?
    let environment: RenderEnvironment
    let dynamicType: DynamicTypeSize
    let background: Color?
    let backgroundName: String
    let device: DeviceScreen
    let autoToggle: Bool
    let fonts: FontResolver
    let threads: Int
    let quiet: Bool
    let outputDirectory: String

    /// One of `choices`, or nil when the flag is absent; a value in `later` is named as not available yet.
    static func available(_ flag: String, in a: ParsedArguments, among choices: [String], later: [String]) throws -> String? {
        guard let name = a.string(flag) else { return nil }
        guard choices.contains(name) else {
            let hint = later.contains(name) ? " (\(name) is not available yet)" : ""
            throw CLIError.usage("\(flag) must be one of \(choices.joined(separator: ", ")), not '\(name)'\(hint)")
        }
        return name
    }

    init(_ a: ParsedArguments) throws {
        let component = try Self.available("--component", in: a, among: RenderTarget.components, later: ["symbol-morph"]) ?? "day-night"
        let scene = try a.choice("--scene", among: RenderTarget.scenes) ?? "toggle"
        guard let target = RenderTarget(component: component, scene: scene) else {
            throw CLIError.usage("--component \(component) has no scene '\(scene)'")
        }
        self.target = target
        let unused = target.flagsNotApplying(a.has)
        if !unused.isEmpty {
            throw CLIError.usage("\(unused.joined(separator: ", ")) does not apply to --component \(component) --scene \(scene)")
        }
        guard let state = try a.choice("--state", among: ["night", "day"]) else {
            throw CLIError.usage("--state night|day is required: night renders the change from day to night, day the reverse")
        }
        toNight = state == "night"

        try a.requireAtMostOne(of: ["--frames", "--fps"])
        if let n = try a.int("--frames", in: RenderCommand.frameRange) {
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
        fonts = FontResolver(roundedFontPath: try a.existingFile("--rounded-font"))
        threads = try a.int("--threads", in: RenderCommand.threadRange) ?? FrameExporter.defaultThreadCount
        quiet = a.has("--quiet")
        outputDirectory = a.positionals[0]
        if outputDirectory.isEmpty { throw CLIError.usage("OUTDIR must not be empty") }

    }

    /// The settings as `frames.json` records them: everything that shapes the output, defaults
    /// included. `--threads` and `--quiet` are left out: they do not change a byte.
    var manifestSettings: [String: ManifestValue] {
        var s: [String: ManifestValue] = [
            "component": .string(target.component), "scene": .string(target.scene), "state": .string(toNight ? "night" : "day"),
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
        }
        switch timing {
        case .count(let n): s["frames"] = .int(n); s["fps"] = .null
        case .rate(let f): s["frames"] = .null; s["fps"] = f.denominator == 1 ? .int(f.numerator) : .number(f.doubleValue)
        }
        return s
    }
}
