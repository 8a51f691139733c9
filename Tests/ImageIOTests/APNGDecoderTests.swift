import Foundation
import Testing
@testable import ImageIO
import Raster

/// Our decoder: each frame of a written APNG decodes to exactly the pixmap it was made from, dispose
/// and blend ops compose as the specification says, and broken containers are refused.
@Suite struct APNGDecoderTests {
    @Test func everyFrameDecodesToTheFrameItWasMadeFrom() throws {
        let dir = try PNGTestImages.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let frames = (0..<7).map { (APNGTestSupport.frame($0), APNGDelay(seconds: 1, 25)) }
        let (_, bytes) = try APNGTestSupport.write(frames, loopCount: 5, in: dir)
        let image = try APNGDecoder.decode(bytes)
        #expect(image.width == 48 && image.height == 24 && image.loopCount == 5 && image.stillImageIsFirstFrame)
        #expect(image.frames.count == 7)
        for (index, frame) in image.frames.enumerated() {
            #expect(APNGTestSupport.difference(frame.pixmap, frames[index].0) == nil, "frame \(index)")
            #expect(frame.delaySeconds == 0.04)
        }
        // The still image (what a viewer without APNG support shows) is frame 0.
        #expect(try PNGDecoder.decode(bytes) == frames[0].0)
    }

    @Test func everyAlphaSurvivesCroppedFrames() throws {
        let dir = try PNGTestImages.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // Every alpha value, shifted by a row each frame: every straight value passes through a crop.
        let base = PNGTestImages.allAlphas()
        func shifted(_ k: Int) -> Pixmap {
            let rowBytes = base.width * 4
            let rows = (0..<base.height).map { Array(base.data[((($0 + k) % base.height) * rowBytes)..<((($0 + k) % base.height + 1) * rowBytes)]) }
            return Pixmap(width: base.width, height: base.height, premultipliedData: rows.flatMap { $0 })
        }
        let frames = (0..<3).map { (shifted($0), APNGDelay(seconds: 1, 8)) }
        let (_, bytes) = try APNGTestSupport.write(frames, in: dir)
        #expect(APNGTestSupport.differences(try APNGDecoder.decode(bytes).frames.map(\.pixmap), frames.map(\.0)) == [])
    }

    @Test func disposeAndBlendOpsComposeAsSpecified() throws {
        let (bytes, expected) = try APNGTestSupport.handBuiltAPNG()
        let image = try APNGDecoder.decode(bytes)
        #expect(image.loopCount == 2)
        #expect(image.frames.map { $0.pixmap.straightRGBA() } == expected)
        #expect(image.frames.map(\.disposeOp) == [1, 2, 0, 0] && image.frames.map(\.blendOp) == [0, 1, 1, 1])
    }

    @Test func brokenContainersAreRefused() throws {
        let dir = try PNGTestImages.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let frames = (0..<3).map { (APNGTestSupport.frame($0), APNGDelay(seconds: 1, 10)) }
        let (_, bytes) = try APNGTestSupport.write(frames, in: dir)
        let chunks = try #require(PNGChunk.chunks(in: bytes))
        func file(_ chunks: [PNGChunk]) -> [UInt8] { PNGDecoder.signature + chunks.flatMap(\.fileBytes) }
        func reason(_ bytes: [UInt8]) -> String {
            do { _ = try APNGDecoder.decode(bytes); return "accepted" } catch { return "\(error)" }
        }
        // A plain PNG is not an APNG.
        #expect(reason(try PNGEncoder.encode(frames[0].0)).contains("no acTL"))
        // Sequence numbers out of order: swap the last fcTL/fdAT pair's numbers.
        var renumbered = chunks
        let last = renumbered.lastIndex { $0.type == "fcTL" }!
        renumbered[last].data.replaceSubrange(0..<4, with: PNGChunk.bigEndian(9))
        #expect(reason(file(renumbered)).contains("fcTL has sequence number 9, expected 3"))
        // acTL announcing another frame count.
        var miscounted = chunks
        let actl = miscounted.firstIndex { $0.type == "acTL" }!
        miscounted[actl].data.replaceSubrange(0..<4, with: PNGChunk.bigEndian(4))
        #expect(reason(file(miscounted)).contains("acTL announces 4 frames, the file has 3"))
        // A frame rectangle outside the canvas.
        var outside = chunks
        outside[last].data.replaceSubrange(12..<16, with: PNGChunk.bigEndian(47))
        #expect(reason(file(outside)).contains("leaves the 48×24 canvas"))
        // acTL after IDAT: the file reads as a plain PNG with a stray chunk.
        var late = chunks
        let moved = late.remove(at: actl)
        late.insert(moved, at: late.firstIndex { $0.type == "IDAT" }! + 1)
        #expect(reason(file(late)).contains("no acTL before the first IDAT"))
        // A damaged CRC.
        var damaged = bytes
        damaged[bytes.count - 20] ^= 0xFF
        #expect(reason(damaged).contains("CRC"))
    }
}
