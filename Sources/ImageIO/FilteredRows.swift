import Foundation
import Raster

/// PNG row filtering done in Swift: the encoder's fast path, and the piece writers libpng cannot
/// serve reuse (APNG `fdAT` frames need the same filtered, zlib-compressed rows as IDAT, and libpng
/// has no fdAT writer).
///
/// `bytes` is exactly what a PNG's zlib stream carries: each row is a filter-type byte followed by
/// the row's pixels with that filter applied.
package struct FilteredRows: Sendable {
    package let width: Int
    package let height: Int
    package private(set) var bytes: [UInt8]

    /// Filters straight RGBA rows (`width * height * 4` bytes) with `filter`: a fixed filter, or per
    /// row the best of several (see ``PNGFilter``; the first candidate wins ties).
    package init(straightRGBA pixels: [UInt8], width: Int, height: Int, filter: PNGFilter) {
        self.init(pixels: pixels, width: width, height: height, bytesPerPixel: 4, filter: filter)
    }

    /// The same for any 8-bit pixel layout: `bytesPerPixel` 4 for RGBA, 3 for RGB.
    package init(pixels: [UInt8], width: Int, height: Int, bytesPerPixel bpp: Int, filter: PNGFilter) {
        precondition(pixels.count == width * height * bpp && (1...8).contains(bpp))
        self = pixels.withUnsafeBufferPointer { src in
            FilteredRows(width: width, height: height, bytesPerPixel: bpp, filter: filter) { y, _ in
                UnsafePointer(src.baseAddress! + y * width * bpp)
            }
        }
    }

    /// Filters `pixmap` as the straight RGBA a PNG stores, un-premultiplying one row at a time into a
    /// two-row buffer (the row and the one above), so no straight copy of the whole image is made.
    package init(premultiplied pixmap: Pixmap, filter: PNGFilter) {
        let stride = pixmap.width * 4
        let rows = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * stride)
        defer { rows.deallocate() }
        self = pixmap.data.withUnsafeBufferPointer { src in
            FilteredRows(width: pixmap.width, height: pixmap.height, bytesPerPixel: 4, filter: filter) { y, _ in
                let row = rows + (y & 1) * stride
                StraightAlpha.convert(src.baseAddress! + y * stride, count: pixmap.width, into: row)
                return UnsafePointer(row)
            }
        }
    }

    /// The filtering loop. `row(y, _)` gives row y's pixels; each is asked for once, in order, and the
    /// previous row's pointer must stay valid while the next one is filtered.
    private init(width: Int, height: Int, bytesPerPixel bpp: Int, filter: PNGFilter,
                 row source: (Int, Void) -> UnsafePointer<UInt8>) {
        self.width = width; self.height = height
        let stride = width * bpp
        var out = [UInt8](repeating: 0, count: height * (stride + 1))
        let zeroRow = UnsafeMutablePointer<UInt8>.allocate(capacity: stride)
        zeroRow.initialize(repeating: 0, count: stride)
        let trial = UnsafeMutablePointer<UInt8>.allocate(capacity: stride)
        defer { zeroRow.deallocate(); trial.deallocate() }
        let candidates = filter.candidates
        out.withUnsafeMutableBufferPointer { dst in
            var prior = UnsafePointer(zeroRow)
            for y in 0..<height {
                let row = source(y, ())
                defer { prior = row }
                let o = dst.baseAddress! + y * (stride + 1)
                if candidates.count == 1 {
                    o[0] = candidates[0]
                    Self.apply(candidates[0], row: row, prior: prior, count: stride, bpp: bpp, into: o + 1)
                } else if filter.skipsRepeatedRows && y > 0 && memcmp(row, prior, stride) == 0 {
                    o[0] = 2 // Up; the output is already zero
                } else if filter == .fewestNonzero {
                    o[0] = Self.fewestNonzero(row: row, prior: prior, count: stride, bpp: bpp, into: o + 1)
                } else {
                    o[0] = Self.smallestSum(candidates, row: row, prior: prior, count: stride, bpp: bpp, into: o + 1, trial: trial)
                }
            }
        }
        bytes = out
    }

    /// The minimum-sum choice: the first candidate goes straight into the output; later ones into
    /// `trial`, abandoned as soon as their cost passes the best so far (as libpng does).
    private static func smallestSum(_ candidates: [UInt8], row: UnsafePointer<UInt8>, prior: UnsafePointer<UInt8>, count stride: Int,
                                    bpp: Int, into o: UnsafeMutablePointer<UInt8>, trial: UnsafeMutablePointer<UInt8>) -> UInt8 {
        var bestType = candidates[0]
        apply(bestType, row: row, prior: prior, count: stride, bpp: bpp, into: o)
        var bestCost = cost(o, count: stride, limit: Int.max)
        for type in candidates.dropFirst() where bestCost > 0 {
            apply(type, row: row, prior: prior, count: stride, bpp: bpp, into: trial)
            let c = cost(trial, count: stride, limit: bestCost)
            if c < bestCost { bestCost = c; bestType = type; o.update(from: trial, count: stride) }
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
            if n > bpp { for i in bpp..<n { out[i] = row[i] &- row[i - bpp] } }
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

    /// The zlib stream of these rows: the payload of IDAT (or, split, of fdAT) chunks.
    package func compressed(level: Int, strategy: PNGCompressionStrategy) throws -> [UInt8] {
        try ZlibDeflater.compress(bytes, level: level, strategy: strategy)
    }
}
