import CZlib

/// The Adler-32 checksum that ends a zlib stream (RFC 1950), through zlib's own functions, in the pieces a
/// segmented stream needs: continuing over bytes, over a run of zeros, and joining two checksums.
///
/// A filtered PNG row of a flat or vertically graded area is a few bytes and then zeros, so most of a
/// screen's checksum is runs of zeros: over n zeros the sum A does not change and B grows by n·A (mod
/// 65521), which is what ``zeros(_:count:)`` gets from `adler32_combine` in constant time.
enum Adler32 {
    /// The checksum of no bytes.
    static let initial: UInt32 = 1

    /// `adler` continued over `count` bytes at `bytes`.
    static func update(_ adler: UInt32, _ bytes: UnsafePointer<UInt8>, count: Int) -> UInt32 {
        UInt32(adler32_z(uLong(adler), bytes, Int(count)))
    }

    /// `adler` continued over `count` bytes at `bytes`, runs of zeros (32 bytes or more, found eight bytes
    /// at a time) in constant time each: the filtered rows of a flat area are mostly zeros.
    static func updateSkippingZeros(_ adler: UInt32, _ bytes: UnsafePointer<UInt8>, count: Int) -> UInt32 {
        let raw = UnsafeRawPointer(bytes)
        var adler = adler, done = 0, i = 0
        while i + 8 <= count {
            if raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) != 0 { i += 8; continue }
            var end = i + 8
            while end + 8 <= count && raw.loadUnaligned(fromByteOffset: end, as: UInt64.self) == 0 { end += 8 }
            if end - i >= 32 {
                adler = zeros(update(adler, bytes + done, count: i - done), count: end - i)
                done = end
            }
            i = end
        }
        return update(adler, bytes + done, count: count - done)
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
