import Typesetting
import Symbols

/// What a view's surroundings tell it, as SwiftUI's `EnvironmentValues`: the system settings a frame is
/// rendered under (appearance, Dynamic Type, Reduce Motion, direction), and what ancestors set for their
/// subtree (font, foreground style, styles of controls, custom keys).
public struct EnvironmentValues: CustomStringConvertible {
    // System settings (the render command's flags).
    /// Light or dark.
    public var colorScheme: ColorScheme = .light
    /// The text size category.
    public var dynamicTypeSize: DynamicTypeSize = .large
    /// Left-to-right or right-to-left.
    public var layoutDirection: LayoutDirection = .leftToRight
    /// Reduce Motion.
    public var accessibilityReduceMotion = false
    /// Pixels per point.
    public var displayScale: CGFloat = 3
    /// Whether controls respond (`.disabled` clears it).
    public var isEnabled = true

    // What ancestors set.
    /// The default font of text in the subtree (`.font`).
    public var font: Font?
    /// How `Text` aligns its lines (`.multilineTextAlignment`).
    public var multilineTextAlignment: TextAlignment = .leading
    /// The most lines a `Text` takes (`.lineLimit`); nil for no limit.
    public var lineLimit: Int?
    /// How symbol images take their colours.
    public var symbolRenderingMode: SymbolRenderingMode?
    /// The relative size of symbol images.
    public var imageScale: Image.Scale = .medium
    /// The content transition of text and images whose content changes.
    public var contentTransition: ContentTransition = .opacity

    // Internal: resolved by the engine, set through modifiers.
    /// The foreground style; setting it alone (`.foregroundStyle(_:)`, `.foregroundColor`) drops the
    /// levels an outer `.foregroundStyle(a, b)` gave, as SwiftUI derives every level from the one style.
    var foregroundStyle: AnyShapeStyle? { didSet { foregroundLevels = [] } }
    /// The secondary and tertiary levels of the foreground style when set explicitly
    /// (`.foregroundStyle(a, b)`, `(a, b, c)`): what `.secondary` and `.tertiary` resolve to, and a
    /// palette symbol's level colours. Empty: the levels derive from the foreground style.
    var foregroundLevels: [AnyShapeStyle] = []
    var tintStyle: AnyShapeStyle?
    var toggleStyle: (any ToggleStyle)?
    var buttonStyle: ButtonStyleChoice?
    var palette: SystemPalette = .ios18
    var fonts = FontResolver()
    var symbols: SymbolCatalog?
    var fontWeightOverride: Font.Weight?
    var boldOverride = false
    var labelsHidden = false
    var custom: [ObjectIdentifier: Any] = [:]

    public init() {}

    /// A custom key's value.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { custom[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { custom[ObjectIdentifier(key)] = newValue }
    }

    public var description: String {
        "EnvironmentValues(colorScheme: \(colorScheme), dynamicTypeSize: \(dynamicTypeSize), layoutDirection: \(layoutDirection), reduceMotion: \(accessibilityReduceMotion))"
    }
}

/// Light or dark appearance.
public enum ColorScheme: Hashable, CaseIterable, Sendable { case light, dark }

/// Reading direction.
public enum LayoutDirection: Hashable, CaseIterable, Sendable { case leftToRight, rightToLeft }

/// Which OS release's system colours apply (the render command's `--palette`).
public enum SystemPalette: String, Hashable, CaseIterable, Sendable { case ios18, ios26 }

extension EnvironmentValues {
    // Layout context passed down by containers (internal).
    var isInGrid: Bool {
        get { self[InGridKey.self] }
        set { self[InGridKey.self] = newValue }
    }
    var scrollAlignmentAnchor: UnitPoint? {
        get { self[ScrollAlignmentAnchorKey.self] }
        set { self[ScrollAlignmentAnchorKey.self] = newValue }
    }
    var scrollInitialAnchor: UnitPoint? {
        get { self[ScrollInitialAnchorKey.self] }
        set { self[ScrollInitialAnchorKey.self] = newValue }
    }
}

private enum InGridKey: EnvironmentKey { static let defaultValue = false }
private enum ScrollAlignmentAnchorKey: EnvironmentKey { static let defaultValue: UnitPoint? = nil }
private enum ScrollInitialAnchorKey: EnvironmentKey { static let defaultValue: UnitPoint? = nil }
