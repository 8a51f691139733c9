/// PNG row filtering done in Swift, for writers libpng cannot serve (APNG `fdAT` frames need the
/// same filtered, zlib-compressed rows as IDAT, and libpng has no fdAT writer).
///
/// `bytes` is the exact input PNG's zlib stream carries: each row is a filter-type byte followed by
/// the row's 4-byte RGBA pixels with that filter applied.
package struct FilteredRows: Sendable {
    package let width: Int
    package let height: Int
    package private(set) var bytes: [UInt8]

    /// Filters straight RGBA rows (`width * height * 4` bytes) with `filter`; `.adaptive` and `.upOrPaeth` pick,
    /// per row among their candidates, the filter with the smallest sum of absolute residues (the heuristic libpng uses).
    package init(straightRGBA pixels: [UInt8], width: Int, height: Int, filter: PNGFilter) {
        precondition(pixels.count == width * height * 4)
        self.width = width; self.height = height
        let stride = width * 4
        var out = [UInt8](repeating: 0, count: height * (stride + 1))
        var trial = [UInt8](repeating: 0, count: stride)
        let zeroRow = [UInt8](repeating: 0, count: stride)
        pixels.withUnsafeBufferPointer { src in
            zeroRow.withUnsafeBufferPointer { zero in
                for y in 0..<height {
                    let row = UnsafeBufferPointer(rebasing: src[(y * stride)..<((y + 1) * stride)])
                    let prior = y == 0 ? zero : UnsafeBufferPointer(rebasing: src[((y - 1) * stride)..<(y * stride)])
                    let base = y * (stride + 1)
                    if let type = filter.filterByte {
                        out[base] = type
                        out.withUnsafeMutableBufferPointer { o in
                            Self.apply(type, row: row, prior: prior, into: UnsafeMutableBufferPointer(rebasing: o[(base + 1)...(base + stride)]))
                        }
                    } else {
                        var best: UInt8 = 0, bestCost = Int.max
                        for type in filter.candidates {
                            trial.withUnsafeMutableBufferPointer { Self.apply(type, row: row, prior: prior, into: $0) }
                            var cost = 0
                            for b in trial { cost += b < 128 ? Int(b) : 256 - Int(b) }
                            if cost < bestCost { bestCost = cost; best = type }
                        }
                        out[base] = best
                        out.withUnsafeMutableBufferPointer { o in
                            Self.apply(best, row: row, prior: prior, into: UnsafeMutableBufferPointer(rebasing: o[(base + 1)...(base + stride)]))
                        }
                    }
                }
            }
        }
        bytes = out
    }

    /// Applies one PNG filter (type 0–4) to a row of 4-byte pixels.
    private static func apply(_ type: UInt8, row: UnsafeBufferPointer<UInt8>, prior: UnsafeBufferPointer<UInt8>,
                              into out: UnsafeMutableBufferPointer<UInt8>) {
        let n = row.count
        switch type {
        case 0:
            for i in 0..<n { out[i] = row[i] }
        case 1:
            for i in 0..<n { out[i] = row[i] &- (i >= 4 ? row[i - 4] : 0) }
        case 2:
            for i in 0..<n { out[i] = row[i] &- prior[i] }
        case 3:
            for i in 0..<n {
                let left = i >= 4 ? Int(row[i - 4]) : 0
                out[i] = row[i] &- UInt8((left + Int(prior[i])) / 2)
            }
        default:
            for i in 0..<n {
                let a = i >= 4 ? Int(row[i - 4]) : 0, b = Int(prior[i]), c = i >= 4 ? Int(prior[i - 4]) : 0
                let p = a + b - c
                let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                let predictor = (pa <= pb && pa <= pc) ? a : (pb <= pc ? b : c)
                out[i] = row[i] &- UInt8(predictor)
            }
        }
    }

    /// The zlib stream of these rows: the payload of IDAT (or, split, of fdAT) chunks.
    package func compressed(level: Int, strategy: PNGCompressionStrategy) throws -> [UInt8] {
        try ZlibDeflater.compress(bytes, level: level, strategy: strategy)
    }
}
