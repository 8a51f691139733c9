import Components
import Foundation
import ImageIO
import Raster

/// Per-frame cost of the day/night toggle at @3x: rendering and PNG encoding, medians over the
/// frames of a 30-frame transition (issue 6's targets: render + encode ≤ 1 ms a frame on one core).
func runDayNightBenchmark() -> [String] {
    guard let scene = try? DayNightToggleScene(toNight: true, environment: RenderEnvironment(scale: 3)) else {
        return ["Day/night: the scene could not be built (fonts or symbols missing?)"]
    }
    let times = (0..<30).map { scene.settleTime * Double($0) / 29 }
    var k = 0
    let render = medianSeconds(runs: 31) { _ = scene.render(at: times[k % 30]); k += 1 }
    let frame = scene.render(at: times[10])
    let encode = medianSeconds(runs: 31) { _ = try? PNGEncoder.encode(frame) }
    return [
        "Day/night toggle @3x (\(scene.pixelSize.width)×\(scene.pixelSize.height) px, release, median of 31)",
        "  render: \(formatSeconds(render)) a frame",
        "  encode: \(formatSeconds(encode)) a frame",
    ]
}
