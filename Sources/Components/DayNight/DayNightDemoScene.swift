import Raster
import Motion
import Typesetting

/// The seed's `DayNightToggleDemo` on a device screen, drawn frame by frame: an ``AnimatedScene``.
///
/// A full-screen day gradient under a night gradient that cross-fades with the screen's `easeInOut(0.55)`,
/// "Good morning" / "Good night" cross-fading above the toggle, and the ``DayNightToggleScene`` itself
/// with its own spring. One change at t = 0 (`--state`), or the seed's auto-toggle loop
/// (``DayNightDemoTimeline``). Fonts, lines and both toggle directions are prepared once here, so
/// ``render(at:)`` is a pure function of time.
public struct DayNightDemoScene: AnimatedScene {
    /// The seed's two greetings.
    public static let dayText = "Good morning"
    public static let nightText = "Good night"
    /// The loop's flips are scheduled for this many seconds (the longest plan the command allows).
    public static let autoToggleHorizon = 60.0

    public let environment: RenderEnvironment
    public let dynamicType: DynamicTypeSize
    public let timeline: DayNightDemoTimeline
    public let layout: DayNightDemoLayout
    /// The toggle changing toward night and toward day (the loop uses both).
    let toNightToggle: DayNightToggleScene
    let toDayToggle: DayNightToggleScene
    /// Each greeting laid out in the offered width (more than one line when it does not fit).
    let dayLines: [TextLine]
    let nightLines: [TextLine]
    let colors: DayNightDemoColors
    let isAutoToggling: Bool

    /// - Parameters:
    ///   - toNight: the direction of the change at t = 0, or of the loop's first flip.
    ///   - autoToggle: run the seed's loop (a flip every 1.5 s) instead of one change at t = 0.
    ///   - fonts: where the rounded design's font comes from (`--rounded-font`).
    public init(toNight: Bool, environment: RenderEnvironment, dynamicType: DynamicTypeSize = .large,
                device: DeviceScreen = .iPhone16Pro, autoToggle: Bool = false, fonts: FontResolver = FontResolver()) throws {
        self.environment = environment
        self.dynamicType = dynamicType
        isAutoToggling = autoToggle
        timeline = autoToggle
            ? DayNightDemoTimeline(autoTogglingToward: toNight, until: Self.autoToggleHorizon, reduceMotion: environment.reduceMotion)
            : DayNightDemoTimeline(toNight: toNight, reduceMotion: environment.reduceMotion)
        toNightToggle = try DayNightToggleScene(toNight: true, environment: environment, dynamicType: dynamicType)
        toDayToggle = try DayNightToggleScene(toNight: false, environment: environment, dynamicType: dynamicType)
        layout = DayNightDemoLayout(device: device, toggle: toNightToggle.layout)
        // `.font(.system(.largeTitle, design: .rounded, weight: .bold))`.
        let font = try fonts.font(style: .largeTitle, design: .rounded, weight: .bold, dynamicType: dynamicType)
        dayLines = TextLayout.wrappedLines(Self.dayText, font: font, maxWidth: layout.textWidth)
        nightLines = TextLayout.wrappedLines(Self.nightText, font: font, maxWidth: layout.textWidth)
        colors = DayNightDemoColors(palette: environment.colors)
    }

    public var pixelSize: (width: Int, height: Int) {
        let s = Double(environment.scale)
        return (Int((layout.device.size.width * s).rounded(.up)), Int((layout.device.size.height * s).rounded(.up)))
    }

    /// One change: when the toggle's spring has settled (it outlasts the screen's 0.55 s), 1/60 s under
    /// Reduce Motion as for the toggle. The loop: one whole cycle, there and back, settled (4.07 s);
    /// 0 under Reduce Motion, where the loop does not run.
    public var settleTime: Double {
        let toggle = toNightToggle.settleTime
        if isAutoToggling { return environment.reduceMotion ? 0 : 2 * AutoToggle.interval + toggle }
        return environment.reduceMotion ? toggle : max(toggle, DayNightDemoTimeline.screenAnimation.duration)
    }

    /// The greeting and the switch as VoiceOver reads them in the target state of `--state`.
    public var accessibilityDescription: String {
        let toNight = !timeline.startsAtNight
        return "\(toNight ? Self.nightText : Self.dayText). \(toggle(toward: toNight).accessibilityDescription)"
    }

    /// The toggle's values (of the change in effect), then the screen's: the night gradient's opacity and
    /// the "Good night" text's opacity.
    public func values(at time: Double) -> [(name: String, value: Double)] {
        let m = timeline.moment(at: time)
        let p = timeline.screenProgress(at: time)
        let night = m.toNight ? p : 1 - p
        return toggle(toward: m.toNight).values(at: m.elapsed)
            + [("screenNightOpacity", night), ("nightTextOpacity", night)]
    }

    func toggle(toward night: Bool) -> DayNightToggleScene { night ? toNightToggle : toDayToggle }
    func lines(night: Bool) -> [TextLine] { night ? nightLines : dayLines }

    /// The height of a greeting's text block: one line box per line.
    static func height(of lines: [TextLine]) -> Double { lines.reduce(0) { $0 + $1.lineHeight } }
}

/// The demo's colours for one appearance and palette.
struct DayNightDemoColors: Hashable, Sendable {
    /// The window behind the demo (its gradient's top is translucent): `systemBackground`.
    let window: Color
    /// `LinearGradient(colors: [.cyan.opacity(0.55), .white], …)`.
    let dayTop: Color, dayBottom: Color
    /// `LinearGradient(colors: [.black, .indigo], …)`.
    let nightTop: Color, nightBottom: Color
    /// `.foregroundStyle(isNight ? Color.white : Color.primary)`.
    let dayText: Color, nightText: Color

    init(palette: Palette) {
        window = palette.color(.systemBackground)
        dayTop = palette.color(.cyan).opacity(0.55); dayBottom = .white
        nightTop = .black; nightBottom = palette.color(.indigo)
        dayText = palette.color(.primary); nightText = .white
    }
}
