/// Render time for `.task` closures: `Task.sleep(for:)` inside a rendered view's task sleeps until the
/// renderer's clock reaches the wake time, not for real seconds, so a task that flips state every 1.5 s
/// does so at 1.5 s, 3.0 s … of the rendered timeline, deterministically.
///
/// The host starts tasks, then waits until every task is asleep or finished ("quiet") before it evaluates
/// what they changed; advancing the clock wakes the sleepers due, in order, one quiet period at a time.
@MainActor
final class RenderClock {
    private(set) var now: Double = 0
    private var sleepers: [(wake: Double, order: Int, finishing: Bool, continuation: CheckedContinuation<Void, any Error>)] = []
    private var order = 0
    private var running = 0
    private var quietWaiters: [CheckedContinuation<Void, Never>] = []
    private var tasks: [Task<Void, Never>] = []

    /// Starts `action` as a task on this clock.
    func start(_ action: @escaping @MainActor @Sendable () async -> Void) -> Task<Void, Never> {
        running += 1
        let task = Task { @MainActor in
            await RenderClockScope.$current.withValue(self) { await action() }
            self.running -= 1
            self.signalIfQuiet()
        }
        tasks.append(task)
        return task
    }

    /// Suspends the calling task until the clock reaches now + `seconds`. A `finishing` sleep is part of an
    /// animation that was started (a keyframe animator playing once, an animation's completion): the host
    /// wakes it even past the render's last event, so the animation plays to its end.
    func sleep(seconds: Double, finishing: Bool = false) async throws {
        try Task.checkCancellation()
        order += 1
        let ticket = order
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                sleepers.append((now + max(0, seconds), ticket, finishing, continuation))
                running -= 1
                signalIfQuiet()
            }
        } onCancel: {
            Task { @MainActor in self.cancelSleeper(ticket) }
        }
    }

    private func cancelSleeper(_ ticket: Int) {
        guard let index = sleepers.firstIndex(where: { $0.order == ticket }) else { return }
        let sleeper = sleepers.remove(at: index)
        running += 1
        sleeper.continuation.resume(throwing: CancellationError())
    }

    /// The earliest wake time of a sleeping task.
    var nextWake: Double? { sleepers.map(\.wake).min() }
    /// The earliest wake time of a finishing sleep.
    var nextFinishingWake: Double? { sleepers.filter(\.finishing).map(\.wake).min() }

    /// Waits until no task is running (all asleep or finished).
    func waitUntilQuiet() async {
        if running == 0 { return }
        await withCheckedContinuation { quietWaiters.append($0) }
    }

    private func signalIfQuiet() {
        guard running == 0 else { return }
        let waiters = quietWaiters
        quietWaiters = []
        for waiter in waiters { waiter.resume() }
    }

    /// Moves the clock to `time`, waking the tasks due (earliest first; only finishing sleeps unless
    /// `ordinary`) and waiting for them to settle.
    func advance(to time: Double, ordinary: Bool = true) async {
        now = max(now, time)
        while let index = sleepers.indices.filter({ sleepers[$0].wake <= now && (ordinary || sleepers[$0].finishing) }).min(by: { (sleepers[$0].wake, sleepers[$0].order) < (sleepers[$1].wake, sleepers[$1].order) }) {
            let sleeper = sleepers.remove(at: index)
            running += 1
            sleeper.continuation.resume()
            await waitUntilQuiet()
        }
    }

    /// Cancels every task and waits for them to end.
    func stopAll() async {
        for task in tasks { task.cancel() }
        for task in tasks { await task.value }
        tasks = []
    }
}

/// The clock of the task running now: a task-local, so code outside a render sleeps for real.
enum RenderClockScope {
    @TaskLocal static var current: RenderClock?
}

extension Task where Success == Never, Failure == Never {
    /// `Task.sleep(for:)`: in a rendered view's task it sleeps in render time (``RenderClock``); elsewhere for real.
    public static func sleep(for duration: Duration, tolerance: Duration? = nil) async throws {
        if let clock = RenderClockScope.current {
            let (seconds, attoseconds) = duration.components
            try await clock.sleep(seconds: Double(seconds) + Double(attoseconds) / 1e18)
        } else {
            try await ContinuousClock().sleep(for: duration, tolerance: tolerance)
        }
    }

    /// `Task.sleep(nanoseconds:)`, in render time inside a rendered view's task.
    public static func sleep(nanoseconds duration: UInt64) async throws {
        try await sleep(for: .nanoseconds(Int64(clamping: duration)))
    }
}

/// Sleeps `seconds` of render time as part of an animation under way (``RenderClock/sleep(seconds:finishing:)``):
/// the render goes on until it wakes. Outside a render it sleeps for real.
@MainActor
func sleepFinishingAnimation(seconds: Double) async throws {
    if let clock = RenderClockScope.current {
        try await clock.sleep(seconds: seconds, finishing: true)
    } else {
        try await Task.sleep(for: .seconds(seconds))
    }
}
