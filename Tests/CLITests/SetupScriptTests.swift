import Foundation
import Testing

/// `scripts/togglerender` installs what rendering needs and nothing the tests alone use; `scripts/test`
/// adds those; both are quiet once everything is there.
@Suite struct SetupScriptTests {
    static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["scripts/setup"] + arguments
        process.currentDirectoryURL = CLI.packageRoot
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    static func packages(_ purpose: String) throws -> Set<String> {
        let (status, output) = try run([purpose, "--list"])
        #expect(status == 0, "\(output)")
        return Set(output.split(separator: "\n").map(String.init))
    }

    static let testOnly: Set<String> = ["chromium", "pngcheck", "python3-venv", "libxml2-utils"]

    @Test func renderingInstallsNoTestTool() throws {
        let render = try Self.packages("--render"), test = try Self.packages("--test"), build = try Self.packages("--build")
        #expect(render.isDisjoint(with: Self.testOnly))
        #expect(render.isSuperset(of: ["libxml2-dev", "libpng-dev", "fonts-inter", "bootstrap-icons"]))
        #expect(test == render.union(Self.testOnly))
        #expect(build.isSubset(of: render) && !build.contains("fonts-inter"))
    }

    /// The scripts ask for their purpose: the renderer for --render, the tests for --test.
    @Test func eachScriptAsksForItsPurpose() throws {
        func script(_ name: String) throws -> String {
            try String(contentsOf: CLI.packageRoot.appendingPathComponent("scripts/\(name)"), encoding: .utf8)
        }
        #expect(try script("togglerender").contains("scripts/setup --render\n"))
        #expect(try script("docs").contains("scripts/setup --render\n"))
        #expect(try script("test").contains("scripts/setup --test\n"))
    }

    /// Once everything is installed (the build needed it, and the tests render), set-up says nothing.
    /// (`--test` is left out: run without scripts/test, it would install the test tools from a test.)
    @Test func quietWhenAllIsThere() throws {
        for purpose in ["--build", "--render"] {
            let (status, output) = try Self.run([purpose])
            #expect(status == 0 && output.isEmpty, "\(purpose): \(output)")
        }
        #expect(try Self.run(["--bogus"]).status == 64)
    }
}
