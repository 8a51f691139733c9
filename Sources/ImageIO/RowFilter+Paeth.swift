/// The Paeth filter: part of the default choice, and the hottest loop of rows that change.
extension RowFilter {
    /// Paeth residues of `n` bytes of `row` (pixels of `bpp` bytes) against `prior`, into `out`.
    /// Each byte's predictor depends only on input bytes (left, above, above-left), and the loop body is
    /// branch-free wrapping arithmetic and selects, so the compiler vectorises it; every byte gets the
    /// PNG rule exactly: the nearest of a, b, c to a + b − c, ties to a, then b.
    static func paeth(row: UnsafePointer<UInt8>, prior: UnsafePointer<UInt8>, count n: Int, bpp: Int,
                      into out: UnsafeMutablePointer<UInt8>) {
        for i in 0..<min(bpp, n) { out[i] = row[i] &- prior[i] } // a = c = 0: the predictor is b
        if n <= bpp { return }
        let left = row, above = prior + bpp, aboveLeft = prior, current = row + bpp, result = out + bpp
        for i in 0..<(n - bpp) {
            let a = Int16(truncatingIfNeeded: left[i]), b = Int16(truncatingIfNeeded: above[i])
            let c = Int16(truncatingIfNeeded: aboveLeft[i])
            let dbc = b &- c, dac = a &- c, s = dbc &+ dac
            let pa = dbc < 0 ? 0 &- dbc : dbc, pb = dac < 0 ? 0 &- dac : dac, pc = s < 0 ? 0 &- s : s
            let bc = pb <= pc ? b : c
            let predictor = (pa <= pb && pa <= pc) ? a : bc
            result[i] = current[i] &- UInt8(truncatingIfNeeded: predictor)
        }
    }
}
