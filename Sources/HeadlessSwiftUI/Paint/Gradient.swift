import Raster

/// Colours at locations along a gradient, as SwiftUI's `Gradient`.
public struct Gradient: Hashable, Sendable, ShapeStyle, ResolvableShapeStyle {
    /// One colour at one location (0…1).
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) { self.color = color; self.location = location }
    }
    public var stops: [Stop]
    public init(stops: [Stop]) { self.stops = stops }
    /// Evenly spaced colours.
    public init(colors: [Color]) {
        let n = colors.count
        stops = colors.enumerated().map { Stop(color: $1, location: n > 1 ? CGFloat($0) / CGFloat(n - 1) : 0) }
    }

    /// The stops with their colours resolved.
    func resolved(in environment: EnvironmentValues) -> ResolvedGradient {
        ResolvedGradient(stops: stops.map {
            ResolvedGradient.Stop(color: $0.color.resolved(scheme: environment.colorScheme, palette: environment.palette),
                                  location: Double($0.location))
        })
    }

    /// A gradient used as a style is drawn top to bottom, as SwiftUI does.
    func resolve(in environment: EnvironmentValues) -> ResolvedPaint {
        .linear(resolved(in: environment), start: .top, end: .bottom)
    }
}

/// `Color.gradient`: a subtle top-to-bottom gradient of the colour (lighter at the top).
public struct AnyGradient: Hashable, Sendable, ShapeStyle, ResolvableShapeStyle {
    let color: Color
    func resolve(in environment: EnvironmentValues) -> ResolvedPaint {
        let base = color.resolved(scheme: environment.colorScheme, palette: environment.palette)
        func mix(_ v: Double, _ k: Double) -> Double { v + (1 - v) * k }
        let top = Raster.Color(red: mix(base.red, 0.15), green: mix(base.green, 0.15), blue: mix(base.blue, 0.15), alpha: base.alpha)
        return .linear(ResolvedGradient(stops: [.init(color: top, location: 0), .init(color: base, location: 1)]), start: .top, end: .bottom)
    }
}

extension Color {
    /// A gradient of this colour, as `Color.gradient` (a guess at iOS's subtle lightening: 15 % at the top).
    public var gradient: AnyGradient { AnyGradient(color: self) }
}

/// A gradient along a line, as SwiftUI's `LinearGradient`; its points are in the unit square of the
/// frame it fills.
public struct LinearGradient: ShapeStyle, ResolvableShapeStyle {
    let gradient: Gradient
    let startPoint: UnitPoint, endPoint: UnitPoint
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient; self.startPoint = startPoint; self.endPoint = endPoint
    }
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }
    func resolve(in environment: EnvironmentValues) -> ResolvedPaint {
        .linear(gradient.resolved(in: environment), start: startPoint, end: endPoint)
    }
}

/// A gradient in circles about a centre, as SwiftUI's `RadialGradient` (radii in points).
public struct RadialGradient: ShapeStyle, ResolvableShapeStyle {
    let gradient: Gradient
    let center: UnitPoint
    let startRadius: CGFloat, endRadius: CGFloat
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient; self.center = center; self.startRadius = startRadius; self.endRadius = endRadius
    }
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    func resolve(in environment: EnvironmentValues) -> ResolvedPaint {
        .radial(gradient.resolved(in: environment), center: center, startRadius: Double(startRadius), endRadius: Double(endRadius))
    }
}

/// A gradient around a centre, as SwiftUI's `AngularGradient` (angles clockwise from the trailing direction).
public struct AngularGradient: ShapeStyle, ResolvableShapeStyle {
    let gradient: Gradient
    let center: UnitPoint
    let startAngle: Angle, endAngle: Angle
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient; self.center = center; self.startAngle = startAngle
        self.endAngle = endAngle == startAngle ? startAngle + .degrees(360) : endAngle
    }
    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }
    func resolve(in environment: EnvironmentValues) -> ResolvedPaint {
        .angular(gradient.resolved(in: environment), center: center, start: startAngle.radians, end: endAngle.radians)
    }
}

extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == AngularGradient {
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }
}
