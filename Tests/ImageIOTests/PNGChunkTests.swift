import Foundation
import Testing
@testable import ImageIO
import Raster

/// The encoder writes the chunks the issue asks for: RGBA8 IHDR, sRGB, pHYs from a scale.
@Suite struct PNGChunkTests {
    func chunks(_ options: PNGOptions) throws -> [PNGChunk] {
        try #require(PNGChunk.chunks(in: try PNGEncoder.encode(PNGTestImages.toggle(), options: options)))
    }

    @Test func headerIsEightBitRGBA() throws {
        let c = try chunks(.default)
        #expect(c.first?.type == "IHDR")
        let ihdr = try #require(c.first).data
        #expect(Array(ihdr[0..<8]) == [0, 0, 0, 60, 0, 0, 0, 30])
        #expect(ihdr[8] == 8 && ihdr[9] == 6 && ihdr[12] == 0) // depth 8, RGBA, not interlaced
        #expect(c.last?.type == "IEND")
        #expect(c.contains { $0.type == "IDAT" })
    }

    @Test func sRGBChunkIsWrittenBeforeImageData() throws {
        let types = try chunks(.default).map(\.type)
        let srgb = try #require(types.firstIndex(of: "sRGB"))
        #expect(srgb < types.firstIndex(of: "IDAT")!)
        #expect(try chunks(.default).first { $0.type == "sRGB" }?.data == [0])
        var off = PNGOptions.default; off.writesSRGB = false
        #expect(try !chunks(off).map(\.type).contains("sRGB"))
    }

    @Test func pHYsRecordsSeventyTwoDPITimesScale() throws {
        #expect(try !chunks(.default).map(\.type).contains("pHYs"))
        let phys = try #require(try chunks(PNGOptions.default.withScale(3)).first { $0.type == "pHYs" })
        // 72 × 3 dpi = 216 dpi = 8503.9 px/m → 8504 = 0x2138, unit 1 (metre).
        #expect(phys.data == [0, 0, 0x21, 0x38, 0, 0, 0x21, 0x38, 1])
        let one = try #require(try chunks(PNGOptions.default.withScale(1)).first { $0.type == "pHYs" })
        #expect(Array(one.data[0..<4]) == PNGChunk.bigEndian(2835))
    }

    @Test func pngcheckAcceptsOutput() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/pngcheck") else { return }
        let dir = try PNGTestImages.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("t.png").path
        try PNGFile.write(PNGTestImages.toggle(), to: path, options: PNGOptions.default.withScale(2))
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/pngcheck")
        p.arguments = ["-q", path]
        p.standardOutput = FileHandle.nullDevice
        try p.run(); p.waitUntilExit()
        #expect(p.terminationStatus == 0)
    }

    @Test func chunkParserRejectsNonsense() {
        #expect(PNGChunk.chunks(in: Array("hello".utf8)) == nil)
        #expect(PNGChunk.chunks(in: PNGDecoder.signature + [0, 0, 0, 9, 73, 72]) == nil)
    }
}
