/// The ``PNGFilter/fewestNonzero`` choice: per row, whichever of Sub, Up and Paeth leaves the fewest
/// non-zero bytes.
extension RowFilter {
    /// Filters one row with the choice and returns the filter type written. Paeth goes straight into
    /// `out`; Sub and Up are only counted (one pass, no output) and written if one of them wins.
    /// Ties go to Sub, then Up, then Paeth.
    static func fewestNonzero(row: UnsafePointer<UInt8>, prior: UnsafePointer<UInt8>, count n: Int, bpp: Int,
                              into out: UnsafeMutablePointer<UInt8>) -> UInt8 {
        paeth(row: row, prior: prior, count: n, bpp: bpp, into: out)
        let paethCount = nonzeroCount(out, count: n)
        let (subCount, upCount) = subAndUpNonzeroCounts(row: row, prior: prior, count: n, bpp: bpp)
        if subCount <= upCount && subCount <= paethCount {
            apply(1, row: row, prior: prior, count: n, bpp: bpp, into: out)
            return 1
        }
        if upCount <= paethCount {
            apply(2, row: row, prior: prior, count: n, bpp: bpp, into: out)
            return 2
        }
        return 4
    }

    /// How many of `n` bytes are not zero.
    static func nonzeroCount(_ p: UnsafePointer<UInt8>, count n: Int) -> Int {
        stride(from: 0, to: n, by: countBlock).reduce(0) { $0 + nonzeroCount(block: p + $1, count: min(countBlock, n - $1)) }
    }

    /// Non-zero residues of Sub and of Up for one row, counted in one pass without writing them.
    static func subAndUpNonzeroCounts(row: UnsafePointer<UInt8>, prior: UnsafePointer<UInt8>, count n: Int, bpp: Int)
        -> (sub: Int, up: Int) {
        var sub = 0, up = 0
        for i in 0..<min(bpp, n) { sub += row[i] != 0 ? 1 : 0; up += row[i] != prior[i] ? 1 : 0 }
        for start in stride(from: bpp, to: n, by: countBlock) {
            let c = differenceCounts(row + start, left: row + start - bpp, above: prior + start, count: min(countBlock, n - start))
            sub += c.left; up += c.above
        }
        return (sub, up)
    }

    // The counting loops below keep 16-bit counts over at most `countBlock` bytes, so that no count
    // overflows; in that form (a `min(x, 1)` per byte added into a UInt16) the compiler vectorises them.
    private static let countBlock = 65_535

    private static func nonzeroCount(block p: UnsafePointer<UInt8>, count n: Int) -> Int {
        var count: UInt16 = 0
        for i in 0..<n { count &+= UInt16(min(p[i], 1)) }
        return Int(count)
    }

    private static func differenceCounts(_ p: UnsafePointer<UInt8>, left: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>,
                                         count n: Int) -> (left: Int, above: Int) {
        var fromLeft: UInt16 = 0, fromAbove: UInt16 = 0
        for i in 0..<n {
            fromLeft &+= UInt16(min(p[i] &- left[i], 1))
            fromAbove &+= UInt16(min(p[i] &- above[i], 1))
        }
        return (Int(fromLeft), Int(fromAbove))
    }
}
