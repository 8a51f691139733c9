import Components
import Foundation
import HeadlessSwiftUI

/// A view that reads an `@Observable` model against the same view reading `@State` (issue 32): per frame
/// (display list and raster of an animated instant) and per change (the tap's evaluation, layout and
/// animation model), interleaved so both sides see the same machine, medians and their ratio; the day/night
/// demo's frame measured in the same rounds is the anchor the figures are set against.
@MainActor
func runModelBenchmark() async -> [String] {
    guard let state = try? await ModelBench.scene(ModelBench.StateBars()),
          let model = try? await ModelBench.scene(ModelBench.ModelBars()),
          let demo = try? await ComponentScenes.dayNightDemo(toNight: true, autoToggle: false, configuration: RenderConfiguration()) else {
        return ["Models: the bars or the day/night demo could not be rendered"]
    }
    var stateFrame: [Double] = [], modelFrame: [Double] = [], stateChange: [Double] = [], modelChange: [Double] = []
    var demoFrame: [Double] = []
    let times = (0..<30).map { state.settleTime * Double($0) / 29 }
    let demoTimes = (0..<30).map { demo.settleTime * Double($0) / 29 }
    for round in 0..<15 {
        // Alternate which side goes first.
        let sides: [(ViewScene, Bool)] = round % 2 == 0 ? [(state, false), (model, true)] : [(model, true), (state, false)]
        for (scene, isModel) in sides {
            var k = 0
            let frame = medianSeconds(runs: 31, warmup: 2) { _ = scene.render(at: times[k % 30]); k += 1 }
            if isModel { modelFrame.append(frame) } else { stateFrame.append(frame) }
        }
        var d = 0
        demoFrame.append(medianSeconds(runs: 31, warmup: 2) { _ = demo.render(at: demoTimes[d % 30]); d += 1 })
        for isModel in round % 2 == 0 ? [false, true] : [true, false] {
            let change = await medianSeconds(runs: 5, warmup: 1) {
                _ = try? await (isModel ? ModelBench.scene(ModelBench.ModelBars()) : ModelBench.scene(ModelBench.StateBars()))
            }
            if isModel { modelChange.append(change) } else { stateChange.append(change) }
        }
    }
    func median(_ v: [Double]) -> Double { v.sorted()[v.count / 2] }
    let (sf, mf, sc, mc) = (median(stateFrame), median(modelFrame), median(stateChange), median(modelChange))
    let df = median(demoFrame)
    func demoRatio(_ v: Double) -> String { String(format: "%.3f", v / df) }
    return [
        "Models: 24 bars read from @State vs an @Observable model (@3x, release, one core, medians of 15 interleaved rounds)",
        "  a frame (display list + raster): @State \(formatSeconds(sf)) (\(demoRatio(sf)) × the demo's frame), model \(formatSeconds(mf)) (\(demoRatio(mf)) ×; ratio \(String(format: "%.3f", mf / sf)))",
        "  a whole scene (evaluate, tap, lay out, animate): @State \(formatSeconds(sc)), model \(formatSeconds(mc)) (ratio \(String(format: "%.3f", mc / sc)))",
        "  day/night demo frame, the same rounds: \(formatSeconds(df))",
    ]
}

enum ModelBench {
    @Observable final class Levels { var wide = false }

    struct StateBars: View {
        @State private var wide = false
        var body: some View {
            VStack(alignment: .leading, spacing: 2) {
                Button("Grow") { withAnimation(.spring(duration: 0.5)) { wide.toggle() } }
                ForEach(0..<24, id: \.self) { i in Capsule().fill(Color.blue).frame(width: wide ? 200 : CGFloat(20 + i * 4), height: 6) }
            }
        }
    }

    struct ModelBars: View {
        @State private var levels = Levels()
        var body: some View {
            VStack(alignment: .leading, spacing: 2) {
                Button("Grow") { withAnimation(.spring(duration: 0.5)) { levels.wide.toggle() } }
                ForEach(0..<24, id: \.self) { i in Capsule().fill(Color.blue).frame(width: levels.wide ? 200 : CGFloat(20 + i * 4), height: 6) }
            }
        }
    }

    @MainActor static func scene<V: View>(_ view: V) async throws -> ViewScene {
        let host = ViewHost(view)
        host.tap("Grow")
        return try await host.makeScene()
    }
}
