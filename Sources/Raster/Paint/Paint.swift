import Foundation

/// What fills the inside of a shape.
public enum Paint: Hashable, Sendable {
    case solid(Color)
    case linearGradient(LinearGradient)
    case radialGradient(RadialGradient)
    case conicGradient(ConicGradient)
    case twoPointConicalGradient(TwoPointConicalGradient)
    /// A picture (ImagePattern.swift).
    case image(ImagePattern)
}

/// A gradient along the line from `start` to `end`; t = 0 at `start`, 1 at `end`, constant across.
public struct LinearGradient: Hashable, Sendable {
    public var start: Point
    public var end: Point
    public var ramp: ColorRamp
    /// Maps gradient coordinates to the user space of the shape being filled.
    public var transform: Transform
    public init(start: Point, end: Point, ramp: ColorRamp, transform: Transform = .identity) {
        self.start = start; self.end = end; self.ramp = ramp; self.transform = transform
    }
}

/// SVG 1.1's radial gradient: t = 0 at the focal point, t = 1 on the circle (`center`, `radius`).
/// With the focal point at the centre this is the plain radial gradient.
public struct RadialGradient: Hashable, Sendable {
    public var center: Point
    public var radius: Double
    public var focal: Point
    public var ramp: ColorRamp
    public var transform: Transform
    public init(center: Point, radius: Double, focal: Point? = nil, ramp: ColorRamp, transform: Transform = .identity) {
        self.center = center; self.radius = radius; self.focal = focal ?? center; self.ramp = ramp; self.transform = transform
    }
}

/// A gradient around a centre (SwiftUI's `AngularGradient`): t = 0 at `startAngle`, 1 at `endAngle`, angles
/// in radians clockwise from the +x axis (y grows down). Directions past the end take the end colour (pad).
public struct ConicGradient: Hashable, Sendable {
    public var center: Point
    public var startAngle: Double
    public var endAngle: Double
    public var ramp: ColorRamp
    public var transform: Transform
    public init(center: Point, startAngle: Double, endAngle: Double, ramp: ColorRamp, transform: Transform = .identity) {
        self.center = center; self.startAngle = startAngle; self.endAngle = endAngle; self.ramp = ramp; self.transform = transform
    }

    /// The gradient parameter of a point: its angle about the centre, measured from the start angle into
    /// [0, 2π), over the sweep.
    func parameter(at p: Point) -> Double {
        let sweep = endAngle - startAngle
        guard sweep != 0 else { return 0 }
        var a = atan2(p.y - center.y, p.x - center.x) - startAngle
        a -= (a / (2 * .pi)).rounded(.down) * 2 * .pi
        return a / sweep
    }
}
