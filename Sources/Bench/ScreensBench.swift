import Components
import Foundation
import HeadlessSwiftUI

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
    let setup = await medianSeconds(runs: 11) { _ = try? await ViewHost(FortyRowSettings(), configuration: configuration).makeScene() }
    let demoTimes = (0..<30).map { demo.settleTime * Double($0) / 29 }
    let pushTimes = (0..<30).map { push.settleTime * Double($0) / 29 }
    var k = 0
    let demoFrame = medianSeconds(runs: 31) { _ = demo.render(at: demoTimes[k % 30]); k += 1 }
    let stillFrame = medianSeconds(runs: 31) { _ = still.render(at: 0) }
    k = 0
    let pushFrame = medianSeconds(runs: 31) { _ = push.render(at: pushTimes[k % 30]); k += 1 }
    let ratio = { (x: Double) in String(format: "%.2f", x / demoFrame) }
    return [
        "Screens: a Settings screen of 40 rows on an iPhone 16 Pro @3x (release, one core, medians)",
        "  set up (evaluate, lay out, animation model): \(formatSeconds(setup)) (goal ≤ 50 ms)",
        "  frame, still:      \(formatSeconds(stillFrame)) (\(ratio(stillFrame)) × the day/night demo's frame; goal ≤ 1)",
        "  frame, mid-push:   \(formatSeconds(pushFrame)) (\(ratio(pushFrame)) × the demo's frame)",
        "  day/night demo frame (same run): \(formatSeconds(demoFrame))",
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
