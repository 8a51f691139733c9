import CPNG
import Raster

/// Decodes PNG bytes into a ``Raster/Pixmap`` through libpng's simplified `png_image` API.
///
/// The simplified API keeps libpng's `setjmp` inside libpng and reports failures by return code
/// with a message, so truncated or corrupt data becomes a ``PNGError`` instead of a crash. libpng
/// expands every colour type and bit depth (grey, palette, tRNS, 16-bit) to 8-bit sRGB RGBA with
/// straight alpha; the pixmap premultiplies it.
public enum PNGDecoder {
    /// The 8-byte signature every PNG begins with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The largest image decoded (2²⁸ pixels, 1 GiB of RGBA): far above our frames, below what a
    /// damaged header could make us allocate.
    public static let maximumPixels = 1 << 28

    /// Decodes a whole PNG file held in memory.
    ///
    /// - Throws: ``PNGError/notPNG(path:)`` when the signature is missing, ``PNGError/truncated(path:detail:)``
    ///   when the data ends early, ``PNGError/corrupt(path:detail:)`` for anything else libpng rejects.
    public static func decode(_ bytes: [UInt8]) throws -> Pixmap {
        let image = try decodeStraight(bytes)
        return Pixmap(width: image.width, height: image.height, straightRGBA: image.pixels)
    }

    /// The same decode, stopping at libpng's straight-alpha RGBA bytes (the APNG decoder composes
    /// frames in straight alpha, as the APNG specification defines blending).
    package static func decodeStraight(_ bytes: [UInt8]) throws -> (width: Int, height: Int, pixels: [UInt8]) {
        guard bytes.count >= 8, Array(bytes[0..<8]) == signature else { throw PNGError.notPNG(path: nil) }
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        let (width, height, pixels): (Int, Int, [UInt8]) = try bytes.withUnsafeBytes { raw in
            guard png_image_begin_read_from_memory(&image, raw.baseAddress, raw.count) != 0 else {
                throw failure(&image)
            }
            image.format = 3 // PNG_FORMAT_RGBA: PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA, 8-bit sRGB
            let w = Int(image.width), h = Int(image.height)
            guard w > 0, h > 0 else { png_image_free(&image); throw PNGError.corrupt(path: nil, detail: "the image has no pixels") }
            // A few damaged header bytes can claim a 10⁶ × 10⁶ image; refuse before allocating for it.
            guard w * h <= maximumPixels else {
                png_image_free(&image)
                throw PNGError.corrupt(path: nil, detail: "the header claims \(w)×\(h) pixels, more than the \(maximumPixels) this decoder accepts")
            }
            var out = [UInt8](repeating: 0, count: w * h * 4)
            let ok = out.withUnsafeMutableBytes { png_image_finish_read(&image, nil, $0.baseAddress, Int32(w * 4), nil) }
            guard ok != 0 else { throw failure(&image) }
            guard PNGChunk.reachesIEND(bytes) else {
                png_image_free(&image)
                throw PNGError.truncated(path: nil, detail: "the file stops before its IEND chunk")
            }
            return (w, h, out)
        }
        png_image_free(&image)
        return (width, height, pixels)
    }

    /// Turns libpng's failure message into a typed error and releases the image's resources.
    private static func failure(_ image: inout png_image) -> PNGError {
        let message = withUnsafeBytes(of: &image.message) { raw in
            String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
        }
        png_image_free(&image)
        // The memory reader says "read beyond end of data" when the bytes run out.
        if message.contains("end of data") || message.contains("truncated") || message.contains("Not enough image data") {
            return .truncated(path: nil, detail: message)
        }
        return .corrupt(path: nil, detail: message.isEmpty ? "libpng gave no reason" : message)
    }
}
