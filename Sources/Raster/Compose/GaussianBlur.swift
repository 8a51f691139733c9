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
    /// Content moved or spread past the edges is lost. `support`, when given, holds every nonzero value
    /// (a shadow's drawing is a small part of its work area): the passes then skip the products with the
    /// zeros around it, which add exactly 0, so the result is the same to the bit.
    ///
    /// Both passes run tap by tap over whole rows (out[x] += w[k] · in[x − first − k] for every x), so the
    /// inner loops are contiguous and vectorise; each output still sums its taps in ascending k.
    public static func blur(_ values: inout [Float], width: Int, height: Int, sigma: Double, shift: Point = .zero,
                            support: IntRect? = nil) {
        let whole = IntRect(x: 0, y: 0, width: width, height: height)
        guard let support = (support ?? whole).intersection(whole) else { return }
        let kx = kernel(sigma: sigma, shift: shift.x), ky = kernel(sigma: sigma, shift: shift.y)
        // Columns the horizontal pass can make nonzero: the support's, moved by every tap.
        let spread = (lower: max(0, support.x + kx.first), upper: min(width, support.maxX + kx.first + kx.weights.count - 1))
        var tmp = [Float](repeating: 0, count: values.count)
        values.withUnsafeBufferPointer { src in
            tmp.withUnsafeMutableBufferPointer { dst in
                for row in support.y..<support.maxY {
                    let line = row * width
                    for (k, w) in kx.weights.enumerated() {
                        let offset = kx.first + k            // out[x] reads in[x − offset]
                        let x0 = max(0, support.x + offset), x1 = min(width, support.maxX + offset)
                        if x0 >= x1 { continue }
                        axpy(dst.baseAddress! + line + x0, src.baseAddress! + line + x0 - offset, w, x1 - x0)
                    }
                }
            }
        }
        values.withUnsafeMutableBufferPointer { dst in
            tmp.withUnsafeBufferPointer { src in
                for row in 0..<height {
                    let out = row * width
                    for x in 0..<width { dst[out + x] = 0 }
                    if spread.lower >= spread.upper { continue }
                    for (k, w) in ky.weights.enumerated() {
                        let sourceRow = row - ky.first - k
                        if sourceRow < support.y || sourceRow >= support.maxY { continue }
                        let input = sourceRow * width + spread.lower
                        axpy(dst.baseAddress! + out + spread.lower, src.baseAddress! + input, w, spread.upper - spread.lower)
                    }
                }
            }
        }
    }

    /// y[i] += w · x[i] for `n` floats, eight lanes at a time. Lanes are independent, so every element
    /// gets exactly the scalar loop's arithmetic (one multiply, one add) and the result is the same.
    @inline(__always)
    static func axpy(_ y: UnsafeMutablePointer<Float>, _ x: UnsafePointer<Float>, _ w: Float, _ n: Int) {
        var i = 0
        let wv = SIMD8<Float>(repeating: w)
        let yRaw = UnsafeMutableRawPointer(y), xRaw = UnsafeRawPointer(x)
        while i + 8 <= n {
            let xv = xRaw.loadUnaligned(fromByteOffset: i * 4, as: SIMD8<Float>.self)
            let yv = yRaw.loadUnaligned(fromByteOffset: i * 4, as: SIMD8<Float>.self)
            yRaw.storeBytes(of: yv + wv * xv, toByteOffset: i * 4, as: SIMD8<Float>.self)
            i += 8
        }
        while i < n { y[i] += w * x[i]; i += 1 }
    }
}

extension GaussianBlur {
    /// Large blurs above this σ (pixels) run on a coarser grid (see ``blurCoarse(_:width:height:sigma:shift:)``).
    public static let coarseThreshold = 6.0

    /// ``blur(_:width:height:sigma:shift:)``, on a coarser grid when σ is large: a wide Gaussian is smooth, so
    /// averaging `f × f` blocks (f = ⌊σ / 4⌋), blurring the small grid and reading it back bilinearly gives
    /// the same result to within 1.5 % of full alpha (tested up to σ = 33 px), at about 1/f² of the cost.
    ///
    /// The block average and the bilinear read-back are themselves blurs (box and tent kernels of width f,
    /// variances f²/12 and f²/6), so the coarse blur's σ is reduced to keep the total: σc = √(σ² − f²/4) / f.
    /// `support`, as for ``blur(_:width:height:sigma:shift:support:)``, holds every nonzero value.
    public static func blurFast(_ values: inout [Float], width: Int, height: Int, sigma: Double, shift: Point = .zero,
                                support: IntRect? = nil) {
        let f = Int(sigma / 4)
        guard sigma > coarseThreshold, f >= 2 else {
            blur(&values, width: width, height: height, sigma: sigma, shift: shift, support: support)
            return
        }
        blurCoarse(&values, width: width, height: height, sigma: sigma, shift: shift, factor: f, support: support)
    }

    static func blurCoarse(_ values: inout [Float], width: Int, height: Int, sigma: Double, shift: Point, factor f: Int,
                           support: IntRect? = nil) {
        let cw = (width + f - 1) / f, ch = (height + f - 1) / f
        let whole = IntRect(x: 0, y: 0, width: width, height: height)
        let fine = (support ?? whole).intersection(whole) ?? IntRect(x: 0, y: 0, width: 0, height: 0)
        // The cells that hold the support: the others average zeros.
        let cells = IntRect(x: fine.x / f, y: fine.y / f, width: (fine.maxX + f - 1) / f - fine.x / f,
                            height: (fine.maxY + f - 1) / f - fine.y / f)
        // Block averages (blocks past the edge average what they hold of the image, zeros outside).
        var coarse = [Float](repeating: 0, count: cw * ch)
        let norm = 1 / Float(f * f)
        values.withUnsafeBufferPointer { values in
            coarse.withUnsafeMutableBufferPointer { coarse in
                // Each cell sums its pixels row by row, left to right, as a plain loop over x would (the
                // zeros outside the support, skipped, would add exactly 0).
                for y in fine.y..<fine.maxY {
                    let row = y * width, crow = (y / f) * cw
                    for cx in cells.x..<cells.maxX {
                        var sum = coarse[crow + cx]
                        for x in max(cx * f, fine.x)..<min(cx * f + f, fine.maxX) { sum += values[row + x] }
                        coarse[crow + cx] = sum
                    }
                }
                for i in coarse.indices { coarse[i] *= norm }
            }
        }
        let sc = (sigma * sigma - Double(f * f) / 4).squareRoot() / Double(f)
        blur(&coarse, width: cw, height: ch, sigma: sc, shift: Point(shift.x / Double(f), shift.y / Double(f)), support: cells)
        readBack(coarse, coarseWidth: cw, coarseHeight: ch, factor: f, into: &values, width: width, height: height)
    }

    /// Bilinear read-back of the coarse grid (`cw × ch`, cells of `f × f`) at each fine pixel centre
    /// (`width × height`): coarse cell centres sit at (i + ½)·f. A pixel is upper + (lower − upper)·ty,
    /// where upper and lower are its two coarse rows read across at its column. A coarse row read across
    /// is the same for every fine row that uses it (f of them), so each is read across once, and the fine
    /// rows blend two of them eight pixels at a time: the same operations on the same values as reading
    /// every pixel on its own (a test compares the bits).
    static func readBack(_ coarse: [Float], coarseWidth cw: Int, coarseHeight ch: Int, factor f: Int,
                         into values: inout [Float], width: Int, height: Int) {
        let ff = Double(f)
        func cell(_ i: Int, count: Int) -> (a: Int, b: Int, t: Float) {
            let g = (Double(i) + 0.5) / ff - 0.5
            let i0 = Int(g.rounded(.down))
            return (min(max(i0, 0), count - 1), min(max(i0 + 1, 0), count - 1), Float(g - Double(i0)))
        }
        let columns = (0..<width).map { cell($0, count: cw) }
        var across = [Float](repeating: 0, count: ch * width)
        coarse.withUnsafeBufferPointer { coarse in
            columns.withUnsafeBufferPointer { columns in
                across.withUnsafeMutableBufferPointer { across in
                    for cy in 0..<ch {
                        let source = coarse.baseAddress! + cy * cw, row = across.baseAddress! + cy * width
                        for x in 0..<width {
                            let (xa, xb, tx) = columns[x]
                            row[x] = source[xa] + (source[xb] - source[xa]) * tx
                        }
                    }
                }
            }
        }
        across.withUnsafeBufferPointer { across in
            values.withUnsafeMutableBufferPointer { out in
                for y in 0..<height {
                    let (ya, yb, ty) = cell(y, count: ch)
                    lerp(out.baseAddress! + y * width, across.baseAddress! + ya * width, across.baseAddress! + yb * width, ty, width)
                }
            }
        }
    }

    /// out[i] = a[i] + (b[i] − a[i]) · t for `n` floats, eight lanes at a time (each lane the scalar
    /// expression's operations, so the same result).
    @inline(__always)
    static func lerp(_ out: UnsafeMutablePointer<Float>, _ a: UnsafePointer<Float>, _ b: UnsafePointer<Float>, _ t: Float, _ n: Int) {
        var i = 0
        let tv = SIMD8<Float>(repeating: t)
        let outRaw = UnsafeMutableRawPointer(out), aRaw = UnsafeRawPointer(a), bRaw = UnsafeRawPointer(b)
        while i + 8 <= n {
            let av = aRaw.loadUnaligned(fromByteOffset: i * 4, as: SIMD8<Float>.self)
            let bv = bRaw.loadUnaligned(fromByteOffset: i * 4, as: SIMD8<Float>.self)
            outRaw.storeBytes(of: av + (bv - av) * tv, toByteOffset: i * 4, as: SIMD8<Float>.self)
            i += 8
        }
        while i < n { out[i] = a[i] + (b[i] - a[i]) * t; i += 1 }
    }
}
