import Components
import HeadlessSwiftUI
import Export
import Motion
import Foundation
import Raster
import Symbols
import Typesetting

/// Options every symbol-drawing subcommand shares, and how they become a ``SymbolStyle``.
enum SymbolOptions {
    static let drawing: [CommandSpec.Option] = [
        .init("--size", value: "PT", default: "44", "Font point size S (.font(.system(size: S))): 100 grid units = S points."),
        .init("--scale", value: "S", default: "2", "Pixels per point."),
        .init("--weight", value: "W", default: "regular", "ultralight, thin, light, regular, medium, semibold, bold, heavy or black: an SF Symbols template's variant; other symbols offset their outlines (regular 0, medium 0.6, semibold 1.2, bold 2.0 units; lighter draw as regular, heavier as bold)."),
        .init("--image-scale", value: "S", default: "medium", "small, medium or large (.imageScale): an SF Symbols template's S, M or L variant; other symbols are drawn 0.78, 1 or 1.29 times as large."),
        .init("--color", value: "COLOR", default: "primary", "Foreground colour: \(ColorArgument.acceptedDescription) (iOS 18 light)."),
        .init("--mode", value: "MODE", default: "monochrome", "monochrome, hierarchical, palette (--color is its one style) or multicolor, each layer in its own colour where the artwork names one."),
        symbolsFolder,
    ]
    static let symbolsFolder = CommandSpec.Option(
        "--symbols", value: "DIR", "A folder of .svg files and NAME.symbolset folders (SF Symbols templates) that add or override symbols (file or folder name = symbol name).")

    static let strict = CommandSpec.Option(
        "--strict", "An unknown symbol name is an error (exit 65). Without it, as SwiftUI does, the name draws nothing: an empty image of a symbol's size and a warning naming the nearest names.")

    static func catalog(_ a: ParsedArguments) throws -> SymbolCatalog { try catalog(folder: a.string("--symbols")) }

    /// The built-in catalogue with `folder`'s symbols laid over it; a bad folder or file is the user's input error.
    static func catalog(folder: String?) throws -> SymbolCatalog {
        do { return try SymbolCatalog.load(userFolder: folder) } catch let e as SymbolError { throw cliError(e) }
    }

    /// The symbol `name`: an unknown one is an error under `strict` (exit 65), else a warning on
    /// standard error and an empty symbol, as SwiftUI draws nothing for it.
    static func symbol(_ name: String, in catalog: SymbolCatalog, strict: Bool) throws -> Symbol {
        let resolution: SymbolResolution
        do { resolution = try catalog.resolve(name) } catch let e as SymbolError { throw cliError(e) }
        if strict, let error = resolution.error { throw cliError(error) }
        if let warning = resolution.warning { Output.warn(warning) }
        return resolution.symbolOrEmpty
    }

    /// A symbol error as the CLI reports it: a malformed file or an unknown name is bad data (65), an
    /// unreadable folder or icon file is a missing input (66).
    static func cliError(_ e: SymbolError) -> CLIError {
        switch e {
        case .malformed, .unknownName: CLIError(status: .dataError, message: e.description)
        case .unreadable: CLIError(status: .noInput, message: e.description)
        }
    }

    static func style(_ a: ParsedArguments) throws -> (SymbolStyle, scale: Double) {
        let size = try a.double("--size", in: 1...1000) ?? 44
        let scale = try a.double("--scale", in: 0.25...16) ?? 2
        let weight = try a.choice("--weight", among: SymbolWeight.allCases.map(\.rawValue)).flatMap(SymbolWeight.init) ?? .regular
        let mode = try a.choice("--mode", among: SymbolRenderingMode.allCases.map(\.rawValue)).flatMap(SymbolRenderingMode.init) ?? .monochrome
        let imageScale = try a.choice("--image-scale", among: SymbolScale.allCases.map(\.rawValue)).flatMap(SymbolScale.init) ?? .medium
        let color = try a.rasterColor("--color") ?? HeadlessSwiftUI.Color.primary.resolved(scheme: .light)
        return (SymbolStyle(pointSize: size, weight: weight, mode: mode, color: color, scale: imageScale), scale)
    }

    /// Fails before drawing when the image would pass the CLI's size limits.
    static func checkSize(_ box: Rect, style: SymbolStyle, scale: Double) throws {
        let unit = style.unitScale * scale
        try Limits.check(width: Int((box.width * unit).rounded(.up)) + 1, height: Int((box.height * unit).rounded(.up)) + 1, what: "the symbol image")
    }
}

/// `togglerender symbol NAME OUTPUT.png`: one symbol on a transparent canvas sized by its metrics.
enum SymbolCommand {
    static let spec = CommandSpec(
        name: "symbol",
        summary: "Draw one symbol of the catalogue on a transparent canvas sized by its metrics.",
        arguments: [("NAME", "The symbol's name (see 'togglerender symbols')."), ("OUTPUT.png", "Where to write the PNG.")],
        options: SymbolOptions.drawing + [SymbolOptions.strict])

    static func run(_ a: ParsedArguments) throws {
        let (style, scale) = try SymbolOptions.style(a)
        let symbol = try SymbolOptions.symbol(a.positionals[0], in: try SymbolOptions.catalog(a), strict: a.has("--strict"))
        try SymbolOptions.checkSize(SymbolRenderer.imageBox(of: symbol, style: style), style: style, scale: scale)
        try Output.writePNG(SymbolRenderer.image(of: symbol, style: style, scale: scale), to: a.positionals[1], scale: scale)
    }
}

/// `togglerender symbols`: every name the catalogue resolves, one a line, with where it comes from and
/// its layers.
enum SymbolsListCommand {
    static let spec = CommandSpec(
        name: "symbols",
        summary: "List every symbol name (a --symbols DIR, ours, the name map onto bootstrap-icons and Material Design Icons, then the reviewed composed names), one a line: name, source, layers.",
        arguments: [("NAME…", "Only these names, each with its source, or 'unknown' (any name of SF's grammar composes, listed or not).")],
        options: [SymbolOptions.symbolsFolder], requiredArguments: 0, acceptsMoreArguments: true)

    static func run(_ a: ParsedArguments) throws {
        let catalog = try SymbolOptions.catalog(a)
        for name in a.positionals.isEmpty ? catalog.allNames : a.positionals {
            guard let source = catalog.source(of: name) else { print("\(name)\tunknown\t"); continue }
            print("\(name)\t\(source)\t\(catalog.layerRoles(of: name).map(\.description).joined(separator: ","))")
        }
    }
}

/// `togglerender symbol-transition FROM TO OUTDIR --frames N`: the frames of one effect.
enum SymbolTransitionCommand {
    static let spec = CommandSpec(
        name: "symbol-transition",
        summary: "Write the frames of one symbol effect (frame i of N at progress i/(N-1)) as OUTDIR/frame_NNN.png, with frames.json.",
        arguments: [("FROM", "The symbol shown before."), ("TO", "The symbol shown after."), ("OUTDIR", "Folder for the frames (created).")],
        options: [
            .init("--frames", value: "N", "Number of frames, at least 2 (required)."),
            .init("--effect", value: "E", default: "replace", "replace, magic (falls back to --style for unrelated symbols) or fade."),
            .init("--style", value: "S", default: "downUp", "Replace style: downUp, upUp or offUp."),
            .init("--by", value: "B", default: "layer", "layer or whole: layers one after another, or all together."),
        ] + SymbolOptions.drawing + [SymbolOptions.strict])

    static func run(_ a: ParsedArguments) throws {
        guard let frames = try a.int("--frames", in: 2...1000) else { throw CLIError.usage("symbol-transition needs --frames N") }
        let style = try a.choice("--style", among: Symbols.SymbolEffect.ReplaceStyle.allCases.map(\.rawValue))
            .flatMap(Symbols.SymbolEffect.ReplaceStyle.init) ?? .downUp
        let grouping: Symbols.SymbolEffect.Grouping = try a.choice("--by", among: ["layer", "whole"]) == "whole" ? .wholeSymbol : .byLayer
        let effect: Symbols.SymbolEffect
        switch try a.choice("--effect", among: ["replace", "magic", "fade"]) ?? "replace" {
        case "magic": effect = .magic(fallback: style, grouping)
        case "fade": effect = .fade
        default: effect = .replace(style, grouping)
        }
        let (drawStyle, scale) = try SymbolOptions.style(a)
        let catalog = try SymbolOptions.catalog(a)
        let strict = a.has("--strict")
        let transition = SymbolTransition(from: try SymbolOptions.symbol(a.positionals[0], in: catalog, strict: strict),
                                          to: try SymbolOptions.symbol(a.positionals[1], in: catalog, strict: strict), effect: effect)
        try SymbolOptions.checkSize(SymbolRenderer.transitionBox(transition, style: drawStyle), style: drawStyle, scale: scale)
        let scene = SymbolTransitionScene(transition: transition, style: drawStyle, scale: scale)
        do {
            try FrameExporter().export(scene, plan: FramePlan(.count(frames), for: scene), to: a.positionals[2])
        } catch let error as ExportError {
            throw CLIError(status: .cannotCreate, message: "\(error)")
        }
        let fallback = transition.resolvedEffect != effect ? " (nothing shared: magic falls back to replace)" : ""
        print("\(transition.from.name) → \(transition.to.name): \(frames) frames over \(String(format: "%.3f", transition.duration)) s\(fallback)")
    }
}
