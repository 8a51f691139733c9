import Components
import Foundation
import HeadlessSwiftUI

/// A chart of 500 bars drawn in one `Canvas` (gradient bars in a layer, a grid and a scale drawn as text),
/// at a phase that moves the bars: what a frame of a Canvas animation costs when its view is evaluated,
/// laid out (the renderer runs) and drawn anew for every frame, as a Canvas reading a changing value is.
struct CanvasBenchChart: View {
    var phase: Double
    var body: some View {
        Canvas { context, size in
            let n = 500
            let slot = size.width / CGFloat(n)
            for step in 0...4 {
                let y = size.height - 16 - (size.height - 20) * CGFloat(step) / 4
                var line = Path()
                line.move(to: CGPoint(x: 24, y: y))
                line.addLine(to: CGPoint(x: size.width, y: y))
                context.stroke(line, with: .color(.gray.opacity(0.3)), lineWidth: 0.5)
                context.draw(Text("\(step * 25)").font(.caption2), at: CGPoint(x: 20, y: y), anchor: .trailing)
            }
            let gradient = Gradient(colors: [.teal, .blue, .indigo])
            context.drawLayer { bars in
                for i in 0..<n {
                    let v = 0.5 + 0.45 * sin(Double(i) * 0.05 + phase)
                    let h = (size.height - 20) * CGFloat(v)
                    bars.fill(Path(CGRect(x: CGFloat(i) * slot, y: size.height - 16 - h, width: slot * 0.7, height: h)),
                              with: .linearGradient(gradient, startPoint: .zero, endPoint: CGPoint(x: 0, y: size.height)))
                }
            }
        }
        .frame(width: 360, height: 200)
    }
}

/// The 500-bar canvas's frame beside the day/night demo's, the two timed in turns in the same run
/// (release, one core, @3x, medians of interleaved rounds, each side first in alternate rounds): a whole
/// frame (evaluate, lay out and record the drawing, build the scene, display list and raster), and its
/// parts: evaluate + lay out alone, and drawing a built scene (display list + raster).
@MainActor
func runCanvasBenchmark() async -> [String] {
    var configuration = RenderConfiguration()
    configuration.scale = 3
    guard let demo = try? await ComponentScenes.dayNightDemo(toNight: true, autoToggle: false, configuration: configuration),
          let sample = try? await ViewHost(CanvasBenchChart(phase: 0), configuration: configuration).makeScene() else {
        return ["Canvas chart: the scenes could not be built (fonts or symbols missing?)"]
    }
    let demoTimes = (0..<30).map { demo.settleTime * Double($0) / 29 }
    var frames: [Double] = [], demoFrames: [Double] = []
    var phase = 0.0, k = 0
    func canvasFrame() async {
        phase += 0.1
        if let scene = try? await ViewHost(CanvasBenchChart(phase: phase), configuration: configuration).makeScene() {
            _ = scene.render(at: 0)
        }
    }
    func demoFrame() { _ = demo.render(at: demoTimes[k % 30]); k += 1 }
    for round in 0..<15 {
        if round % 2 == 0 {
            frames.append(await medianSeconds(runs: 7, warmup: 1) { await canvasFrame() })
            demoFrames.append(medianSeconds(runs: 7, warmup: 1) { demoFrame() })
        } else {
            demoFrames.append(medianSeconds(runs: 7, warmup: 1) { demoFrame() })
            frames.append(await medianSeconds(runs: 7, warmup: 1) { await canvasFrame() })
        }
    }
    let evaluate = medianSeconds(runs: 21) { phase += 0.1; _ = try? ViewHost.layoutCost(of: CanvasBenchChart(phase: phase), configuration: configuration) }
    let draw = medianSeconds(runs: 21) { _ = sample.render(at: 0) }
    func median(_ v: [Double]) -> Double { v.sorted()[v.count / 2] }
    let frame = median(frames), anchor = median(demoFrames)
    return [
        "Canvas chart of 500 bars @3x, evaluated, laid out and drawn per frame (release, one core, medians of 15 interleaved rounds; the day/night demo's frame in turns)",
        "  frame (evaluate + lay out + record + scene + raster): \(formatSeconds(frame)) (\(String(format: "%.2f", frame / anchor)) × the demo's frame)",
        "  evaluate + lay out (the renderer records 500 bars): \(formatSeconds(evaluate))",
        "  display list + raster of a built scene:              \(formatSeconds(draw))",
        "  day/night demo frame:                                \(formatSeconds(anchor))",
    ]
}
