import Foundation
import Testing

/// The README shows every command's `--help` verbatim; this keeps the two in step. When a flag
/// changes, paste the new help into README.md (the failure message prints it).
@Suite struct ReadmeHelpTests {
    static let readme: String = (try? String(contentsOf: CLI.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""

    @Test(arguments: [["--help"], ["preview", "--help"], ["components", "--help"], ["svg", "--help"], ["text", "--help"], ["symbol", "--help"], ["symbols", "--help"],
                      ["symbol-transition", "--help"], ["symbol-sheet", "--help"], ["batch", "--help"], ["snapshot", "--help"], ["merge-reports", "--help"],
                      ["--state", "night", "--help"]])
    func readmeShowsTheHelp(arguments: [String]) throws {
        try Sandbox.with { sb in
            let r = try sb.succeed(arguments)
            // The thread count's default names this machine's cores; the README says N.
            let help = r.stdout.trimmingCharacters(in: .newlines)
                .replacingOccurrences(of: #"all cores, here \d+\)"#, with: "all cores, here N)", options: .regularExpression)
            #expect(Self.readme.contains("```text\n\(help)\n```"),
                    "README.md does not show the current output of 'togglerender \(arguments.joined(separator: " "))':\n\(help)")
        }
    }
}
