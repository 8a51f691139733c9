import Raster
import Motion
import Symbols

/// Drawing one frame, back to front, in the card's points: the card, the symbol, the title.
extension SymbolMorphToggleScene {
    func draw(_ state: SymbolMorphFrameState, into canvas: inout Canvas) {
        // `.background(Color(.secondarySystemGroupedBackground), in: .rect(cornerRadius: 24))`.
        canvas.fill(Path.roundedRect(Rect(origin: .zero, size: cardSize), cornerRadius: SymbolMorphToggleLayout.cornerRadius),
                    with: colors.card)

        // One image view: both symbols of the transition take its current (animated) foreground colour.
        // A translucent colour (`.secondary` is 60 % opaque) applies to the symbol as a whole: drawn
        // opaque, then faded as one group, so the slash over the bell is not doubled where the
        // artwork's layers overlap (Apple's layers are unions that do not overlap).
        let color = Self.straight(state.color.drawn)
        let style = SymbolStyle(pointSize: layout.symbolSize, weight: Self.symbolWeight, mode: .hierarchical,
                                color: Color(red: color.red, green: color.green, blue: color.blue))
        let transition = animation.transition, anchor = layout.symbolAnchor
        switch state.symbols {
        case .effect(let layers):
            canvas.drawLayer(opacity: color.alpha) { group in
                SymbolRenderer.draw(layers, from: transition.from, to: transition.to, style: style, anchoredAt: anchor, into: &group)
            }
        case .crossFade(let fraction):
            for (symbol, opacity) in [(transition.from, 1 - fraction), (transition.to, fraction)] where opacity > 0 {
                canvas.drawLayer(opacity: opacity * color.alpha) { group in
                    SymbolRenderer.draw(symbol, style: style, anchoredAt: anchor, into: &group)
                }
            }
        }

        canvas.fill(titlePath, with: colors.title)
    }
}
