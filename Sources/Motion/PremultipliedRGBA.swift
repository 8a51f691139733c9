/// A colour as animations see it: gamma-encoded sRGB, premultiplied by alpha, channels nominally 0…1.
///
/// Interpolating premultiplied components is what keeps a fade from a transparent colour free of a dark
/// fringe, and matches how gradients interpolate (FACTS.md). Motion owns this small type so that it depends
/// on no other module; the components layer converts to and from Raster's colour.
public struct PremultipliedRGBA: Interpolatable, Hashable, CustomStringConvertible {
    /// Red, already multiplied by alpha.
    public var red: Double
    /// Green, already multiplied by alpha.
    public var green: Double
    /// Blue, already multiplied by alpha.
    public var blue: Double
    /// Coverage/opacity.
    public var alpha: Double

    /// A colour from premultiplied components.
    public init(premultipliedRed red: Double, green: Double, blue: Double, alpha: Double) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// A colour from straight (un-premultiplied) sRGB components and an opacity.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(premultipliedRed: red * opacity, green: green * opacity, blue: blue * opacity, alpha: opacity)
    }

    /// A colour from 0–255 sRGB components, the form of the colour tables in FACTS.md.
    public init(red255 r: Int, green255 g: Int, blue255 b: Int, opacity: Double = 1) {
        self.init(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, opacity: opacity)
    }

    /// Transparent black; also "no velocity".
    public static let zero = PremultipliedRGBA(premultipliedRed: 0, green: 0, blue: 0, alpha: 0)
    /// Component-wise sum.
    public static func + (l: Self, r: Self) -> Self {
        Self(premultipliedRed: l.red + r.red, green: l.green + r.green, blue: l.blue + r.blue, alpha: l.alpha + r.alpha)
    }
    /// Component-wise difference.
    public static func - (l: Self, r: Self) -> Self {
        Self(premultipliedRed: l.red - r.red, green: l.green - r.green, blue: l.blue - r.blue, alpha: l.alpha - r.alpha)
    }
    /// All four components scaled.
    public func scaled(by f: Double) -> Self {
        Self(premultipliedRed: red * f, green: green * f, blue: blue * f, alpha: alpha * f)
    }
    /// Sum of squared components.
    public var magnitudeSquared: Double { red * red + green * green + blue * blue + alpha * alpha }

    /// The colour made valid for drawing: alpha clamped to 0…1 and each channel to 0…alpha (a premultiplied
    /// channel can never exceed its alpha). A spring's overshoot is allowed in the animated value, not here.
    public var drawn: PremultipliedRGBA {
        let a = min(1, max(0, alpha))
        func clamp(_ c: Double) -> Double { min(a, max(0, c)) }
        return Self(premultipliedRed: clamp(red), green: clamp(green), blue: clamp(blue), alpha: a)
    }


    /// A readable form for logs and test failures.
    public var description: String { "rgba(premultiplied \(red), \(green), \(blue), \(alpha))" }
}
