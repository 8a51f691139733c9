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

/// RGB output for fully opaque frames (the default).
@Suite struct PNGOpaqueRGBTests {
    func opaque() -> Pixmap {
        var c = Canvas(width: 40, height: 30)
        c.fill(.rect(Rect(x: 0, y: 0, width: 40, height: 30)), with: .linearGradient(LinearGradient(
            start: Point(x: 0, y: 0), end: Point(x: 0, y: 30), ramp: ColorRamp(colors: [.white, Color(r8: 20, g8: 90, b8: 200)]))))
        c.fill(.circle(center: Point(x: 20, y: 15), radius: 9), with: .black)
        return c.pixmap
    }

    @Test(arguments: PNGEncodingEngine.allCases)
    func opaqueFramesBecomeRGBAndRoundTrip(engine: PNGEncodingEngine) throws {
        var options = PNGOptions(engine: engine); options.writesRGBWhenOpaque = true
        let image = opaque()
        let bytes = try PNGEncoder.encode(image, options: options)
        #expect(try #require(PNGChunk.chunks(in: bytes)).first?.data[9] == 2)
        #expect(try PNGDecoder.decode(bytes) == image)
        var rgba = PNGOptions(engine: engine); rgba.writesRGBWhenOpaque = false
        #expect(bytes.count < (try PNGEncoder.encode(image, options: rgba)).count)
        #expect(PNGOptions.default.writesRGBWhenOpaque)
    }

    @Test(arguments: PNGEncodingEngine.allCases)
    func anyTransparencyKeepsRGBA(engine: PNGEncodingEngine) throws {
        var options = PNGOptions(engine: engine); options.writesRGBWhenOpaque = true
        var image = opaque()
        image.data[4 * 77 + 3] = 254; image.data[4 * 77] = min(image.data[4 * 77], 254)
        image.data[4 * 77 + 1] = min(image.data[4 * 77 + 1], 254); image.data[4 * 77 + 2] = min(image.data[4 * 77 + 2], 254)
        let bytes = try PNGEncoder.encode(image, options: options)
        #expect(try #require(PNGChunk.chunks(in: bytes)).first?.data[9] == 6)
        #expect(try PNGDecoder.decode(bytes) == image)
    }
}
