/// Combine's `Publisher`, without Combine (which Linux does not have), reduced to what views use: something
/// that sends values to whoever subscribed. `@Published`'s `$property` (``Published/Publisher``), an
/// ``ObservableObject``'s `objectWillChange`, ``Just`` and `Timer.publish(every:on:in:)` are publishers;
/// `.onReceive(_:perform:)` and ``Publisher/sink(receiveValue:)`` subscribe to them.
///
/// Combine's `Subscriber`, `Subscription` and demand are not here: a subscriber is a closure, and every
/// value is delivered at once, on the thread that sent it (the main actor, where views and their models live).
public protocol Publisher<Output, Failure> {
    /// What the publisher sends.
    associatedtype Output
    /// How it can fail (`Never` for every publisher here).
    associatedtype Failure: Error

    /// Calls `receive` with each value sent from now on, until the returned cancellable is cancelled or
    /// released. (The layer's own requirement, in place of Combine's `receive(subscriber:)`.)
    func _subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable
}

extension Publisher where Failure == Never {
    /// Calls `receiveValue` with each value the publisher sends, as Combine's `sink(receiveValue:)`; keep the
    /// returned cancellable (`.store(in: &cancellables)`) for as long as the values should arrive.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        _subscribe { receiveValue($0) }
    }
}

/// The subscribers of one publisher, in the order they subscribed. Not locked: publishers are used on the
/// main actor, as the models that hold them.
final class SubscriberList<Output>: @unchecked Sendable {
    private var entries: [(id: Int, receive: (Output) -> Void)] = []
    private var nextID = 0

    var isEmpty: Bool { entries.isEmpty }

    /// Adds `receive`; cancelling the result removes it.
    func add(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
        nextID += 1
        let id = nextID
        entries.append((id, receive))
        return AnyCancellable { [weak self] in self?.entries.removeAll { $0.id == id } }
    }

    /// Sends `value` to every subscriber (those a subscriber adds while it runs get the next value).
    func send(_ value: Output) {
        for entry in entries { entry.receive(value) }
    }
}
