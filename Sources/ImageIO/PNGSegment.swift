/// A run of an image's rows, filtered and deflated on its own: a piece of the image's zlib stream that does
/// not depend on any other piece (see ``RawDeflater``).
struct PNGSegment: Sendable {
    /// The image rows it holds.
    let rows: Range<Int>
    /// Raw deflate bytes; the last segment's end the stream, the others' end on a byte boundary.
    let deflated: [UInt8]
    /// The Adler-32 of the filtered rows (the zlib stream's checksum is these, combined).
    let adler: UInt32
    /// How many filtered bytes it holds (for combining checksums).
    let filteredCount: Int

    /// Rows per segment for rows of `storedRowBytes` bytes: as many as fit in ``maximumFilteredBytes``, at least one.
    static func rowsPerSegment(storedRowBytes: Int) -> Int { max(1, maximumFilteredBytes / (storedRowBytes + 1)) }

    /// The most filtered bytes a segment holds: zlib slides its 64 KiB window (moving it and rewriting its
    /// hash chains, which costs more than the RLE search itself) once its input position reaches 2 × 32 KiB
    /// − 262, so a segment below that never slides. Measured on a 9.5 MB screen: 4.1 ms instead of 9.7 ms,
    /// for about 26 bytes a segment (the block header and the sync flush).
    static let maximumFilteredBytes = 2 * 32_768 - 262
}
