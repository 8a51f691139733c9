import Raster
import Motion
import Symbols
import Typesetting

/// One `SymbolMorphToggle` card switching once, drawn frame by frame: an ``AnimatedScene``.
///
/// `toOn: true` is the change from off to on (`--state on`), false the reverse. Everything is resolved
/// here once (symbols at medium weight, colours, the title's lines, the layout at the Dynamic Type
/// size, the pixel placement), so ``render(at:)`` is a pure function of time.
public struct SymbolMorphToggleScene: ComponentScene {
    /// Card widths accepted, in points.
    public static let widthRange = 1.0...2048.0
    /// The width one grid cell has in the demo on the default device: (402 − 2·20 − 14) / 2 = 174 pt.
    public static let defaultWidth = SymbolMorphToggleDemoLayout(screen: .iPhone16Pro).cellWidth
    /// `.font(.system(size: symbolSize, weight: .medium))`.
    public static let symbolWeight = SymbolWeight.medium

    public let toggle: SymbolMorphToggle
    public let toOn: Bool
    public let environment: RenderEnvironment
    public let dynamicType: DynamicTypeSize
    /// What fills the canvas under the card; nil leaves it transparent.
    public let background: Color?
    /// The geometry at this width and Dynamic Type size, in points.
    public let layout: SymbolMorphToggleLayout
    /// The colour and symbol change over time.
    public let animation: SymbolMorphToggleAnimation

    /// The card's size in pixels, each edge on the pixel grid (as SwiftUI places a view).
    let cardPixels: (width: Int, height: Int)
    /// The title's outline in card points, and its colour.
    let titlePath: Path
    let colors: SymbolMorphToggleColors
    /// The card's origin on the canvas, in whole pixels, and the canvas size.
    let originPixels: (x: Int, y: Int)
    let canvasPixels: (width: Int, height: Int)

    /// - Parameters:
    ///   - width: the card's width in points (``widthRange``); the demo's cell width by default.
    ///   - catalog: where the toggle's symbol names are looked up (the built-in artwork, or with a
    ///     user folder laid over it).
    ///   - fonts: where the title's font comes from (`--font`).
    /// - Throws: ``SymbolMorphError`` for a bad width or an empty title, `SymbolError.unknownName` for a
    ///   symbol the catalogue lacks, `TextError` for a title the font cannot draw (or a missing font).
    public init(toggle: SymbolMorphToggle, toOn: Bool, environment: RenderEnvironment,
                dynamicType: DynamicTypeSize = .large, width: Double = defaultWidth, background: Color? = nil,
                catalog: SymbolCatalog = .standard, fonts: FontResolver = FontResolver()) throws {
        guard width.isFinite, Self.widthRange.contains(width) else { throw SymbolMorphError.invalidWidth(width) }
        guard !toggle.title.isEmpty else { throw SymbolMorphError.emptyTitle }
        self.toggle = toggle
        self.toOn = toOn
        self.environment = environment
        self.dynamicType = dynamicType
        self.background = background
        let colors = SymbolMorphToggleColors(palette: environment.colors, tint: toggle.tint)
        self.colors = colors

        let on = try catalog.symbol(named: toggle.onSymbol).weighted(Self.symbolWeight)
        let off = try catalog.symbol(named: toggle.offSymbol).weighted(Self.symbolWeight)
        let transition = SymbolTransition(from: toOn ? off : on, to: toOn ? on : off, effect: .morphMagic)
        animation = SymbolMorphToggleAnimation(
            transition: transition, fromColor: toOn ? colors.off : colors.on, toColor: toOn ? colors.on : colors.off,
            reduceMotion: environment.reduceMotion)

        // `Text(title).font(.headline)`: wrapped to the card's width, as a Text without a line limit.
        let font = try fonts.font(style: .headline, dynamicType: dynamicType)
        let lines = TextLayout.wrappedLines(toggle.title, font: font, maxWidth: width)
        let missing = lines.flatMap(\.missingCharacters)
        if !missing.isEmpty { throw TextError.missingGlyphs(characters: missing, font: font.face.displayName) }
        let titleSize = Size(lines.map(\.width).max() ?? 0, Double(lines.count) * font.lineHeight)
        let layout = SymbolMorphToggleLayout(width: width, symbolSize: SymbolMorphToggleLayout.symbolMetric.value(at: dynamicType),
                                             titleSize: titleSize)
        self.layout = layout

        let s = Double(environment.scale)
        func snapToPixel(_ v: Double) -> Double { (v * s).rounded() / s }
        cardPixels = (Int((layout.size.width * s).rounded()), Int((layout.size.height * s).rounded()))
        titlePath = Self.titlePath(lines, in: layout.titleFrame, lineHeight: font.lineHeight,
                                   direction: environment.layoutDirection, snap: snapToPixel)

        // The canvas holds the card, the symbol at the largest scale any effect reaches, and the title's
        // ink (a narrow card can be narrower than its symbol), rounded out to whole pixels.
        let style = SymbolStyle(pointSize: layout.symbolSize, weight: Self.symbolWeight)
        let box = SymbolRenderer.transitionBox(transition, style: style)
        let u = style.unitScale, a = layout.symbolAnchor
        let symbolBounds = Rect(x: a.x + box.minX * u, y: a.y + box.minY * u, width: box.width * u, height: box.height * u)
        var bounds = Rect(x: 0, y: 0, width: Double(cardPixels.width) / s, height: Double(cardPixels.height) / s)
            .union(symbolBounds)
        if !titlePath.isEmpty { bounds = bounds.union(titlePath.bounds) }
        let x0 = Int((bounds.minX * s).rounded(.down)), y0 = Int((bounds.minY * s).rounded(.down))
        let x1 = Int((bounds.maxX * s).rounded(.up)), y1 = Int((bounds.maxY * s).rounded(.up))
        originPixels = (-x0, -y0)
        canvasPixels = (x1 - x0, y1 - y0)
    }

    public var pixelSize: (width: Int, height: Int) { canvasPixels }

    /// The spring's settling (≈ 0.60 s): it outlasts the magic replace (0.3 s) and the fallback replace.
    public var settleTime: Double { animation.settleTime }

    /// The card frame's origin on the canvas, in pixels (whole numbers).
    public var frameOrigin: (x: Int, y: Int) { originPixels }

    /// The card's size on the pixel grid, in points (the layout's size with each edge on a pixel).
    public var cardSize: Size {
        let s = Double(environment.scale)
        return Size(Double(cardPixels.width) / s, Double(cardPixels.height) / s)
    }

    /// "Alerts, switch, On": the label (title), the role (`.isToggle`), the value in the target state
    /// (`.accessibilityValue(isOn ? "On" : "Off")`), in the order of the day/night scene's description.
    public var accessibilityDescription: String {
        "\(toggle.title), switch, \(toOn ? "On" : "Off")"
    }

    /// `springProgress`, `symbolPhase`, `slashDrawn` (magic replace of a slash pair only), and the drawn
    /// symbol colour (straight sRGB 0…1 and opacity of the primary layers): `red`, `green`, `blue`, `alpha`.
    public func values(at time: Double) -> [(name: String, value: Double)] {
        let s = animation.state(at: time)
        let c = Self.straight(s.color.drawn)
        var out: [(name: String, value: Double)] = [("springProgress", s.springProgress), ("symbolPhase", s.symbolPhase)]
        if let slash = s.slashDrawn { out.append(("slashDrawn", slash)) }
        out += [("red", c.red), ("green", c.green), ("blue", c.blue), ("alpha", c.alpha)]
        return out
    }

    /// Draws the card as it is `time` seconds after the change onto `canvas` (over whatever is there),
    /// its top-left corner at the whole pixel `originPixels`: how the demo places its four cards.
    public func drawComponent(at time: Double, into canvas: inout Canvas, originPixels: (x: Int, y: Int)) {
        let saved = canvas.transform
        let s = Double(environment.scale)
        canvas.transform = Transform.scale(s).concatenating(.translation(Double(originPixels.x), Double(originPixels.y)))
        draw(animation.state(at: time), into: &canvas)
        canvas.transform = saved
    }

    /// The lines stacked in `frame`, each aligned to the leading edge of the block (SwiftUI's default
    /// `multilineTextAlignment`): the right edge under right-to-left. The block's origin is snapped
    /// to the pixel grid, as SwiftUI places a text view.
    static func titlePath(_ lines: [TextLine], in frame: Rect, lineHeight: Double,
                          direction: RenderEnvironment.LayoutDirection, snap: (Double) -> Double) -> Path {
        var path = Path()
        let x0 = snap(frame.minX), y0 = snap(frame.minY)
        for (i, line) in lines.enumerated() {
            let x = direction == .ltr ? x0 : x0 + frame.width - line.width
            path.addPath(line.path(lineBoxAt: Point(x, y0 + Double(i) * lineHeight)))
        }
        return path
    }

    /// A drawn premultiplied colour as a straight Raster colour.
    static func straight(_ c: PremultipliedRGBA) -> Color {
        guard c.alpha > 0 else { return .clear }
        return Color(red: c.red / c.alpha, green: c.green / c.alpha, blue: c.blue / c.alpha, alpha: c.alpha)
    }
}

/// The seed's colours resolved for one appearance and palette.
struct SymbolMorphToggleColors: Hashable, Sendable {
    /// The symbol's `isOn ? tint : .secondary`.
    let on: Color, off: Color
    /// `Text(title)` inherits the plain button's foreground: `.primary`.
    let title: Color
    /// `Color(.secondarySystemGroupedBackground)`.
    let card: Color

    init(palette: Palette, tint: SymbolMorphTint) {
        on = tint.resolved(in: palette)
        off = palette.color(.secondary)
        title = palette.color(.primary)
        card = palette.color(.secondarySystemGroupedBackground)
    }
}
