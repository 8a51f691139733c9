import Foundation
import Testing
@testable import ImageIO
import Raster

/// Other programs read our APNGs as we do: `pngcheck` (Debian) accepts the container, and Pillow
/// (PyPI, an APNG decoder written independently of ours) shows the same pixels, delays and loop count.
/// Both come from `scripts/setup --test`; when one is missing these tests fail with that instruction.
@Suite struct APNGExternalCheckTests {
    /// A varied animation: transparency, cropped frames, a merged pair, a long last frame.
    private func sample(in dir: URL, opaque: Bool = false) throws -> (path: String, frames: [Pixmap], delaysMs: [Double]) {
        let pixmaps = (0..<6).map { APNGTestSupport.frame($0, opaque: opaque) }
        var frames = pixmaps.map { ($0, APNGDelay(seconds: 1, 20)) }
        frames.insert((pixmaps[2], APNGDelay(seconds: 1, 20)), at: 3)     // merged into frame 2: 1/10 s
        frames[frames.count - 1].1 = APNGDelay(seconds: 3, 2)
        let (path, _) = try APNGTestSupport.write(frames, loopCount: 4, opaque: opaque, in: dir, name: opaque ? "rgb.png" : "rgba.png")
        return (path, pixmaps, [50, 50, 100, 50, 50, 1500])
    }

    @Test(arguments: [false, true]) func pngcheckAcceptsTheFile(opaque: Bool) throws {
        let dir = try PNGTestImages.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let (path, _, _) = try sample(in: dir, opaque: opaque)
        let result = try APNGTestSupport.run("/usr/bin/pngcheck", ["-v", path])
        #expect(result.status == 0, "pngcheck: \(result.output) \(result.errors)")
        #expect(result.output.contains("acTL") && result.output.contains("fdAT"), "pngcheck read the APNG chunks: \(result.output)")
        #expect(result.output.contains("No errors detected"))
    }

    @Test(arguments: [false, true]) func pillowDecodesTheSamePixels(opaque: Bool) throws {
        let dir = try PNGTestImages.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let (path, frames, delaysMs) = try sample(in: dir, opaque: opaque)
        let report = try pillow(path, into: dir.appendingPathComponent("pillow"))
        #expect(report.width == 48 && report.height == 24 && report.isAnimated)
        #expect(report.frames == frames.count && report.loop == 4)
        #expect(report.durations == delaysMs)
        for (index, expected) in frames.enumerated() {
            let decoded = try PNGFile.read(dir.appendingPathComponent("pillow/frame_\(String(format: "%03d", index)).png").path)
            #expect(APNGTestSupport.difference(decoded, expected) == nil, "frame \(index) as Pillow shows it")
        }
    }

    @Test func pillowAgreesOnDisposeAndBlendOps() throws {
        let dir = try PNGTestImages.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let (bytes, expected) = try APNGTestSupport.handBuiltAPNG()
        let path = dir.appendingPathComponent("hand.png").path
        try AtomicFile.write(bytes, to: path)
        let report = try pillow(path, into: dir.appendingPathComponent("pillow"))
        #expect(report.frames == 4 && report.loop == 2 && report.durations == [250, 250, 250, 250])
        for index in 0..<4 {
            let decoded = try PNGFile.read(dir.appendingPathComponent("pillow/frame_00\(index).png").path)
            #expect(decoded.straightRGBA() == expected[index], "frame \(index) as Pillow shows it")
        }
    }

    private struct PillowReport: Decodable {
        let width: Int, height: Int, frames: Int, isAnimated: Bool, loop: Int?, durations: [Double]
    }

    /// Runs scripts/apng-frames.py in the venv: frames to `folder`, the report from its JSON line.
    private func pillow(_ path: String, into folder: URL) throws -> PillowReport {
        let script = APNGTestSupport.packageRoot.appendingPathComponent("scripts/apng-frames.py").path
        let result = try APNGTestSupport.run(APNGTestSupport.python, [script, path, folder.path])
        try #require(result.status == 0, "apng-frames.py failed: \(result.errors)")
        return try JSONDecoder().decode(PillowReport.self, from: Data(result.output.utf8))
    }
}
