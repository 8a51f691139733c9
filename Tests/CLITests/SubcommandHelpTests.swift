import Foundation
import Testing

/// `togglerender NAME --help` documents every option NAME accepts, and NAME accepts exactly those.
@Suite struct SubcommandHelpTests {
    static let drawing = ["--size", "--scale", "--weight", "--image-scale", "--color", "--mode", "--symbols"]
    /// The options each subcommand is meant to have (written out here, not read from the help).
    static let expectedOptions: [String: [String]] = [
        "svg": ["--width", "--height", "--scale", "--strict"],
        "text": ["--style", "--weight", "--design", "--dynamic-type", "--scale", "--color", "--appearance", "--font", "--rounded-font"],
        "symbol": drawing + ["--strict"],
        "symbols": ["--symbols"],
        "symbol-transition": ["--frames", "--effect", "--style", "--by"] + drawing + ["--strict"],
        "symbol-sheet": ["--source", "--names", "--size", "--text-sizes", "--scale", "--weight", "--columns", "--font", "--symbols"],
        "batch": ["--threads", "--quiet", "--gallery", "--assets", "--strings", "--fonts", "--locale", "--strict"],
        "components": [],
        "preview": ["--view", "--tap", "--adjust", "--drag", "--long-press", "--pinch", "--rotate", "--device", "--status-bar", "--width", "--height", "--canvas", "--background", "--font", "--rounded-font", "--assets", "--strings", "--fonts", "--defaults", "--locale", "--strict", "--timeout", "--clear-cache",
                    "--frames", "--fps", "--duration", "--format", "--output", "--loop", "--hold", "--columns", "--time", "--at",
                    "--scale", "--appearance", "--dynamic-type", "--reduce-motion", "--layout-direction", "--palette",
                    "--symbols", "--threads", "--quiet"],
        "snapshot": ["--matrix", "--record", "--goldens", "--report", "--junit", "--prune", "--shard", "--timeout", "--tolerance", "--config", "--quiet"],
        "merge-reports": ["--output", "--junit"],
    ]
    /// The positional arguments each usage line shows.
    static let expectedArguments: [String: [String]] = [
        "svg": ["INPUT.svg", "OUTPUT.png"], "text": ["STRING", "OUTPUT.png"], "symbol": ["NAME", "OUTPUT.png"],
        "symbols": [], "symbol-transition": ["FROM", "TO", "OUTDIR"], "symbol-sheet": ["OUTPUT.png"],
        "batch": ["SPEC.json", "OUTDIR"], "components": [], "preview": ["[FILE.swift…]", "[OUTDIR]"],
        "snapshot": ["[PATH…]"], "merge-reports": ["DIR…"],
    ]

    /// The flags that start a line of the help's OPTIONS section.
    static func documentedFlags(_ help: String) -> [String] {
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(of: "OPTIONS:") else { return [] }
        return lines[(start + 1)...].compactMap { line in
            line.split(separator: " ").first.map(String.init).flatMap { $0.hasPrefix("--") ? $0 : nil }
        }
    }

    @Test(arguments: TopLevelTests.subcommands)
    func helpMentionsEveryOption(command: String) throws {
        let expected = try #require(Self.expectedOptions[command])
        try Sandbox.with { sb in
            for helpFlag in ["--help", "-h"] {
                let r = try sb.succeed([command, helpFlag])
                let documented = Self.documentedFlags(r.stdout)
                for flag in expected + ["--help"] {
                    #expect(documented.contains(flag), "'\(command) --help' does not document \(flag):\n\(r.stdout)")
                }
                #expect(Set(documented) == Set(expected + ["--help"]), "\(command): documented \(documented)")
                let usage = try #require(r.stdout.split(separator: "\n").first)
                let args = Self.expectedArguments[command, default: []].joined(separator: " ")
                #expect(usage == "USAGE: togglerender \(command)" || usage.hasPrefix("USAGE: togglerender \(command) "), "\(usage)")
                #expect(usage.trimmingCharacters(in: .whitespaces).hasSuffix(args), "\(usage)")
            }
            #expect(sb.listing().isEmpty)
        }
    }

    /// `--help` wins over everything else on the line, even when the rest is wrong.
    @Test(arguments: TopLevelTests.subcommands)
    func helpWinsOverBadArguments(command: String) throws {
        try Sandbox.with { sb in
            let r = try sb.succeed([command, "--no-such-flag", "--help"])
            #expect(r.stdout.hasPrefix("USAGE: togglerender \(command)"))
        }
    }

    /// The parser's own list of accepted options (from an unknown-option error) is the expected list.
    @Test(arguments: TopLevelTests.subcommands)
    func acceptsExactlyTheDocumentedOptions(command: String) throws {
        let expected = try #require(Self.expectedOptions[command])
        try Sandbox.with { sb in
            let message = try sb.fail([command, "--zzz"], status: Exit.usage, mentions: ["'--zzz'", "'\(command)'"])
            let accepted = try #require(message.range(of: "accepted:")).upperBound
            let names = message[accepted...].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            #expect(names == (expected.isEmpty ? ["none"] : expected), "\(message)")
        }
    }
}
