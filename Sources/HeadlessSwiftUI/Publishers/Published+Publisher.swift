extension Published {
    /// Combine's `Published.Publisher`, what `$property` of an `@Published` property is: it sends the
    /// property's current value when a subscriber subscribes, then each new value as it is set (before the
    /// property holds it, as in Combine).
    public struct Publisher: HeadlessSwiftUI.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
        let subject: PublishedSubject<Value>

        public func _subscribe(_ receive: @escaping (Value) -> Void) -> AnyCancellable {
            let cancellable = subject.subscribers.add(receive)
            receive(subject.current)
            return cancellable
        }
    }
}

/// The values of one `@Published` property: the last one set, and who subscribed to `$property`.
final class PublishedSubject<Value>: @unchecked Sendable {
    private(set) var current: Value
    let subscribers = SubscriberList<Value>()

    init(_ value: Value) { current = value }

    /// A new value of the property: kept as the current one and sent to the subscribers.
    func send(_ value: Value) {
        current = value
        subscribers.send(value)
    }
}
