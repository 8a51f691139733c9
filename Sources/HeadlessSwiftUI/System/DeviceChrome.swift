/// What a device draws over an app's screen: the status bar and the home indicator, as simulator
/// screenshots show them. A ``RenderConfiguration/Screen`` without chrome draws the app's content only.
public struct DeviceChrome: Hashable, Sendable {
    /// Where the status bar puts its parts.
    public enum StatusBarLayout: Hashable, Sendable {
        /// The clock centred in the leading ear beside the Dynamic Island, the signal, Wi-Fi and battery in
        /// the trailing one (iPhone 14 Pro and later, iPhone 15 and 16).
        case dynamicIsland
        /// A 20 pt bar: the clock centred, signal and Wi-Fi leading, battery trailing (iPhone SE).
        case classic
    }

    /// nil: no status bar.
    public var statusBar: StatusBarLayout?
    /// The home indicator of a phone without a home button.
    public var homeIndicator: Bool

    public init(statusBar: StatusBarLayout?, homeIndicator: Bool) {
        self.statusBar = statusBar
        self.homeIndicator = homeIndicator
    }
}

extension View {
    /// Hides the status bar over this view's screen (`--device` renders draw it otherwise).
    public func statusBarHidden(_ hidden: Bool = true) -> ModifiedContent<Self, TraitModifier> {
        trait(StatusBarHiddenTrait.self, hidden)
    }

    /// `.hidden` hides the home indicator (as an app's full-screen media does); the status bar is
    /// `statusBarHidden`'s.
    public func persistentSystemOverlays(_ visibility: Visibility) -> ModifiedContent<Self, TraitModifier> {
        trait(SystemOverlaysTrait.self, visibility)
    }
}

enum StatusBarHiddenTrait: ViewTraitKey { typealias Value = Bool }
enum SystemOverlaysTrait: ViewTraitKey { typealias Value = Visibility }
/// `.preferredColorScheme`, which on iOS sets the whole window's appearance, the status bar's ink too.
enum PreferredColorSchemeTrait: ViewTraitKey { typealias Value = ColorScheme? }
/// Marks the chrome's root node among the roots, so the host lays it out over the whole screen.
enum DeviceChromeTrait: ViewTraitKey { typealias Value = Bool }
