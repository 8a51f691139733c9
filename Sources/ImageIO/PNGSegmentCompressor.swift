import Foundation

/// Filters and deflates segments of one image's rows (``PNGSegment``), with its own scratch (a deflater, the
/// filtered segment, two stored rows), so several can work on one image at once.
///
/// Rows take the cheapest path that gives the filter's bytes: a row repeating the row above is Up and all
/// zeros (filters that check for it); a row of one colour under a row of one colour gets the
/// ``PNGFilter/fewestNonzero`` choice from two pixels; only the other rows are converted and filtered.
/// The checksum follows the same paths (a run of zero residues costs nothing).
///
/// One thread uses a compressor at a time; ``PNGEncoding`` hands them between threads under a lock.
final class PNGSegmentCompressor: @unchecked Sendable {
    private let filter: PNGFilter
    private let deflater: RawDeflater
    private let rowBytes: Int, bytesPerPixel: Int
    /// One segment's filtered rows.
    private let filtered: UnsafeMutablePointer<UInt8>
    private let filteredCapacity: Int
    /// Two stored rows, each remembering which image row it holds; zeros (the row above the first); scratch.
    private let rows: [UnsafeMutablePointer<UInt8>]
    private var rowHeld = [-1, -1]
    private let zeroRow: UnsafeMutablePointer<UInt8>
    private let trial: UnsafeMutablePointer<UInt8>
    private let pixel: UnsafeMutablePointer<UInt8>, pixelAbove: UnsafeMutablePointer<UInt8>
    /// For each row of `filtered`, how many of its leading bytes may not be zero (0: the whole row is
    /// zero): a row of zero residues is written only where the buffer is not zero already.
    private var written: [Int]
    /// Set when an RGB segment met a pixel that is not opaque (the encoding guessed RGB wrongly).
    private(set) var sawTransparency = false

    /// Scratch for rows of `rowBytes` stored bytes (`bytesPerPixel` a pixel); `options` must be valid.
    init(rowBytes: Int, bytesPerPixel: Int, options: PNGOptions) {
        filter = options.filter
        deflater = RawDeflater(level: options.compressionLevel, strategy: options.strategy)
        self.rowBytes = rowBytes; self.bytesPerPixel = bytesPerPixel
        filteredCapacity = PNGSegment.rowsPerSegment(storedRowBytes: rowBytes) * (rowBytes + 1)
        filtered = .allocate(capacity: filteredCapacity)
        rows = [.allocate(capacity: rowBytes), .allocate(capacity: rowBytes)]
        zeroRow = .allocate(capacity: rowBytes)
        zeroRow.initialize(repeating: 0, count: rowBytes)
        trial = .allocate(capacity: rowBytes)
        pixel = .allocate(capacity: bytesPerPixel)
        pixelAbove = .allocate(capacity: bytesPerPixel)
        written = [Int](repeating: rowBytes, count: filteredCapacity / (rowBytes + 1))
    }

    deinit {
        for p in [filtered, zeroRow, trial, pixel, pixelAbove] + rows { p.deallocate() }
    }

    /// The segment of `source`'s rows `segmentRows`; `last` when it ends the image. `keepingRows` keeps its
    /// rows (``KeptRow``) for a later frame to compare with.
    func compress(_ segmentRows: Range<Int>, of source: PNGRowSource, last: Bool, keepingRows: Bool) -> PNGSegment {
        precondition(source.storedRowBytes == rowBytes && source.bytesPerPixel == bytesPerPixel)
        precondition(segmentRows.count * (rowBytes + 1) <= filteredCapacity)
        rowHeld = [-1, -1]
        sawTransparency = false
        let bpp = bytesPerPixel, n = rowBytes
        let uniformRows = filter == .fewestNonzero
        // What is known of the row above: which image row holds its pixels (a repeated row's are its
        // original's), and, when it is one colour, that colour as stored (zeros above the first row).
        var aboveHeldBy = segmentRows.lowerBound - 1
        var aboveUniform = true
        pixelAbove.initialize(repeating: 0, count: bpp)
        if aboveHeldBy >= 0 && uniformRows {
            aboveUniform = source.isUniform(aboveHeldBy)
            if aboveUniform { source.storeFirstPixel(aboveHeldBy, into: pixelAbove) }   // the segment above checks it
        }
        var adler = Adler32.initial
        var out = filtered
        var kept: [KeptRow] = []
        if keepingRows { kept.reserveCapacity(segmentRows.count) }
        var rowUniform = false
        for (index, y) in segmentRows.enumerated() {
            defer { out += n + 1 }
            let repeats = source.repeatsRowAbove(y)
            let repeatsRowHere = repeats && y > segmentRows.lowerBound
            if !repeatsRowHere { rowUniform = source.isUniform(y) }
            // The row as kept for the next frame: the row above's (shared), or its own.
            if keepingRows { kept.append(repeatsRowHere ? kept[kept.count - 1] : KeptRow(y, of: source, uniform: rowUniform)) }
            if filter.skipsRepeatedRows && repeats {
                out[0] = 2   // Up: all zeros; the row above stays what it was
                zeroResidues(row: index, from: 0)
                adler = Adler32.zeros(Adler32.update(adler, out, count: 1), count: n)
                continue
            }
            let uniform = uniformRows && rowUniform
            if uniform && !source.storeFirstPixel(y, into: pixel) { sawTransparency = true }
            if uniform && aboveUniform,
               let type = RowFilter.fewestNonzeroUniform(pixel: pixel, above: pixelAbove, width: source.width, bpp: bpp, into: out + 1) {
                out[0] = type
                zeroResidues(row: index, from: bpp)
                adler = Adler32.zeros(Adler32.update(adler, out, count: 1 + bpp), count: n - bpp)
            } else {
                let prior = y == 0 ? UnsafePointer(zeroRow) : storedRow(aboveHeldBy, of: source, keeping: -1)
                let row = storedRow(y, of: source, keeping: aboveHeldBy)
                out[0] = RowFilter.filter(filter, row: row, prior: prior, count: n, bpp: bpp, isFirstRow: y == 0,
                                          into: out + 1, trial: trial)
                written[index] = n
                adler = Adler32.update(adler, out, count: n + 1)
            }
            aboveHeldBy = y
            aboveUniform = uniform
            if uniform { pixelAbove.update(from: pixel, count: bpp) }
        }
        let count = segmentRows.count * (n + 1)
        return PNGSegment(rows: segmentRows, deflated: deflater.compress(filtered, count: count, last: last),
                          adler: adler, filteredCount: count, kept: kept)
    }

    /// Zeros the residues of buffer row `row` from byte `start` on, where they may not be zero yet.
    private func zeroResidues(row: Int, from start: Int) {
        let residues = filtered + row * (rowBytes + 1) + 1
        if written[row] > start { (residues + start).update(repeating: 0, count: written[row] - start) }
        written[row] = start
    }

    /// Image row `y` as stored, from one of the two row buffers (converting it into the one not holding
    /// row `keeping` when neither holds it).
    private func storedRow(_ y: Int, of source: PNGRowSource, keeping: Int) -> UnsafePointer<UInt8> {
        if let slot = rowHeld.firstIndex(of: y) { return UnsafePointer(rows[slot]) }
        let slot = rowHeld[0] == keeping ? 1 : 0
        if !source.store(y, into: rows[slot]) { sawTransparency = true }
        rowHeld[slot] = y
        return UnsafePointer(rows[slot])
    }
}
