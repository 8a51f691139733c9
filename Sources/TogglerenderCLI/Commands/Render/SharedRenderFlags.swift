import Components
import Export
import HeadlessSwiftUI
import Motion
import Raster

/// The flags every rendering takes, the render command's and `preview`'s alike: the frame plan, the output,
/// the view layer's settings (scale, appearance, Dynamic Type, Reduce Motion, direction, palette, fonts,
/// symbols, background) and how to run.
struct SharedRenderFlags: Sendable {
    /// `--frames` or `--fps`; nil for one instant (a poster, or a preview without taps).
    let timing: FrameTiming?
    let duration: Double?
    let output: RenderOutput
    var configuration: RenderConfiguration
    let backgroundName: String
    let symbolsFolder: String?
    let threads: Int
    let quiet: Bool

    /// Parses the shared flags; `timingRequired` is false where one instant is a sensible default, and
    /// `defaultFormat` is what no `--format` means.
    init(_ a: ParsedArguments, timingRequired: Bool = true, defaultFormat: RenderOutput.Format = .png) throws {
        output = try RenderOutput(a, defaultFormat: defaultFormat)
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
        } else if timingRequired {
            throw CLIError.usage("one of --frames N (\(RenderCommand.frameRange.lowerBound)…\(RenderCommand.frameRange.upperBound)) or --fps F (\(RenderCommand.fpsRange.lowerBound)…\(RenderCommand.fpsRange.upperBound)) is required")
        } else {
            timing = nil
        }
        duration = try a.double("--duration", in: RenderCommand.durationRange)

        var c = RenderConfiguration()
        c.scale = try a.choice("--scale", among: ["1", "2", "3"]).flatMap { Int($0) } ?? 3
        c.colorScheme = try a.parsed("--appearance", ColorScheme.init(argument:), accepted: ["light", "dark"]) ?? .light
        c.layoutDirection = try a.parsed("--layout-direction", LayoutDirection.init(argument:), accepted: ["ltr", "rtl"]) ?? .leftToRight
        c.palette = try a.parsed("--palette", SystemPalette.init(rawValue:), accepted: SystemPalette.allCases.map(\.rawValue)) ?? .ios18
        c.reduceMotion = a.has("--reduce-motion")
        c.dynamicTypeSize = try a.parsed("--dynamic-type", DynamicTypeSize.init(argument:),
                                         accepted: DynamicTypeSize.allCases.map(\.shortName)) ?? .large
        backgroundName = a.string("--background") ?? "transparent"
        if backgroundName != "transparent" {
            // Colour names resolve in the chosen palette and appearance, as the components' own colours do.
            c.background = try a.parsed("--background", ColorArgument.parse, accepted: ["transparent", ColorArgument.acceptedDescription])
        }
        c.fontPath = try a.existingFile("--font")
        c.roundedFontPath = try a.existingFile("--rounded-font")
        symbolsFolder = a.string("--symbols")
        c.symbolCatalog = try SymbolOptions.catalog(folder: symbolsFolder)
        configuration = c
        threads = try a.int("--threads", in: RenderCommand.threadRange) ?? FrameExporter.defaultThreadCount
        quiet = a.has("--quiet")
    }

    /// Behind a filmstrip's frames and labels: `--background`, or the grouped background of the appearance
    /// (a screen's backdrop, so transparent toggles and opaque demos both sit on it naturally).
    var filmstripBackground: Raster.Color {
        (configuration.background ?? HeadlessSwiftUI.Color(.systemGroupedBackground))
            .resolved(scheme: configuration.colorScheme, palette: configuration.palette)
    }

    /// What `frames.json` records of these flags (the target's own flags are added by its settings).
    var manifestSettings: [String: ManifestValue] {
        var s: [String: ManifestValue] = [
            "scale": .int(configuration.scale), "appearance": .string(configuration.colorScheme.argument),
            "dynamic-type": .string(configuration.dynamicTypeSize.shortName), "reduce-motion": .bool(configuration.reduceMotion),
            "layout-direction": .string(configuration.layoutDirection.argument), "palette": .string(configuration.palette.rawValue),
            "duration": duration.map(ManifestValue.number) ?? .null,
        ]
        switch timing {
        case .count(let n)?: s["frames"] = .int(n); s["fps"] = .null
        case .rate(let f)?: s["frames"] = .null; s["fps"] = f.denominator == 1 ? .int(f.numerator) : .number(f.doubleValue)
        case nil: break
        }
        s.merge(output.manifestSettings) { $1 }
        return s
    }
}

/// What a render job needs of its settings, whichever command made them.
protocol JobSettings: Sendable {
    var shared: SharedRenderFlags { get }
    /// Everything `frames.json` records.
    var manifestSettings: [String: ManifestValue] { get }
    /// What is drawn, for messages ("the day-night toggle frame").
    var subject: String { get }
}
