/// `togglerender components`: the components the render command knows, with their scenes, states and flags.
enum ComponentsCommand {
    static let spec = CommandSpec(
        name: "components",
        summary: "List the components the render command draws, with their scenes, --state words and own flags.",
        arguments: [], options: [])

    static func run(_ a: ParsedArguments) async throws {
        print(listing)
    }

    static var listing: String {
        RenderTarget.allCases.map { t in
            "\(t.component) --scene \(t.scene): --state \(t.states.on)|\(t.states.off)"
                + (t.flags.isEmpty ? "" : "; flags \(t.flags.joined(separator: " "))") + "\n    \(t.summary)"
        }.joined(separator: "\n") + "\nYour own SwiftUI files: togglerender preview FILE.swift… (see 'togglerender preview --help')."
    }
}
