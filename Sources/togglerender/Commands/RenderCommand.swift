import Components
import Export
import Foundation
import ImageIO
import Motion
import Raster
import Text

/// `togglerender [--component day-night] [--scene toggle] --state night|day (--frames N | --fps F) [options] OUTDIR`:
/// a component's state change, frame by frame, to `OUTDIR/frame_000.png …` and `OUTDIR/frames.json`.
///
/// This file only turns flags into a scene, a frame plan and exporter settings; rendering, parallelism,
/// naming, cleanup and the manifest are the `Export` module's.
enum RenderCommand {
    /// Upper bounds, so that a typo cannot ask for hours of rendering or a disk full of frames.
    static let frameRange = 2...10_000
    static let fpsRange = 1...240
    static let durationRange = 0.0...60.0
    static let threadRange = 1...64
    /// The most frames any plan may have (`--fps 240 --duration 60` would be 14 401).
    static let maxPlanFrames = 10_000

    /// What is accepted now; `symbol-morph` and `demo` are later issues.
    static let components = ["day-night"]
    static let scenes = ["toggle"]

    static let spec = CommandSpec(
        name: "render",
        summary: "Render a component's state change frame by frame: OUTDIR/frame_000.png … and OUTDIR/frames.json.",
        arguments: [("OUTDIR", "Folder for the frames and frames.json; created if missing. Frames an earlier run left there (those its frames.json lists) are replaced; no other file is touched.")],
        options: [
            .init("--component", value: "NAME", default: "day-night", "The component: day-night (symbol-morph is not available yet)."),
            .init("--scene", value: "SCENE", default: "toggle", "toggle: the component alone (demo is not available yet)."),
            .init("--state", value: "STATE", "night (the change from day to night) or day (the reverse). Required."),
            .init("--frames", value: "N", "N frames evenly from the change to the settled state, first and last exact; \(frameRange.lowerBound) to \(frameRange.upperBound). One of --frames and --fps is required."),
            .init("--fps", value: "F", "A frame every 1/F s (a decimal such as 29.97, \(fpsRange.lowerBound) to \(fpsRange.upperBound)), then the settled state last."),
            .init("--duration", value: "S", default: "the settle time", "Seconds the plan spans, 0 to 60."),
            .init("--scale", value: "S", default: "3", "Pixels per point: 1, 2 or 3."),
            .init("--appearance", value: "MODE", default: "light", "light or dark."),
            .init("--dynamic-type", value: "SIZE", default: "large",
                  "Dynamic Type size: " + DynamicTypeSize.allCases.map(\.shortName).joined(separator: ", ") + "."),
            .init("--reduce-motion", default: "off", "Render with Reduce Motion on: the state changes in one step, so every frame after frame 0 shows the target."),
            .init("--layout-direction", value: "DIR", default: "ltr", "ltr or rtl."),
            .init("--palette", value: "RELEASE", default: "ios18", "System colours of ios18 or ios26."),
            .init("--background", value: "COLOR", default: "transparent", "transparent, or \(Palette.acceptedDescription)."),
            .init("--threads", value: "N", default: "all cores, here \(FrameExporter.defaultThreadCount)", "Threads rendering frames, \(threadRange.lowerBound) to \(threadRange.upperBound); the files are identical for any count."),
            .init("--quiet", default: "off", "No progress on standard error (shown only when it is a terminal)."),
        ])

    /// How to ask for this help: there is no subcommand name, so any `--state` invocation with `--help`.
    static let helpInvocation = "togglerender --state night --help"

    /// The help text, with the usage line as the command is really typed (no subcommand name).
    static var help: String {
        var lines = spec.help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines[0] = "USAGE: togglerender [--component day-night] [--scene toggle] --state night|day (--frames N | --fps F) [options] OUTDIR"
        return lines.joined(separator: "\n")
    }

    /// Whether `args` (everything after the program name) is a render invocation: it has `--state`
    /// before any `--`, or starts with one of this command's flags.
    static func isInvocation(_ args: [String]) -> Bool {
        let flags = args.prefix { $0 != "--" }
        if flags.contains(where: { $0 == "--state" || $0.hasPrefix("--state=") }) { return true }
        guard let first = args.first, first.hasPrefix("--") else { return false }
        let name = first.split(separator: "=", maxSplits: 1).first.map(String.init) ?? first
        return spec.options.contains { $0.name == name }
    }

    /// Parses `args` against the spec; messages point at this command's real help invocation.
    static func parse(_ args: [String]) throws -> ParsedArguments {
        do { return try ParsedArguments(args, spec: spec) } catch let e as CLIError {
            let message = e.message.replacingOccurrences(of: "togglerender render --help", with: helpInvocation)
                .replacingOccurrences(of: "'render'", with: "the render command")
            throw CLIError(status: e.status, message: message)
        }
    }

    static func run(_ a: ParsedArguments) throws {
        let settings = try RenderSettings(a)
        let scene = try makeScene(settings)
        let size = scene.pixelSize
        try Limits.check(width: size.width, height: size.height, what: "the \(settings.component) frame")
        let plan: FramePlan
        do { plan = try FramePlan(settings.timing, for: scene, duration: settings.duration) } catch {
            throw CLIError.usage("\(error)")
        }
        if plan.frames.count > maxPlanFrames {
            throw CLIError.usage("the plan would have \(plan.frames.count) frames; the limit is \(maxPlanFrames) (lower --fps or --duration)")
        }
        let progress: ProgressLine? = settings.quiet || isatty(STDERR_FILENO) == 0 ? nil : ProgressLine()
        var report: (@Sendable (ExportProgress) -> Void)?
        if let progress { report = { progress.show($0) } }
        do {
            try FrameExporter(threads: settings.threads, pngOptions: PNGOptions.default.withScale(Double(settings.environment.scale))).export(
                scene, plan: plan, to: settings.outputDirectory, settings: settings.manifestSettings, progress: report)
            progress?.finish("wrote \(plan.frames.count) frames and \(FrameFileName.manifest) to \(settings.outputDirectory)")
        } catch {
            progress?.finish(nil)
            throw CLIError(status: .cannotCreate, message: "\(error)")
        }
    }

    /// The scene for the chosen component and scene. The one place a new component is wired in.
    static func makeScene(_ s: RenderSettings) throws -> any AnimatedScene {
        switch (s.component, s.scene) {
        case ("day-night", "toggle"):
            do {
                return try DayNightToggleScene(toNight: s.toNight, environment: s.environment, dynamicType: s.dynamicType,
                                               background: s.background)
            } catch {
                throw CLIError(status: .software, message: "cannot build the day-night scene: \(error)")
            }
        default:
            throw CLIError.usage("component '\(s.component)' with scene '\(s.scene)' is not available yet; accepted now: --component day-night --scene toggle")
        }
    }
}

/// A one-line progress display on standard error, redrawn in place (only used on a terminal).
final class ProgressLine: Sendable {
    func show(_ p: ExportProgress) {
        FileHandle.standardError.write(Data("\rtogglerender: frame \(p.completed)/\(p.total)".utf8))
    }

    /// Ends the line: with `message` on success, cleared on failure (the error follows on its own line).
    func finish(_ message: String?) {
        FileHandle.standardError.write(Data(("\r\u{1B}[K" + (message.map { "togglerender: \($0)\n" } ?? "")).utf8))
    }
}

/// Every render flag checked and resolved, defaults applied. (Kept in this file: the command's files
/// are this one only.)
struct RenderSettings {
    let component: String
    let scene: String
    let toNight: Bool
    let timing: FrameTiming
    let duration: Double?
    let environment: RenderEnvironment
    let dynamicType: DynamicTypeSize
    let background: Color?
    let backgroundName: String
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
        component = try Self.available("--component", in: a, among: RenderCommand.components, later: ["symbol-morph"]) ?? "day-night"
        scene = try Self.available("--scene", in: a, among: RenderCommand.scenes, later: ["demo"]) ?? "toggle"
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
        threads = try a.int("--threads", in: RenderCommand.threadRange) ?? FrameExporter.defaultThreadCount
        quiet = a.has("--quiet")
        outputDirectory = a.positionals[0]
        if outputDirectory.isEmpty { throw CLIError.usage("OUTDIR must not be empty") }

        let unused = Self.flagsNotApplying(component: component, scene: scene).filter(a.has)
        if !unused.isEmpty {
            throw CLIError.usage("\(unused.joined(separator: ", ")) does not apply to --component \(component) --scene \(scene)")
        }
    }

    /// Flags that mean nothing for a component and scene, so giving one is an error rather than being
    /// silently ignored. Every flag applies to the day-night toggle; later components and scenes list theirs.
    static func flagsNotApplying(component: String, scene: String) -> [String] {
        switch (component, scene) {
        case ("day-night", "toggle"): []
        default: []
        }
    }

    /// The settings as `frames.json` records them: everything that shapes the output, defaults
    /// included. `--threads` and `--quiet` are left out: they do not change a byte.
    var manifestSettings: [String: ManifestValue] {
        var s: [String: ManifestValue] = [
            "component": .string(component), "scene": .string(scene), "state": .string(toNight ? "night" : "day"),
            "scale": .int(environment.scale), "appearance": .string(environment.appearance.rawValue),
            "dynamic-type": .string(dynamicType.shortName), "reduce-motion": .bool(environment.reduceMotion),
            "layout-direction": .string(environment.layoutDirection.rawValue), "palette": .string(environment.palette.rawValue),
            "background": .string(backgroundName),
            "duration": duration.map(ManifestValue.number) ?? .null,
        ]
        switch timing {
        case .count(let n): s["frames"] = .int(n); s["fps"] = .null
        case .rate(let f): s["frames"] = .null; s["fps"] = f.denominator == 1 ? .int(f.numerator) : .number(f.doubleValue)
        }
        return s
    }
}
