import Synchronization

/// Counts finished frames and hands each new count to a reporter, one report at a time, so that a
/// progress display sees 1, 2, 3 … in order although frames finish on several threads.
final class ProgressCounter: Sendable {
    private let count = Mutex(0)

    /// Adds one and calls `report` with the new count while holding the lock.
    func increment(_ report: (Int) -> Void) {
        count.withLock { c in
            c += 1
            report(c)
        }
    }
}
