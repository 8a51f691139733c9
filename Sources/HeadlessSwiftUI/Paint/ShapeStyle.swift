import Raster

/// A colour, gradient or other paint a shape or text is drawn with, as SwiftUI's `ShapeStyle`.
///
/// The styles of this module resolve themselves against the environment (appearance, foreground, tint);
/// a style type of the user's own has nothing to resolve to and draws an error naming it.
public protocol ShapeStyle: Sendable {}

/// A style this module knows how to resolve.
protocol ResolvableShapeStyle: ShapeStyle {
    func resolve(in environment: EnvironmentValues) -> ResolvedPaint
}

extension ShapeStyle {
    /// This style resolved in `environment`; an unknown style type resolves to clear (and is reported by
    /// the view that uses it).
    func resolvedPaint(in environment: EnvironmentValues) -> ResolvedPaint? {
        (self as? any ResolvableShapeStyle)?.resolve(in: environment)
    }

    /// The same style at a lower opacity.
    public func opacity(_ opacity: Double) -> some ShapeStyle {
        OpacityShapeStyle(base: AnyShapeStyle(self), opacity: opacity)
    }
}

/// A type-erased style.
public struct AnyShapeStyle: ShapeStyle, ResolvableShapeStyle {
    let base: any ShapeStyle
    public init<S: ShapeStyle>(_ style: S) {
        if let any = style as? AnyShapeStyle { base = any.base } else { base = style }
    }
    func resolve(in environment: EnvironmentValues) -> ResolvedPaint {
        base.resolvedPaint(in: environment) ?? .color(.clear)
    }
}

struct OpacityShapeStyle: ShapeStyle, ResolvableShapeStyle {
    let base: AnyShapeStyle
    let opacity: Double
    func resolve(in environment: EnvironmentValues) -> ResolvedPaint { base.resolve(in: environment).withOpacity(opacity) }
}

extension Color: ShapeStyle, ResolvableShapeStyle {
    func resolve(in environment: EnvironmentValues) -> ResolvedPaint {
        .color(resolved(scheme: environment.colorScheme, palette: environment.palette))
    }
}

/// The foreground style of the environment, as SwiftUI's `.foreground`.
public struct ForegroundStyle: ShapeStyle, ResolvableShapeStyle {
    public init() {}
    func resolve(in environment: EnvironmentValues) -> ResolvedPaint { environment.resolvedForeground(level: 0) }
}

/// The environment's tint, as SwiftUI's `.tint`.
public struct TintShapeStyle: ShapeStyle, ResolvableShapeStyle {
    public init() {}
    func resolve(in environment: EnvironmentValues) -> ResolvedPaint {
        environment.tintStyle?.resolve(in: environment) ?? Color.accentColor.resolve(in: environment)
    }
}

/// A level of the foreground style, as SwiftUI's `.primary`, `.secondary`, … styles.
///
/// Over the default foreground these are the label colours; over a custom foreground colour, that colour
/// at the opacity of the level's label colour (a documented approximation of iOS's vibrancy levels).
public struct HierarchicalShapeStyle: ShapeStyle, ResolvableShapeStyle {
    let level: Int
    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    public static let quinary = HierarchicalShapeStyle(level: 4)
    func resolve(in environment: EnvironmentValues) -> ResolvedPaint { environment.resolvedForeground(level: level) }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    public static var quinary: HierarchicalShapeStyle { .quinary }
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension EnvironmentValues {
    /// The foreground at a hierarchy level: the label colours by default; the secondary and tertiary
    /// levels an explicit `.foregroundStyle(a, b(, c))` set (the tertiary falling back to the secondary).
    func resolvedForeground(level: Int) -> ResolvedPaint {
        let labels: [SystemColorTable.Name] = [.label, .secondaryLabel, .tertiaryLabel, .quaternaryLabel, .quaternaryLabel]
        let name = labels[min(level, labels.count - 1)]
        guard let style = foregroundStyle else {
            return .color(SystemColorTable.color(name, scheme: colorScheme, palette: palette))
        }
        var inner = self
        inner.foregroundStyle = nil   // also clears the levels: a level's own style resolves against none
        if (1...2).contains(level), !foregroundLevels.isEmpty {
            return foregroundLevels[min(level, foregroundLevels.count) - 1].resolve(in: inner)
        }
        let paint = style.resolve(in: inner)
        guard level > 0 else { return paint }
        return paint.withOpacity(SystemColorTable.color(name, scheme: colorScheme, palette: palette).alpha)
    }
}
