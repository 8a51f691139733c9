import Raster
import Motion
import Symbols
import Typesetting

/// The seed's `DayNightToggle` switching once, drawn frame by frame: an ``AnimatedScene`` for the
/// frame exporter.
///
/// `toNight: true` is the change from day to night (`--state night`), false the reverse. Everything the
/// scene needs is resolved once here (layout for the Dynamic Type size, system colours for the
/// appearance, symbols, the canvas placement), so ``render(at:)`` is a pure function of time.
public struct DayNightToggleScene: ComponentScene {
    /// The seed's `title`, read by VoiceOver as the switch's label.
    public static let title = "Night mode"
    /// `@ScaledMetric(relativeTo: .title) private var height = 56.0`.
    public static let height = ScaledMetric(wrappedValue: 56, relativeTo: .title)

    public let toNight: Bool
    public let environment: RenderEnvironment
    public let dynamicType: DynamicTypeSize
    /// What fills the canvas under the component; nil leaves it transparent.
    public let background: Color?
    /// The geometry at this Dynamic Type size, in points.
    public let layout: DayNightToggleLayout
    /// The timing of every animated property.
    public let animation: DayNightToggleAnimation

    let colors: DayNightToggleColors
    let symbols: DayNightToggleSymbols
    /// What every frame shares, drawn once here.
    let artwork: DayNightToggleArtwork
    /// The component frame's origin on the canvas, in whole pixels.
    let originPixels: (x: Int, y: Int)
    let canvasPixels: (width: Int, height: Int)

    public init(toNight: Bool, environment: RenderEnvironment, dynamicType: DynamicTypeSize = .large,
                background: Color? = nil) throws {
        self.toNight = toNight
        self.environment = environment
        self.dynamicType = dynamicType
        self.background = background
        let layout = DayNightToggleLayout(height: Self.height.value(at: dynamicType))
        self.layout = layout
        let colors = DayNightToggleColors(palette: environment.colors)
        self.colors = colors
        let symbols = try DayNightToggleSymbols(catalog: DayNightToggleSymbols.catalog.get(), toNight: toNight)
        self.symbols = symbols
        self.animation = DayNightToggleAnimation(toNight: toNight, reduceMotion: environment.reduceMotion,
                                                 symbolDuration: symbols.knobTransition.duration)
        // The canvas is the frame grown by everything drawn (shadow, overshoot), rounded out to whole
        // pixels, so the frame's origin lands on a pixel corner and every frame has one size.
        let s = Double(environment.scale)
        let bounds = layout.drawingBounds(overshoot: DayNightToggleAnimation.overshootAllowance)
        let x0 = Int((bounds.minX * s).rounded(.down)), y0 = Int((bounds.minY * s).rounded(.down))
        let x1 = Int((bounds.maxX * s).rounded(.up)), y1 = Int((bounds.maxY * s).rounded(.up))
        self.originPixels = (-x0, -y0)
        self.canvasPixels = (x1 - x0, y1 - y0)
        self.artwork = DayNightToggleArtwork(layout: layout, colors: colors, symbols: symbols,
                                             direction: environment.layoutDirection,
                                             transform: Self.transform(scale: s, origin: originPixels), size: canvasPixels)
    }

    /// Component points to device pixels for a frame origin at the whole pixel `origin`.
    static func transform(scale: Double, origin: (x: Int, y: Int)) -> Transform {
        Transform.scale(scale).concatenating(.translation(Double(origin.x), Double(origin.y)))
    }

    public var pixelSize: (width: Int, height: Int) { canvasPixels }

    /// See ``DayNightToggleAnimation/settleTime``: 1.0698 s normally (the spring outlasts the 0.47 s
    /// symbol effect); 1/60 s under Reduce Motion, so that a frame plan has a frame after frame 0.
    public var settleTime: Double { animation.settleTime }

    /// The component frame's origin on the canvas, in pixels (whole numbers).
    public var frameOrigin: (x: Int, y: Int) { originPixels }

    /// "Night mode, switch, on": label, role, value in the target state.
    public var accessibilityDescription: String {
        "\(Self.title), switch, \(toNight ? "on" : "off")"
    }

    public func values(at time: Double) -> [(name: String, value: Double)] {
        let s = animation.state(at: time)
        return [
            ("knobProgress", s.knobProgress),
            ("knobOffset", s.knobProgress * layout.knobTravel),
            ("nightOpacity", s.nightOpacity.drawn),
            ("starsOpacity", s.starsOpacity.drawn),
            ("cloudOpacity", s.cloudOpacity.drawn),
            ("knobWhite", s.knobFill.drawn.red),
            ("symbolPhase", s.symbolPhase),
        ]
    }

    /// Draws the toggle as it is `time` seconds after the change onto `canvas` (over whatever is there),
    /// with its frame's top-left corner at the whole pixel `originPixels`. This is how a demo screen
    /// places the toggle; ``render(at:)`` is this on a canvas of the toggle's own.
    public func drawComponent(at time: Double, into canvas: inout Canvas, originPixels: (x: Int, y: Int)) {
        let saved = canvas.transform
        canvas.transform = Self.transform(scale: Double(environment.scale), origin: originPixels)
        draw(animation.state(at: time), into: &canvas,
             shift: (originPixels.x - self.originPixels.x, originPixels.y - self.originPixels.y))
        canvas.transform = saved
    }
}

/// The seed's colours resolved for one appearance and palette: the system colours adapt, `.white`,
/// `.black` and `Color(white: 0.88)` are fixed.
struct DayNightToggleColors: Hashable, Sendable {
    /// `LinearGradient(colors: [.cyan, .blue], startPoint: .top, endPoint: .bottom)`.
    let dayTop: Color, dayBottom: Color
    /// `LinearGradient(colors: [.indigo, .black], …)`.
    let nightTop: Color, nightBottom: Color
    /// The sun's `.orange`, the moon's `.indigo`.
    let sun: Color, moon: Color
    /// The scenery's `.foregroundStyle(.white)`.
    let scenery = Color.white
    /// `.shadow(color: .black.opacity(0.25), …)`.
    let shadow = Color.black.opacity(DayNightToggleLayout.shadowOpacity)

    init(palette: Palette) {
        dayTop = palette.color(.cyan); dayBottom = palette.color(.blue)
        nightTop = palette.color(.indigo); nightBottom = palette.color(.black)
        sun = palette.color(.orange); moon = palette.color(.indigo)
    }
}

/// The seed's symbols, looked up once, and the knob's replace transition.
struct DayNightToggleSymbols: Hashable, Sendable {
    /// The four symbols the toggle draws, read from the package's artwork once per process (not the
    /// whole catalogue: parsing every file was half of a scene's set-up time).
    static let catalog = Result { try SymbolCatalog.builtIn(named: ["sparkle", "cloud.fill", "sun.max.fill", "moon.stars.fill"]) }

    let sparkle: Symbol
    let cloud: Symbol
    /// `sun.max.fill` ↔ `moon.stars.fill` under `.contentTransition(.symbolEffect(.replace))`.
    let knobTransition: SymbolTransition

    init(catalog: SymbolCatalog, toNight: Bool) throws {
        sparkle = try catalog.symbol(named: "sparkle")
        cloud = try catalog.symbol(named: "cloud.fill")
        let sun = try catalog.symbol(named: "sun.max.fill"), moon = try catalog.symbol(named: "moon.stars.fill")
        knobTransition = SymbolTransition(from: toNight ? sun : moon, to: toNight ? moon : sun, effect: .defaultReplace)
    }
}
