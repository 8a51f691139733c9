import Foundation

/// Separable Gaussian blur of one Float channel, for drop shadows.
///
/// The kernel is the Gaussian integrated over each pixel, w(k) = Φ((k + ½ − s)/σ) − Φ((k − ½ − s)/σ),
/// not sampled at pixel centres: that stays right for small σ (0.5 px, where sampling fails), makes
/// a blurred sharp edge equal the exact Gaussian edge profile Φ at every pixel centre, and folds a
/// sub-pixel shift s into the same pass. Taps reach 4σ and are renormalised, so total alpha is kept.
public enum GaussianBlur {
    /// The kernel for standard deviation `sigma` and shift `shift` (pixels): offsets `first…` and weights.
    static func kernel(sigma: Double, shift: Double) -> (first: Int, weights: [Float]) {
        if sigma <= 0 {
            // No blur: a pure (possibly fractional) shift as a linear split between two pixels.
            let f = shift.rounded(.down), t = shift - f
            return (Int(f), t == 0 ? [1] : [Float(1 - t), Float(t)])
        }
        let reach = 4 * sigma
        let first = Int((shift - reach).rounded(.down)), last = Int((shift + reach).rounded(.up))
        func phi(_ x: Double) -> Double { 0.5 * (1 + erf(x / (sigma * 2.0.squareRoot()))) }
        var w = (first...last).map { k in phi(Double(k) + 0.5 - shift) - phi(Double(k) - 0.5 - shift) }
        let sum = w.reduce(0, +)
        w = w.map { $0 / sum }
        return (first, w.map(Float.init))
    }

    /// Blurs `values` (`width × height`, row-major) in place with σ `sigma` and shifts it by `shift`.
    /// Content moved or spread past the edges is lost.
    public static func blur(_ values: inout [Float], width: Int, height: Int, sigma: Double, shift: Point = .zero) {
        let kx = kernel(sigma: sigma, shift: shift.x), ky = kernel(sigma: sigma, shift: shift.y)
        var tmp = [Float](repeating: 0, count: values.count)
        // Horizontal: out[x] = Σ_k w[k] · in[x − (first + k)].
        values.withUnsafeBufferPointer { src in
            tmp.withUnsafeMutableBufferPointer { dst in
                pass(src, dst, count: width, lines: height, stride: 1, lineStride: width, kernel: kx)
            }
        }
        tmp.withUnsafeBufferPointer { src in
            values.withUnsafeMutableBufferPointer { dst in
                pass(src, dst, count: height, lines: width, stride: width, lineStride: 1, kernel: ky)
            }
        }
    }

    /// One direction: each line of `count` samples, `stride` apart, is convolved with the kernel.
    /// The tap range is clipped to the line once per sample, so the inner loop has no branch.
    private static func pass(_ src: UnsafeBufferPointer<Float>, _ dst: UnsafeMutableBufferPointer<Float>,
                             count: Int, lines: Int, stride: Int, lineStride: Int, kernel: (first: Int, weights: [Float])) {
        let first = kernel.first, taps = kernel.weights.count
        kernel.weights.withUnsafeBufferPointer { w in
            for line in 0..<lines {
                let base = line * lineStride
                for x in 0..<count {
                    // Tap k reads sample x − (first + k); keep 0 ≤ that < count.
                    let kLow = max(0, x - first - count + 1), kHigh = min(taps - 1, x - first)
                    var acc: Float = 0
                    if kLow <= kHigh {
                        for k in kLow...kHigh { acc += w[k] * src[base + (x - first - k) * stride] }
                    }
                    dst[base + x * stride] = acc
                }
            }
        }
    }
}
