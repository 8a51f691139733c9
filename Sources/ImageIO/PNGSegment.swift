import Foundation

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
    /// Its rows' premultiplied pixels, kept compactly so that a later frame can tell which rows it repeats
    /// (empty when not kept).
    let kept: [KeptRow]

    /// Rows per segment for rows of `storedRowBytes` bytes: as many as fit in ``maximumFilteredBytes``, at least one.
    static func rowsPerSegment(storedRowBytes: Int) -> Int { max(1, maximumFilteredBytes / (storedRowBytes + 1)) }

    /// The most filtered bytes a segment holds: zlib slides its 64 KiB window (moving it and rewriting its
    /// hash chains, which costs more than the RLE search itself) once its input position reaches 2 × 32 KiB
    /// − 262, so a segment below that never slides. Measured on a 9.5 MB screen: 4.1 ms instead of 9.7 ms,
    /// for about 26 bytes a segment (the block header and the sync flush).
    static let maximumFilteredBytes = 2 * 32_768 - 262
}

/// A row's premultiplied pixels as an encoding keeps them once done, to compare the next frame with: a row
/// of one pixel as that pixel (most rows of a screen), any other as its bytes (a row repeating the row above
/// shares them). A frame kept so costs a few megabytes instead of the whole picture.
enum KeptRow: Sendable {
    case uniform(UInt32)
    case pixels([UInt8])

    /// Row `row` of `source`, kept; `uniform` says whether it is one pixel repeated.
    init(_ row: Int, of source: PNGRowSource, uniform: Bool) {
        let pixels = source.premultiplied(row)
        if uniform {
            self = .uniform(UnsafeRawPointer(pixels).loadUnaligned(as: UInt32.self))
        } else {
            self = .pixels(Array(UnsafeBufferPointer(start: pixels, count: source.width * 4)))
        }
    }

    /// Whether the `width` premultiplied pixels at `row` are these.
    func matches(_ row: UnsafePointer<UInt8>, width: Int) -> Bool {
        switch self {
        case .uniform(let pixel):
            return UnsafeRawPointer(row).loadUnaligned(as: UInt32.self) == pixel && (width == 1 || memcmp(row, row + 4, (width - 1) * 4) == 0)
        case .pixels(let bytes):
            return bytes.count == width * 4 && bytes.withUnsafeBufferPointer { memcmp($0.baseAddress!, row, width * 4) == 0 }
        }
    }
}
