import Testing
@testable import ImageIO
import Raster

/// The decoder expands every PNG colour type and bit depth to RGBA8. The files are assembled by
/// hand (chunks + zlib), so the expected pixels are known exactly.
@Suite struct PNGColourTypeTests {
    func decode(width: Int, height: Int = 1, depth: UInt8, type: UInt8, row: [UInt8],
                palette: [UInt8]? = nil, trns: [UInt8]? = nil) throws -> [UInt8] {
        let rows: [UInt8] = (0..<height).flatMap { _ in [UInt8(0)] + row }
        let bytes = try PNGTestImages.png(width: width, height: height, bitDepth: depth, colourType: type, rows: rows,
                                          palette: palette, transparency: trns)
        return try PNGDecoder.decode(bytes).straightRGBA()
    }

    @Test func grey8() throws {
        #expect(try decode(width: 3, depth: 8, type: 0, row: [0, 128, 255]) == [0, 0, 0, 255, 128, 128, 128, 255, 255, 255, 255, 255])
    }

    @Test func grey1() throws {
        // 0b1010_0000: white, black, white, black (4 pixels, padded byte).
        #expect(try decode(width: 4, depth: 1, type: 0, row: [0b1010_0000]) ==
                [255, 255, 255, 255, 0, 0, 0, 255, 255, 255, 255, 255, 0, 0, 0, 255])
    }

    @Test func greyAlpha8() throws {
        #expect(try decode(width: 2, depth: 8, type: 4, row: [200, 255, 90, 0]) == [200, 200, 200, 255, 0, 0, 0, 0])
    }

    @Test func rgb8WithTransparentColour() throws {
        let out = try decode(width: 2, depth: 8, type: 2, row: [10, 20, 30, 1, 2, 3], trns: [0, 1, 0, 2, 0, 3])
        #expect(out == [10, 20, 30, 255, 0, 0, 0, 0])
    }

    @Test func palette4WithTransparency() throws {
        let palette: [UInt8] = [255, 0, 0, 0, 255, 0, 0, 0, 255]
        // Indices 0,1,2,1 in 4 bits each; entry 1 is half transparent (tRNS 128).
        let out = try decode(width: 4, depth: 4, type: 3, row: [0x01, 0x21], palette: palette, trns: [255, 128])
        #expect(out == [255, 0, 0, 255, 0, 255, 0, 128, 0, 0, 255, 255, 0, 255, 0, 128])
    }

    @Test func rgba16ReducesToEightBits() throws {
        // Opaque and fully transparent, and extremes per channel, are exact under any reduction.
        let row: [UInt8] = [0xFF, 0xFF, 0x00, 0x00, 0xFF, 0xFF, 0xFF, 0xFF, 0x12, 0x34, 0x56, 0x78, 0x9A, 0xBC, 0x00, 0x00]
        let out = try decode(width: 2, depth: 16, type: 6, row: row)
        #expect(Array(out[0..<4]) == [255, 0, 255, 255])
        #expect(Array(out[4..<8]) == [0, 0, 0, 0])
    }

    @Test func grey16() throws {
        let out = try decode(width: 2, depth: 16, type: 0, row: [0, 0, 0xFF, 0xFF])
        #expect(out == [0, 0, 0, 255, 255, 255, 255, 255])
    }
}
