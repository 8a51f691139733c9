import Motion

/// A user's own animation, as SwiftUI's `CustomAnimation`: `animate(value:time:context:)` returns the
/// animated part of a change `value` at `time` seconds after it, and nil once it is finished.
///
/// Here the animation is asked for the unit change (`value` = 1) and its answers are the fraction of every
/// property's change (Motion's `CustomProgress`): exact for animations linear in `value`, which is how
/// SwiftUI's documentation writes them (`value.scaled(by: curve(time))`). Each call gets a fresh context,
/// so state kept in `context.state` does not carry from one call to the next; `velocity` and
/// `shouldMerge` are accepted (a change that interrupts a custom animation starts from rest).
public protocol CustomAnimation: Hashable, Sendable {
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V?
    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool
}

extension CustomAnimation {
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? { nil }
    public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool { false }
}

/// What a custom animation is told besides the value and time, as SwiftUI's `AnimationContext`.
public struct AnimationContext<Value: VectorArithmetic> {
    /// Storage of the animation's own values (fresh for every call here).
    public var state = AnimationState<Value>()
    /// Set by the animation when it is done in all but its tail (accepted).
    public var isLogicallyComplete = false
    /// The environment of the change (the defaults here).
    public var environment = EnvironmentValues()
}

/// A custom animation's own values by key, as SwiftUI's `AnimationState`.
public struct AnimationState<Value: VectorArithmetic> {
    private var values: [ObjectIdentifier: Any] = [:]
    public init() {}
    public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// A key into ``AnimationState``.
public protocol AnimationStateKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

extension Animation {
    /// An animation of your own (`CustomAnimation`).
    public init<A: CustomAnimation>(_ base: A) {
        self.init(custom: CustomProgress(identity: base) { time in
            var context = AnimationContext<Double>()
            return base.animate(value: 1.0, time: time, context: &context)
        })
    }
}
