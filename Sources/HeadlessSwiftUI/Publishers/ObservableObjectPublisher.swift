/// Combine's `ObservableObjectPublisher`: what an ``ObservableObject``'s `objectWillChange` is, a publisher of
/// no value that says the object is about to change. `send()` calls every subscriber: the view graphs that
/// use the object (which evaluate again under the transaction it is sent in), `.onReceive(object.objectWillChange)`,
/// `sink`s.
public final class ObservableObjectPublisher: Publisher, @unchecked Sendable {
    public typealias Output = Void
    public typealias Failure = Never

    private let subscribers = SubscriberList<Void>()
    /// The view graphs' subscriptions, which last as long as the object.
    private var kept: [AnyCancellable] = []

    public init() {}

    /// Announces a change to every subscriber. Views are rendered on the main actor, so a change they follow
    /// is made there (a model changed on another thread is a data race in SwiftUI too).
    public func send() {
        subscribers.send(())
    }

    public func _subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
        subscribers.add(receive)
    }

    /// A view graph's subscription, kept for the object's life. Views are rendered on the main actor, so a
    /// change they follow is made there (a model changed on another thread is a data race in SwiftUI too).
    @MainActor func subscribe(_ subscriber: @escaping @MainActor () -> Void) {
        kept.append(_subscribe { MainActor.assumeIsolated { subscriber() } })
    }
}
