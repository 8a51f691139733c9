import Testing
@testable import ImageIO
import Raster

/// The Swift row filters + zlib helper (for APNG frames) produce image data libpng decodes back exactly.
@Suite struct FilteredRowsTests {
    @Test(arguments: PNGFilter.allCases)
    func filteredRowsDecodeThroughLibpng(filter: PNGFilter) throws {
        let image = PNGTestImages.toggle(width: 41, height: 23)
        let rows = FilteredRows(straightRGBA: image.straightRGBA(), width: image.width, height: image.height, filter: filter)
        #expect(rows.bytes.count == image.height * (image.width * 4 + 1))
        if let type = filter.filterByte {
            #expect((0..<image.height).allSatisfy { rows.bytes[$0 * (image.width * 4 + 1)] == type })
        }
        let idat = try rows.compressed(level: 6, strategy: .default)
        var file = PNGDecoder.signature
        file += PNGChunk(type: "IHDR", data: PNGChunk.bigEndian(41) + PNGChunk.bigEndian(23) + [8, 6, 0, 0, 0]).fileBytes
        file += PNGChunk(type: "IDAT", data: idat).fileBytes + PNGChunk(type: "IEND", data: []).fileBytes
        #expect(try PNGDecoder.decode(file) == image)
    }

    @Test func adaptivePicksUpForRepeatedRows() {
        // Identical rows of varied pixels: Up makes the second row all zero, the cheapest choice.
        let row: [UInt8] = (0..<32).map { UInt8($0 * 37 % 256) }
        let rows = FilteredRows(straightRGBA: row + row, width: 8, height: 2, filter: .adaptive)
        #expect(rows.bytes[33] == 2)
        #expect(rows.bytes[34...].allSatisfy { $0 == 0 })
    }

    @Test func upOrPaethChoosesByResidues() {
        // Row 0 is flat (Paeth against the zero row predicts from the left); row 1 repeats row 0 (Up); row 2 is one colour step of a vertical gradient,
        // where Paeth leaves only the first pixel non-zero and Up leaves every pixel non-zero.
        let a: [UInt8] = (0..<8).flatMap { _ in [UInt8(10), 20, 30, 255] }
        let b: [UInt8] = (0..<8).flatMap { _ in [UInt8(11), 21, 31, 255] }
        let rows = FilteredRows(straightRGBA: a + a + b, width: 8, height: 3, filter: .upOrPaeth)
        #expect(rows.bytes[0] == 4 && rows.bytes[33] == 2 && rows.bytes[66] == 4)
        #expect(rows.bytes[34..<66].allSatisfy { $0 == 0 })
        #expect(Array(rows.bytes[67..<71]) == [1, 1, 1, 0] && rows.bytes[71...].allSatisfy { $0 == 0 })
    }

    @Test func deflateRejectsBadLevel() {
        #expect(throws: PNGError.self) { try ZlibDeflater.compress([1, 2, 3], level: 12, strategy: .rle) }
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
            row.withUnsafeBufferPointer { r in prior.withUnsafeBufferPointer { p in out.withUnsafeMutableBufferPointer { o in
                FilteredRows.paeth(row: r.baseAddress!, prior: p.baseAddress!, count: n, bpp: bpp, into: o.baseAddress!)
            } } }
            #expect(out == Self.reference(row, prior, bpp: bpp))
        }
    }
}
