import Components
import Foundation
import HeadlessSwiftUI
import ImageIO

/// Per-frame cost of the day/night toggle at @3x on one core: building the scene, rendering a frame and
/// PNG-encoding it, medians over the frames of a 30-frame transition (issue 16's target: render + encode
/// ≤ 1.8 ms a frame on one core, of which zlib's deflate is about 1.2 ms).
@MainActor
func runDayNightBenchmark() async -> [String] {
    let configuration = RenderConfiguration()
    guard let scene = try? await ComponentScenes.dayNightToggle(toNight: true, configuration: configuration) else {
        return ["Day/night: the scene could not be built (fonts or symbols missing?)"]
    }
    let setUp = await medianSeconds(runs: 21) { _ = try? await ComponentScenes.dayNightToggle(toNight: true, configuration: configuration) }
    let times = (0..<30).map { scene.settleTime * Double($0) / 29 }
    let frames = times.map { scene.render(at: $0) }
    let options = PNGOptions.default.withScale(3)
    var k = 0
    let render = medianSeconds(runs: 91) { _ = scene.render(at: times[k % 30]); k += 1 }
    k = 0
    let encode = medianSeconds(runs: 91) { _ = try? PNGEncoder.encode(frames[k % 30], options: options); k += 1 }
    return [
        "Day/night toggle @3x (\(scene.pixelSize.width)×\(scene.pixelSize.height) px, release, one core, medians over the 30 frames)",
        "  scene set-up:    \(formatSeconds(setUp))",
        "  render:          \(formatSeconds(render)) a frame",
        "  encode:          \(formatSeconds(encode)) a frame",
        "  render + encode: \(formatSeconds(render + encode)) a frame (goal ≤ 1.8 ms)",
    ]
}
