import CZlib

/// Thin name for zlib's CRC-32 so that `PNGChunk` reads plainly.
enum CZlibCRC {
    static func crc(_ start: UInt, _ bytes: UnsafePointer<UInt8>?, _ count: UInt32) -> UInt {
        UInt(CZlib.crc32(uLong(start), bytes, uInt(count)))
    }
}
