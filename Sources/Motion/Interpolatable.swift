/// A value an animation can move: a vector space (add, subtract, scale), like SwiftUI's `VectorArithmetic`.
///
/// Springs and curves are linear in the change they animate, so anything that can be added and scaled
/// can be animated with the same code. `magnitudeSquared` lets callers measure how far apart two values are.
public protocol Interpolatable: Sendable, Equatable {
    /// The additive identity; also "no velocity".
    static var zero: Self { get }
    /// Component-wise sum.
    static func + (lhs: Self, rhs: Self) -> Self
    /// Component-wise difference.
    static func - (lhs: Self, rhs: Self) -> Self
    /// Every component multiplied by `factor`.
    func scaled(by factor: Double) -> Self
    /// The sum of squared components (the squared Euclidean length).
    var magnitudeSquared: Double { get }
}

extension Interpolatable {
    /// Linear interpolation: `self` at 0, `other` at 1; values outside 0…1 extrapolate (springs overshoot).
    @inlinable
    public func interpolated(to other: Self, fraction: Double) -> Self {
        self + (other - self).scaled(by: fraction)
    }
}

extension Double: Interpolatable {
    /// Multiplication, under the protocol's name.
    public func scaled(by factor: Double) -> Double { self * factor }
    /// The square of the value.
    public var magnitudeSquared: Double { self * self }
}

/// A 2-D point (or offset) that can be animated; Motion's own type, so that Motion depends on no other module.
public struct AnimatablePoint: Interpolatable, Hashable {
    /// Horizontal component.
    public var x: Double
    /// Vertical component.
    public var y: Double
    /// A point from its components.
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    /// The origin; also "not moving".
    public static let zero = AnimatablePoint(x: 0, y: 0)
    /// Component-wise sum.
    public static func + (l: Self, r: Self) -> Self { Self(x: l.x + r.x, y: l.y + r.y) }
    /// Component-wise difference.
    public static func - (l: Self, r: Self) -> Self { Self(x: l.x - r.x, y: l.y - r.y) }
    /// Both components scaled.
    public func scaled(by f: Double) -> Self { Self(x: x * f, y: y * f) }
    /// x² + y².
    public var magnitudeSquared: Double { x * x + y * y }
}

/// A 2-D size that can be animated. A spring may take it below zero for a moment; clamp before drawing.
public struct AnimatableSize: Interpolatable, Hashable {
    /// Horizontal extent.
    public var width: Double
    /// Vertical extent.
    public var height: Double
    /// A size from its components.
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    /// The empty size.
    public static let zero = AnimatableSize(width: 0, height: 0)
    /// Component-wise sum.
    public static func + (l: Self, r: Self) -> Self { Self(width: l.width + r.width, height: l.height + r.height) }
    /// Component-wise difference.
    public static func - (l: Self, r: Self) -> Self { Self(width: l.width - r.width, height: l.height - r.height) }
    /// Both components scaled.
    public func scaled(by f: Double) -> Self { Self(width: width * f, height: height * f) }
    /// width² + height².
    public var magnitudeSquared: Double { width * width + height * height }
    /// The size with negative components raised to zero, for drawing.
    public var drawn: AnimatableSize { AnimatableSize(width: max(0, width), height: max(0, height)) }
}

/// An opacity that can be animated. The animated value may overshoot 0…1 under a spring;
/// ``drawn`` is what a renderer should use.
public struct Opacity: Interpolatable, Hashable {
    /// The raw animated value (may lie outside 0…1 during a spring's overshoot).
    public var value: Double
    /// An opacity from a raw value.
    public init(_ value: Double) { self.value = value }
    /// Fully transparent.
    public static let zero = Opacity(0)
    /// Sum.
    public static func + (l: Self, r: Self) -> Self { Self(l.value + r.value) }
    /// Difference.
    public static func - (l: Self, r: Self) -> Self { Self(l.value - r.value) }
    /// Scaled.
    public func scaled(by f: Double) -> Self { Self(value * f) }
    /// The square of the value.
    public var magnitudeSquared: Double { value * value }
    /// The value clamped to 0…1: what is drawn while the spring itself overshoots (FACTS.md, likely).
    public var drawn: Double { min(1, max(0, value)) }
}
