import CZlib

/// zlib's one-shot calls, for building PNG data by hand and for reading back what the encoder wrote.
enum TestZlib {
    /// `bytes` as one zlib stream (RFC 1950) at `level`.
    static func compress(_ bytes: [UInt8], level: Int32 = 6) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: Int(compressBound(uLong(bytes.count))))
        var count = uLongf(out.count)
        let status = compress2(&out, &count, bytes, uLong(bytes.count), level)
        precondition(status == Z_OK, "zlib compress2 failed (\(status))")
        return Array(out[0..<Int(count)])
    }

    /// The bytes of a zlib stream that holds exactly `count` bytes (checksum checked); nil when the
    /// stream is broken, its checksum is wrong or it holds another number of bytes.
    static func inflate(_ stream: [UInt8], count: Int) -> [UInt8]? {
        var out = [UInt8](repeating: 0, count: count + 1)
        var produced = uLongf(out.count)
        guard uncompress(&out, &produced, stream, uLong(stream.count)) == Z_OK, produced == count else { return nil }
        return Array(out[0..<count])
    }

    /// The two header bytes zlib itself writes for `level` and `strategy`.
    static func header(level: Int32, strategy: Int32) -> [UInt8] {
        var stream = z_stream()
        deflateInit2_(&stream, level, Z_DEFLATED, 15, 7, strategy, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
        defer { deflateEnd(&stream) }
        var out = [UInt8](repeating: 0, count: 64)
        var input: [UInt8] = [1, 2, 3]
        return input.withUnsafeMutableBufferPointer { inp in
            out.withUnsafeMutableBufferPointer { o in
                stream.next_in = inp.baseAddress; stream.avail_in = 3
                stream.next_out = o.baseAddress; stream.avail_out = 64
                deflate(&stream, Z_FINISH)
                return [o[0], o[1]]
            }
        }
    }
}
