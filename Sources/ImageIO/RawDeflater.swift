import CZlib

/// zlib's deflate without its header and trailer (raw deflate, RFC 1951) for one segment of image data at a
/// time: each segment is a stream of its own (no match reaches into the segment before), so segments can
/// be compressed in any order, on any thread, and a segment's bytes depend on its input alone. One deflater
/// is reset between segments (`deflateReset`), keeping zlib's buffers.
///
/// A segment other than the last ends with a sync flush: its last block is not final and the output ends on
/// a byte boundary (an empty stored block), so the next segment's bytes can simply follow (as pigz joins
/// its blocks). The last segment ends the deflate stream.
final class RawDeflater {
    /// Allocated, not a stored property: zlib keeps a pointer back to the stream and checks it on every call.
    private let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
    private var output: [UInt8] = []

    /// zlib's memory level: 7 (libpng uses 8) means deflate blocks of 8 K symbols instead of 16 K, so
    /// Huffman codes adapt to the alternation of flat runs and shape edges; measured 1–3 % smaller on our
    /// frames with the RLE strategy (9 was 1–2 % larger).
    static let memoryLevel: Int32 = 7
    /// A 32 KiB window, the largest; the zlib header says so.
    static let windowBits: Int32 = 15

    /// `level` is 0…9 (``PNGOptions/validate()`` checks it); zlib then fails only when out of memory.
    init(level: Int, strategy: PNGCompressionStrategy) {
        stream.initialize(to: z_stream())
        let status = deflateInit2_(stream, Int32(level), Z_DEFLATED, -Self.windowBits, Self.memoryLevel, strategy.zlibValue,
                                   ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
        precondition(status == Z_OK, "zlib could not start a deflate stream (status \(status))")
    }

    deinit {
        deflateEnd(stream)
        stream.deallocate()
    }

    /// The raw deflate bytes of `count` bytes at `input`, compressed as a stream of their own; `last` ends
    /// the deflate stream, otherwise the bytes end with a sync flush.
    func compress(_ input: UnsafePointer<UInt8>, count: Int, last: Bool) -> [UInt8] {
        deflateReset(stream)
        // deflateBound covers a stream that finishes; a sync flush adds its empty stored block (5 bytes).
        let bound = Int(deflateBound(stream, uLong(count))) + 16
        if output.count < bound { output = [UInt8](repeating: 0, count: bound) }
        return output.withUnsafeMutableBufferPointer { out in
            stream.pointee.next_in = UnsafeMutablePointer(mutating: input)
            stream.pointee.avail_in = uInt(count)
            stream.pointee.next_out = out.baseAddress
            stream.pointee.avail_out = uInt(out.count)
            let status = deflate(stream, last ? Z_FINISH : Z_SYNC_FLUSH)
            // With room for the bound, one call consumes everything: Z_STREAM_END when finishing, Z_OK after a flush.
            precondition(status == (last ? Z_STREAM_END : Z_OK) && stream.pointee.avail_in == 0,
                         "zlib stopped short of deflateBound (status \(status))")
            return Array(out[0..<(out.count - Int(stream.pointee.avail_out))])
        }
    }

    /// The two bytes that start a zlib stream (RFC 1950) made with these settings, as zlib writes them:
    /// CMF (deflate, 32 KiB window), then FLG with zlib's level class and the check bits.
    static func zlibHeader(level: Int, strategy: PNGCompressionStrategy) -> [UInt8] {
        let levelClass: Int
        switch level {
        case _ where strategy == .huffmanOnly || strategy == .rle || level < 2: levelClass = 0
        case 2..<6: levelClass = 1
        case 6: levelClass = 2
        default: levelClass = 3
        }
        var header = (Int(Z_DEFLATED) + (Int(windowBits) - 8) << 4) << 8 | levelClass << 6
        header += 31 - header % 31
        return [UInt8(header >> 8), UInt8(header & 0xFF)]
    }
}
