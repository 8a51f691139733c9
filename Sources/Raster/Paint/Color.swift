/// A colour in gamma-encoded sRGB with straight (not premultiplied) alpha, each channel 0…1.
///
/// This is how SwiftUI's `Color` values are written down (FACTS.md lists them in 0–255).
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// From 0–255 channels, as in Apple's colour tables.
    public init(r8: Int, g8: Int, b8: Int, alpha: Double = 1) {
        self.init(red: Double(r8) / 255, green: Double(g8) / 255, blue: Double(b8) / 255, alpha: alpha)
    }

    /// SwiftUI's `Color(white:)`.
    public init(white: Double, alpha: Double = 1) { self.init(red: white, green: white, blue: white, alpha: alpha) }

    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    public static let black = Color(white: 0)
    public static let white = Color(white: 1)

    /// The same colour with its alpha multiplied by `factor` (SwiftUI's `.opacity(_:)`).
    public func opacity(_ factor: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha * factor)
    }

    /// Premultiplied channels (r·a, g·a, b·a, a), each clamped to 0…1.
    public var premultiplied: PremultipliedColor {
        let a = min(max(alpha, 0), 1)
        func c(_ v: Double) -> Float { Float(min(max(v, 0), 1) * a) }
        return PremultipliedColor(r: c(red), g: c(green), b: c(blue), a: Float(a))
    }

    public var description: String { "Color(\(red), \(green), \(blue), α \(alpha))" }
}

/// A premultiplied sRGB colour in floating point: the form paints produce and blending consumes.
public struct PremultipliedColor: Hashable, Sendable {
    public var r: Float, g: Float, b: Float, a: Float
    @inlinable public init(r: Float, g: Float, b: Float, a: Float) { self.r = r; self.g = g; self.b = b; self.a = a }
    public static let transparent = PremultipliedColor(r: 0, g: 0, b: 0, a: 0)

    /// Back to straight alpha (transparent stays black).
    public var unpremultiplied: Color {
        guard a > 0 else { return .clear }
        return Color(red: Double(r / a), green: Double(g / a), blue: Double(b / a), alpha: Double(a))
    }

    @inlinable public func scaled(_ s: Float) -> PremultipliedColor { PremultipliedColor(r: r * s, g: g * s, b: b * s, a: a * s) }
    @inlinable public func lerp(to o: PremultipliedColor, _ t: Float) -> PremultipliedColor {
        PremultipliedColor(r: r + (o.r - r) * t, g: g + (o.g - g) * t, b: b + (o.b - b) * t, a: a + (o.a - a) * t)
    }
}
