import Foundation
import Testing

/// `togglerender` itself: help, version, and what happens without a known subcommand.
@Suite struct TopLevelTests {
    static let subcommands = ["svg", "text", "symbol", "symbols", "symbol-transition", "symbol-sheet", "batch", "preview", "components",
                              "snapshot", "merge-reports"]

    /// The first words of the lines under `SUBCOMMANDS:` in the top-level help.
    static func listedSubcommands(_ help: String) -> [String] {
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(of: "SUBCOMMANDS:") else { return [] }
        return lines[(start + 1)...].prefix { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            .compactMap { $0.split(separator: " ").first.map(String.init) }
    }

    @Test(arguments: ["--help", "-h", "help"])
    func helpListsEverySubcommand(flag: String) throws {
        try Sandbox.with { sb in
            let r = try sb.succeed([flag])
            #expect(Self.listedSubcommands(r.stdout) == Self.subcommands, "\(r)")
            #expect(r.stdout.contains("--version"))
            #expect(sb.listing().isEmpty)
        }
    }

    @Test func versionPrintsOneVersionLine() throws {
        try Sandbox.with { sb in
            let r = try sb.succeed(["--version"])
            let pattern = try Regex(#"^togglerender \d+\.\d+\.\d+(-[0-9A-Za-z.]+)?\n$"#)
            #expect(r.stdout.wholeMatch(of: pattern) != nil, "\(r)")
            // The top-level help names the same version.
            let version = r.stdout.dropFirst("togglerender ".count).dropLast()
            #expect(try sb.succeed(["--help"]).stdout.hasPrefix("togglerender \(version):"))
        }
    }

    @Test func noArgumentsIsAUsageError() throws {
        try Sandbox.with { sb in
            let message = try sb.fail([], status: Exit.usage, mentions: ["--help"])
            #expect(message.contains("subcommand"), "\(message)")
        }
    }

    @Test(arguments: ["render", "SVG", "--bogus", "symbol-sheets"])
    func unknownSubcommandNamesTheAcceptedOnes(name: String) throws {
        try Sandbox.with { sb in
            let message = try sb.fail([name, "x"], status: Exit.usage, mentions: ["'\(name)'"])
            // Every accepted subcommand appears as a whole item of the list after "accepted:".
            let accepted = try #require(message.range(of: "accepted:")).upperBound
            let names = message[accepted...].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            #expect(names == Self.subcommands, "\(message)")
        }
    }
}
