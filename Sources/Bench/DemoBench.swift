import Components
import Export
import Foundation
import HeadlessSwiftUI
import ImageIO
import Raster

/// The demo screens at @3x (iPhone 16 Pro, 1206 × 2622 px) on one core: what a frame costs to render and to
/// encode as PNG. The frames measured are ones where every row changes (the day/night screen's cross-fade;
/// all four cards of the grid switching), each encoded alone, without reusing an earlier frame: the
/// costliest frames. The same screens, drawn by pycairo, are the anchor `scripts/bench` compares with.
enum DemoBench {
    struct Screen {
        /// The name `scripts/cairo-reference.py` prints for the same screen.
        let name: String
        let scene: any AnimatedScene
        /// Times whose frames change every row.
        let times: [Double]
    }

    @MainActor
    static func screens() async -> [Screen]? {
        var configuration = RenderConfiguration()
        configuration.screen = DeviceScreen.iPhone16Pro.renderScreen
        guard let dayNight = try? await ComponentScenes.dayNightDemo(toNight: true, autoToggle: false, configuration: configuration),
              let grid = try? await ComponentScenes.symbolMorphDemo(toOn: false, toggled: SymbolMorphCard.demo.map(\.card.title),
                                                                    configuration: configuration) else { return nil }
        // The screen's cross-fade (the seed's `.easeInOut(duration: 0.55)`); the cards' change, the grid's settle time.
        let crossFade = 0.55
        return [Screen(name: "day-night-demo", scene: dayNight, times: (0..<15).map { crossFade * (Double($0) + 0.5) / 15 }),
                Screen(name: "symbol-morph-demo", scene: grid, times: (0..<15).map { grid.settleTime * (Double($0) + 0.5) / 15 })]
    }

    /// Median seconds a frame of `screen` takes to render, and to encode (alone), over its frames: each frame
    /// rendered, encoded and dropped in turn, as an export does (so freed buffers are reused the same way).
    static func cost(of screen: Screen, runs: Int) -> (render: Double, encode: Double, fastest: Double) {
        let options = PNGOptions.default.withScale(3)
        let clock = ContinuousClock()
        var render: [Duration] = [], encode: [Duration] = []
        for k in -2..<runs {   // two warm-up frames
            let start = clock.now
            let frame = screen.scene.render(at: screen.times[(k + screen.times.count) % screen.times.count])
            let rendered = clock.now
            _ = try? PNGEncoder.encode(frame, options: options)
            if k >= 0 { render.append(rendered - start); encode.append(clock.now - rendered) }
        }
        func seconds(_ d: Duration) -> Double { Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18 }
        func median(_ d: [Duration]) -> Double { seconds(d.sorted()[d.count / 2]) }
        return (median(render), median(encode), zip(render, encode).map { seconds($0 + $1) }.min()!)
    }

    /// One line a screen, "day-night-demo 12.34": render + encode in milliseconds, for `scripts/bench`
    /// (which runs this and the pycairo reference in turns and prints the ratio).
    @MainActor
    static func frameLines() async -> [String] {
        guard let screens = await screens() else { return ["demo screens could not be built (fonts or symbols missing?)"] }
        return screens.map { screen in
            let c = cost(of: screen, runs: 15)
            return "\(screen.name) \(String(format: "%.2f", (c.render + c.encode) * 1000))"
        }
    }

    /// The report's section: render and encode apart, and a whole change encoded frame after frame, each
    /// frame reusing the segments of the one before (as the exporter does).
    @MainActor
    static func report() async -> [String] {
        guard let screens = await screens() else { return ["Demo screens: could not be built (fonts or symbols missing?)"] }
        var lines = ["Demo screens @3x (1206×2622 px, release, one core; frames where every row changes, medians)"]
        for screen in screens {
            let c = cost(of: screen, runs: 31)
            lines.append("  \(screen.name): render \(formatSeconds(c.render)) + encode \(formatSeconds(c.encode)) = \(formatSeconds(c.render + c.encode)) a frame"
                         + " (fastest frame \(formatSeconds(c.fastest)))")
        }
        let scene = screens[0].scene
        let options = PNGOptions.default.withScale(3)
        let frames = (0..<30).map { scene.render(at: scene.settleTime * Double($0) / 29) }
        var reused = 0, segments = 0
        let sequence = medianSeconds(runs: 5, warmup: 1) {
            var earlier: PNGEncoding?
            reused = 0; segments = 0
            for frame in frames {
                guard let encoding = try? PNGEncoding(frame, options: options, reusing: earlier, keepingRows: true) else { return }
                encoding.compressAllSegments()
                _ = encoding.pngFile()
                reused += encoding.reusedSegments; segments += encoding.segmentCount
                earlier = encoding
            }
        }
        lines.append("  day-night-demo, the 30 frames of a change encoded in turn: \(formatSeconds(sequence / 30)) a frame "
                     + "(\(reused) of \(segments) segments reused from the frame before)")
        return lines
    }
}
