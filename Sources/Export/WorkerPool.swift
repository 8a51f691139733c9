import Dispatch
import Foundation
import Synchronization

/// A fixed number of threads that take indices 0, 1, 2 … from a shared atomic counter until none are
/// left. At most `threads` items are in flight at once, which is what keeps an export's memory flat in
/// the number of frames: each worker holds one frame at a time and drops it before taking the next.
public enum WorkerPool {
    /// The shared state of one run.
    private final class Run: Sendable {
        let next = Atomic<Int>(0)
        let stopped = Atomic<Bool>(false)
        /// The failure at the lowest index, so that the error reported does not depend on scheduling.
        let failure = Mutex<(index: Int, error: any Error)?>(nil)
        /// The work, dropped when the run ends: a finished thread is torn down a little later, and what the
        /// work captured (frames) must not live on with it into the next run.
        let work: Mutex<(@Sendable (Int) throws -> Void)?>
        init(_ work: @escaping @Sendable (Int) throws -> Void) { self.work = Mutex(work) }
    }

    /// Calls `work(i)` for every i in `0..<count` on `threads` threads (the calling thread is one of
    /// them). After the first failure no new index is started; the failure at the lowest index is rethrown.
    public static func run(count: Int, threads: Int, _ work: @escaping @Sendable (Int) throws -> Void) throws {
        guard count > 0 else { return }
        let run = Run(work)
        let workers = max(1, min(threads, count))
        @Sendable func loop() {
            guard let work = run.work.withLock({ $0 }) else { return }
            while !run.stopped.load(ordering: .acquiring) {
                let i = run.next.wrappingAdd(1, ordering: .relaxed).oldValue
                if i >= count { return }
                do { try work(i) } catch {
                    run.failure.withLock { f in if f == nil || i < f!.index { f = (i, error) } }
                    run.stopped.store(true, ordering: .releasing)
                }
            }
        }
        let group = DispatchGroup()
        for _ in 1..<workers {
            group.enter()
            let thread = Thread { loop(); group.leave() }
            // Rendering recurses a little (paths, layers); give workers the main thread's usual stack.
            thread.stackSize = 8 << 20
            thread.start()
        }
        loop()
        group.wait()
        run.work.withLock { $0 = nil }
        if let failure = run.failure.withLock({ $0 }) { throw failure.error }
    }
}
