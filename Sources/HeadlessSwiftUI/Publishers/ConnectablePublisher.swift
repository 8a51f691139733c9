import Foundation

/// Combine's `ConnectablePublisher`: a publisher that starts sending when connected; `autoconnect()`
/// connects it at the first subscription.
public protocol ConnectablePublisher: Publisher {
    func connect() -> any Cancellable
}

extension ConnectablePublisher {
    /// The publisher, connected when something subscribes, as Combine's `autoconnect()`.
    public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(upstream: self) }
}

/// Combine's namespace of publisher types.
public enum Publishers {
    /// Combine's `Publishers.Autoconnect`: `upstream`, connected at the first subscription.
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher, @unchecked Sendable {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream

        public init(upstream: Upstream) { self.upstream = upstream }

        public func _subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
            let subscription = upstream._subscribe(receive)
            _ = upstream.connect()
            return subscription
        }
    }
}

extension Publishers.Autoconnect: _RenderTimePublisher where Upstream: _RenderTimePublisher {
    @MainActor func run(from start: Date, _ receive: @escaping @MainActor (Upstream.Output) -> Void) async {
        await upstream.run(from: start, receive)
    }
}
