import Raster

/// An animated PNG decoded to what a viewer shows: every frame as the whole canvas.
public struct APNGImage: Sendable {
    /// One frame as displayed, and how the file described it.
    public struct Frame: Sendable {
        /// The whole canvas while this frame is shown (before its dispose op).
        public let pixmap: Pixmap
        /// The rectangle the frame's data covers.
        public let region: IntRect
        /// `delay_num` / `delay_den` seconds, as stored (a denominator of 0 means hundredths).
        public let delayNumerator: UInt16
        public let delayDenominator: UInt16
        /// 0 none, 1 background, 2 previous.
        public let disposeOp: UInt8
        /// 0 source, 1 over.
        public let blendOp: UInt8

        /// The delay in seconds.
        public var delaySeconds: Double { Double(delayNumerator) / Double(delayDenominator == 0 ? 100 : delayDenominator) }
    }

    public let width: Int
    public let height: Int
    /// acTL's `num_plays`: 0 plays for ever.
    public let loopCount: Int
    /// Whether the still image (IDAT) is frame 0; otherwise it is a fallback the animation skips.
    public let stillImageIsFirstFrame: Bool
    public let frames: [Frame]
}

/// Reads APNG files, checking the container on the way, so that tests can prove what the writer made.
///
/// The checks: the signature and every chunk's CRC; IHDR first and IEND last; one acTL before the first
/// IDAT whose frame count matches the fcTL chunks; fcTL and fdAT sequence numbers 0, 1, 2 … in file
/// order; IDAT chunks in one run; fdAT only after IDAT and after an fcTL that is not the still image's;
/// every frame rectangle inside the canvas, the still image's frame covering it all.
///
/// Each frame's data is wrapped as a standalone PNG in memory (IHDR with the frame's size, the
/// original's ancillary chunks, the data as IDAT) and decoded by libpng through ``PNGDecoder``. Frames
/// are then composed as the APNG specification says: the canvas starts transparent black; blend op
/// `source` replaces the rectangle, `over` composites onto it (straight alpha); after the frame is
/// shown, dispose op `background` clears the rectangle and `previous` restores what was under it.
public enum APNGDecoder {
    public static func decode(_ bytes: [UInt8]) throws -> APNGImage {
        guard bytes.count >= 8, Array(bytes[0..<8]) == PNGDecoder.signature else { throw PNGError.notPNG(path: nil) }
        guard let chunks = PNGChunk.chunks(in: bytes, checkingCRC: true) else {
            throw invalid("the chunks are not well formed (a length runs past the end, or a CRC is wrong)")
        }
        guard let ihdr = chunks.first, ihdr.type == "IHDR", ihdr.data.count == 13 else { throw invalid("IHDR is not the first chunk") }
        guard chunks.last?.type == "IEND", chunks.filter({ $0.type == "IEND" }).count == 1 else { throw invalid("IEND is not the last chunk") }
        let width = Int(uint32(ihdr.data, 0)), height = Int(uint32(ihdr.data, 4))

        var control: (frames: Int, plays: Int)?
        var sequence: UInt32 = 0
        var ancillary: [PNGChunk] = []
        var frames: [(control: FrameControl, data: [UInt8])] = []
        var stillIsFrame = false
        var idatState = 0   // 0 before IDAT, 1 inside the IDAT run, 2 after it
        func checkSequence(_ data: [UInt8], _ type: String) throws {
            guard data.count >= 4 else { throw invalid("a \(type) chunk is too short") }
            guard uint32(data, 0) == sequence else { throw invalid("\(type) has sequence number \(uint32(data, 0)), expected \(sequence)") }
            sequence += 1
        }
        for chunk in chunks.dropFirst().dropLast() {
            if idatState == 1 && chunk.type != "IDAT" { idatState = 2 }
            switch chunk.type {
            case "acTL":
                guard control == nil, idatState == 0, chunk.data.count == 8 else { throw invalid("acTL must come once, before IDAT, with 8 bytes") }
                control = (Int(uint32(chunk.data, 0)), Int(uint32(chunk.data, 4)))
            case "fcTL":
                try checkSequence(chunk.data, "fcTL")
                guard chunk.data.count == 26 else { throw invalid("an fcTL chunk has \(chunk.data.count) bytes, not 26") }
                guard idatState != 0 || frames.isEmpty else { throw invalid("two fcTL chunks come before IDAT") }
                let frame = FrameControl(chunk.data)
                try frame.check(width: width, height: height, isStill: idatState == 0)
                if idatState == 0 { stillIsFrame = true }
                frames.append((frame, []))
            case "IDAT":
                guard control != nil else { throw invalid("no acTL before the first IDAT: this is a plain PNG") }
                guard idatState != 2 else { throw invalid("IDAT chunks are not in one run") }
                idatState = 1
                if stillIsFrame { frames[0].data += chunk.data }
            case "fdAT":
                try checkSequence(chunk.data, "fdAT")
                guard idatState == 2, !frames.isEmpty, !(stillIsFrame && frames.count == 1) else {
                    throw invalid("an fdAT chunk comes before IDAT, or without its own fcTL")
                }
                frames[frames.count - 1].data += chunk.data.dropFirst(4)
            default:
                if idatState == 0 { ancillary.append(chunk) }   // PLTE, tRNS, sRGB, pHYs …: each frame's PNG needs them
            }
        }
        guard let control else { throw invalid("there is no acTL chunk: this is a plain PNG") }
        guard control.frames == frames.count, control.frames > 0 else {
            throw invalid("acTL announces \(control.frames) frames, the file has \(frames.count) fcTL chunks")
        }

        var canvas = [UInt8](repeating: 0, count: width * height * 4)
        var shown: [APNGImage.Frame] = []
        for (index, frame) in frames.enumerated() {
            guard !frame.data.isEmpty else { throw invalid("frame \(index) has no image data") }
            let r = frame.control.region
            var ihdrData = ihdr.data
            ihdrData.replaceSubrange(0..<8, with: PNGChunk.bigEndian(UInt32(r.width)) + PNGChunk.bigEndian(UInt32(r.height)))
            let standalone = PNGDecoder.signature + ([PNGChunk(type: "IHDR", data: ihdrData)] + ancillary
                + [PNGChunk(type: "IDAT", data: frame.data), PNGChunk(type: "IEND", data: [])]).flatMap(\.fileBytes)
            let pixels: [UInt8]
            do { pixels = try PNGDecoder.decodeStraight(standalone).pixels } catch {
                throw invalid("frame \(index)'s data does not decode: \(error)")
            }
            let under = crop(canvas, width: width, to: r)
            paste(pixels, into: &canvas, width: width, at: r, over: frame.control.blendOp == 1)
            shown.append(APNGImage.Frame(pixmap: Pixmap(width: width, height: height, straightRGBA: canvas), region: r,
                                         delayNumerator: frame.control.delayNumerator, delayDenominator: frame.control.delayDenominator,
                                         disposeOp: frame.control.disposeOp, blendOp: frame.control.blendOp))
            // The first frame's `previous` means `background` (there is nothing before it).
            switch frame.control.disposeOp {
            case 1: paste([UInt8](repeating: 0, count: r.width * r.height * 4), into: &canvas, width: width, at: r, over: false)
            case 2 where index == 0: paste([UInt8](repeating: 0, count: r.width * r.height * 4), into: &canvas, width: width, at: r, over: false)
            case 2: paste(under, into: &canvas, width: width, at: r, over: false)
            default: break
            }
        }
        return APNGImage(width: width, height: height, loopCount: control.plays, stillImageIsFirstFrame: stillIsFrame, frames: shown)
    }

    /// An fcTL chunk's fields.
    private struct FrameControl {
        let region: IntRect
        let delayNumerator: UInt16, delayDenominator: UInt16
        let disposeOp: UInt8, blendOp: UInt8

        init(_ d: [UInt8]) {
            region = IntRect(x: Int(uint32(d, 12)), y: Int(uint32(d, 16)), width: Int(uint32(d, 4)), height: Int(uint32(d, 8)))
            delayNumerator = UInt16(d[20]) << 8 | UInt16(d[21])
            delayDenominator = UInt16(d[22]) << 8 | UInt16(d[23])
            disposeOp = d[24]; blendOp = d[25]
        }

        func check(width: Int, height: Int, isStill: Bool) throws {
            guard region.width > 0, region.height > 0, region.maxX <= width, region.maxY <= height else {
                throw invalid("a frame rectangle \(region) is empty or leaves the \(width)×\(height) canvas")
            }
            guard !isStill || region == IntRect(x: 0, y: 0, width: width, height: height) else {
                throw invalid("the still image's frame must cover the whole canvas, not \(region)")
            }
            guard disposeOp <= 2, blendOp <= 1 else { throw invalid("dispose op \(disposeOp) or blend op \(blendOp) is unknown") }
        }
    }

    private static func invalid(_ detail: String) -> PNGError { .corrupt(path: nil, detail: "APNG: \(detail)") }

    private static func uint32(_ d: [UInt8], _ at: Int) -> UInt32 {
        d[at..<(at + 4)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
    }

    /// The RGBA pixels of `region` in a `width`-wide canvas.
    private static func crop(_ canvas: [UInt8], width: Int, to region: IntRect) -> [UInt8] {
        APNGFrameRegion.crop(canvas, width: width, bytesPerPixel: 4, to: region)
    }

    /// Writes `pixels` (the region's RGBA rows) into the canvas: replacing, or straight-alpha "over".
    private static func paste(_ pixels: [UInt8], into canvas: inout [UInt8], width: Int, at r: IntRect, over: Bool) {
        for y in 0..<r.height {
            for x in 0..<r.width {
                let s = (y * r.width + x) * 4, d = ((r.y + y) * width + r.x + x) * 4
                let sa = Int(pixels[s + 3])
                if !over || sa == 255 {
                    for c in 0..<4 { canvas[d + c] = pixels[s + c] }
                } else if sa > 0 {
                    // out α = αs + αd(1 − αs); out c = (cs·αs + cd·αd(1 − αs)) / out α, all on 0…255.
                    let da = Int(canvas[d + 3])
                    let under = da * (255 - sa)              // αd(1 − αs), scaled by 255²
                    let outA = sa * 255 + under              // out α, scaled by 255²
                    for c in 0..<3 {
                        let value = Int(pixels[s + c]) * sa * 255 + Int(canvas[d + c]) * under
                        canvas[d + c] = UInt8((value + outA / 2) / outA)
                    }
                    canvas[d + 3] = UInt8((outA + 127) / 255)
                }
            }
        }
    }
}
