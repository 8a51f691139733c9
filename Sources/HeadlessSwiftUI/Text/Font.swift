import Typesetting
import Symbols

/// A font request, as SwiftUI's `Font`: a text style that follows Dynamic Type, or a fixed size, with a
/// weight and design. Resolved to a font file of the stand-in families (docs/text.md) when a view is
/// evaluated.
public struct Font: Hashable, Sendable {
    /// SwiftUI's text styles (the same cases as the Typesetting module's).
    public typealias TextStyle = Typesetting.TextStyle

    /// A text style's size, a fixed size, or a size that scales with a style (a custom font's).
    enum Size: Hashable, Sendable { case style(TextStyle), fixed(Double), relative(Double, TextStyle) }
    var size: Size
    var weight: Weight?
    var design: Design?
    var isItalic = false
    /// A custom font's PostScript or family name (Resources/Font+Custom.swift).
    var customName: String?

    /// A font weight, as SwiftUI's `Font.Weight`. The stand-in fonts have four weights: lighter ones draw as
    /// regular, heavier ones as bold (docs/views.md).
    public struct Weight: Hashable, Sendable {
        let value: Int
        public static let ultraLight = Weight(value: 100)
        public static let thin = Weight(value: 200)
        public static let light = Weight(value: 300)
        public static let regular = Weight(value: 400)
        public static let medium = Weight(value: 500)
        public static let semibold = Weight(value: 600)
        public static let bold = Weight(value: 700)
        public static let heavy = Weight(value: 800)
        public static let black = Weight(value: 900)

        /// The symbol weight of the same name (an SF Symbols template has all nine).
        var symbolWeight: SymbolWeight {
            switch value {
            case ..<150: .ultralight
            case ..<250: .thin
            case ..<350: .light
            case ..<450: .regular
            case ..<550: .medium
            case ..<650: .semibold
            case ..<750: .bold
            case ..<850: .heavy
            default: .black
            }
        }

        /// The stand-in weight this one draws with.
        var typesetting: FontWeight {
            switch value {
            case ..<500: .regular
            case 500: .medium
            case 600: .semibold
            default: .bold
            }
        }
    }

    /// A font design, as SwiftUI's `Font.Design`. Serif and monospaced have no stand-in here and draw in
    /// the default design (docs/views.md).
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
        var typesetting: FontDesign { self == .rounded ? .rounded : .default }
    }

    public static let largeTitle = Font(size: .style(.largeTitle))
    public static let title = Font(size: .style(.title))
    public static let title2 = Font(size: .style(.title2))
    public static let title3 = Font(size: .style(.title3))
    public static let headline = Font(size: .style(.headline))
    public static let subheadline = Font(size: .style(.subheadline))
    public static let body = Font(size: .style(.body))
    public static let callout = Font(size: .style(.callout))
    public static let footnote = Font(size: .style(.footnote))
    public static let caption = Font(size: .style(.caption))
    public static let caption2 = Font(size: .style(.caption2))

    /// A fixed size (it does not follow Dynamic Type).
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(size: .fixed(Double(size)), weight: weight, design: design)
    }
    /// A text style in a design and weight.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(size: .style(style), weight: weight, design: design)
    }

    /// The same font in another weight.
    public func weight(_ weight: Weight) -> Font { var f = self; f.weight = weight; return f }
    /// The same font, bold.
    public func bold() -> Font { weight(.bold) }
    /// The same font, italic (the stand-ins have no italic: it draws upright, docs/views.md).
    public func italic() -> Font { var f = self; f.isItalic = true; return f }
    /// Accepted for compatibility; the stand-in fonts' digits are drawn as they are.
    public func monospacedDigit() -> Font { self }
    /// Accepted for compatibility.
    public func smallCaps() -> Font { self }
    /// Accepted for compatibility.
    public func leading(_ leading: Leading) -> Font { self }
    public enum Leading: Hashable, Sendable { case standard, tight, loose }

    /// The point size at a Dynamic Type size.
    func pointSize(at dynamicType: DynamicTypeSize) -> Double {
        switch size {
        case .style(let style): style.size(at: dynamicType)
        case .fixed(let points): points
        case .relative(let points, let style): points * style.size(at: dynamicType) / style.size(at: .large)
        }
    }

    /// The weight drawn: the explicit one, else the style's (headline is semibold).
    var resolvedWeight: Weight {
        if let weight { return weight }
        if case .style(let style) = size, style.defaultWeight == .semibold { return .semibold }
        return .regular
    }
}
