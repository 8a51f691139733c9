import Testing
@testable import ImageIO
import Raster

/// Bad input gives a typed, explained error — never a crash.
@Suite struct PNGDecodeErrorTests {
    let good = try! PNGEncoder.encode(PNGTestImages.toggle())

    @Test func nonPNGBytes() {
        #expect(throws: PNGError.notPNG(path: nil)) { try PNGDecoder.decode(Array("GIF89a not a png at all".utf8)) }
        #expect(throws: PNGError.notPNG(path: nil)) { try PNGDecoder.decode([]) }
        #expect(throws: PNGError.notPNG(path: nil)) { try PNGDecoder.decode(Array(good[0..<5])) }
    }

    @Test(arguments: [9, 20, 33, 60, 0.5, 0.9, -12])
    func truncatedData(cut: Double) {
        let length = cut < 0 ? good.count + Int(cut) : (cut < 1 ? Int(Double(good.count) * cut) : Int(cut))
        let bytes = Array(good[0..<length])
        do {
            _ = try PNGDecoder.decode(bytes)
            Issue.record("decoding \(length) of \(good.count) bytes succeeded")
        } catch let e as PNGError {
            guard case .truncated = e else { Issue.record("expected .truncated, got \(e)"); return }
            #expect(e.description.contains("ends early"))
        } catch { Issue.record("unexpected \(error)") }
    }

    @Test func corruptImageData() throws {
        var bytes = good
        let idat = try #require(find("IDAT", in: bytes))
        for i in (idat + 8)..<(idat + 20) { bytes[i] ^= 0x5A } // damage the zlib stream (and so the CRC)
        #expect(throws: PNGError.self) { try PNGDecoder.decode(bytes) }
        do { _ = try PNGDecoder.decode(bytes) } catch let e as PNGError {
            if case .corrupt(_, let detail) = e { #expect(!detail.isEmpty) } else { Issue.record("expected .corrupt, got \(e)") }
        }
    }

    @Test func corruptHeader() throws {
        var bytes = good
        bytes[16 + 8] = 7 // bit depth 7 does not exist (byte 24: IHDR data starts at 16)
        #expect(throws: PNGError.self) { try PNGDecoder.decode(bytes) }
        var zeroWidth = good
        for i in 16..<20 { zeroWidth[i] = 0 }
        #expect(throws: PNGError.self) { try PNGDecoder.decode(zeroWidth) }
    }

    @Test func hugeClaimedSizeIsRefusedNotAllocated() throws {
        // A valid tiny file whose header claims 100000 × 100000 pixels (40 GB decoded).
        let bytes = try PNGTestImages.png(width: 100_000, height: 100_000, bitDepth: 8, colourType: 6, rows: [0, 1, 2, 3, 4])
        do { _ = try PNGDecoder.decode(bytes); Issue.record("decoded") } catch let e as PNGError {
            guard case .corrupt(_, let detail) = e else { Issue.record("got \(e)"); return }
            #expect(detail.contains("100000×100000"))
        }
    }

    @Test func randomGarbageAfterSignature() {
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<50 {
            let junk = PNGDecoder.signature + (0..<Int.random(in: 0..<300, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng) }
            #expect(throws: PNGError.self) { try PNGDecoder.decode(junk) }
        }
    }

    @Test func messagesNameTheFile() {
        #expect(PNGError.notPNG(path: "/x/a.png").description.contains("/x/a.png"))
        #expect(PNGError.truncated(path: nil, detail: "d").attributed(to: "/y.png") == .truncated(path: "/y.png", detail: "d"))
    }

    private func find(_ type: String, in bytes: [UInt8]) -> Int? {
        let t = Array(type.utf8)
        return (8..<(bytes.count - 4)).first { Array(bytes[$0..<($0 + 4)]) == t }.map { $0 - 4 }
    }
}
