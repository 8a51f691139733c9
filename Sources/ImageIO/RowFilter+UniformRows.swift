/// The ``PNGFilter/fewestNonzero`` choice for a row of one colour under a row of one colour (the rows of a
/// flat area or of a top-to-bottom gradient), decided from the two pixels without filtering the row.
extension RowFilter {
    /// For a row that is pixel `p` repeated `width` times under a row that is pixel `q` repeated (zeros above
    /// the first row), each of `bpp` bytes as stored. Sub leaves `p` and then zeros; Up leaves `p − q` at
    /// every pixel; Paeth leaves `p − q` and then zeros (from the second pixel on, the left neighbour
    /// predicts exactly). So Sub costs the non-zero bytes of `p`, Paeth those of `p − q`, Up `width` times
    /// Paeth's; ties go to Sub, then Up, then Paeth, as in ``fewestNonzero(row:prior:count:bpp:into:)``.
    ///
    /// Writes the first pixel's residues to `out` (the rest of the row's residues are zero) and returns the
    /// filter type; nil when Up wins (a row one pixel wide), which the caller filters in full.
    static func fewestNonzeroUniform(pixel p: UnsafePointer<UInt8>, above q: UnsafePointer<UInt8>, width: Int, bpp: Int,
                                     into out: UnsafeMutablePointer<UInt8>) -> UInt8? {
        var sub = 0, paeth = 0
        for i in 0..<bpp {
            sub += p[i] != 0 ? 1 : 0
            paeth += p[i] != q[i] ? 1 : 0
        }
        let up = width * paeth
        if sub <= up && sub <= paeth {
            out.update(from: p, count: bpp)
            return 1
        }
        if up <= paeth { return nil }
        for i in 0..<bpp { out[i] = p[i] &- q[i] }
        return 4
    }
}
