import AppResources
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
    /// The app's asset catalogues, where `Image("name")` and `Color("name")` look (the first that has the
    /// name); docs/resources.md.
    public var assetCatalogs: [AssetCatalog] = []
    /// Folders of the app's own fonts, for `.custom("Name", size:)` (searched with Debian's fonts).
    public var fontFolders: [String] = []
    /// The app's string tables (`Localizable.xcstrings`, `.lproj/Localizable.strings`), where `Text("key")`
    /// looks its text up for ``locale``.
    public var stringTables: [StringTable] = []
    /// The locale of the render: its strings, and `\.locale` (en_US by default, whatever the machine's).
    public var locale = Locale(identifier: "en_US")
    /// The date at render time 0: what a `TimelineView` shows first (`Timeline/RenderDate.swift`).
    public var date = RenderConfiguration.defaultDate
    /// What `@AppStorage` properties find stored, by key, before the first frame (a `Bool`, `Int`, `Double`,
    /// `String`, `URL` or `Data`, or a raw value); writes during the render stay in memory.
    public var appStorage: [String: any Sendable] = [:]
    /// Without a screen: the canvas is the view's frame, shadows and overshoot cut off at its edges, as a
    /// snapshot of a hosting view is (false: the canvas grows to hold everything drawn).
    public var clipsToFrame = false
    /// Without a screen: a canvas of this many points, centred on the root view's frame as first laid out,
    /// the same whatever animates (`--canvas`), so pictures of one state match whichever change led to it.
    public var canvasSize: CGSize?
    /// Without a screen or a pinned canvas: a rectangle in points (the root's frame has its top-left corner
    /// at 0, 0) the canvas holds besides everything drawn, so scenes of one view can share one canvas (the
    /// two directions of a change: ``ViewHost/drawingCanvas(until:)``).
    public var canvasIncludes: CGRect?

    /// Whether a view's `body` is called only when something it depends on changed (BodyMemo.swift), as in
    /// SwiftUI; off, every body is called at every evaluation (what tests and the bench compare it with).
    var reusesBodies = true

    public init() {}

    /// A device screen in points, with the insets of its safe area.
    public struct Screen: Sendable, Hashable {
        public var size: CGSize
        public var safeArea: EdgeInsets
        /// The status bar and home indicator drawn over the app (nil: the app's content only).
        public var chrome: DeviceChrome?
        public init(size: CGSize, safeArea: EdgeInsets = EdgeInsets(), chrome: DeviceChrome? = nil) {
            self.size = size; self.safeArea = safeArea; self.chrome = chrome
        }
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
        (env.horizontalSizeClass, env.verticalSizeClass) = UserInterfaceSizeClass.classes(of: screen?.size)
        env.storage = StorageDomains(appStorage: appStorage)
        env.locale = locale
        env.fontFolders = fontFolders
        env.screenSize = screen?.size
        env.screenSafeArea = screen?.safeArea
        env.renderStartDate = date
        return env
    }
}
