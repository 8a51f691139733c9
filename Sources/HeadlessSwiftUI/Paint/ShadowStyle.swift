/// A shadow a shape style draws with, as SwiftUI's `ShadowStyle` (iOS 16): `.drop` casts one below the
/// drawing, as `.shadow(color:radius:x:y:)` does; `.inner` darkens the drawing inside its own edges.
/// Radii are blurred as the view shadow's are (σ = 0.95 × radius, measured on iOS for drop shadows; the
/// inner shadow's use of the same σ is a guess).
public struct ShadowStyle: Equatable, Sendable {
    let color: Color
    let radius: CGFloat
    let x: CGFloat
    let y: CGFloat
    let inner: Bool

    public static func drop(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(color: color, radius: radius, x: x, y: y, inner: false)
    }

    public static func inner(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(color: color, radius: radius, x: x, y: y, inner: true)
    }

    func resolved(in environment: EnvironmentValues) -> ShadowSpec {
        ShadowSpec(color: color.resolved(scheme: environment.colorScheme, palette: environment.palette), radius: Double(radius),
                   x: Double(x), y: Double(y), inner: inner)
    }
}

/// A shape style drawn with a shadow (`style.shadow(.drop(radius: 4))`, or `.shadow(.inner(radius: 2))` of
/// the foreground style).
public struct _ShadowShapeStyle<Base: ShapeStyle>: ShapeStyle, ResolvableShapeStyle {
    let base: Base
    let shadow: ShadowStyle

    func resolve(in environment: EnvironmentValues) -> ResolvedPaint {
        let paint = base.resolvedPaint(in: environment) ?? .color(.clear)
        return .shadowed(paint, shadow.resolved(in: environment))
    }
}

extension ShapeStyle {
    /// This style, drawn with `style`'s shadow.
    public func shadow(_ style: ShadowStyle) -> _ShadowShapeStyle<Self> { _ShadowShapeStyle(base: self, shadow: style) }
}

extension ShapeStyle where Self == _ShadowShapeStyle<ForegroundStyle> {
    /// The foreground style, drawn with `style`'s shadow.
    public static func shadow(_ style: ShadowStyle) -> _ShadowShapeStyle<ForegroundStyle> {
        _ShadowShapeStyle(base: ForegroundStyle(), shadow: style)
    }
}

extension ResolvedPaint {
    /// The paint without its shadows, and the shadows, outermost first.
    var withoutShadows: (paint: ResolvedPaint, shadows: [ShadowSpec]) {
        guard case .shadowed(let base, let shadow) = self else { return (self, []) }
        let inner = base.withoutShadows
        return (inner.paint, [shadow] + inner.shadows)
    }
}
