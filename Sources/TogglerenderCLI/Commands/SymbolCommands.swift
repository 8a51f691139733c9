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
        .init("--weight", value: "W", default: "regular", "regular, medium, semibold or bold (outline offset 0, 0.6, 1.2, 2.0 units)."),
        .init("--color", value: "COLOR", default: "primary", "Foreground colour: \(ColorArgument.acceptedDescription) (iOS 18 light)."),
        .init("--mode", value: "MODE", default: "monochrome", "monochrome or hierarchical."),
        symbolsFolder,
    ]
    static let symbolsFolder = CommandSpec.Option(
        "--symbols", value: "DIR", "A folder of .svg files that add or override symbols (file name = symbol name).")

    static func catalog(_ a: ParsedArguments) throws -> SymbolCatalog { try catalog(folder: a.string("--symbols")) }

    /// The built-in catalogue with `folder`'s symbols laid over it; a bad folder or file is the user's input error.
    static func catalog(folder: String?) throws -> SymbolCatalog {
        do { return try SymbolCatalog.load(userFolder: folder) } catch let e as SymbolError {
            switch e {
            case .malformed: throw CLIError(status: .dataError, message: e.description)
            default: throw CLIError(status: .noInput, message: e.description)
            }
        }
    }

    static func symbol(_ name: String, in catalog: SymbolCatalog) throws -> Symbol {
        do { return try catalog.symbol(named: name) } catch let e as SymbolError {
            throw CLIError.usage(e.description)
        }
    }

    static func style(_ a: ParsedArguments) throws -> (SymbolStyle, scale: Double) {
        let size = try a.double("--size", in: 1...1000) ?? 44
        let scale = try a.double("--scale", in: 0.25...16) ?? 2
        let weight = try a.choice("--weight", among: SymbolWeight.allCases.map(\.rawValue)).flatMap(SymbolWeight.init) ?? .regular
        let mode = try a.choice("--mode", among: SymbolRenderingMode.allCases.map(\.rawValue)).flatMap(SymbolRenderingMode.init) ?? .monochrome
        let color = try a.rasterColor("--color") ?? HeadlessSwiftUI.Color.primary.resolved(scheme: .light)
        return (SymbolStyle(pointSize: size, weight: weight, mode: mode, color: color), scale)
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
        options: SymbolOptions.drawing)

    static func run(_ a: ParsedArguments) throws {
        let (style, scale) = try SymbolOptions.style(a)
        let symbol = try SymbolOptions.symbol(a.positionals[0], in: try SymbolOptions.catalog(a))
        try SymbolOptions.checkSize(SymbolRenderer.imageBox(of: symbol, style: style), style: style, scale: scale)
        try Output.writePNG(SymbolRenderer.image(of: symbol, style: style, scale: scale), to: a.positionals[1], scale: scale)
    }
}

/// `togglerender symbols`: the catalogue's names, one a line, with each symbol's layers.
enum SymbolsListCommand {
    static let spec = CommandSpec(
        name: "symbols",
        summary: "List the symbol catalogue (built in, plus --symbols DIR), one name a line with its layers.",
        arguments: [],
        options: [SymbolOptions.symbolsFolder])

    static func run(_ a: ParsedArguments) throws {
        let catalog = try SymbolOptions.catalog(a)
        for name in catalog.names {
            let s = try catalog.symbol(named: name)
            print("\(name)\t\(s.layers.map(\.role.description).joined(separator: ","))")
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
        ] + SymbolOptions.drawing)

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
        let transition = SymbolTransition(from: try SymbolOptions.symbol(a.positionals[0], in: catalog),
                                          to: try SymbolOptions.symbol(a.positionals[1], in: catalog), effect: effect)
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

/// `togglerender symbol-sheet OUTPUT.png`: the catalogue's contact sheet, every symbol with its name
/// under it (scripts/symbol-sheet writes docs/symbol-sheet.png with it). The labels are why this
/// lives in the CLI: the Symbols module itself never depends on Text.
enum SymbolSheetCommand {
    static let spec = CommandSpec(
        name: "symbol-sheet",
        summary: "Draw the catalogue's contact sheet: every symbol, hierarchical, with its name under it.",
        arguments: [("OUTPUT.png", "Where to write the PNG.")],
        options: [
            .init("--size", value: "PT", default: "44", "Font point size of the symbols."),
            .init("--scale", value: "S", default: "2", "Pixels per point."),
            .init("--weight", value: "W", default: "regular", "regular, medium, semibold or bold."),
            .init("--columns", value: "N", default: "4", "Symbols per row."),
            .init("--font", value: "PATH", "A font file for the labels instead of the default design's (Inter)."),
            SymbolOptions.symbolsFolder,
        ])

    static func run(_ a: ParsedArguments) throws {
        let size = try a.double("--size", in: 8...200) ?? 44
        let scale = try a.double("--scale", in: 0.5...8) ?? 2
        let columns = try a.int("--columns", in: 1...20) ?? 4
        let weight = try a.choice("--weight", among: SymbolWeight.allCases.map(\.rawValue)).flatMap(SymbolWeight.init) ?? .regular
        let catalog = try SymbolOptions.catalog(a)
        let names = catalog.names
        let style = SymbolStyle(pointSize: size, weight: weight, mode: .hierarchical, color: HeadlessSwiftUI.Color.blue.resolved(scheme: .light))
        let cellWidth = max(size * 2.6, 120), symbolBand = size * 1.5, labelSize = 12.0, cellHeight = symbolBand + labelSize * 2.4
        let rows = (names.count + columns - 1) / columns
        let margin = 12.0
        var canvas = Canvas(width: Int(((Double(columns) * cellWidth + 2 * margin) * scale).rounded(.up)),
                            height: Int(((Double(rows) * cellHeight + 2 * margin) * scale).rounded(.up)))
        canvas.pixmap.clear(to: .white)
        canvas.transform = .scale(scale)
        let font: Typesetting.Font
        do { font = try FontResolver(fontPath: try a.existingFile("--font")).font(size: labelSize) } catch let e as CLIError {
            throw e
        } catch {
            throw CLIError(status: .noInput, message: "symbol-sheet: \(error)")
        }
        for (k, name) in names.enumerated() {
            let x = margin + Double(k % columns) * cellWidth, y = margin + Double(k / columns) * cellHeight
            let symbol = try catalog.symbol(named: name)
            SymbolRenderer.draw(symbol, style: style, anchoredAt: Point(x + cellWidth / 2, y + symbolBand / 2), into: &canvas)
            let line: TextLine
            do { line = try textLine(name, font: font) } catch {
                throw CLIError(status: .software, message: "symbol-sheet: \(error)")
            }
            let origin = Point(x + (cellWidth - line.width) / 2, y + symbolBand + labelSize * 1.2)
            canvas.fill(line.path(baselineAt: origin), with: HeadlessSwiftUI.Color.secondary.resolved(scheme: .light))
        }
        try Output.writePNG(canvas.pixmap, to: a.positionals[0])
    }
}
