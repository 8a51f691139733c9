import Foundation
import Testing

/// Regressions: bugs these tests found in the command line, fixed, and kept fixed.
@Suite struct RegressionTests {
    /// A failing frame must not leave the frames before it behind ("no partial output").
    @Test func transitionFailingMidwayLeavesNoFrames() throws {
        try Sandbox.with { sb in
            // frame_002.png is a folder, so writing the third frame fails.
            try FileManager.default.createDirectory(atPath: sb.path("out/frame_002.png"), withIntermediateDirectories: true)
            let before = sb.listing()
            let r = try sb.run(["symbol-transition", "bell.fill", "bell.slash.fill", "out", "--frames", "5"])
            #expect(!r.signalled && r.status == Exit.cannotCreate, "\(r)")
            #expect(r.stdout.isEmpty && r.stderrLines.count == 1, "\(r)")
            #expect(sb.listing() == before)
        }
    }

    /// After `--`, every word is an argument, `--help` included.
    @Test func doubleDashHelpIsText() throws {
        try Sandbox.with { sb in
            let r = try sb.run(["text", "--", "--help", "out.png"])
            #expect(r.status == 0 && r.stdout.isEmpty, "\(r)")
            #expect(FileManager.default.fileExists(atPath: sb.path("out.png")))
        }
    }

    /// A document size too large for an Int must fail as a usage or data error, not crash.
    @Test func absurdDocumentSizeDoesNotCrash() throws {
        // (Was: SVGDocument.pixelSize converted the size to Int unchecked, and the CLI trapped.)
        try Sandbox.with { sb in
            try sb.write("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1e300\" height=\"10\"></svg>", to: "huge.svg")
            let r = try sb.run(["svg", "huge.svg", "out.png"])
            #expect(!r.signalled && [Exit.usage, Exit.dataError].contains(r.status), "\(r)")
            #expect(!FileManager.default.fileExists(atPath: sb.path("out.png")))
        }
    }
}
