import CZlib

/// One-shot zlib (RFC 1950) compression over CZlib, with the level and strategy exposed, as PNG
/// image data needs.
package enum ZlibDeflater {
    /// Compresses `input` into one zlib stream (window 15 bits, memory level 8, as libpng uses).
    package static func compress(_ input: [UInt8], level: Int, strategy: PNGCompressionStrategy) throws -> [UInt8] {
        guard (0...9).contains(level) else { throw PNGError.invalidInput("zlib level \(level) is outside 0…9") }
        var stream = z_stream()
        let initStatus = deflateInit2_(&stream, Int32(level), Z_DEFLATED, 15, 8, strategy.zlibValue,
                                       ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
        guard initStatus == Z_OK else { throw PNGError.invalidInput("zlib refused to start (status \(initStatus))") }
        defer { deflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(input.count))))
        var input = input
        let status = input.withUnsafeMutableBufferPointer { inp in
            output.withUnsafeMutableBufferPointer { out in
                stream.next_in = inp.baseAddress
                stream.avail_in = uInt(inp.count)
                stream.next_out = out.baseAddress
                stream.avail_out = uInt(out.count)
                return deflate(&stream, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END else { throw PNGError.invalidInput("zlib could not finish (status \(status))") }
        output.removeSubrange(Int(stream.total_out)...)
        return output
    }
}
