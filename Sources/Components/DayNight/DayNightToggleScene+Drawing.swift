import Raster
import Motion
import Symbols

/// Drawing one frame: the seed's `ZStack` from back to front, in the component frame's points.
extension DayNightToggleScene {
    func draw(_ state: DayNightToggleFrameState, into canvas: inout Canvas) {
        let frame = Rect(origin: .zero, size: layout.size)
        let capsule = Path.capsule(in: frame)

        // `Capsule().fill(Self.day)`.
        canvas.fill(capsule, with: gradient(colors.dayTop, colors.dayBottom))
        // `Capsule().fill(Self.night).opacity(isNight ? 1 : 0)`: one shape, so fill opacity is the
        // subtree's opacity; it cross-fades over the day capsule.
        let night = state.nightOpacity.drawn
        if night > 0 {
            canvas.fill(capsule, with: gradient(colors.nightTop, colors.nightBottom), opacity: night)
        }

        drawScenery(state, into: &canvas)
        drawKnob(state, into: &canvas)
    }

    /// A top-to-bottom gradient over the component frame (`startPoint: .top, endPoint: .bottom`).
    func gradient(_ top: Color, _ bottom: Color) -> Paint {
        .linearGradient(LinearGradient(start: Point(0, 0), end: Point(0, layout.height),
                                       ramp: ColorRamp(colors: [top, bottom])))
    }

    /// `scenery(isNight:knob:)`: the sparkles' HStack and the cloud, white, each subtree under its own
    /// opacity (drawn as a layer, so the two sparkles fade as one group, as SwiftUI's `.opacity` does).
    func drawScenery(_ state: DayNightToggleFrameState, into canvas: inout Canvas) {
        let large = SymbolStyle(pointSize: layout.largeSparkleSize, color: colors.scenery)
        let small = SymbolStyle(pointSize: layout.smallSparkleSize, color: colors.scenery)
        let cloud = SymbolStyle(pointSize: layout.cloudSize, color: colors.scenery)
        func width(_ symbol: Symbol, _ style: SymbolStyle) -> Double {
            SymbolRenderer.imageBox(of: symbol, style: style).width * style.unitScale
        }
        let anchors = layout.sceneryAnchors(
            largeSparkleWidth: width(symbols.sparkle, large), smallSparkleWidth: width(symbols.sparkle, small),
            cloudWidth: width(symbols.cloud, cloud), direction: environment.layoutDirection)

        let stars = state.starsOpacity.drawn
        if stars > 0 {
            canvas.drawLayer(opacity: stars) { layer in
                SymbolRenderer.draw(symbols.sparkle, style: large, anchoredAt: anchors.largeSparkle, into: &layer)
                SymbolRenderer.draw(symbols.sparkle, style: small, anchoredAt: anchors.smallSparkle, into: &layer)
            }
        }
        let clouds = state.cloudOpacity.drawn
        if clouds > 0 {
            canvas.drawLayer(opacity: clouds) { layer in
                SymbolRenderer.draw(symbols.cloud, style: cloud, anchoredAt: anchors.cloud, into: &layer)
            }
        }
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

        canvas.drawWithShadow(color: colors.shadow, sigma: DayNightToggleLayout.shadowRadius,
                              offset: DayNightToggleLayout.shadowOffset) { knob in
            knob.fill(Path.circle(center: center, radius: layout.knobDiameter / 2), with: knobColor)
            SymbolRenderer.draw(layers.filter { $0.source == .from }, from: transition.from, to: transition.to,
                                style: fromStyle, anchoredAt: center, into: &knob)
            SymbolRenderer.draw(layers.filter { $0.source == .to }, from: transition.from, to: transition.to,
                                style: toStyle, anchoredAt: center, into: &knob)
        }
    }
}
