import Foundation

/// Entry point: dispatches to a subcommand and turns every failure into one line on standard
/// error and a sysexits status. Nothing else lives here.
func runCommandLine(_ args: [String]) -> Int32 {
    guard let first = args.first else {
        FileHandle.standardError.write(Data("togglerender: missing subcommand; see 'togglerender --help'\n".utf8))
        return CLIError.Status.usage.rawValue
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
        FileHandle.standardError.write(Data("togglerender: unknown subcommand '\(first)'; accepted: \(names)\n".utf8))
        return CLIError.Status.usage.rawValue
    }
    let rest = Array(args.dropFirst())
    // `--help` anywhere before a `--` asks for help; after it, it is an ordinary argument.
    let flags = rest.prefix { $0 != "--" }
    if flags.contains("--help") || flags.contains("-h") { print(command.spec.help); return 0 }
    do {
        try command.run(ParsedArguments(rest, spec: command.spec))
        return 0
    } catch let e as CLIError {
        FileHandle.standardError.write(Data("togglerender: \(e.message)\n".utf8))
        return e.status.rawValue
    } catch {
        FileHandle.standardError.write(Data("togglerender: \(error)\n".utf8))
        return CLIError.Status.software.rawValue
    }
}

exit(runCommandLine(Array(CommandLine.arguments.dropFirst())))
