import Foundation
import Testing
@testable import ImageIO
import Raster

/// The APNG container as written: chunk order, sequence numbers, acTL and fcTL fields, cropping and
/// merging, read back byte by byte.
@Suite struct APNGContainerTests {
    private func uint32(_ d: [UInt8], _ at: Int) -> Int { Int(d[at..<(at + 4)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }) }
    private func uint16(_ d: [UInt8], _ at: Int) -> Int { Int(d[at]) << 8 | Int(d[at + 1]) }

    @Test func chunkOrderAndSequenceNumbers() throws {
        let dir = try PNGTestImages.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let frames = (0..<4).map { (APNGTestSupport.frame($0), APNGDelay(seconds: 1, 30)) }
        let (_, bytes) = try APNGTestSupport.write(frames, loopCount: 3, in: dir)
        let chunks = try #require(PNGChunk.chunks(in: bytes, checkingCRC: true))
        #expect(chunks.map(\.type) == ["IHDR", "sRGB", "pHYs", "acTL", "fcTL", "IDAT",
                                       "fcTL", "fdAT", "fcTL", "fdAT", "fcTL", "fdAT", "IEND"])
        // One counter for fcTL and fdAT, from 0, in file order.
        let numbers = chunks.filter { $0.type == "fcTL" || $0.type == "fdAT" }.map { uint32($0.data, 0) }
        #expect(numbers == Array(0..<7))
        let actl = chunks[3].data
        #expect(actl.count == 8 && uint32(actl, 0) == 4 && uint32(actl, 4) == 3)
        #expect(chunks.filter { $0.type == "fcTL" }.allSatisfy { $0.data.count == 26 })
        let ihdr = chunks[0].data
        #expect(uint32(ihdr, 0) == 48 && uint32(ihdr, 4) == 24 && Array(ihdr[8...]) == [8, 6, 0, 0, 0])
        #expect(chunks[2].data == PNGChunk.bigEndian(5669) + PNGChunk.bigEndian(5669) + [1], "pHYs: 144 dpi at 2×")
    }

    @Test func frameControlFields() throws {
        let dir = try PNGTestImages.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let delays = [APNGDelay(seconds: 1, 30), APNGDelay(seconds: 100, 2997), APNGDelay(seconds: 3, 2)]
        let frames = (0..<3).map { (APNGTestSupport.frame($0), delays[$0]) }
        let (_, bytes) = try APNGTestSupport.write(frames, in: dir)
        let fctl = try #require(PNGChunk.chunks(in: bytes)).filter { $0.type == "fcTL" }.map(\.data)
        #expect(fctl.map { [uint16($0, 20), uint16($0, 22)] } == [[1, 30], [100, 2997], [3, 2]])
        #expect(fctl.allSatisfy { $0[24] == 0 && $0[25] == 0 }, "dispose none, blend source")
        // Frame 0 is the whole canvas; frame 1 only the band where the circle moved (the bar is unchanged).
        #expect([uint32(fctl[0], 4), uint32(fctl[0], 8), uint32(fctl[0], 12), uint32(fctl[0], 16)] == [Int]([48, 24, 0, 0]))
        let (w, h, x, y) = (uint32(fctl[1], 4), uint32(fctl[1], 8), uint32(fctl[1], 12), uint32(fctl[1], 16))
        #expect(x == 1 && x + w == 17, "circle at 6.5 ± 5.3, then 11.5 ± 5.3: columns 1 … 16")
        #expect(y == 9 && y + h == 21, "rows 9 … 20 around y = 15")
    }

    @Test func identicalFramesMergeIntoOneLongerFrame() throws {
        let dir = try PNGTestImages.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let a = APNGTestSupport.frame(0), b = APNGTestSupport.frame(1)
        let frames = [(a, APNGDelay(seconds: 1, 30)), (a, APNGDelay(seconds: 1, 30)), (b, APNGDelay(seconds: 1, 60)),
                      (b, APNGDelay(seconds: 1, 60)), (b, APNGDelay(seconds: 1, 20))]
        let (_, bytes) = try APNGTestSupport.write(frames, in: dir)
        let chunks = try #require(PNGChunk.chunks(in: bytes))
        #expect(uint32(chunks.first { $0.type == "acTL" }!.data, 0) == 2)
        let delays = chunks.filter { $0.type == "fcTL" }.map { [uint16($0.data, 20), uint16($0.data, 22)] }
        #expect(delays == [[1, 15], [1, 12]], "2/30 = 1/15 s, then 1/60 + 1/60 + 1/20 = 1/12 s")
    }

    @Test func opaqueFramesAreRGB() throws {
        let dir = try PNGTestImages.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let frames = (0..<3).map { (APNGTestSupport.frame($0, opaque: true), APNGDelay(seconds: 1, 10)) }
        let rgb = try APNGTestSupport.write(frames, opaque: true, in: dir, name: "rgb.png").bytes
        let rgba = try APNGTestSupport.write(frames, in: dir, name: "rgba.png").bytes
        #expect(try #require(PNGChunk.chunks(in: rgb))[0].data[9] == 2, "colour type RGB")
        #expect(rgb.count < rgba.count)
        let decoded = try APNGDecoder.decode(rgb)
        #expect(APNGTestSupport.differences(decoded.frames.map(\.pixmap), frames.map(\.0)).isEmpty)
    }

    @Test func sameBytesEveryTime() throws {
        let dir = try PNGTestImages.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let frames = (0..<5).map { (APNGTestSupport.frame($0), APNGDelay(seconds: 1, 24)) }
        let first = try APNGTestSupport.write(frames, in: dir, name: "1.png").bytes
        let second = try APNGTestSupport.write(frames, in: dir, name: "2.png").bytes
        #expect(first == second)
    }

    @Test func croppingMakesLaterFramesSmall() throws {
        let dir = try PNGTestImages.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // A 400 × 200 canvas where only a small circle moves: later frames store a small rectangle.
        let frames = (0..<6).map { (APNGTestSupport.frame($0, width: 400, height: 200), APNGDelay(seconds: 1, 30)) }
        let (_, bytes) = try APNGTestSupport.write(frames, in: dir)
        let chunks = try #require(PNGChunk.chunks(in: bytes))
        let fdat = chunks.filter { $0.type == "fdAT" }.map(\.data.count)
        let idat = chunks.filter { $0.type == "IDAT" }.map(\.data.count).reduce(0, +)
        #expect(fdat.count == 5 && fdat.allSatisfy { $0 * 3 < idat })
        let regions = try APNGDecoder.decode(bytes).frames.dropFirst().map(\.region)
        #expect(regions.allSatisfy { $0.width <= 16 && $0.height <= 12 }, "\(regions)")
    }

    @Test func largeFramesSplitDataIntoChunks() throws {
        let dir = try PNGTestImages.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // Noise does not compress: 700 × 700 RGBA is ~1.9 MiB of data, so two IDAT and two fdAT chunks.
        var state: UInt32 = 1
        func noise() -> Pixmap {
            var p = [UInt8](repeating: 255, count: 700 * 700 * 4)
            for i in p.indices where i % 4 != 3 { state = state &* 1664525 &+ 1013904223; p[i] = UInt8(state >> 24) }
            return Pixmap(width: 700, height: 700, straightRGBA: p)
        }
        let frames = [(noise(), APNGDelay(seconds: 1, 2)), (noise(), APNGDelay(seconds: 1, 2))]
        let (_, bytes) = try APNGTestSupport.write(frames, in: dir)
        let chunks = try #require(PNGChunk.chunks(in: bytes))
        #expect(chunks.filter { $0.type == "IDAT" }.count == 2 && chunks.filter { $0.type == "fdAT" }.count == 2)
        #expect(chunks.filter { $0.type == "fcTL" || $0.type == "fdAT" }.map { uint32($0.data, 0) } == [0, 1, 2, 3])
        #expect(APNGTestSupport.differences(try APNGDecoder.decode(bytes).frames.map(\.pixmap), frames.map(\.0)) == [])
    }
}
