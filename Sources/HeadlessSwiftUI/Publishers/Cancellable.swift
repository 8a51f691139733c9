/// Combine's `Cancellable`: something that can be stopped, a subscription.
public protocol Cancellable {
    func cancel()
}

/// Combine's `AnyCancellable`: a subscription that is cancelled when `cancel()` is called or when it is
/// released, so a model keeps its subscriptions in a `Set<AnyCancellable>` for as long as it lives.
public final class AnyCancellable: Cancellable, Hashable, @unchecked Sendable {
    private var onCancel: (() -> Void)?

    public init(_ cancel: @escaping () -> Void) { onCancel = cancel }
    public convenience init<C: Cancellable>(_ canceller: C) { self.init { canceller.cancel() } }

    public func cancel() {
        let action = onCancel
        onCancel = nil
        action?()
    }

    deinit { cancel() }

    /// Keeps the subscription in `set`.
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
    /// Keeps the subscription in `collection`.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
