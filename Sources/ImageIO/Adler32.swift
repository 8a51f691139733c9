import CZlib

/// The Adler-32 checksum that ends a zlib stream (RFC 1950), in the pieces a segmented stream needs:
/// continuing over bytes (ours, vectorised: ``update(_:_:count:)``), over a run of zeros, and joining two
/// checksums (zlib's `adler32_combine`).
///
/// A filtered PNG row of a flat or vertically graded area is a few bytes and then zeros, so most of a
/// screen's checksum is runs of zeros: over n zeros the sum A does not change and B grows by n·A (mod
/// 65521), which is what ``zeros(_:count:)`` gets from `adler32_combine` in constant time.
enum Adler32 {
    /// The checksum of no bytes.
    static let initial: UInt32 = 1

    /// `adler` continued over `count` bytes at `bytes`.
    ///
    /// Not zlib's `adler32`, which adds byte after byte: 117 µs for a toggle frame's 360 KB of filtered
    /// rows here (103 µs with its runs of zeros joined by `adler32_combine`, as this did before). Over a
    /// piece of n bytes x₀…xₙ₋₁ the sums become A + Σ xᵢ and B + n·A + Σ (n − i)·xᵢ, two sums the
    /// compiler vectorises, and a block of 32 zero bytes (most of a frame's filtered rows) adds nothing to
    /// either, so it is passed over after one test: 31 µs for the same frame (50 µs without AVX2). Pieces
    /// are at most ``largestPiece`` bytes, so neither sum overflows 32 bits before it is reduced mod 65521.
    static func update(_ adler: UInt32, _ bytes: UnsafePointer<UInt8>, count: Int) -> UInt32 {
        var a = UInt64(adler & 0xFFFF), b = UInt64(adler >> 16)
        var start = 0
        while start < count {
            let n = min(count - start, largestPiece)
            let (sum, weighted) = sums(bytes + start, count: n)
            b = (b + UInt64(n) * a + UInt64(weighted)) % modulus
            a = (a + UInt64(sum)) % modulus
            start += n
        }
        return UInt32(b << 16 | a)
    }

    /// The largest n with 255 · n(n + 1)/2 < 2³² (zlib's NMAX): the most a piece's weighted sum can reach.
    static let largestPiece = 5552
    private static let modulus: UInt64 = 65521

    /// Σ xᵢ and Σ (n − i)·xᵢ over the `n` bytes at `bytes` (n ≤ ``largestPiece``), wrapping in 32 bits
    /// (they cannot wrap), 32 bytes at a time where they are not all zero.
    @inline(__always)
    private static func sums(_ bytes: UnsafePointer<UInt8>, count n: Int) -> (sum: UInt32, weighted: UInt32) {
        let raw = UnsafeRawPointer(bytes)
        var sum: UInt32 = 0, weighted: UInt32 = 0
        var i = 0
        while i + 32 <= n {
            let any = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) | raw.loadUnaligned(fromByteOffset: i + 8, as: UInt64.self)
                | raw.loadUnaligned(fromByteOffset: i + 16, as: UInt64.self) | raw.loadUnaligned(fromByteOffset: i + 24, as: UInt64.self)
            if any != 0 {
                let block = bytes + i, top = UInt32(truncatingIfNeeded: n &- i)
                for k in 0..<32 {
                    let x = UInt32(block[k])
                    sum &+= x
                    weighted &+= (top &- UInt32(truncatingIfNeeded: k)) &* x
                }
            }
            i += 32
        }
        while i < n {
            let x = UInt32(bytes[i])
            sum &+= x
            weighted &+= UInt32(truncatingIfNeeded: n &- i) &* x
            i += 1
        }
        return (sum, weighted)
    }

    /// `adler` continued over `count` zero bytes.
    static func zeros(_ adler: UInt32, count: Int) -> UInt32 {
        // The checksum of `count` zeros alone: A = 1, B = count (mod 65521).
        combine(adler, UInt32(count % 65521) << 16 | 1, secondCount: count)
    }

    /// The checksum of two byte sequences one after the other, from their checksums; `secondCount` is the
    /// second one's length.
    static func combine(_ first: UInt32, _ second: UInt32, secondCount: Int) -> UInt32 {
        UInt32(adler32_combine(uLong(first), uLong(second), off_t(secondCount)))
    }
}
