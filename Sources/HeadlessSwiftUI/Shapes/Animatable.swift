import Motion

/// A value that animates by addition and scaling, as SwiftUI's `VectorArithmetic`.
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies every component by `rhs`.
    mutating func scale(by rhs: Double)
    /// The squared length of the vector.
    var magnitudeSquared: Double { get }
}

/// A type whose `animatableData` the engine interpolates between two states, as SwiftUI's `Animatable`:
/// a custom `Shape` animates its path this way.
public protocol Animatable {
    associatedtype AnimatableData: VectorArithmetic
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// Nothing to animate.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

/// No animatable values.
public struct EmptyAnimatableData: VectorArithmetic, Hashable, Sendable {
    public init() {}
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    public static func + (_: Self, _: Self) -> Self { Self() }
    public static func - (_: Self, _: Self) -> Self { Self() }
    public mutating func scale(by rhs: Double) {}
    public var magnitudeSquared: Double { 0 }
}

/// Two animatable values animated together.
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) { self.first = first; self.second = second }
    public static var zero: Self { Self(.zero, .zero) }
    public static func + (a: Self, b: Self) -> Self { Self(a.first + b.first, a.second + b.second) }
    public static func - (a: Self, b: Self) -> Self { Self(a.first - b.first, a.second - b.second) }
    public mutating func scale(by rhs: Double) { first.scale(by: rhs); second.scale(by: rhs) }
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

extension AnimatablePair: Equatable {}
extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}

extension Double: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= rhs }
}
extension Float: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}
extension CGFloat: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}

/// Animatable data the engine can flatten into numbers (every type of this module; a user's own
/// `VectorArithmetic` type changes without interpolation).
protocol FlatVector {
    /// Appends the components.
    func flatten(into out: inout [Double])
    /// Reads the components back, in the order `flatten` wrote them.
    static func unflatten(_ values: inout ArraySlice<Double>) -> Self
}

extension Double: FlatVector {
    func flatten(into out: inout [Double]) { out.append(self) }
    static func unflatten(_ values: inout ArraySlice<Double>) -> Double { values.popFirst() ?? 0 }
}
extension Float: FlatVector {
    func flatten(into out: inout [Double]) { out.append(Double(self)) }
    static func unflatten(_ values: inout ArraySlice<Double>) -> Float { Float(values.popFirst() ?? 0) }
}
extension CGFloat: FlatVector {
    func flatten(into out: inout [Double]) { out.append(Double(self)) }
    static func unflatten(_ values: inout ArraySlice<Double>) -> CGFloat { CGFloat(values.popFirst() ?? 0) }
}
extension EmptyAnimatableData: FlatVector {
    func flatten(into out: inout [Double]) {}
    static func unflatten(_ values: inout ArraySlice<Double>) -> EmptyAnimatableData { EmptyAnimatableData() }
}
extension AnimatablePair: FlatVector where First: FlatVector, Second: FlatVector {
    func flatten(into out: inout [Double]) { first.flatten(into: &out); second.flatten(into: &out) }
    static func unflatten(_ values: inout ArraySlice<Double>) -> Self {
        let a = First.unflatten(&values)
        return Self(a, Second.unflatten(&values))
    }
}

extension Animatable {
    /// The animatable data as numbers, or nil when its type cannot be flattened.
    var flatAnimatableData: [Double]? {
        guard let flat = animatableData as? any FlatVector else { return nil }
        var out: [Double] = []
        flat.flatten(into: &out)
        return out
    }

    /// A copy with its animatable data read from `values` (as `flatAnimatableData` wrote them).
    func withFlatAnimatableData(_ values: [Double]) -> Self {
        guard let type = AnimatableData.self as? any FlatVector.Type else { return self }
        var slice = values[...]
        var copy = self
        if let data = type.unflatten(&slice) as? AnimatableData { copy.animatableData = data }
        return copy
    }
}
