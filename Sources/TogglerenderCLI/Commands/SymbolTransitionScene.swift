import Export
import Raster
import Symbols

/// One symbol effect as an ``AnimatedScene``, so `symbol-transition` writes its frames through the frame
/// exporter like every other command (parallel, all or nothing, with `frames.json`).
///
/// Time runs over the effect's duration; frame i of N is at progress i/(N−1).
struct SymbolTransitionScene: AnimatedScene {
    let transition: SymbolTransition
    let style: SymbolStyle
    let scale: Double
    let pixelSize: (width: Int, height: Int)

    init(transition: SymbolTransition, style: SymbolStyle, scale: Double) {
        self.transition = transition; self.style = style; self.scale = scale
        // Every frame shares the canvas that holds both symbols at the largest scale an effect reaches.
        let first = SymbolRenderer.image(of: transition, at: 0, style: style, scale: scale)
        pixelSize = (first.width, first.height)
    }

    var settleTime: Double { transition.duration }

    /// Seconds as the effect's own progress, 0…1.
    func progress(at time: Double) -> Double { settleTime > 0 ? min(1, max(0, time / settleTime)) : 1 }

    func render(at time: Double) -> Pixmap {
        SymbolRenderer.image(of: transition, at: progress(at: time), style: style, scale: scale)
    }

    func values(at time: Double) -> [(name: String, value: Double)] { [("progress", progress(at: time))] }

    /// Symbols are images; VoiceOver reads their names.
    var accessibilityDescription: String { "\(transition.from.name), then \(transition.to.name)" }
}
