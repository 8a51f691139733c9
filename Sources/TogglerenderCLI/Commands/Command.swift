/// A subcommand: a declared interface and the work it does once its arguments are checked.
struct Subcommand: Sendable {
    let spec: CommandSpec
    let run: @MainActor @Sendable (ParsedArguments) async throws -> Void
}

/// Every subcommand, in the order `togglerender --help` lists them.
let allCommands: [Subcommand] = [
    Subcommand(spec: SVGCommand.spec, run: SVGCommand.run),
    Subcommand(spec: TextCommand.spec, run: TextCommand.run),
    Subcommand(spec: SymbolCommand.spec, run: SymbolCommand.run),
    Subcommand(spec: SymbolsListCommand.spec, run: SymbolsListCommand.run),
    Subcommand(spec: SymbolTransitionCommand.spec, run: SymbolTransitionCommand.run),
    Subcommand(spec: SymbolSheetCommand.spec, run: SymbolSheetCommand.run),
    Subcommand(spec: BatchCommand.spec, run: BatchCommand.run),
    Subcommand(spec: PreviewCommand.spec, run: PreviewCommand.run),
    Subcommand(spec: ComponentsCommand.spec, run: ComponentsCommand.run),
    Subcommand(spec: SnapshotCommand.spec, run: SnapshotCommand.run),
    Subcommand(spec: MergeReportsCommand.spec, run: MergeReportsCommand.run),
]

/// The version `--version` prints.
let toggleRenderVersion = "0.1.0"

/// The text of `togglerender --help`.
func topLevelHelp() -> String {
    var lines = [
        "togglerender \(toggleRenderVersion): renders SwiftUI toggle components frame by frame to PNG, without SwiftUI.",
        "",
        "USAGE: togglerender <subcommand> [options] ...",
        "",
        "SUBCOMMANDS:",
    ]
    for c in allCommands { lines.append(CommandSpec.row(c.spec.name, c.spec.summary)) }
    lines += ["", "RENDER (no subcommand name):", "  togglerender --state night|day (--frames N | --fps F) [options] OUTDIR",
              CommandSpec.row("", RenderCommand.spec.summary + " See '\(RenderCommand.helpInvocation)'.")]
    lines += ["", "OPTIONS:", CommandSpec.row("--help", "Show this help."), CommandSpec.row("--version", "Print the version."),
              "", "See 'togglerender <subcommand> --help' for a subcommand's options."]
    return lines.joined(separator: "\n")
}
