import CZlib
import Testing
@testable import ImageIO

/// Our vectorised Adler-32 against zlib's own `adler32`, on the inputs where a wrong sum would show: every
/// short length, blocks of zeros among bytes, a checksum continued from another, and the largest bytes over
/// pieces long enough to overflow 32-bit sums if they were not cut.
struct Adler32Tests {
    private static func zlib(_ adler: UInt32, _ bytes: [UInt8]) -> UInt32 {
        UInt32(bytes.withUnsafeBufferPointer { adler32_z(uLong(adler), $0.baseAddress, $0.count) })
    }

    private static func ours(_ adler: UInt32, _ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBufferPointer { Adler32.update(adler, $0.baseAddress!, count: $0.count) }
    }

    /// Bytes from a fixed generator: runs of zeros (filtered rows of flat areas) between noisy bytes.
    private static func rowLikeBytes(count: Int, seed: UInt64) -> [UInt8] {
        var state = seed
        var bytes = [UInt8](repeating: 0, count: count)
        var i = 0
        while i < count {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let run = Int(state >> 58)   // 0…63
            if state >> 57 & 1 == 0 { i += run; continue }   // zeros
            for k in i..<min(count, i + run) { bytes[k] = UInt8(truncatingIfNeeded: state >> (8 + UInt64(k % 7) * 7)) }
            i += run
        }
        return bytes
    }

    @Test func everyShortLengthMatchesZlib() {
        let bytes = Self.rowLikeBytes(count: 300, seed: 1)
        for count in 0...bytes.count {
            let piece = Array(bytes[..<count])
            #expect(Self.ours(Adler32.initial, piece) == Self.zlib(1, piece), "\(count) bytes")
        }
    }

    @Test(arguments: [1, 2, 7, 1685, 65_274, 360_590])
    func rowLikeDataContinuedFromAnotherChecksumMatchesZlib(count: Int) {
        let bytes = Self.rowLikeBytes(count: count, seed: UInt64(count))
        #expect(bytes.contains(0) && bytes.contains { $0 != 0 } || count < 8)
        for start: UInt32 in [1, 0xFFF0_FFF0, 54_321 << 16 | 4321] {
            #expect(Self.ours(start, bytes) == Self.zlib(start, bytes), "\(count) bytes from \(start)")
        }
    }

    @Test func largestBytesOverLongPiecesDoNotOverflow() {
        // 255 everywhere makes both sums their largest; lengths around the piece size and its multiples.
        for count in [Adler32.largestPiece - 1, Adler32.largestPiece, Adler32.largestPiece + 1, 3 * Adler32.largestPiece + 17, 100_000] {
            let bytes = [UInt8](repeating: 255, count: count)
            #expect(Self.ours(0xFFF0_FFF0, bytes) == Self.zlib(0xFFF0_FFF0, bytes), "\(count) bytes of 255")
        }
    }
}
