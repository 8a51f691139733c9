import Foundation

/// The command line's one entry: dispatches to a subcommand and turns every failure into one line on
/// standard error and a sysexits status. `main.swift` calls it and exits with what it returns.
package func runCommandLine(_ args: [String]) -> Int32 {
    guard let first = args.first else {
        FileHandle.standardError.write(Data("togglerender: missing subcommand; see 'togglerender --help'\n".utf8))
        return CLIError.Status.usage.rawValue
    }
    // The render command has no subcommand name (`togglerender --state night --frames 30 out/`).
    if first != "--help", first != "-h", first != "--version", RenderCommand.isInvocation(args) {
        let flags = args.prefix { $0 != "--" }
        if flags.contains("--help") || flags.contains("-h") { print(RenderCommand.help); return 0 }
        return report { try RenderCommand.run(RenderCommand.parse(args)) }
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
    return report { try command.run(ParsedArguments(rest, spec: command.spec)) }
}

/// Runs `work`, turning a failure into one line on standard error and its sysexits status.
func report(_ work: () throws -> Void) -> Int32 {
    do {
        try work()
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
