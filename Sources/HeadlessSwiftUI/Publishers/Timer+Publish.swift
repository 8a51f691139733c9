import Foundation

extension Timer {
    /// Combine's `Timer.publish(every:tolerance:on:in:)`: a publisher of the date every `interval` seconds,
    /// here on render time. `.onReceive(Timer.publish(every: 1, on: .main, in: .common).autoconnect())` runs
    /// its action at 1 s, 2 s … after the view appears, with the render's date then (``RenderConfiguration/date``
    /// plus the render time), so a clock face shows the same seconds on every run. The run loop, mode and
    /// tolerance are accepted and not used: there is no run loop, only the render's clock.
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode) -> Timer.TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode)
    }

    /// Combine's `Timer.TimerPublisher`: a connectable publisher of dates, one every ``interval`` seconds of
    /// render time. It sends only to `.onReceive` in a rendered view (a `sink` outside one gets nothing: no
    /// clock runs there).
    public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
        public typealias Output = Date
        public typealias Failure = Never
        public let interval: TimeInterval
        public let tolerance: TimeInterval?
        public let runLoop: RunLoop
        public let mode: RunLoop.Mode

        public init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
        }

        public func connect() -> any Cancellable { AnyCancellable {} }

        public func _subscribe(_ receive: @escaping (Date) -> Void) -> AnyCancellable { AnyCancellable {} }
    }
}

extension Timer.TimerPublisher: _RenderTimePublisher {
    /// Sleeps in render time and sends the render's date every ``interval`` seconds, until cancelled.
    @MainActor func run(from start: Date, _ receive: @escaping @MainActor (Date) -> Void) async {
        guard interval > 0 else { return }
        let began = RenderClockScope.current?.now ?? 0
        var tick = 1.0
        while !Task.isCancelled {
            do { try await sleep(untilRenderTime: began + tick * interval) } catch { return }
            receive(start.addingTimeInterval(began + tick * interval))
            tick += 1
        }
    }
}
