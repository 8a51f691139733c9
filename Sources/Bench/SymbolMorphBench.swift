import Components
import Foundation
import ImageIO
import Raster

/// Per-frame cost of the symbol morph at @3x on one core: a card (the seed's Alerts switching off) and the
/// 2×2 demo grid on an iPhone 16 Pro (1206 × 2622 px), render and encode, medians over a 20-frame change.
func runSymbolMorphBenchmark() -> [String] {
    let environment = RenderEnvironment(scale: 3)
    guard let card = try? SymbolMorphToggleScene(toggle: .alerts, toOn: false, environment: environment),
          let demo = try? SymbolMorphToggleDemoScene(toOn: false, environment: environment) else {
        return ["Symbol morph: the scenes could not be built (fonts or symbols missing?)"]
    }
    let options = PNGOptions.default.withScale(3)
    func figures(_ name: String, _ scene: any AnimatedScene, runs: Int) -> [String] {
        let times = (0..<20).map { scene.settleTime * Double($0) / 19 }
        let frames = times.map { scene.render(at: $0) }
        var k = 0
        let render = medianSeconds(runs: runs) { _ = scene.render(at: times[k % 20]); k += 1 }
        k = 0
        let encode = medianSeconds(runs: runs) { _ = try? PNGEncoder.encode(frames[k % 20], options: options); k += 1 }
        return ["  \(name) (\(scene.pixelSize.width)×\(scene.pixelSize.height) px): render \(formatSeconds(render)), encode \(formatSeconds(encode)) a frame"]
    }
    return ["Symbol morph @3x (release, one core, medians over a 20-frame change)"]
        + figures("card", card, runs: 41) + figures("demo grid", demo, runs: 11)
}
