import Foundation

/// Median wall time of repeated runs: the benchmark's only clock. Medians, not means, so that a
/// run disturbed by the other core's load does not move the figure.
func medianSeconds(runs: Int = 21, warmup: Int = 3, _ body: () -> Void) -> Double {
    let clock = ContinuousClock()
    for _ in 0..<warmup { body() }
    var samples: [Double] = []
    for _ in 0..<runs {
        let d = clock.measure(body)
        samples.append(Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18)
    }
    samples.sort()
    return samples[samples.count / 2]
}

/// Median wall time of repeated runs of async work (building a scene evaluates views on the main actor).
@MainActor
func medianSeconds(runs: Int = 21, warmup: Int = 3, _ body: () async -> Void) async -> Double {
    let clock = ContinuousClock()
    for _ in 0..<warmup { await body() }
    var samples: [Double] = []
    for _ in 0..<runs {
        let start = clock.now
        await body()
        let d = clock.now - start
        samples.append(Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18)
    }
    samples.sort()
    return samples[samples.count / 2]
}

/// Human-readable duration.
func formatSeconds(_ s: Double) -> String {
    if s < 1e-3 { return String(format: "%.1f µs", s * 1e6) }
    if s < 1 { return String(format: "%.2f ms", s * 1e3) }
    return String(format: "%.2f s", s)
}
