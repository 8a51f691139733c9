import Raster

/// A colour, as SwiftUI's `Color`: a system colour that adapts to light and dark, or a fixed one; a view
/// that fills its frame; a shape style.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    indirect enum Storage: Hashable, Sendable {
        case system(SystemColorTable.Name)
        case fixed(Raster.Color)
        case opacity(Storage, Double)
        case accent
        /// A colour set of the render's asset catalogues (Resources/Color+Asset.swift).
        case named(String)
    }
    let storage: Storage

    init(_ storage: Storage) { self.storage = storage }
    init(system name: SystemColorTable.Name) { storage = .system(name) }

    /// The colour space of components given to an initialiser.
    public enum RGBColorSpace: Hashable, Sendable { case sRGB, sRGBLinear, displayP3 }

    /// A colour from sRGB components (0…1).
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        storage = .fixed(Self.encode(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
    }

    /// A grey (0 black … 1 white).
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// A colour from hue, saturation and brightness (0…1 each), as `Color(hue:saturation:brightness:)`.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue - hue.rounded(.down)) * 6, s = min(max(saturation, 0), 1), v = min(max(brightness, 0), 1)
        let i = Int(h) % 6, f = h - h.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double) = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][i]
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    /// A UIKit colour (the system colours adapt to the appearance).
    public init(_ color: UIColor) { storage = color.storage }
    /// A UIKit colour.
    public init(uiColor color: UIColor) { self.init(color) }

    /// The same colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color { Color(.opacity(storage, opacity)) }

    /// The colour in a given appearance and palette, as straight-alpha sRGB: what a renderer paints.
    public func resolved(scheme: ColorScheme, palette: SystemPalette = .ios18) -> Raster.Color {
        Self.resolve(storage, scheme: scheme, palette: palette)
    }

    static func resolve(_ storage: Storage, scheme: ColorScheme, palette: SystemPalette) -> Raster.Color {
        switch storage {
        case .system(let name): SystemColorTable.color(name, scheme: scheme, palette: palette)
        case .fixed(let color): color
        case .opacity(let base, let k): resolve(base, scheme: scheme, palette: palette).opacity(k)
        case .accent: SystemColorTable.color(.blue, scheme: scheme, palette: palette)
        case .named(let name): assetColor(name, scheme: scheme)
        }
    }

    /// Components in linear light or Display P3 are converted to sRGB (P3 as its sRGB-encoded values,
    /// clamped: a documented approximation).
    static func encode(_ space: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double) -> Raster.Color {
        func gamma(_ v: Double) -> Double { v <= 0.0031308 ? 12.92 * v : 1.055 * pow(v, 1 / 2.4) - 0.055 }
        switch space {
        case .sRGB, .displayP3: return Raster.Color(red: red, green: green, blue: blue, alpha: opacity)
        case .sRGBLinear: return Raster.Color(red: gamma(red), green: gamma(green), blue: gamma(blue), alpha: opacity)
        }
    }

    public var description: String {
        switch storage {
        case .system(let name): name.rawValue
        case .fixed(let c): String(format: "#%02X%02X%02X%02X", Int((c.red * 255).rounded()), Int((c.green * 255).rounded()),
                                   Int((c.blue * 255).rounded()), Int((c.alpha * 255).rounded()))
        case .opacity(let base, let k): "\(Color(base)).opacity(\(k))"
        case .accent: "accentColor"
        case .named(let name): "Color(\"\(name)\")"
        }
    }
}

extension Color {
    public static let red = Color(system: .red)
    public static let orange = Color(system: .orange)
    public static let yellow = Color(system: .yellow)
    public static let green = Color(system: .green)
    public static let mint = Color(system: .mint)
    public static let teal = Color(system: .teal)
    public static let cyan = Color(system: .cyan)
    public static let blue = Color(system: .blue)
    public static let indigo = Color(system: .indigo)
    public static let purple = Color(system: .purple)
    public static let pink = Color(system: .pink)
    public static let brown = Color(system: .brown)
    public static let gray = Color(system: .gray)
    public static let white = Color(.fixed(.white))
    public static let black = Color(.fixed(.black))
    public static let clear = Color(.fixed(.clear))
    /// The label colour: black in light, white in dark.
    public static let primary = Color(system: .label)
    /// The secondary label colour.
    public static let secondary = Color(system: .secondaryLabel)
    /// The app's accent colour: system blue.
    public static let accentColor = Color(.accent)
}

extension ShapeStyle where Self == Color {
    public static var red: Color { .red }
    public static var orange: Color { .orange }
    public static var yellow: Color { .yellow }
    public static var green: Color { .green }
    public static var mint: Color { .mint }
    public static var teal: Color { .teal }
    public static var cyan: Color { .cyan }
    public static var blue: Color { .blue }
    public static var indigo: Color { .indigo }
    public static var purple: Color { .purple }
    public static var pink: Color { .pink }
    public static var brown: Color { .brown }
    public static var gray: Color { .gray }
    public static var white: Color { .white }
    public static var black: Color { .black }
    public static var clear: Color { .clear }
}
