/// One chunk of a PNG file: its four-letter type and its data. Used to inspect encoder output
/// (tests, the benchmark) and by writers that assemble chunks themselves (APNG).
package struct PNGChunk: Hashable, Sendable {
    package var type: String
    package var data: [UInt8]

    package init(type: String, data: [UInt8]) { self.type = type; self.data = data }

    /// The chunks of a PNG file in order, or nil when the bytes are not a well-formed chunk sequence
    /// (or, with `checkingCRC`, when a chunk's CRC is wrong). CRCs are not checked by default: libpng
    /// checks them when it decodes; the APNG decoder, whose frames libpng never sees as written, does.
    package static func chunks(in bytes: [UInt8], checkingCRC: Bool = false) -> [PNGChunk]? {
        guard bytes.count >= 8, Array(bytes[0..<8]) == PNGDecoder.signature else { return nil }
        var chunks: [PNGChunk] = []
        var i = 8
        while i < bytes.count {
            guard i + 12 <= bytes.count else { return nil }
            let length = bytes[i..<(i + 4)].reduce(0) { $0 << 8 | Int($1) }
            guard i + 12 + length <= bytes.count else { return nil }
            let type = String(decoding: bytes[(i + 4)..<(i + 8)], as: UTF8.self)
            if checkingCRC {
                let stored = bytes[(i + 8 + length)..<(i + 12 + length)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
                guard stored == crc32(Array(bytes[(i + 4)..<(i + 8 + length)])) else { return nil }
            }
            chunks.append(PNGChunk(type: type, data: Array(bytes[(i + 8)..<(i + 8 + length)])))
            i += 12 + length
        }
        return chunks
    }

    /// Whether walking the chunk headers from the signature reaches a whole IEND chunk. libpng's
    /// simplified reader stops once it has the pixels, so a file cut just before IEND would
    /// otherwise decode as if whole.
    static func reachesIEND(_ bytes: [UInt8]) -> Bool {
        var i = 8
        while i + 12 <= bytes.count {
            let length = bytes[i..<(i + 4)].reduce(0) { $0 << 8 | Int($1) }
            if bytes[(i + 4)..<(i + 8)].elementsEqual("IEND".utf8) { return i + 12 + length <= bytes.count }
            i += 12 + length
        }
        return false
    }

    /// The chunk as file bytes: length, type, data, CRC-32 over type and data.
    package var fileBytes: [UInt8] {
        var out = PNGChunk.bigEndian(UInt32(data.count))
        let body = Array(type.utf8) + data
        out += body
        out += PNGChunk.bigEndian(PNGChunk.crc32(body))
        return out
    }

    static func bigEndian(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }

    /// CRC-32 (the zlib/PNG polynomial) through zlib.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBufferPointer { UInt32(CZlibCRC.crc(0, $0.baseAddress, UInt32($0.count))) }
    }
}
