import Raster

/// The chunks an APNG adds to a PNG, byte for byte (all integers big-endian, as in every PNG chunk).
extension APNGWriter {
    /// IHDR (8-bit RGBA or RGB, no interlace), then sRGB and pHYs as ``PNGEncoder`` writes them.
    func header() -> [PNGChunk] {
        var ihdr = PNGChunk.bigEndian(UInt32(width)) + PNGChunk.bigEndian(UInt32(height))
        ihdr += [8, isOpaque ? 2 : 6, 0, 0, 0]   // bit depth, colour type, compression, filter, interlace
        var chunks = [PNGChunk(type: "IHDR", data: ihdr)]
        if options.writesSRGB { chunks.append(PNGChunk(type: "sRGB", data: [0])) }   // perceptual intent
        if let ppm = options.pixelsPerMetre {
            chunks.append(PNGChunk(type: "pHYs", data: PNGChunk.bigEndian(ppm) + PNGChunk.bigEndian(ppm) + [1]))   // per metre
        }
        return chunks
    }

    /// acTL: the number of frames, and the number of plays (0 = for ever).
    func animationControl(frames: Int) -> PNGChunk {
        PNGChunk(type: "acTL", data: PNGChunk.bigEndian(UInt32(frames)) + PNGChunk.bigEndian(UInt32(loopCount)))
    }

    /// fcTL (26 bytes): sequence number, the frame's rectangle (width, height, x, y), its delay as
    /// numerator and denominator of seconds, dispose op 0 (`none`: the canvas keeps the frame) and
    /// blend op 0 (`source`: the rectangle replaces what was there).
    func frameControl(region: IntRect, delay: (numerator: UInt16, denominator: UInt16)) -> PNGChunk {
        var data = PNGChunk.bigEndian(sequence)
        for value in [region.width, region.height, region.x, region.y] { data += PNGChunk.bigEndian(UInt32(value)) }
        let delayBytes: [UInt8] = [UInt8(delay.numerator >> 8), UInt8(delay.numerator & 0xFF),
                                   UInt8(delay.denominator >> 8), UInt8(delay.denominator & 0xFF)]
        data += delayBytes + [0, 0]
        return PNGChunk(type: "fcTL", data: data)
    }
}
