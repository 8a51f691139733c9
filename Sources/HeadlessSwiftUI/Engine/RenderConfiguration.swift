import Symbols
import Typesetting

/// What a rendering of a view is made under: the display and accessibility settings (what SwiftUI's
/// environment reports), and where the view is placed: alone at its ideal size (or a proposal), or as the
/// whole screen of a device with its safe area.
public struct RenderConfiguration: Sendable {
    /// Pixels per point.
    public var scale: Int = 3
    public var colorScheme: ColorScheme = .light
    public var dynamicTypeSize: DynamicTypeSize = .large
    public var layoutDirection: LayoutDirection = .leftToRight
    /// `accessibilityReduceMotion`.
    public var reduceMotion = false
    /// Which OS release's system colours.
    public var palette: SystemPalette = .ios18
    /// A font file for the default design instead of its stand-in (`--font`).
    public var fontPath: String?
    /// A font file for the rounded design (`--rounded-font`).
    public var roundedFontPath: String?
    /// Where `Image(systemName:)` looks names up; nil: the built-in catalogue.
    public var symbolCatalog: SymbolCatalog?
    /// Full-screen rendering: the device's screen, the root laid out in its safe area.
    public var screen: Screen?
    /// Without a screen: what the root view is proposed (its ideal size by default).
    public var proposal: ProposedViewSize = .unspecified
    /// What fills the canvas under the view; nil leaves it transparent, or (with a ``screen``) shows the
    /// window's `systemBackground`, as a hosting controller does.
    public var background: Color?
    /// Without a screen: the canvas is the view's frame, shadows and overshoot cut off at its edges, as a
    /// snapshot of a hosting view is (false: the canvas grows to hold everything drawn).
    public var clipsToFrame = false

    public init() {}

    /// A device screen in points, with the insets of its safe area.
    public struct Screen: Sendable, Hashable {
        public var size: CGSize
        public var safeArea: EdgeInsets
        public init(size: CGSize, safeArea: EdgeInsets = EdgeInsets()) { self.size = size; self.safeArea = safeArea }
    }

    /// The environment a root view is evaluated in.
    var environment: EnvironmentValues {
        var env = EnvironmentValues()
        env.colorScheme = colorScheme
        env.dynamicTypeSize = dynamicTypeSize
        env.layoutDirection = layoutDirection
        env.accessibilityReduceMotion = reduceMotion
        env.displayScale = CGFloat(scale)
        env.palette = palette
        env.fonts = FontResolver(fontPath: fontPath, roundedFontPath: roundedFontPath)
        env.symbols = symbolCatalog
        env.screenSize = screen?.size
        return env
    }
}
