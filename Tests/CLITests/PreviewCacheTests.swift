import Foundation
import Testing

/// Compiled previews are small (linked against the view layer's shared library) and their cache is bounded:
/// least recently used entries go first once it holds more than `TOGGLERENDER_PREVIEW_CACHE_LIMIT` bytes
/// (1 GB by default); `preview --clear-cache` empties it. (Before: 83 MB a program, never removed.)
@Suite struct PreviewCacheTests {
    /// The cache's entries (compiled programs and the `kit-…` shared library), without build folders.
    static func entries(_ sb: Sandbox) -> [String] {
        let folder = sb.cacheHome.appendingPathComponent("togglerender/previews").path
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
    }

    static func program(_ sb: Sandbox, _ entry: String) -> String {
        sb.cacheHome.appendingPathComponent("togglerender/previews/\(entry)/preview").path
    }

    static func file(_ sb: Sandbox, _ name: String, color: String) throws -> String {
        try sb.write("import SwiftUI\n\n#Preview {\n    Circle().fill(Color.\(color)).frame(width: 10, height: 10)\n}\n", to: name)
    }

    @Test func aCompiledPreviewIsSmall() throws {
        try Sandbox.with { sb in
            try sb.render(["preview", try Self.file(sb, "Dot.swift", color: "red"), "--output", "a.png"])
            let programs = Self.entries(sb).filter { !$0.hasPrefix("kit-") }
            try #require(programs.count == 1, "\(Self.entries(sb))")
            let size = try FileManager.default.attributesOfItem(atPath: Self.program(sb, programs[0]))[.size] as? Int ?? .max
            #expect(size < 1_000_000, "the compiled preview is \(size) bytes")
        }
    }

    @Test func theLeastRecentlyUsedProgramGoesFirstPastTheLimit() throws {
        try Sandbox.with { sb in
            let red = try Self.file(sb, "Red.swift", color: "red"), blue = try Self.file(sb, "Blue.swift", color: "blue")
            // No limit given: both programs stay.
            try sb.render(["preview", red, "--output", "a.png"])
            try sb.render(["preview", blue, "--output", "b.png"])
            let both = Self.entries(sb)
            #expect(both.filter { !$0.hasPrefix("kit-") }.count == 2, "\(both)")
            // A limit the kit alone exceeds: after the next compile only what that run uses is kept.
            let small: [String: String?] = ["TOGGLERENDER_PREVIEW_CACHE_LIMIT": "1K"]
            let green = try Self.file(sb, "Green.swift", color: "green")
            try sb.run(["preview", green, "--output", "c.png"], environment: small).expectSuccess()
            let after = Self.entries(sb)
            #expect(after.count == 2 && after.contains { $0.hasPrefix("kit-") }, "\(after)")
            #expect(!after.contains { both.contains($0) && !$0.hasPrefix("kit-") }, "the older programs were kept: \(after)")
            // The evicted program compiles again and draws the same picture.
            try sb.render(["preview", red, "--output", "a2.png"])
            #expect(try sb.bytes("a.png") == sb.bytes("a2.png"))
        }
    }

    @Test func clearCacheEmptiesIt() throws {
        try Sandbox.with { sb in
            try sb.render(["preview", try Self.file(sb, "Dot.swift", color: "red"), "--output", "a.png"])
            #expect(Self.entries(sb).count == 2)
            let r = try sb.run(["preview", "--clear-cache"])
            #expect(r.status == 0, "\(r)")
            #expect(r.stdout.hasPrefix("preview: removed 2 cached entries"), "\(r)")
            #expect(Self.entries(sb).isEmpty)
        }
    }

    @Test(arguments: ["lots", "-5", "1T"])
    func aBadLimitIsAUsageError(value: String) throws {
        try Sandbox.with { sb in
            let r = try sb.run(["preview", PreviewCommandTests.pillToggle, "--output", "a.png"], environment: ["TOGGLERENDER_PREVIEW_CACHE_LIMIT": value])
            #expect(r.status == Exit.usage, "\(r)")
            #expect(r.stderrLines.count == 1 && r.stderr.contains("TOGGLERENDER_PREVIEW_CACHE_LIMIT") && r.stderr.contains("500M"), "\(r)")
            #expect(sb.listing() == [])
        }
    }
}
