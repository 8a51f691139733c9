import Raster

/// SwiftUI's materials (`.ultraThinMaterial` … `.ultraThickMaterial`, `.bar`): a shape filled with one
/// shows what lies behind it blurred, its colours strengthened, under a tint of the appearance's colour.
///
/// The numbers are guesses, none measured on an iOS render (docs/views.md): UIKit's light backdrop
/// settings (iOS 7's `_UIBackdropViewSettingsLight`) are widely reported as a 30-point blur with a
/// saturation of 1.8; here the blur and the tint's opacity grow with the material's thickness around
/// that, the tint white in light appearance and near-black (0.11, 0.11, 0.12) in dark.
public struct Material: ShapeStyle, ResolvableShapeStyle {
    /// Blur radius (as `.blur(radius:)`) and tint opacity, thinnest to thickest.
    let blurRadius: Double
    let tintOpacity: Double
    /// The light appearance's tint: white, or the bars' grey-white.
    var lightTint = Raster.Color.white

    public static let ultraThin = Material(blurRadius: 12, tintOpacity: 0.3)
    public static let thin = Material(blurRadius: 16, tintOpacity: 0.45)
    public static let regular = Material(blurRadius: 20, tintOpacity: 0.6)
    public static let thick = Material(blurRadius: 24, tintOpacity: 0.75)
    public static let ultraThick = Material(blurRadius: 28, tintOpacity: 0.88)
    /// The material of bars (a navigation or tab bar's background): thin, with the bars' grey-white tint.
    public static let bar = Material(blurRadius: 20, tintOpacity: 0.8, lightTint: Raster.Color(red: 0.97, green: 0.97, blue: 0.97))

    /// How much the colours behind are strengthened.
    static let saturation = 1.8

    func resolve(in environment: EnvironmentValues) -> ResolvedPaint {
        let base = environment.colorScheme == .dark ? Raster.Color(red: 0.11, green: 0.11, blue: 0.12) : lightTint
        return .material(ResolvedMaterial(blurRadius: blurRadius, saturation: Self.saturation, tint: base.opacity(tintOpacity), opacity: 1))
    }
}

extension Material: Hashable {}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var thinMaterial: Material { .thin }
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var ultraThickMaterial: Material { .ultraThick }
    public static var bar: Material { Material.bar }
}

/// A material resolved for its appearance: how what lies behind is blurred and tinted.
struct ResolvedMaterial: Hashable, Sendable {
    /// In points, as `.blur(radius:)`.
    var blurRadius: Double
    var saturation: Double
    var tint: Raster.Color
    /// The whole material's opacity (a faded material shows the sharp backdrop through).
    var opacity: Double
}
