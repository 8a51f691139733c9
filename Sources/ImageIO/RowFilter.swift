import Foundation

/// PNG's five row filters (PNG spec, 9.2) and the per-row choices between them (``PNGFilter``), on rows of
/// 8-bit pixels of `bpp` bytes. A filtered row, as a PNG's zlib stream carries it, is the filter-type byte
/// and then the row's residues.
enum RowFilter {
    /// Filters `row` (`n` bytes) against `prior` (the row above as stored; zeros above the first row) with
    /// `filter`, writing the residues to `out` and returning the filter type. `trial` holds `n` bytes of
    /// scratch for the minimum-sum choices.
    static func filter(_ filter: PNGFilter, row: UnsafePointer<UInt8>, prior: UnsafePointer<UInt8>, count n: Int, bpp: Int,
                       isFirstRow: Bool, into out: UnsafeMutablePointer<UInt8>, trial: UnsafeMutablePointer<UInt8>) -> UInt8 {
        if let type = filter.filterByte {
            apply(type, row: row, prior: prior, count: n, bpp: bpp, into: out)
            return type
        }
        if filter.skipsRepeatedRows && !isFirstRow && memcmp(row, prior, n) == 0 {
            out.update(repeating: 0, count: n)
            return 2 // Up
        }
        if filter == .fewestNonzero { return fewestNonzero(row: row, prior: prior, count: n, bpp: bpp, into: out) }
        return smallestSum(filter.candidates, row: row, prior: prior, count: n, bpp: bpp, into: out, trial: trial)
    }

    /// The minimum-sum choice: the first candidate goes straight into the output; later ones into
    /// `trial`, abandoned as soon as their cost passes the best so far (as libpng does).
    private static func smallestSum(_ candidates: [UInt8], row: UnsafePointer<UInt8>, prior: UnsafePointer<UInt8>, count n: Int,
                                    bpp: Int, into o: UnsafeMutablePointer<UInt8>, trial: UnsafeMutablePointer<UInt8>) -> UInt8 {
        var bestType = candidates[0]
        apply(bestType, row: row, prior: prior, count: n, bpp: bpp, into: o)
        var bestCost = cost(o, count: n, limit: Int.max)
        for type in candidates.dropFirst() where bestCost > 0 {
            apply(type, row: row, prior: prior, count: n, bpp: bpp, into: trial)
            let c = cost(trial, count: n, limit: bestCost)
            if c < bestCost { bestCost = c; bestType = type; o.update(from: trial, count: n) }
        }
        return bestType
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
    static func apply(_ type: UInt8, row: UnsafePointer<UInt8>, prior: UnsafePointer<UInt8>, count n: Int,
                      bpp: Int, into out: UnsafeMutablePointer<UInt8>) {
        switch type {
        case 0:
            out.update(from: row, count: n)
        case 1:
            for i in 0..<min(bpp, n) { out[i] = row[i] }
            // From pointers already offset, so the loop has no index arithmetic to check and vectorises.
            if n > bpp {
                let left = row, current = row + bpp, result = out + bpp
                for i in 0..<(n - bpp) { result[i] = current[i] &- left[i] }
            }
        case 2:
            for i in 0..<n { out[i] = row[i] &- prior[i] }
        case 3:
            for i in 0..<n {
                let left = i >= bpp ? Int(row[i - bpp]) : 0
                out[i] = row[i] &- UInt8((left + Int(prior[i])) >> 1)
            }
        default:
            paeth(row: row, prior: prior, count: n, bpp: bpp, into: out)
        }
    }
}
