import Components
import Foundation
import HeadlessSwiftUI

/// The view layer's own cost, without rasterizing, for the day/night demo (a tree of about 60 views on an
/// iPhone 16 Pro at @3x): per change, evaluating the views and laying them out; per frame, sampling every
/// animated value and building the display list; against the frame's raster time, measured in the same run.
@MainActor
func runViewLayerBenchmark() async -> [String] {
    var configuration = RenderConfiguration()
    configuration.screen = DeviceScreen.iPhone16Pro.renderScreen
    guard let scene = try? await ComponentScenes.dayNightDemo(toNight: true, autoToggle: false, configuration: configuration),
          let layout = try? ViewHost.layoutCost(of: DayNightDemoBenchView(), configuration: configuration) else {
        return ["View layer: the demo could not be built (fonts or symbols missing?)"]
    }
    let times = (0..<30).map { scene.settleTime * Double($0) / 29 }
    var k = 0
    let evaluate = medianSeconds(runs: 41) { _ = try? ViewHost.layoutCost(of: DayNightDemoBenchView(), configuration: configuration) }
    k = 0
    let displayList = medianSeconds(runs: 201) { _ = scene.displayList(at: times[k % 30]); k += 1 }
    k = 0
    let render = medianSeconds(runs: 31) { _ = scene.render(at: times[k % 30]); k += 1 }
    return [
        "View layer, day/night demo @3x (\(layout) views; release, one core, medians)",
        "  evaluate + lay out one state: \(formatSeconds(evaluate)) (once per change)",
        "  animate + display list:       \(formatSeconds(displayList)) a frame (\(String(format: "%.1f", 100 * displayList / render)) % of the frame's raster time)",
        "  rasterize (same run):         \(formatSeconds(render)) a frame",
    ]
}
