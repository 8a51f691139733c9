import Foundation

extension View {
    /// Runs `action` with each value `publisher` sends, as SwiftUI's `onReceive(_:perform:)`: the view
    /// subscribes when it first appears and stays subscribed while it is in the tree. A value sent while
    /// the view subscribes (`$property`'s current value, ``Just``'s) runs the action after that evaluation,
    /// as `onAppear` does; later ones run at once, inside the change that sent them, under its transaction.
    /// A timer (`Timer.publish(every:on:in:).autoconnect()`) sends on render time, as a `.task` sleeps.
    /// The first publisher the view gave is the one listened to, as long as the view stays.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> ModifiedContent<Self, LifecycleModifier> where P.Failure == Never {
        modifier(LifecycleModifier { context in context.graph.receive(publisher, at: context.path, action) })
    }
}

/// A publisher that sends on render time (a timer): run as a task of the view, on the render's clock.
protocol _RenderTimePublisher: Publisher {
    @MainActor func run(from start: Date, _ receive: @escaping @MainActor (Output) -> Void) async
}

/// One `.onReceive`'s subscription: the latest action its view gave, and the subscription itself.
@MainActor
final class Receiver {
    var action: (Any) -> Void = { _ in }
    var subscription: AnyCancellable?
}

extension ViewGraph {
    /// Subscribes the view at `path` to `publisher` the first time, and keeps `action` (the latest
    /// evaluation's) as what each value runs.
    func receive<P: Publisher>(_ publisher: P, at path: ViewPath, _ action: @escaping (P.Output) -> Void) {
        // Several `.onReceive`s on one view share its path: each is told apart by its place among them.
        let count = receiversAtPath[path, default: 0]
        receiversAtPath[path] = count + 1
        let key = path.appending(.part("onReceive\(count)"))
        touchedReceivers.insert(key)
        let receiver = receivers[key] ?? Receiver()
        receiver.action = { action($0 as! P.Output) }
        if let timed = publisher as? any _RenderTimePublisher {
            let start = receiverStartDate
            tasks[key] = TaskRegistration(id: 0) { [weak receiver] in
                await Self.run(timed, from: start) { receiver?.action($0) }
            }
        }
        guard receivers[key] == nil else { return }
        receivers[key] = receiver
        guard !(publisher is any _RenderTimePublisher) else { return }
        var subscribing = true
        var early: [P.Output] = []
        receiver.subscription = publisher._subscribe { [weak receiver] value in
            // Views and the models they subscribe to live on the main actor.
            nonisolated(unsafe) let value = value
            MainActor.assumeIsolated {
                if subscribing { early.append(value) } else { receiver?.action(value) }
            }
        }
        subscribing = false
        for value in early { pendingActions.append { [weak receiver] in receiver?.action(value) } }
    }

    private static func run<T: _RenderTimePublisher>(_ publisher: T, from start: Date, _ receive: @escaping @MainActor (Any) -> Void) async {
        await publisher.run(from: start) { receive($0) }
    }
}
