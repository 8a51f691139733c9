import Foundation
import ImageIO
import Raster
import Testing

/// Runs the built `togglerender` executable the way a user or a script does, and captures what it
/// says. Each test gets a fresh folder (``Sandbox``) as the working directory; it is removed afterwards.
enum CLI {
    /// The package root: this file is `<root>/Tests/CLITests/CLIHarness.swift`.
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A file of `Fixtures/`, e.g. `fixture("svg/shapes.svg")`.
    static func fixture(_ relativePath: String) -> String {
        packageRoot.appendingPathComponent("Fixtures").appendingPathComponent(relativePath).path
    }

    /// Where the binary may be: `TOGGLERENDER_BIN` if set, then next to the test bundle (SwiftPM puts
    /// products and the test bundle in the same build folder), then `<root>/.build/debug`.
    static var candidateBinaries: [URL] {
        var urls: [URL] = []
        if let env = ProcessInfo.processInfo.environment["TOGGLERENDER_BIN"], !env.isEmpty {
            urls.append(URL(fileURLWithPath: env))
        }
        let bundle = Bundle.main.bundleURL
        urls.append(bundle.appendingPathComponent("togglerender"))
        urls.append(bundle.deletingLastPathComponent().appendingPathComponent("togglerender"))
        urls.append(packageRoot.appendingPathComponent(".build/debug/togglerender"))
        return urls
    }

    /// The executable, or a failure that says where it was looked for.
    static func binary() throws -> URL {
        let fm = FileManager.default
        for url in candidateBinaries where fm.isExecutableFile(atPath: url.path) {
            var isDirectory: ObjCBool = false
            if fm.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue { return url }
        }
        throw HarnessError("togglerender executable not found; looked at: "
            + candidateBinaries.map(\.path).joined(separator: ", ")
            + ". Build it first (swift build --build-tests) or set TOGGLERENDER_BIN.")
    }
}

struct HarnessError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// What one run of the executable did.
struct RunResult: CustomStringConvertible {
    let arguments: [String]
    /// The exit status; for a run killed by a signal, ``signalled`` is true and this is the signal.
    let status: Int32
    let signalled: Bool
    let stdout: String
    let stderr: String

    /// Standard error's lines, without the final newline's empty piece.
    var stderrLines: [Substring] { stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast(stderr.hasSuffix("\n") ? 1 : 0).map { $0 } }

    var description: String {
        "togglerender \(arguments.map { "'\($0)'" }.joined(separator: " ")) → "
            + (signalled ? "signal \(status)" : "exit \(status)")
            + "\n--- stdout:\n\(stdout.prefix(2000))\n--- stderr:\n\(stderr.prefix(2000))"
    }
}

/// A fresh, empty working directory for one test; `Sandbox.with { … }` removes it afterwards.
struct Sandbox {
    let root: URL
    /// Where standard output and error are captured: outside `root`, so listings of `root` only
    /// show what the command wrote.
    private let captureDir: URL

    @discardableResult
    static func with<T>(_ body: (Sandbox) throws -> T) throws -> T {
        let base = FileManager.default.temporaryDirectory
            .appendingPathComponent("togglerender-cli-\(UUID().uuidString)", isDirectory: true)
        let root = base.appendingPathComponent("work", isDirectory: true)
        let capture = base.appendingPathComponent("capture", isDirectory: true)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: capture, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: base) }
        return try body(Sandbox(root: root, captureDir: capture))
    }

    /// The sandbox's `XDG_CACHE_HOME`: compiled previews go to `togglerender/previews` in it.
    var cacheHome: URL { captureDir.deletingLastPathComponent().appendingPathComponent("cache") }

    /// An absolute path inside the sandbox.
    func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

    /// Writes a text file into the sandbox and returns its absolute path.
    @discardableResult
    func write(_ text: String, to relative: String) throws -> String {
        let p = path(relative)
        try Data(text.utf8).write(to: URL(fileURLWithPath: p))
        return p
    }

    /// Every file and folder under the sandbox, as relative paths, sorted.
    func listing() -> [String] {
        let fm = FileManager.default
        guard let e = fm.enumerator(atPath: root.path) else { return [] }
        return e.compactMap { $0 as? String }.sorted()
    }

    /// Runs `togglerender arguments…` with the sandbox as its working directory.
    func run(_ arguments: [String]) throws -> RunResult { try run(arguments, environment: [:]) }

    /// The same with variables of the environment set (a value) or removed (nil), e.g. `["CI": nil]`.
    func run(_ arguments: [String], environment overrides: [String: String?]) throws -> RunResult {
        let process = Process()
        process.executableURL = try CLI.binary()
        process.arguments = arguments
        process.currentDirectoryURL = root
        // A crash should show as a signal, quickly, without pages of backtrace in the failure.
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        // `preview` caches compiled programs: per sandbox, so a test sees its own cache and leaves none behind.
        environment["XDG_CACHE_HOME"] = cacheHome.path
        for (name, value) in overrides { environment[name] = value }
        process.environment = environment
        let id = UUID().uuidString
        let outURL = captureDir.appendingPathComponent("\(id).out"), errURL = captureDir.appendingPathComponent("\(id).err")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
        defer { try? out.close(); try? err.close() }
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let stdout = String(decoding: try Data(contentsOf: outURL), as: UTF8.self)
        let stderr = String(decoding: try Data(contentsOf: errURL), as: UTF8.self)
        return RunResult(arguments: arguments, status: process.terminationStatus,
                         signalled: process.terminationReason == .uncaughtSignal, stdout: stdout, stderr: stderr)
    }

    func run(_ arguments: String...) throws -> RunResult { try run(arguments) }

    /// Runs a command that must succeed: exit 0, nothing on standard error.
    @discardableResult
    func succeed(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> RunResult {
        let r = try run(arguments)
        #expect(!r.signalled && r.status == 0, "expected success:\n\(r)", sourceLocation: sourceLocation)
        #expect(r.stderr.isEmpty, "expected nothing on stderr:\n\(r)", sourceLocation: sourceLocation)
        return r
    }

    /// Runs a command that must succeed silently: exit 0, nothing on standard output or error.
    @discardableResult
    func render(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> RunResult {
        let r = try succeed(arguments, sourceLocation: sourceLocation)
        #expect(r.stdout.isEmpty, "expected nothing on stdout:\n\(r)", sourceLocation: sourceLocation)
        return r
    }

    /// Runs a command that must fail with `status`: nothing on standard output, exactly one line
    /// `togglerender: …` on standard error containing every string of `mentions`, and no file or
    /// folder added to (or removed from) the sandbox. Returns the message (without the prefix).
    @discardableResult
    func fail(_ arguments: [String], status: Int32, mentions: [String] = [],
              sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let before = listing()
        let r = try run(arguments)
        let after = listing()
        #expect(!r.signalled, "crashed instead of failing cleanly:\n\(r)", sourceLocation: sourceLocation)
        #expect(r.status == status, "expected exit \(status):\n\(r)", sourceLocation: sourceLocation)
        #expect(r.stdout.isEmpty, "expected nothing on stdout:\n\(r)", sourceLocation: sourceLocation)
        #expect(r.stderr.hasSuffix("\n") && r.stderrLines.count == 1,
                "expected exactly one line on stderr:\n\(r)", sourceLocation: sourceLocation)
        #expect(r.stderr.hasPrefix("togglerender: "), "expected the 'togglerender: ' prefix:\n\(r)", sourceLocation: sourceLocation)
        for m in mentions {
            #expect(r.stderr.contains(m), "expected the message to mention '\(m)':\n\(r)", sourceLocation: sourceLocation)
        }
        #expect(after == before, "a failing command changed the folder: before \(before), after \(after)\n\(r)",
                sourceLocation: sourceLocation)
        let line = r.stderrLines.first.map(String.init) ?? ""
        return line.hasPrefix("togglerender: ") ? String(line.dropFirst("togglerender: ".count)) : line
    }

    func fail(_ arguments: String..., status: Int32, mentions: [String] = [],
              sourceLocation: SourceLocation = #_sourceLocation) throws {
        try fail(arguments, status: status, mentions: mentions, sourceLocation: sourceLocation)
    }

    /// Decodes a PNG the command wrote.
    func png(_ relative: String) throws -> Pixmap { try PNGFile.read(path(relative)) }

    func bytes(_ relative: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path(relative))) }
}

/// sysexits(3) statuses the command line promises.
enum Exit {
    static let usage: Int32 = 64
    static let dataError: Int32 = 65
    static let noInput: Int32 = 66
    static let software: Int32 = 70
    static let cannotCreate: Int32 = 73
}

extension Pixmap {
    /// How many pixels have any coverage.
    var inkedPixelCount: Int {
        var n = 0
        for y in 0..<height { for x in 0..<width where straightPixel(x: x, y: y).a > 0 { n += 1 } }
        return n
    }
    var opaquePixelCount: Int {
        var n = 0
        for y in 0..<height { for x in 0..<width where straightPixel(x: x, y: y).a == 255 { n += 1 } }
        return n
    }
}
