import Components
import Export
import Foundation
import ImageIO
import Motion
import Raster
import Typesetting

/// `togglerender [--component day-night|symbol-morph] [--scene toggle|demo] --state STATE (--frames N | --fps F) [options] OUTDIR`:
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

    static let spec = CommandSpec(
        name: "render",
        summary: "Render a component's state change frame by frame: OUTDIR/frame_000.png … and OUTDIR/frames.json.",
        arguments: [("OUTDIR", "Folder for the output and frames.json; created if missing. What an earlier run left there (the files its frames.json lists) is replaced; no other file is touched.")],
        options: [
            .init("--component", value: "NAME", default: "day-night", "day-night (the Day Night Toggle), symbol-morph (the Symbol Morph Toggle) or switch (the iOS switch); 'togglerender components' lists them."),
            .init("--scene", value: "SCENE", default: "toggle", "toggle (the component alone) or demo (the seed's demo screen on a device)."),
            .init("--state", value: "STATE", "The state the change goes to: night or day (day-night), on or off (symbol-morph, switch). Required."),
            .init("--frames", value: "N", "N frames evenly from the change to the settled state, first and last exact; \(frameRange.lowerBound) to \(frameRange.upperBound). One of --frames and --fps is required."),
            .init("--fps", value: "F", "A frame every 1/F s (a decimal such as 29.97, \(fpsRange.lowerBound) to \(fpsRange.upperBound)), then the settled state last."),
            .init("--duration", value: "S", default: "the settle time", "Seconds the plan spans, 0 to 60."),
            .init("--format", value: "FORMAT", default: "png", "png (OUTDIR/frame_000.png …), apng (OUTDIR/animation.png: an animated PNG at the plan's timing), filmstrip (OUTDIR/filmstrip.png: every frame with its time under it) or poster (OUTDIR/poster.png: one frame, no --frames or --fps); each with OUTDIR/frames.json."),
            .init("--output", value: "FILE", "apng, filmstrip, poster: write this one file instead (no OUTDIR, no frames.json)."),
            .init("--loop", value: "N", default: "0, for ever", "apng: times the animation plays, \(RenderOutput.loopRange.lowerBound) to \(RenderOutput.loopRange.upperBound)."),
            .init("--hold", value: "S", default: "1", "apng: seconds the last (settled) frame shows before the animation loops or ends, 0.01 to 60."),
            .init("--columns", value: "N", default: "all frames in one row", "filmstrip: frames a row, \(RenderOutput.columnRange.lowerBound) to \(RenderOutput.columnRange.upperBound); the strip's background is --background, or the grouped background of the appearance."),
            .init("--time", value: "S", "poster: the frame S seconds after the change (a decimal, 0 to 60)."),
            .init("--at", value: "WHEN", default: "end", "poster: start or end (the settled state), when --time is not given."),
            .init("--scale", value: "S", default: "3", "Pixels per point: 1, 2 or 3."),
            .init("--appearance", value: "MODE", default: "light", "light or dark."),
            .init("--dynamic-type", value: "SIZE", default: "large",
                  "Dynamic Type size: " + DynamicTypeSize.allCases.map(\.shortName).joined(separator: ", ") + "."),
            .init("--reduce-motion", default: "off", "Render with Reduce Motion on: the day-night toggle changes in one step (every frame after frame 0 shows the target); the symbol morph cross-fades its symbols."),
            .init("--layout-direction", value: "DIR", default: "ltr", "ltr or rtl."),
            .init("--palette", value: "RELEASE", default: "ios18", "System colours of ios18 or ios26."),
            .init("--background", value: "COLOR", default: "transparent", "Toggle scene: transparent, or \(ColorArgument.acceptedDescription)."),
            .init("--device", value: "SCREEN", default: DeviceScreen.iPhone16Pro.name, "Demo scene: the screen, \(DeviceScreen.acceptedDescription)."),
            .init("--status-bar", value: "shown|none", default: "shown", "Demo scene: draw the device's status bar (9:41, full signal and battery) and home indicator over the screen, or not."),
            .init("--auto-toggle", default: "off", "Day-night demo, --state night: run the demo's own loop (the state flips every 1.5 s, to night first) over --duration instead of one change at 0 s; by default one cycle there and back, settled (4.07 s); nothing changes under --reduce-motion, as in the seed."),
            .init("--rounded-font", value: "PATH", "Day-night demo: a font file for the greeting instead of the rounded design's (Quicksand)."),
            .init("--symbol", value: "NAME", default: "bell", "Symbol-morph toggle: one of the seed's cards, bell (Alerts, orange), mic (Microphone, pink), video (Camera, green) or wifi (Network, blue)."),
            .init("--on-symbol", value: "NAME", "Symbol-morph toggle: the symbol shown when on (see 'togglerender symbols'); with --off-symbol and --title, a custom card (tint blue unless --tint)."),
            .init("--off-symbol", value: "NAME", "Symbol-morph toggle: the symbol shown when off."),
            .init("--title", value: "TEXT", "Symbol-morph toggle: the card's title (one line; it wraps to the card's width). Switch: its label, leading (none by default)."),
            .init("--tint", value: "COLOR", "Symbol-morph toggle: the symbol's colour when on; switch: the track's colour when on (green by default); \(ColorArgument.acceptedDescription)."),
            .init("--width", value: "PT", default: "\(JSONValue.format(RenderSettings.defaultCardWidth)) for a card (a demo grid cell on \(DeviceScreen.iPhone16Pro.name)), \(JSONValue.format(RenderSettings.defaultSwitchRowWidth)) for a labelled switch", "Symbol-morph toggle, switch: the width in points, \(JSONValue.format(RenderSettings.widthRange.lowerBound)) to \(JSONValue.format(RenderSettings.widthRange.upperBound))."),
            .init("--toggle", value: "CARDS", default: "all", "Symbol-morph demo: the cards that change, comma-separated: alerts, microphone, camera, network; the others stay on, as the demo starts."),
            .init("--symbols", value: "DIR", "Symbol-morph: a folder of .svg files and NAME.symbolset folders (SF Symbols templates) that add or override symbols (file or folder name = symbol name)."),
            .init("--font", value: "PATH", "Symbol-morph, switch: a font file for the text instead of the default design's (Inter)."),
        ] + ResourceFlags.options(for: "the component") + [
            .init("--strict", default: "off", "Warnings are errors (exit 65, nothing written): an unknown --on-symbol or --off-symbol (as SwiftUI, it draws nothing), an image, colour or font name no resource has."),
            .init("--threads", value: "N", default: "all cores, here \(FrameExporter.defaultThreadCount)", "Threads rendering frames, \(threadRange.lowerBound) to \(threadRange.upperBound); the files are identical for any count."),
            .init("--quiet", default: "off", "No progress on standard error (shown only when it is a terminal)."),
        ],
        requiredArguments: 0)

    /// How to ask for this help: there is no subcommand name, so any `--state` invocation with `--help`.
    static let helpInvocation = "togglerender --state night --help"

    /// The help text, with the usage line as the command is really typed (no subcommand name).
    static var help: String {
        var lines = spec.help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines[0] = "USAGE: togglerender [--component day-night|symbol-morph|switch] [--scene toggle|demo] --state STATE (--frames N | --fps F) [--format FORMAT] [options] (OUTDIR | --output FILE)"
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

    @MainActor
    static func run(_ a: ParsedArguments) async throws {
        try await RenderJob.make(RenderSettings(a)).writeReporting()
    }
}

/// One render, checked and ready: the settings, the scene and the frame plan. Building it validates
/// everything that can be known before drawing, so a batch can check all its jobs before it starts.
struct RenderJob: Sendable {
    let settings: any JobSettings
    let scene: any AnimatedScene
    let plan: FramePlan

    /// Builds the scene (evaluating the component's views) and checks the plan.
    @MainActor
    static func make(_ settings: RenderSettings) async throws -> RenderJob {
        try RenderJob(settings: settings, scene: await settings.target.makeScene(settings))
    }

    init(settings: any JobSettings, scene: any AnimatedScene) throws {
        self.settings = settings
        self.scene = scene
        let size = scene.pixelSize
        let shared = settings.shared
        try Limits.check(width: size.width, height: size.height, what: settings.subject)
        do {
            if let timing = shared.timing {
                plan = try FramePlan(timing, for: scene, duration: shared.duration)
            } else {
                plan = try FramePlan(still: shared.output.posterPosition, start: 0, span: scene.settleTime)
            }
        } catch {
            throw CLIError.usage("\(error)")
        }
        if plan.frames.count > RenderCommand.maxPlanFrames {
            throw CLIError.usage("the plan would have \(plan.frames.count) frames; the limit is \(RenderCommand.maxPlanFrames) (lower --fps or --duration)")
        }
    }

    /// Renders and writes the output, all or nothing.
    func write(threads: Int? = nil, progress: (@Sendable (ExportProgress) -> Void)? = nil) throws {
        let shared = settings.shared
        let exporter = FrameExporter(threads: threads ?? shared.threads,
                                     pngOptions: PNGOptions.default.withScale(Double(shared.configuration.scale)))
        let output = shared.output.exportOutput(filmstripBackground: shared.filmstripBackground)
        do {
            if let file = shared.output.file {
                try exporter.export(scene, plan: plan, as: output, toFile: file, progress: progress)
            } else {
                try exporter.export(scene, plan: plan, as: output, to: shared.output.directory!, settings: settings.manifestSettings,
                                    progress: progress)
            }
        } catch {
            throw CLIError(status: .cannotCreate, message: "\(error)")
        }
    }

    /// Writes the output with a progress line on a terminal (unless quiet).
    func writeReporting() throws {
        let progress: ProgressLine? = settings.shared.quiet || isatty(STDERR_FILENO) == 0 ? nil : ProgressLine()
        var report: (@Sendable (ExportProgress) -> Void)?
        if let progress { report = { progress.show($0) } }
        do {
            try write(progress: report)
            progress?.finish(settings.shared.output.summary(frameCount: plan.frames.count))
        } catch {
            progress?.finish(nil)
            throw error
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

