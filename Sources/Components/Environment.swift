/// What SwiftUI's environment would tell a view: the display and accessibility settings a frame is
/// rendered under. Every command-line environment flag maps to one field.
public struct RenderEnvironment: Hashable, Sendable {
    /// Light or dark appearance (`colorScheme`).
    public enum Appearance: String, CaseIterable, Sendable { case light, dark }
    /// Reading direction; leading and trailing swap under right-to-left.
    public enum LayoutDirection: String, CaseIterable, Sendable { case ltr, rtl }

    /// Pixels per point (1, 2 or 3 on iPhones).
    public var scale: Int
    public var appearance: Appearance
    public var layoutDirection: LayoutDirection
    /// `accessibilityReduceMotion`.
    public var reduceMotion: Bool
    /// Which OS release's system colours to use.
    public var palette: Palette.Release

    public init(scale: Int = 3, appearance: Appearance = .light, layoutDirection: LayoutDirection = .ltr,
                reduceMotion: Bool = false, palette: Palette.Release = .ios18) {
        self.scale = scale; self.appearance = appearance; self.layoutDirection = layoutDirection
        self.reduceMotion = reduceMotion; self.palette = palette
    }

    /// The system colours for this appearance and release.
    public var colors: Palette { Palette(release: palette, appearance: appearance) }
}
