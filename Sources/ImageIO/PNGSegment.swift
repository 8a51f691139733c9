import Foundation
import Raster

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

/// A row's premultiplied pixels as an encoding of a large picture keeps them once done, to compare the next
/// frame with (a small one keeps its pixmap: ``PNGEncoding/keptPixmap``): a row of one pixel as that pixel
/// (most rows of a screen), a row of a few runs of one pixel (transparency, a flat fill, a few edges) as its
/// runs, any other as its bytes (a row repeating the row above shares them). A screen kept so costs a few
/// megabytes instead of the whole picture.
enum KeptRow: Sendable {
    case uniform(UInt32)
    /// Each run's end (the next run's first column) followed by its pixel, run after run.
    case runs([UInt32])
    case pixels([UInt8])

    /// Row `row` of `source`, kept; `uniform` says whether it is one pixel repeated.
    init(_ row: Int, of source: PNGRowSource, uniform: Bool) {
        let pixels = UnsafeRawPointer(source.premultiplied(row))
        if uniform {
            self = .uniform(pixels.loadUnaligned(as: UInt32.self))
        } else if let runs = Self.runs(of: pixels, count: source.width) {
            self = .runs(runs)
        } else {
            self = .pixels(Array(UnsafeBufferPointer(start: pixels.assumingMemoryBound(to: UInt8.self), count: source.width * 4)))
        }
    }

    /// The runs of the `count` pixels at `pixels`, or nil when they would take more than half the pixels'
    /// bytes (8 bytes a run against 4 a pixel: at most `count / 4` runs).
    static func runs(of pixels: UnsafeRawPointer, count: Int) -> [UInt32]? {
        let limit = count / 4
        guard limit > 0 else { return nil }
        // Found into a scratch buffer, then copied into an array of their size (one allocation, no growth).
        return withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 2 * limit) { scratch -> [UInt32]? in
            var found = 0, x = 0
            while x < count {
                if found == 2 * limit { return nil }
                let value = pixels.loadUnaligned(fromByteOffset: 4 * x, as: UInt32.self)
                let end = Pixmap.runEnd(of: value, in: pixels, from: x + 1, count: count)
                scratch[found] = UInt32(end); scratch[found + 1] = value
                found += 2
                x = end
            }
            return Array(scratch[..<found])
        }
    }

    /// Whether the `width` premultiplied pixels at `row` are these.
    func matches(_ row: UnsafePointer<UInt8>, width: Int) -> Bool {
        switch self {
        case .uniform(let pixel):
            return UnsafeRawPointer(row).loadUnaligned(as: UInt32.self) == pixel && (width == 1 || memcmp(row, row + 4, (width - 1) * 4) == 0)
        case .runs(let runs):
            guard Int(runs[runs.count - 2]) == width else { return false }
            let pixels = UnsafeRawPointer(row)
            var x = 0
            for k in stride(from: 0, to: runs.count, by: 2) {
                let end = Int(runs[k])
                if Pixmap.runEnd(of: runs[k + 1], in: pixels, from: x, count: end) != end { return false }
                x = end
            }
            return true
        case .pixels(let bytes):
            return bytes.count == width * 4 && bytes.withUnsafeBufferPointer { memcmp($0.baseAddress!, row, width * 4) == 0 }
        }
    }
}
