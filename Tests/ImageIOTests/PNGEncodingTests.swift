import Synchronization
import Testing
@testable import ImageIO
import Raster

/// The encoder's image data: segments, row shortcuts and reuse give exactly the bytes of filtering every
/// row in full with the chosen filter, and libpng decodes them back.
@Suite struct PNGEncodingTests {
    /// Pictures with what the shortcuts look for: rows of one colour (opaque and translucent), rows
    /// repeating the row above, shapes across rows; tall enough for several segments.
    static let pictures: [(name: String, pixmap: Pixmap)] = [
        ("toggle", PNGTestImages.toggle(width: 41, height: 23)),
        ("opaque screen", screen(width: 120, height: 700, top: Color(r8: 30, g8: 120, b8: 200))),
        ("translucent screen", screen(width: 97, height: 400, top: Color(r8: 30, g8: 120, b8: 200, alpha: 0.4))),
        ("one column", screen(width: 1, height: 300, top: Color(r8: 200, g8: 10, b8: 0))),
        ("opaque corners, a hole inside", hole(in: screen(width: 120, height: 700, top: Color(r8: 30, g8: 120, b8: 200)))),
    ]

    /// `pixmap` with a translucent hole erased away from its corners and centre (so the encoder's guess of
    /// RGB from those pixels is wrong and must be found out).
    static func hole(in pixmap: Pixmap) -> Pixmap {
        var canvas = Canvas(pixmap: pixmap)
        canvas.fill(.circle(center: Point(30, 600), radius: 12), with: .solid(Color(white: 0, alpha: 0.5)), blend: .destinationOut)
        return canvas.pixmap
    }

    /// A vertical gradient from `top` to white over the whole picture, with a circle across some rows.
    static func screen(width: Int, height: Int, top: Color) -> Pixmap {
        var canvas = Canvas(width: width, height: height)
        canvas.fill(.rect(Rect(x: 0, y: 0, width: Double(width), height: Double(height))), with: .linearGradient(
            LinearGradient(start: Point(0, 0), end: Point(0, Double(height)), ramp: ColorRamp(colors: [top, .white]))))
        canvas.fill(.circle(center: Point(Double(width) / 2, Double(height) / 3), radius: Double(width) / 3), with: .black)
        return canvas.pixmap
    }

    /// Every row filtered in full with `filter` (the general path of ``RowFilter``), as the zlib stream holds them.
    static func referenceRows(_ pixmap: Pixmap, filter: PNGFilter, bytesPerPixel bpp: Int) -> [UInt8] {
        let straight = pixmap.straightRGBA()
        let stored = bpp == 4 ? straight : stride(from: 0, to: straight.count, by: 4).flatMap { straight[$0..<($0 + 3)] }
        let n = pixmap.width * bpp
        var out: [UInt8] = []
        var prior = [UInt8](repeating: 0, count: n), residues = prior, trial = prior
        for y in 0..<pixmap.height {
            let row = Array(stored[(y * n)..<((y + 1) * n)])
            let type = RowFilter.filter(filter, row: row, prior: prior, count: n, bpp: bpp, isFirstRow: y == 0,
                                        into: &residues, trial: &trial)
            out += [type] + residues
            prior = row
        }
        return out
    }

    @Test(arguments: PNGFilter.allCases)
    func imageDataIsEveryRowFilteredInFull(filter: PNGFilter) throws {
        for (name, pixmap) in Self.pictures {
            let encoding = try PNGEncoding(pixmap, options: PNGOptions(filter: filter))
            encoding.compressAllSegments()
            let data = encoding.imageData()
            let bpp = encoding.bytesPerPixel
            #expect(bpp == (pixmap.isOpaque ? 3 : 4), "\(name)")
            let expected = Self.referenceRows(pixmap, filter: filter, bytesPerPixel: bpp)
            // inflate checks the joined stream's Adler-32 as well.
            let rows = TestZlib.inflate(data, count: expected.count)
            #expect(rows == expected, "\(name), \(filter): the image data is not the rows filtered in full")
            #expect(try PNGDecoder.decode(encoding.pngFile()) == pixmap, "\(name), \(filter)")
        }
    }

    @Test func tallPicturesHaveSeveralSegments() throws {
        let encoding = try PNGEncoding(Self.pictures[1].pixmap)
        #expect(encoding.segmentCount == 4)   // rows of 361 bytes, 180 to a segment
    }

    @Test func segmentsGiveTheSameBytesInAnyOrder() throws {
        let pixmap = Self.pictures[1].pixmap
        let inOrder = try PNGEncoder.encode(pixmap)
        let reversed = try PNGEncoding(pixmap)
        for i in (0..<reversed.segmentCount).reversed() { reversed.compressSegment(i) }
        #expect(reversed.pngFile() == inOrder)
    }

    /// A pixmap handed out band by band, as a picture that never exists whole would be; it remembers the
    /// largest band asked for.
    final class PixmapBands: PNGBandSource, @unchecked Sendable {
        let pixmap: Pixmap
        private let largest = Mutex(0)
        init(_ pixmap: Pixmap) { self.pixmap = pixmap }
        var width: Int { pixmap.width }
        var height: Int { pixmap.height }
        var largestBand: Int { largest.withLock { $0 } }
        func writeRows(_ rows: Range<Int>, into band: UnsafeMutableRawPointer) {
            precondition(rows.lowerBound >= 0 && rows.upperBound <= height)
            largest.withLock { $0 = max($0, rows.count) }
            pixmap.data.withUnsafeBytes { band.copyMemory(from: $0.baseAddress! + rows.lowerBound * width * 4, byteCount: rows.count * width * 4) }
        }
    }

    @Test(arguments: [PNGFilter.fewestNonzero, .paeth, .none])
    func bandsGiveTheBytesOfThePixmapInAnyOrder(filter: PNGFilter) throws {
        // The last picture is opaque at the corners and centre only: the guess of RGB is redone as RGBA.
        for (name, pixmap) in Self.pictures {
            let options = PNGOptions(filter: filter)
            let expected = try PNGEncoder.encode(pixmap, options: options)
            let source = PixmapBands(pixmap)
            let reversed = try PNGEncoding(bands: source, options: options)
            for i in (0..<reversed.segmentCount).reversed() { reversed.compressSegment(i) }
            #expect(reversed.pngFile() == expected, "\(name), \(filter)")
            #expect(source.largestBand <= PNGSegment.rowsPerSegment(storedRowBytes: pixmap.width * 3) + 1,
                    "\(name): a segment's rows and the row above, no more")
        }
    }

    /// A component's frame is kept whole (its pixmap, shared), a screen's as its rows; either way a frame
    /// reuses exactly the segments whose rows (and the row above them) did not change.
    @Test(arguments: [(width: 120, keptWhole: true), (width: 400, keptWhole: false)])
    func reusingTheFrameBeforeGivesTheBytesOfEncodingAlone(width: Int, keptWhole: Bool) throws {
        // Two frames that differ in rows 650..<654 near the bottom: the segments above are taken as they were.
        let first = Self.screen(width: width, height: 700, top: Color(r8: 30, g8: 120, b8: 200))
        #expect((first.data.count <= PNGEncoding.largestKeptPixmapBytes) == keptWhole)
        var canvas = Canvas(pixmap: first)
        canvas.fill(.rect(Rect(x: 10, y: 650, width: 30, height: 4)), with: .white)
        let second = canvas.pixmap
        let earlier = try PNGEncoding(first, keepingRows: true)
        earlier.compressAllSegments()
        #expect((earlier.keptPixmap != nil) == keptWhole)
        let reusing = try PNGEncoding(second, reusing: earlier)
        reusing.compressAllSegments()
        let perSegment = PNGSegment.rowsPerSegment(storedRowBytes: width * reusing.bytesPerPixel)
        let unchanged = (0..<reusing.segmentCount).filter { (max(0, $0 * perSegment - 1)..<($0 + 1) * perSegment).upperBound <= 650 }
        #expect(unchanged.count >= 1 && unchanged.count < reusing.segmentCount)
        #expect(reusing.reusedSegments == unchanged.count)
        #expect(reusing.pngFile() == (try PNGEncoder.encode(second)))
        // A picture of another size, or other options, reuses nothing.
        let other = try PNGEncoding(second, options: PNGOptions(filter: .paeth), reusing: earlier)
        other.compressAllSegments()
        #expect(other.reusedSegments == 0)
        // Nor does an encoding that did not keep its rows.
        let unkept = try PNGEncoding(first)
        unkept.compressAllSegments()
        _ = unkept.pngFile()
        #expect(unkept.keptPixmap == nil)
        let fresh = try PNGEncoding(second, reusing: unkept)
        fresh.compressAllSegments()
        #expect(fresh.reusedSegments == 0)
        // A frame that repeats the one before takes every segment.
        let same = try PNGEncoding(first, reusing: earlier)
        same.compressAllSegments()
        #expect(same.reusedSegments == same.segmentCount)
        #expect(same.pngFile() == (try PNGEncoder.encode(first)))
    }

    /// A row of few runs is kept as its runs, and matches exactly the pixels it was: a change anywhere, in any
    /// run, is seen. A row of many runs is kept as its bytes.
    @Test func rowsOfFewRunsAreKeptAsRunsAndMatchExactly() {
        let width = 61
        var pixels = [UInt32](repeating: 0, count: width)
        for x in 0..<width { pixels[x] = x < 9 ? 0 : x < 30 ? 0xFF20_4080 : x < 31 ? 0x8010_2040 : x < 52 ? 0xFFFF_FFFF : 0 }
        pixels.withUnsafeBytes { bytes in
            let source = PNGRowSource(origin: bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), pixmapRowBytes: width * 4,
                                      width: width, height: 1, bytesPerPixel: 4)
            let kept = KeptRow(0, of: source, uniform: false)
            guard case .runs(let runs) = kept else { Issue.record("expected runs, got \(kept)"); return }
            #expect(runs == [9, 0, 30, 0xFF20_4080, 31, 0x8010_2040, 52, 0xFFFF_FFFF, 61, 0])
            #expect(kept.matches(source.premultiplied(0), width: width))
            #expect(!kept.matches(source.premultiplied(0), width: width - 1))
        }
        for x in [0, 8, 9, 29, 30, 31, 40, 51, 52, 60] {
            var changed = pixels
            changed[x] ^= 1
            let matches = changed.withUnsafeBytes { bytes in
                pixels.withUnsafeBytes { original in
                    let source = PNGRowSource(origin: original.baseAddress!.assumingMemoryBound(to: UInt8.self), pixmapRowBytes: width * 4,
                                              width: width, height: 1, bytesPerPixel: 4)
                    return KeptRow(0, of: source, uniform: false).matches(bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), width: width)
                }
            }
            #expect(!matches, "a change at column \(x) must be seen")
        }
        let noisy = (0..<width).map { UInt32($0) &* 2_654_435_761 }
        noisy.withUnsafeBytes { bytes in
            let source = PNGRowSource(origin: bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), pixmapRowBytes: width * 4,
                                      width: width, height: 1, bytesPerPixel: 4)
            let kept = KeptRow(0, of: source, uniform: false)
            if case .pixels = kept {} else { Issue.record("a row of \(width) runs is kept as bytes, got \(kept)") }
            #expect(kept.matches(source.premultiplied(0), width: width))
        }
    }

    @Test func uniformRowsChooseAsTheFullFilterDoes() {
        // Rows of one pixel under rows of one pixel, with zero, equal and differing channels.
        let values: [UInt8] = [0, 1, 128, 255]
        for bpp in [3, 4] {
            for width in [1, 2, 7] {
                for seed in 0..<200 {
                    let p = (0..<bpp).map { values[(seed >> $0) % 4] }, q = (0..<bpp).map { values[(seed * 7 + $0) % 4] }
                    let row = Array((0..<width).map { _ in p }.joined()), prior = Array((0..<width).map { _ in q }.joined())
                    var full = [UInt8](repeating: 0, count: row.count)
                    let fullType = RowFilter.fewestNonzero(row: row, prior: prior, count: row.count, bpp: bpp, into: &full)
                    var first = [UInt8](repeating: 0, count: bpp)
                    if let type = RowFilter.fewestNonzeroUniform(pixel: p, above: q, width: width, bpp: bpp, into: &first) {
                        #expect(type == fullType && full == first + [UInt8](repeating: 0, count: row.count - bpp), "p \(p) q \(q) width \(width)")
                    } else {
                        #expect(fullType == 2, "nil is only for Up: p \(p) q \(q) width \(width)")
                    }
                }
            }
        }
    }

    @Test func fewestNonzeroPicksByResidues() throws {
        // Row 0 is flat (Sub leaves one pixel); row 1 repeats it (Up, all zeros); row 2 is one colour step of
        // a vertical gradient (Paeth leaves only the first pixel's step; Sub would leave the whole pixel).
        let a: [UInt8] = (0..<8).flatMap { _ in [UInt8(10), 20, 30, 255] }
        let b: [UInt8] = (0..<8).flatMap { _ in [UInt8(11), 21, 31, 255] }
        var options = PNGOptions(); options.writesRGBWhenOpaque = false
        let encoding = try PNGEncoding(Pixmap(width: 8, height: 3, straightRGBA: a + a + b), options: options)
        encoding.compressAllSegments()
        let rows = try #require(TestZlib.inflate(encoding.imageData(), count: 99))
        #expect(rows[0] == 1 && Array(rows[1...4]) == [10, 20, 30, 255] && rows[5..<33].allSatisfy { $0 == 0 })
        #expect(rows[33] == 2 && rows[34..<66].allSatisfy { $0 == 0 })
        #expect(rows[66] == 4 && Array(rows[67..<71]) == [1, 1, 1, 0] && rows[71...].allSatisfy { $0 == 0 })
    }

    @Test func zlibHeaderIsZlibs() {
        let strategies: [PNGCompressionStrategy] = [.default, .filtered, .rle, .huffmanOnly]
        for level in 0...9 {
            for strategy in strategies {
                #expect(RawDeflater.zlibHeader(level: level, strategy: strategy) == TestZlib.header(level: Int32(level), strategy: strategy.zlibValue),
                        "level \(level), \(strategy)")
            }
        }
    }
}

/// The vectorised Paeth filter against the rule written out byte by byte (PNG spec, 9.4).
@Suite struct PaethFilterTests {
    static func reference(_ row: [UInt8], _ prior: [UInt8], bpp: Int) -> [UInt8] {
        (0..<row.count).map { i in
            let a = i >= bpp ? Int(row[i - bpp]) : 0, b = Int(prior[i]), c = i >= bpp ? Int(prior[i - bpp]) : 0
            let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
            let predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
            return row[i] &- UInt8(predictor)
        }
    }

    @Test(arguments: [(4, 1), (4, 7), (4, 64), (4, 431), (3, 5), (3, 101)])
    func matchesTheByteRule(bpp: Int, pixels: Int) {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20 {
            let n = bpp * pixels
            // Mixed content: random bytes, and runs of near-equal values where ties between a, b and c occur.
            let row = (0..<n).map { i in i % 7 < 3 ? UInt8.random(in: 0...255, using: &generator) : UInt8(100 + i % 3) }
            let prior = (0..<n).map { i in i % 5 < 2 ? UInt8.random(in: 0...255, using: &generator) : UInt8(101 - i % 2) }
            var out = [UInt8](repeating: 0, count: n)
            RowFilter.paeth(row: row, prior: prior, count: n, bpp: bpp, into: &out)
            #expect(out == Self.reference(row, prior, bpp: bpp))
        }
    }
}
