import Components
import Export
import Foundation
import HeadlessSwiftUI
import ImageIO

/// Per-frame cost of the symbol morph at @3x on one core: a card (the seed's Alerts switching off) and the
/// 2×2 demo grid on an iPhone 16 Pro (1206 × 2622 px), render and encode, medians over a 20-frame change.
@MainActor
func runSymbolMorphBenchmark() async -> [String] {
    var screen = RenderConfiguration()
    screen.screen = DeviceScreen.iPhone16Pro.renderScreen
    guard let card = try? await ComponentScenes.symbolMorphCard(.alerts, toOn: false, width: 174, configuration: RenderConfiguration()),
          let demo = try? await ComponentScenes.symbolMorphDemo(toOn: false, toggled: SymbolMorphCard.demo.map(\.card.title),
                                                                 configuration: screen) else {
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
