import Components
import Foundation
import HeadlessSwiftUI
import ImageIO

/// APNG figures for the day/night transition at @3x, 30 frames as `--frames 30` plans them: the file's
/// size against the 30 PNG frames it replaces, and the time to encode and write it (frames rendered
/// beforehand, so this is the writer alone), transparent (RGBA) and on an opaque background (RGB).
@MainActor
func runAPNGBenchmark() async -> [String] {
    var lines = ["APNG, day/night toggle @3x, 30 frames (release, median of 9)"]
    for background in [nil, Color.white] {
        var configuration = RenderConfiguration()
        configuration.background = background
        guard let scene = try? await ComponentScenes.dayNightToggle(toNight: true, configuration: configuration) else {
            return ["APNG: the scene could not be built (fonts or symbols missing?)"]
        }
        let frames = (0..<30).map { scene.render(at: scene.settleTime * Double($0) / 29) }
        let options = PNGOptions().withScale(3)
        let pngBytes = frames.reduce(0) { $0 + ((try? PNGEncoder.encode($1, options: options))?.count ?? 0) }
        let path = NSTemporaryDirectory() + "/togglerender-bench-\(getpid()).png"
        defer { unlink(path) }
        let delay = APNGDelay(approximatingSeconds: scene.settleTime / 29)
        var failed = false
        let seconds = medianSeconds(runs: 9, warmup: 1) {
            do {
                let writer = try APNGWriter(path: path, width: frames[0].width, height: frames[0].height,
                                            opaque: background != nil, options: options)
                for frame in frames { try writer.append(frame, delay: delay) }
                try writer.finish()
            } catch { failed = true }
        }
        let apngBytes = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        let kind = background == nil ? "transparent, RGBA" : "white background, RGB"
        lines.append("  \(kind): APNG \(apngBytes) B vs 30 PNGs \(pngBytes) B (\(String(format: "%.0f", 100 * Double(apngBytes) / Double(pngBytes))) %), "
                     + "encode + write \(formatSeconds(seconds)) (\(formatSeconds(seconds / 30)) a frame)\(failed ? " — FAILED" : "")")
    }
    return lines
}
