import Foundation

/// The command line as a library: `togglerender`'s `main` is one call to ``main(_:)``.
public enum TogglerenderCLI {
    /// Runs `togglerender` with `arguments` (without the program name) and returns its exit status.
    @MainActor
    public static func main(_ arguments: [String]) async -> Int32 {
        await runCommandLine(arguments)
    }
}

/// Dispatches to a subcommand and turns every failure into one line on standard error and a sysexits
/// status. Nothing else lives here.
@MainActor
func runCommandLine(_ args: [String]) async -> Int32 {
    guard let first = args.first else {
        FileHandle.standardError.write(Data("togglerender: missing subcommand; see 'togglerender --help'\n".utf8))
        return CLIError.Status.usage.rawValue
    }
    // The render command has no subcommand name (`togglerender --state night --frames 30 out/`).
    if first != "--help", first != "-h", first != "--version", RenderCommand.isInvocation(args) {
        let flags = args.prefix { $0 != "--" }
        if flags.contains("--help") || flags.contains("-h") { print(RenderCommand.help); return 0 }
        return await report { try await RenderCommand.run(RenderCommand.parse(args)) }
    }
    switch first {
    case "--help", "-h", "help":
        print(topLevelHelp()); return 0
    case "--version":
        if args.count > 1 {
            FileHandle.standardError.write(Data("togglerender: --version takes no arguments\n".utf8))
            return CLIError.Status.usage.rawValue
        }
        print("togglerender \(toggleRenderVersion)"); return 0
    default:
        break
    }
    guard let command = allCommands.first(where: { $0.spec.name == first }) else {
        let names = allCommands.map(\.spec.name).joined(separator: ", ")
        FileHandle.standardError.write(Data("togglerender: \(oneLine("unknown subcommand '\(first)'; accepted: \(names)"))\n".utf8))
        return CLIError.Status.usage.rawValue
    }
    let rest = Array(args.dropFirst())
    // `--help` anywhere before a `--` asks for help; after it, it is an ordinary argument.
    let flags = rest.prefix { $0 != "--" }
    if flags.contains("--help") || flags.contains("-h") { print(command.spec.help); return 0 }
    return await report { try await command.run(ParsedArguments(rest, spec: command.spec)) }
}

/// Runs `work`, turning a failure into one line on standard error and its sysexits status.
@MainActor
func report(_ work: () async throws -> Void) async -> Int32 {
    do {
        try await work()
        return 0
    } catch let e as CLIError {
        FileHandle.standardError.write(Data("togglerender: \(e.message)\n".utf8))
        return e.status.rawValue
    } catch {
        FileHandle.standardError.write(Data("togglerender: \(oneLine("\(error)"))\n".utf8))
        return CLIError.Status.software.rawValue
    }
}

/// The message on one line whatever it quotes (an argument, a path or a value holding a line break).
func oneLine(_ message: String) -> String {
    message.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).joined(separator: "\\n")
}
