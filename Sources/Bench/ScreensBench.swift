import Components
import Foundation
@_spi(Benchmarks) import HeadlessSwiftUI

/// A Settings screen of 40 rows (a navigation stack over a form of eight sections: toggles, menu pickers,
/// steppers, sliders, text, links) on an iPhone 16 Pro at @3x: what setting it up costs (evaluation, layout,
/// the animation model: `makeScene`) and what a frame of it costs, still and mid-push, against the day/night
/// demo's frame measured in the same run (issue 31: setup ≤ 50 ms, a frame ≤ the demo's).
@MainActor
func runScreensBenchmark() async -> [String] {
    var configuration = RenderConfiguration()
    configuration.screen = DeviceScreen.iPhone16Pro.renderScreen
    guard let demo = try? await ComponentScenes.dayNightDemo(toNight: true, autoToggle: false, configuration: configuration),
          let still = try? await ViewHost(FortyRowSettings(), configuration: configuration).makeScene() else {
        return ["Screens: the scenes could not be built (fonts or symbols missing?)"]
    }
    let pushHost = ViewHost(FortyRowSettings(), configuration: configuration)
    pushHost.tap("Link 1")
    guard let push = try? await pushHost.makeScene() else { return ["Screens: the push could not be built"] }
    let flipHost = ViewHost(FortyRowSettings(), configuration: configuration)
    flipHost.tap("Option 1")
    guard let flip = try? await flipHost.makeScene() else { return ["Screens: the toggle flip could not be built"] }
    let setup = await medianSeconds(runs: 11) { _ = try? await ViewHost(FortyRowSettings(), configuration: configuration).makeScene() }
    let demoTimes = (0..<30).map { demo.settleTime * Double($0) / 29 }
    let pushTimes = (0..<30).map { push.settleTime * Double($0) / 29 }
    var k = 0
    let flipTimes = (0..<30).map { flip.settleTime * Double($0 + 1) / 31 }
    // Each scene's frozen layer is built by its first frame, before the timed runs (the warm-up).
    let demoFrame = medianSeconds(runs: 31) { _ = demo.render(at: demoTimes[k % 30]); k += 1 }
    k = 0
    let demoWhole = medianSeconds(runs: 31) { _ = demo.renderDrawingEverything(at: demoTimes[k % 30]); k += 1 }
    let stillFrame = medianSeconds(runs: 31) { _ = still.render(at: 0) }
    let stillWhole = medianSeconds(runs: 31) { _ = still.renderDrawingEverything(at: 0) }
    k = 0
    let flipFrame = medianSeconds(runs: 31) { _ = flip.render(at: flipTimes[k % 30]); k += 1 }
    k = 0
    let flipWhole = medianSeconds(runs: 31) { _ = flip.renderDrawingEverything(at: flipTimes[k % 30]); k += 1 }
    k = 0
    let pushFrame = medianSeconds(runs: 31) { _ = push.render(at: pushTimes[k % 30]); k += 1 }
    let ratio = { (x: Double) in String(format: "%.2f", x / demoFrame) }
    func row(_ name: String, _ frame: Double, whole: Double? = nil) -> String {
        let drawn = whole.map { "; drawn whole \(formatSeconds($0)), \(ratio($0)) ×" } ?? ""
        return "  frame, \(name) \(formatSeconds(frame)) (\(ratio(frame)) × the day/night demo's frame\(drawn))"
    }
    return [
        "Screens: a Settings screen of 40 rows on an iPhone 16 Pro @3x (release, one core, medians)",
        "  set up (evaluate, lay out, animation model): \(formatSeconds(setup)) (goal ≤ 50 ms)",
        row("still:          ", stillFrame, whole: stillWhole) + " (goal ≤ 1 ×)",
        row("mid toggle flip:", flipFrame, whole: flipWhole),
        row("mid-push:       ", pushFrame),
        "  day/night demo frame (same run): \(formatSeconds(demoFrame)) (drawn whole \(formatSeconds(demoWhole)))",
    ]
}

/// Eight sections of five rows under a large title.
struct FortyRowSettings: View {
    @State private var flags = Array(repeating: true, count: 8)
    @State private var choice = 0
    @State private var count = 3
    @State private var level = 0.5

    var body: some View {
        NavigationStack {
            Form {
                ForEach(0..<8, id: \.self) { s in
                    Section {
                        Toggle("Option \(s)", isOn: $flags[s])
                        Picker("Choice \(s)", selection: $choice) { Text("First").tag(0); Text("Second").tag(1) }
                        Stepper("Count \(s): \(count)", value: $count, in: 0...9)
                        Slider(value: $level) { Text("Level \(s)") }
                        NavigationLink("Link \(s)") { Text("Detail \(s)").navigationTitle("Detail") }
                    } header: {
                        Text("Section \(s)")
                    } footer: {
                        Text("What section \(s) changes.")
                    }
                }
            }
            .navigationTitle("Settings")
        }
    }
}
