import Foundation
import ImageIO
import Raster
import Testing

/// `--format apng|filmstrip|poster` and `--output FILE`: the single-file outputs of the render command.
@Suite struct OutputFormatTests {
    static let base = ["--state", "night", "--fps", "10", "--scale", "1", "--quiet"]

    static func manifest(_ sb: Sandbox, _ path: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: sb.bytes(path)) as? [String: Any])
    }

    /// The animated PNG decodes, frame by frame, to the PNG frames of the same plan, with the plan's delays.
    @Test func apngHoldsThePNGFrames() throws {
        try Sandbox.with { sb in
            try sb.run(Self.base + ["frames"]).expectSuccess()
            try sb.run(Self.base + ["--format", "apng", "--loop", "2", "--hold", "0.5", "anim"]).expectSuccess()
            #expect(sb.listing().filter { $0.hasPrefix("anim/") } == ["anim/animation.png", "anim/frames.json"])
            let manifest = try Self.manifest(sb, "anim/frames.json")
            #expect(manifest["files"] as? [String] == ["animation.png"])
            let frames = try #require(manifest["frames"] as? [[String: Any]])
            #expect(frames.allSatisfy { $0["file"] == nil })
            let apng = try APNGDecoder.decode(Array(sb.bytes("anim/animation.png")))
            #expect(apng.loopCount == 2)
            let pngs = sb.listing().filter { $0.hasPrefix("frames/frame_") }
            #expect(apng.frames.count == pngs.count && pngs.count == 12)
            for (i, frame) in apng.frames.enumerated() {
                #expect(frame.pixmap == (try sb.png(pngs[i])), "frame \(i)")
                #expect(abs(frame.delaySeconds - (i == apng.frames.count - 1 ? 0.5 : i == 10 ? 0.0698 : 0.1)) < 1e-3, "frame \(i)")
            }
        }
    }

    @Test func filmstripLaysTheFramesOut() throws {
        try Sandbox.with { sb in
            try sb.run(["--state", "night", "--frames", "6", "--scale", "1", "--format", "filmstrip", "--columns", "3", "--quiet", "out"]).expectSuccess()
            let strip = try sb.png("out/filmstrip.png")
            let frame = try Self.manifest(sb, "out/frames.json")
            let w = try #require(frame["width"] as? Int), h = try #require(frame["height"] as? Int)
            // Three columns, two rows: wider than three frames, narrower than four; two frames tall plus, for each
            // row, padding and a 12 pt label (under 60 px at @1x).
            #expect(strip.width > 3 * w && strip.width < 4 * w && strip.height > 2 * h && strip.height < 2 * h + 120)
            // The grouped background shows in the corner (no --background).
            let corner = strip.pixel(x: 1, y: 1)
            #expect(corner == (242, 242, 247, 255))
        }
    }

    @Test func posterIsOneFrameOfThePlan() throws {
        try Sandbox.with { sb in
            try sb.run(["--state", "night", "--fps", "5", "--scale", "1", "--quiet", "frames"]).expectSuccess()
            try sb.run(["--state", "night", "--scale", "1", "--format", "poster", "--time", "0.2", "--quiet", "--output", "at.png"]).expectSuccess()
            try sb.run(["--state", "night", "--scale", "1", "--format", "poster", "--quiet", "end"]).expectSuccess()
            #expect(try sb.png("at.png") == sb.png("frames/frame_001.png"))
            let last = try #require(sb.listing().filter { $0.hasPrefix("frames/frame_") }.last)
            #expect(try sb.png("end/poster.png") == sb.png(last))
            #expect(try Self.manifest(sb, "end/frames.json")["files"] as? [String] == ["poster.png"])
            // --output writes that file only.
            #expect(!sb.listing().contains { $0.hasPrefix("at.png") && $0 != "at.png" })
        }
    }

    /// A run into a folder replaces what the earlier run there wrote, whatever its format.
    @Test func aNewFormatReplacesTheEarlierOutput() throws {
        try Sandbox.with { sb in
            try sb.run(Self.base + ["out"]).expectSuccess()
            try sb.write("mine", to: "out/notes.txt")
            try sb.run(Self.base + ["--format", "apng", "out"]).expectSuccess()
            #expect(sb.listing() == ["out", "out/animation.png", "out/frames.json", "out/notes.txt"])
            try sb.run(["--state", "night", "--scale", "1", "--format", "poster", "--quiet", "out"]).expectSuccess()
            #expect(sb.listing() == ["out", "out/frames.json", "out/notes.txt", "out/poster.png"])
        }
    }

    @Test(arguments: [
        (["--state", "night", "--frames", "3", "--loop", "2", "out"], "--loop does not apply to --format png"),
        (["--state", "night", "--frames", "3", "--format", "apng", "--time", "1", "out"], "--time does not apply"),
        (["--state", "night", "--format", "poster", "--frames", "3", "out"], "--frames does not apply to --format poster"),
        (["--state", "night", "--frames", "3", "--format", "gif", "out"], "--format"),
        (["--state", "night", "--frames", "3", "--format", "apng", "--output", "a.png", "out"], "not both"),
        (["--state", "night", "--frames", "3", "--output", "a.png"], "--output does not apply to --format png"),
        (["--state", "night", "--frames", "3"], "OUTDIR is required"),
        (["--state", "night", "--frames", "3", "--format", "apng"], "--output FILE"),
        (["--state", "night", "--frames", "3", "--format", "filmstrip", "--columns", "0", "out"], "--columns"),
        (["--state", "night", "--frames", "3", "--format", "apng", "--hold", "0", "out"], "--hold"),
        (["--state", "night", "--frames", "3", "--format", "apng", "--loop", "-1", "out"], "--loop"),
        (["--state", "night", "--format", "poster", "--time", "61", "out"], "--time"),
        (["--state", "night", "--format", "poster", "--at", "middle", "out"], "--at"),
        (["--state", "night", "--format", "poster", "--at", "end", "--time", "1", "out"], "cannot be used together"),
    ])
    func badOutputFlagsAreUsageErrors(arguments: [String], mention: String) throws {
        _ = try Sandbox.with { sb in try sb.fail(arguments, status: Exit.usage, mentions: [mention]) }
    }

    @Test func unwritableOutputFileFailsCleanly() throws {
        try Sandbox.with { sb in
            try sb.fail(["--state", "night", "--frames", "3", "--scale", "1", "--format", "apng", "--output", "missing/dir/a.png"],
                        status: Exit.cannotCreate, mentions: ["missing/dir/a.png"])
        }
    }
}
