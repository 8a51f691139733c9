import Raster
import Motion
import Symbols

/// Drawing one frame: the seed's `ZStack` from back to front. The parts that never change are painted
/// from ``DayNightToggleArtwork`` moved by `shift` (the whole pixels between this canvas's origin for the
/// component and the scene's own); the knob is drawn in `canvas.transform` (the component frame's points).
extension DayNightToggleScene {
    func draw(_ state: DayNightToggleFrameState, into canvas: inout Canvas, shift: (x: Int, y: Int)) {
        // `Capsule().fill(Self.day)`, then `Capsule().fill(Self.night).opacity(isNight ? 1 : 0)`: one shape,
        // so fill opacity is the subtree's opacity; it cross-fades over the day capsule.
        // Both are top-to-bottom gradients: row layers, painted in one pass.
        if let capsule = artwork.capsule {
            var layers = [(paint: artwork.day, opacity: 1.0)]
            let night = state.nightOpacity.drawn
            if night > 0 { layers.append((artwork.night, night)) }
            canvas.fill(capsule, with: RowLayers(layers, transform: capsule.transform)!, offsetX: shift.x, offsetY: shift.y)
        }
        // `scenery(isNight:knob:)`: the sparkles and the cloud, each group under its own opacity.
        for (picture, opacity) in [(artwork.stars, state.starsOpacity.drawn), (artwork.cloud, state.cloudOpacity.drawn)] {
            guard let picture, opacity > 0 else { continue }
            canvas.drawPixmap(picture.pixmap, atX: picture.x + shift.x, y: picture.y + shift.y, opacity: opacity)
        }
        drawKnob(state, into: &canvas)
    }

    /// The knob: `Circle().fill(…)` with the symbol as `.overlay`, then `.shadow(…)`, so the shadow is of
    /// the circle and its symbol together. The old symbol keeps the old colour and the new one takes the
    /// new colour, so the `from` and `to` layers of the replace are drawn with their own styles.
    func drawKnob(_ state: DayNightToggleFrameState, into canvas: inout Canvas) {
        let center = layout.knobCenter(progress: state.knobProgress, direction: environment.layoutDirection)
        let fill = state.knobFill.drawn
        let knobColor = PremultipliedColor(r: Float(fill.red), g: Float(fill.green), b: Float(fill.blue),
                                           a: Float(fill.alpha)).unpremultiplied
        let transition = symbols.knobTransition
        let size = layout.knobSymbolSize
        let fromStyle = SymbolStyle(pointSize: size, color: toNight ? colors.sun : colors.moon)
        let toStyle = SymbolStyle(pointSize: size, color: toNight ? colors.moon : colors.sun)
        let layers = transition.layers(at: state.symbolPhase)

        // The drawing is opaque over the whole circle (the symbol lies inside it), so its shadow is the circle's.
        canvas.drawWithShadow(of: artwork.knobShadow, center: center, color: colors.shadow,
                              offset: DayNightToggleLayout.shadowOffset) { knob in
            knob.fill(Path.circle(center: center, radius: layout.knobDiameter / 2), with: knobColor)
            SymbolRenderer.draw(layers.filter { $0.source == .from }, from: transition.from, to: transition.to,
                                style: fromStyle, anchoredAt: center, into: &knob)
            SymbolRenderer.draw(layers.filter { $0.source == .to }, from: transition.from, to: transition.to,
                                style: toStyle, anchoredAt: center, into: &knob)
        }
    }
}
