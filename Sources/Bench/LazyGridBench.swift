import Components
import Foundation
import HeadlessSwiftUI

/// 200 rounded cells in a `LazyVGrid` of adaptive columns that reflow under a spring (20 → 28 pt minimum).
struct LazyGridBenchView: View {
    @State private var wide = false
    var body: some View {
        VStack(spacing: 8) {
            Text("Reflow").onTapGesture { withAnimation(.spring(duration: 0.5)) { wide.toggle() } }
            LazyVGrid(columns: [GridItem(.adaptive(minimum: wide ? 28 : 20), spacing: 4)], spacing: 4) {
                ForEach(0..<200, id: \.self) { i in
                    RoundedRectangle(cornerRadius: 4).fill(Color(hue: Double(i % 20) / 20, saturation: 0.6, brightness: 0.9))
                        .frame(height: 20)
                }
            }
        }
        .padding(.horizontal, 16)
    }
}

/// The lazy grid's cost per frame at @3x on an iPhone 16 Pro screen beside the day/night demo's frame,
/// the two frames timed in turns in the same run (release, one core, medians): evaluating and laying out
/// one state, and per frame animating every cell, building the display list and rasterizing.
@MainActor
func runLazyGridBenchmark() async -> [String] {
    var configuration = RenderConfiguration()
    configuration.screen = DeviceScreen.iPhone16Pro.renderScreen
    let host = ViewHost(LazyGridBenchView(), configuration: configuration)
    host.tap("Reflow")
    guard let grid = try? await host.makeScene(),
          let views = try? ViewHost.layoutCost(of: LazyGridBenchView(), configuration: configuration),
          let demo = try? await ComponentScenes.dayNightDemo(toNight: true, autoToggle: false, configuration: configuration) else {
        return ["Lazy grid: the scenes could not be built (fonts or symbols missing?)"]
    }
    let gridTimes = (0..<30).map { grid.settleTime * Double($0) / 29 }
    let demoTimes = (0..<30).map { demo.settleTime * Double($0) / 29 }
    let evaluate = medianSeconds(runs: 21) { _ = try? ViewHost.layoutCost(of: LazyGridBenchView(), configuration: configuration) }
    var k = 0
    let displayList = medianSeconds(runs: 61) { _ = grid.displayList(at: gridTimes[k % 30]); k += 1 }
    // The grid's frame and the demo's frame, in turns.
    let clock = ContinuousClock()
    var gridFrames: [Double] = [], demoFrames: [Double] = []
    func seconds(_ d: Duration) -> Double { Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18 }
    for i in 0..<63 {
        let g = clock.measure { _ = grid.render(at: gridTimes[i % 30]) }
        let d = clock.measure { _ = demo.render(at: demoTimes[i % 30]) }
        if i >= 3 { gridFrames.append(seconds(g)); demoFrames.append(seconds(d)) }
    }
    let gridFrame = gridFrames.sorted()[gridFrames.count / 2], demoFrame = demoFrames.sorted()[demoFrames.count / 2]
    return [
        "Lazy grid of 200 cells reflowing @3x (\(views) views; release, one core, medians; the day/night demo's frame in turns)",
        "  evaluate + lay out one state: \(formatSeconds(evaluate))",
        "  animate + display list:       \(formatSeconds(displayList)) a frame",
        "  frame (display list + raster): \(formatSeconds(gridFrame)) (\(String(format: "%.2f", gridFrame / demoFrame)) × the demo's frame)",
        "  day/night demo frame:         \(formatSeconds(demoFrame))",
    ]
}
