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
        precondition(pixels.count == width * height * 4)
        self.width = width; self.height = height
        let stride = width * 4
        var out = [UInt8](repeating: 0, count: height * (stride + 1))
        let zeroRow = UnsafeMutablePointer<UInt8>.allocate(capacity: stride)
        zeroRow.initialize(repeating: 0, count: stride)
        let trial = UnsafeMutablePointer<UInt8>.allocate(capacity: stride)
        let best = UnsafeMutablePointer<UInt8>.allocate(capacity: stride)
        defer { zeroRow.deallocate(); trial.deallocate(); best.deallocate() }
        let candidates = filter.candidates
        pixels.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                for y in 0..<height {
                    let row = src.baseAddress! + y * stride
                    let prior = y == 0 ? UnsafePointer(zeroRow) : row - stride
                    let o = dst.baseAddress! + y * (stride + 1)
                    if candidates.count == 1 {
                        o[0] = candidates[0]
                        Self.apply(candidates[0], row: row, prior: prior, count: stride, into: o + 1)
                        continue
                    }
                    if filter == .upOrPaeth && y > 0 && memcmp(row, prior, stride) == 0 {
                        o[0] = 2 // Up; the output is already zero
                        continue
                    }
                    var bestType: UInt8 = 0, bestCost = Int.max
                    for type in candidates {
                        Self.apply(type, row: row, prior: prior, count: stride, into: trial)
                        var cost = 0
                        for i in 0..<stride { let b = Int(Int8(bitPattern: trial[i])); cost += b < 0 ? -b : b }
                        if cost < bestCost { bestCost = cost; bestType = type; best.update(from: trial, count: stride) }
                        if cost == 0 { break }
                    }
                    o[0] = bestType
                    (o + 1).update(from: best, count: stride)
                }
            }
        }
        bytes = out
    }

    /// Applies one PNG filter (type 0–4) to a row of 4-byte pixels.
    private static func apply(_ type: UInt8, row: UnsafePointer<UInt8>, prior: UnsafePointer<UInt8>, count n: Int,
                              into out: UnsafeMutablePointer<UInt8>) {
        switch type {
        case 0:
            out.update(from: row, count: n)
        case 1:
            for i in 0..<min(4, n) { out[i] = row[i] }
            if n > 4 { for i in 4..<n { out[i] = row[i] &- row[i - 4] } }
        case 2:
            for i in 0..<n { out[i] = row[i] &- prior[i] }
        case 3:
            for i in 0..<n {
                let left = i >= 4 ? Int(row[i - 4]) : 0
                out[i] = row[i] &- UInt8((left + Int(prior[i])) >> 1)
            }
        default:
            for i in 0..<min(4, n) { out[i] = row[i] &- prior[i] } // a = c = 0: the predictor is b
            if n > 4 {
                for i in 4..<n {
                    let a = Int(row[i - 4]), b = Int(prior[i]), c = Int(prior[i - 4])
                    let pa = abs(b - c), pb = abs(a - c), pc = abs(a + b - 2 * c)
                    let predictor = (pa <= pb && pa <= pc) ? a : (pb <= pc ? b : c)
                    out[i] = row[i] &- UInt8(predictor)
                }
            }
        }
    }

    /// The zlib stream of these rows: the payload of IDAT (or, split, of fdAT) chunks.
    package func compressed(level: Int, strategy: PNGCompressionStrategy) throws -> [UInt8] {
        try ZlibDeflater.compress(bytes, level: level, strategy: strategy)
    }
}
