import Foundation

/// PNG row filtering done in Swift: the encoder's fast path, and the piece writers libpng cannot
/// serve reuse (APNG `fdAT` frames need the same filtered, zlib-compressed rows as IDAT, and libpng
/// has no fdAT writer).
///
/// `bytes` is exactly what a PNG's zlib stream carries: each row is a filter-type byte followed by
/// the row's 4-byte RGBA pixels with that filter applied.
package struct FilteredRows: Sendable {
    package let width: Int
    package let height: Int
    package private(set) var bytes: [UInt8]

    /// Filters straight RGBA rows (`width * height * 4` bytes) with `filter`. `.adaptive` and
    /// `.upOrPaeth` pick, per row among their candidates, the filter with the smallest sum of
    /// absolute residues (libpng's heuristic; the first candidate wins ties). A row equal to the
    /// row above costs no filtering under `.upOrPaeth`: Up makes it all zeros, the least sum.
    package init(straightRGBA pixels: [UInt8], width: Int, height: Int, filter: PNGFilter) {
        self.init(pixels: pixels, width: width, height: height, bytesPerPixel: 4, filter: filter)
    }

    /// The same for any 8-bit pixel layout: `bytesPerPixel` 4 for RGBA, 3 for RGB.
    package init(pixels: [UInt8], width: Int, height: Int, bytesPerPixel bpp: Int, filter: PNGFilter) {
        precondition(pixels.count == width * height * bpp && (1...8).contains(bpp))
        self.width = width; self.height = height
        let stride = width * bpp
        var out = [UInt8](repeating: 0, count: height * (stride + 1))
        let zeroRow = UnsafeMutablePointer<UInt8>.allocate(capacity: stride)
        zeroRow.initialize(repeating: 0, count: stride)
        let trial = UnsafeMutablePointer<UInt8>.allocate(capacity: stride)
        defer { zeroRow.deallocate(); trial.deallocate() }
        let candidates = filter.candidates
        pixels.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                for y in 0..<height {
                    let row = src.baseAddress! + y * stride
                    let prior = y == 0 ? UnsafePointer(zeroRow) : row - stride
                    let o = dst.baseAddress! + y * (stride + 1)
                    if candidates.count == 1 {
                        o[0] = candidates[0]
                        Self.apply(candidates[0], row: row, prior: prior, count: stride, bpp: bpp, into: o + 1)
                        continue
                    }
                    if filter == .upOrPaeth && y > 0 && memcmp(row, prior, stride) == 0 {
                        o[0] = 2 // Up; the output is already zero
                        continue
                    }
                    // The first candidate goes straight into the output; later ones into `trial`,
                    // abandoned as soon as their cost passes the best so far (as libpng does).
                    var bestType = candidates[0]
                    Self.apply(bestType, row: row, prior: prior, count: stride, bpp: bpp, into: o + 1)
                    var bestCost = Self.cost(o + 1, count: stride, limit: Int.max)
                    for type in candidates.dropFirst() where bestCost > 0 {
                        Self.apply(type, row: row, prior: prior, count: stride, bpp: bpp, into: trial)
                        let c = Self.cost(trial, count: stride, limit: bestCost)
                        if c < bestCost { bestCost = c; bestType = type; (o + 1).update(from: trial, count: stride) }
                    }
                    o[0] = bestType
                }
            }
        }
        bytes = out
    }

    /// Sum of residues as signed bytes' magnitudes, stopping (with a value ≥ `limit`) once it reaches
    /// `limit`; checked every 256 bytes so that the inner loop stays simple enough to vectorise.
    private static func cost(_ p: UnsafePointer<UInt8>, count n: Int, limit: Int) -> Int {
        var total = 0, i = 0
        while i < n {
            let end = min(n, i + 256)
            var part: UInt32 = 0
            for j in i..<end {
                let b = Int32(Int8(bitPattern: p[j]))
                part &+= UInt32(bitPattern: b < 0 ? 0 &- b : b)
            }
            total += Int(part)
            if total >= limit { return total }
            i = end
        }
        return total
    }

    /// Applies one PNG filter (type 0–4) to a row of `bpp`-byte pixels.
    private static func apply(_ type: UInt8, row: UnsafePointer<UInt8>, prior: UnsafePointer<UInt8>, count n: Int,
                              bpp: Int, into out: UnsafeMutablePointer<UInt8>) {
        switch type {
        case 0:
            out.update(from: row, count: n)
        case 1:
            for i in 0..<min(bpp, n) { out[i] = row[i] }
            if n > bpp { for i in bpp..<n { out[i] = row[i] &- row[i - bpp] } }
        case 2:
            for i in 0..<n { out[i] = row[i] &- prior[i] }
        case 3:
            for i in 0..<n {
                let left = i >= bpp ? Int(row[i - bpp]) : 0
                out[i] = row[i] &- UInt8((left + Int(prior[i])) >> 1)
            }
        default:
            for i in 0..<min(bpp, n) { out[i] = row[i] &- prior[i] } // a = c = 0: the predictor is b
            if n > bpp {
                for i in bpp..<n {
                    let a = Int16(row[i - bpp]), b = Int16(prior[i]), c = Int16(prior[i - bpp])
                    let dbc = b &- c, dac = a &- c
                    let pa = dbc < 0 ? 0 &- dbc : dbc, pb = dac < 0 ? 0 &- dac : dac
                    let s = dbc &+ dac, pc = s < 0 ? 0 &- s : s
                    let bc = pb <= pc ? b : c
                    let predictor = (pa <= pb && pa <= pc) ? a : bc
                    out[i] = row[i] &- UInt8(truncatingIfNeeded: predictor)
                }
            }
        }
    }

    /// The zlib stream of these rows: the payload of IDAT (or, split, of fdAT) chunks.
    package func compressed(level: Int, strategy: PNGCompressionStrategy) throws -> [UInt8] {
        try ZlibDeflater.compress(bytes, level: level, strategy: strategy)
    }
}
