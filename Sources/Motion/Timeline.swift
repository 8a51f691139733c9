/// The history of one animated property: a start value and the state changes that move it.
///
/// Each change arrives at a time, with a target and the animation the property resolved for it (see
/// ``Transaction``), or `nil` for an instant change (Reduce Motion). Asking for the property at time t
/// replays the changes up to t:
///
/// - A change takes effect at t ≥ its time. At exactly its time the value is still the value it
///   interrupts (a frame at the moment of the change shows the start state); an un-animated change shows
///   its target from that instant.
/// - A change that interrupts a running animation starts from the value presented at that instant. If its
///   animation is a spring it also keeps the presented velocity, as SwiftUI's retargeting does (for an
///   integrated spring that is the integrator's state); a timing curve starts from rest.
/// - Once `duration` of the change's animation has passed, the value is exactly the target (the snap that
///   makes a frame plan's last frame exact); a spring is then within 0.001 of the change of it.
public struct Timeline<Value: Interpolatable>: Sendable {
    /// One state change.
    public struct Change: Sendable, Equatable {
        /// When the state changes, in seconds on the timeline's clock.
        public var time: Double
        /// The value the property moves to.
        public var target: Value
        /// How it moves there; `nil` jumps at once.
        public var animation: Animation?
        /// A change from its parts.
        public init(at time: Double, to target: Value, animation: Animation?) {
            self.time = time; self.target = target; self.animation = animation
        }
    }

    /// The value before the first change.
    public let initialValue: Value
    /// The changes, sorted by time (stable for changes at the same time: the later one wins).
    public private(set) var changes: [Change]

    /// A timeline from a start value and its changes (in any order).
    public init(initialValue: Value, changes: [Change] = []) {
        self.initialValue = initialValue
        self.changes = []
        for change in changes { append(change) }
    }

    /// Adds a change, keeping the list sorted by time.
    public mutating func append(_ change: Change) {
        let index = changes.firstIndex { $0.time > change.time } ?? changes.endIndex
        changes.insert(change, at: index)
    }

    /// Adds a change at `time` to `target` under `animation`.
    public mutating func change(at time: Double, to target: Value, animation: Animation?) {
        append(Change(at: time, to: target, animation: animation))
    }

    /// Adds a change under the animation a transaction resolved to (after its `.animation(_:value:)` scopes).
    public mutating func change(at time: Double, to target: Value, transaction: Transaction) {
        append(Change(at: time, to: target, animation: transaction.animation))
    }

    /// A running (or finished) segment: where change `index` started from and with what velocity.
    @usableFromInline
    struct Segment {
        @usableFromInline var change: Change
        @usableFromInline var from: Value
        @usableFromInline var velocity: Value
        @inlinable
        init(change: Change, from: Value, velocity: Value) {
            self.change = change; self.from = from; self.velocity = velocity
        }
        @inlinable
        func sample(at t: Double) -> AnimationSample<Value> {
            guard let animation = change.animation else { return AnimationSample(value: change.target, velocity: .zero) }
            // The snap compares absolute times, with the very expression `settledTime` uses: `t − time` can
            // round to just under the duration at t = time + duration.
            if t >= change.time + animation.duration { return AnimationSample(value: change.target, velocity: .zero) }
            return animation.sample(from: from, to: change.target, initialVelocity: velocity, elapsed: t - change.time)
        }
    }

    /// The value and velocity at time `t`. Inlinable, so that callers sample their own value types
    /// without generic dispatch (a scene samples every animated node at every frame).
    @inlinable
    public func sample(at t: Double) -> AnimationSample<Value> {
        var segment: Segment? = nil
        for change in changes {
            if change.time > t { break }
            // What is presented when the change arrives, continuing the previous segment to that instant.
            let current = segment?.sample(at: change.time) ?? AnimationSample(value: initialValue, velocity: .zero)
            let inherits = change.animation?.inheritsVelocity ?? false
            segment = Segment(change: change, from: current.value, velocity: inherits ? current.velocity : .zero)
        }
        guard let segment else { return AnimationSample(value: initialValue, velocity: .zero) }
        if t == segment.change.time && segment.change.animation != nil {
            return AnimationSample(value: segment.from, velocity: segment.velocity)
        }
        return segment.sample(at: t)
    }

    /// The value at time `t` (see ``sample(at:)``).
    @inlinable
    public func value(at t: Double) -> Value { sample(at: t).value }

    /// The value after every change has finished: the last change's target.
    public var finalValue: Value { changes.last?.target ?? initialValue }
}

extension Timeline: TimelineSpan {
    /// The time of the first change, or nil when nothing changes.
    public var firstChangeTime: Double? { changes.first?.time }

    /// When the property stops moving: the last change's time plus its animation's duration (only the last
    /// one matters, since it supersedes every earlier one). Computed with the same expression the snap
    /// uses, so sampling at exactly this time gives exactly ``finalValue``. Infinite for `repeatForever`.
    public var settledTime: Double? {
        guard let last = changes.last else { return nil }
        guard let animation = last.animation else { return last.time }
        return last.time + animation.duration
    }

    /// When a property that never settles has played one whole cycle of its last change
    /// (``Animation/cycleDuration``); the settled time for the others.
    public var cycleEndTime: Double? {
        guard let last = changes.last else { return nil }
        guard let cycle = last.animation?.cycleDuration else { return settledTime }
        return last.time + cycle
    }
}
