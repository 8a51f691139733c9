import Foundation
import Testing

/// Batch jobs with a `"preview"` key: a user's SwiftUI file rendered as `togglerender preview` renders it.
@Suite struct BatchPreviewTests {
    static let pill = PreviewCommandTests.pillToggle

    @Test func previewJobsRenderAsThePreviewCommandDoes() throws {
        try Sandbox.with { sb in
            let spec = try sb.write("""
                {"jobs": [
                  {"name": "pill", "preview": "\(Self.pill)", "tap": ["Wi-Fi"], "frames": 3, "scale": 1,
                   "matrix": {"appearance": ["light", "dark"]}},
                  {"name": "toggle", "state": "night", "frames": 2, "scale": 1}
                ]}
                """, to: "spec.json")
            let r = try sb.run(["batch", "--quiet", spec, "out"])
            #expect(r.status == 0 && r.stderr.isEmpty, "\(r)")
            try sb.render(["preview", Self.pill, "--tap", "Wi-Fi", "--frames", "3", "--scale", "1", "--appearance", "dark", "alone"])
            for frame in 0..<3 {
                let name = String(format: "frame_%03d.png", frame)
                #expect(try sb.bytes("out/pill/appearance-dark/\(name)") == sb.bytes("alone/\(name)"), "\(name)")
            }
            #expect(sb.listing().contains("out/pill/appearance-light/frames.json"))
            #expect(sb.listing().contains("out/toggle/frame_001.png"))
        }
    }

    @Test func aPreviewJobTakesThePreviewCommandsKeys() throws {
        try Sandbox.with { sb in
            let spec = try sb.write("""
                {"jobs": [{"name": "pill", "preview": "\(Self.pill)", "state": "night", "frames": 2}]}
                """, to: "spec.json")
            try sb.fail(["batch", spec, "out"], status: Exit.dataError, mentions: ["job \"pill\"", "unknown key \"state\"", "tap"])
        }
    }

    @Test func aFailingPreviewJobIsNamed() throws {
        try Sandbox.with { sb in
            let spec = try sb.write("""
                {"jobs": [{"name": "pill", "preview": "\(Self.pill)", "tap": "Bluetooth", "frames": 2}]}
                """, to: "spec.json")
            let r = try sb.run(["batch", "--quiet", spec, "out"])
            #expect(r.status == Exit.usage, "\(r)")
            #expect(r.stderr.contains("job \"pill\" failed: no control labelled 'Bluetooth'"), "\(r)")
            #expect(!sb.listing().contains { $0.hasSuffix(".png") }, "\(sb.listing())")
        }
    }

    /// A preview job whose view traps is reported as the preview command reports it: the view, the message
    /// and the user's line, not the runtime's backtrace.
    @Test func aTrappingPreviewJobNamesTheLine() throws {
        try Sandbox.with { sb in
            let file = try sb.write(PreviewFailureTests.crashView, to: "Crash.swift")
            let spec = try sb.write("""
                {"jobs": [{"name": "crash", "preview": "\(file)"}]}
                """, to: "spec.json")
            let r = try sb.run(["batch", "--quiet", spec, "out"])
            #expect(r.status == Exit.software, "\(r)")
            #expect(r.stderrLines.first?.contains("job \"crash\" failed: preview: the view 'CrashView' trapped while rendering: Index out of range, at Crash.swift:6") == true, "\(r)")
            #expect(!sb.listing().contains { $0.hasSuffix(".png") }, "\(sb.listing())")
        }
    }
}
