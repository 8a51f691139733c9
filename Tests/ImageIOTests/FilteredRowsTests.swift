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
