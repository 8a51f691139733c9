import Dispatch
import Foundation

extension Array where Element: Sendable {
    /// `map(transform)` with the elements spread over every core; the results in the elements' order.
    /// For pure, independent work (display lists of a scene at many instants): the result is the same
    /// as `map`'s whatever the scheduling.
    func concurrentMap<T: Sendable>(_ transform: @Sendable (Element) -> T) -> [T] {
        let workers = Swift.min(count, ProcessInfo.processInfo.activeProcessorCount)
        guard workers > 1 else { return map(transform) }
        var results = [T?](repeating: nil, count: count)
        results.withUnsafeMutableBufferPointer { out in
            nonisolated(unsafe) let out = out   // each worker writes its own indices
            self.withUnsafeBufferPointer { input in
                nonisolated(unsafe) let input = input
                DispatchQueue.concurrentPerform(iterations: workers) { w in
                    for i in stride(from: w, to: input.count, by: workers) { out[i] = transform(input[i]) }
                }
            }
        }
        return results.map { $0! }
    }
}
