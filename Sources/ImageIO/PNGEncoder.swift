import CPNG
import Raster

/// Encodes a ``Raster/Pixmap`` as an 8-bit straight-alpha RGBA PNG through libpng's classic API.
///
/// The classic API is used (not `png_image_write_to_memory`) because it is the one that lets us
/// choose the row filter, zlib level and strategy, and write a ready zlib stream as IDAT chunks
/// (``PNGEncodingEngine/swiftRows``, the measured default). Its error path is a `longjmp`, which Swift cannot
/// survive, so the encoder validates every input first (size, options) and writes to an in-memory
/// buffer through `png_set_write_fn`, which cannot fail: libpng then has nothing to report. The error
/// callback installed anyway stops the process with libpng's message rather than return into libpng
/// (returning from it is undefined behaviour).
public enum PNGEncoder {
    /// The version of the libpng this program runs with, for reports.
    public static var libpngVersion: String { String(cString: png_get_libpng_ver(nil)) }

    /// PNG limits width and height to 2³¹−1; libpng's default user limit is 1,000,000.
    static let maximumSide = 1_000_000

    /// The PNG file bytes for `pixmap`: straight (un-premultiplied) RGBA, 8 bits a channel (RGB when every
    /// pixel is opaque and `options` allow it), with an sRGB chunk and a pHYs chunk as `options` say. Equal
    /// inputs give equal bytes (no time stamps).
    public static func encode(_ pixmap: Pixmap, options: PNGOptions = .default) throws -> [UInt8] {
        if options.engine == .swiftRows {
            let encoding = try PNGEncoding(pixmap, options: options)
            encoding.compressAllSegments()
            return encoding.pngFile()
        }
        try options.validate()
        guard pixmap.width <= maximumSide, pixmap.height <= maximumSide else {
            throw PNGError.invalidInput("\(pixmap.width)×\(pixmap.height) exceeds libpng's \(maximumSide)-pixel side limit")
        }
        // Opaque premultiplied pixels are their straight selves.
        let rgb = options.writesRGBWhenOpaque && pixmap.isOpaque
        var straight = StraightAlpha.rgba(pixmap)
        return straight.withUnsafeMutableBufferPointer {
            libpngFile(filtering: $0, width: pixmap.width, height: pixmap.height, rgb: rgb, options: options)
        }
    }

    /// IDAT chunks written from a ready zlib stream hold at most this much each (well under PNG's 2³¹−1).
    static let idatChunkSize = 1 << 20

    /// A PNG file of the ready zlib stream `imageData`: libpng writes the header chunks, then the stream as
    /// IDAT chunks and IEND through png_write_chunk (which checks nothing that could fail here: chunk
    /// lengths are far below 2³¹−1).
    static func file(width: Int, height: Int, rgb: Bool, options: PNGOptions, imageData: [UInt8]) -> [UInt8] {
        withWriter(width: width, height: height, rgb: rgb, options: options) { png, info in
            png_write_info(png, info)
            let idat: [UInt8] = Array("IDAT".utf8), iend: [UInt8] = Array("IEND".utf8)
            imageData.withUnsafeBufferPointer { data in
                var offset = 0
                repeat {
                    let n = min(idatChunkSize, data.count - offset)
                    png_write_chunk(png, idat, data.baseAddress! + offset, n)
                    offset += n
                } while offset < data.count
            }
            png_write_chunk(png, iend, nil, 0)
        }
    }

    /// A PNG file of validated straight RGBA rows (`pixels`) that libpng filters and compresses itself.
    private static func libpngFile(filtering pixels: UnsafeMutableBufferPointer<UInt8>, width: Int, height: Int, rgb: Bool,
                                   options: PNGOptions) -> [UInt8] {
        withWriter(width: width, height: height, rgb: rgb, options: options) { png, info in
            png_set_filter(png, 0, options.filter.libpngMask)
            png_set_compression_level(png, Int32(options.compressionLevel))
            png_set_compression_strategy(png, options.strategy.zlibValue)
            png_write_info(png, info)
            // RGB from RGBA rows: libpng drops the fourth byte of every pixel (a "filler" on write).
            if rgb { png_set_filler(png, 0, 1 /* PNG_FILLER_AFTER */) }
            let stride = width * 4
            var rows = (0..<height).map { Optional(pixels.baseAddress! + $0 * stride) }
            rows.withUnsafeMutableBufferPointer { png_write_image(png, $0.baseAddress) }
            png_write_end(png, nil)
        }
    }

    /// A libpng writer into memory with the header chunks set (IHDR, sRGB and pHYs as `options` say);
    /// `write` writes the rest.
    private static func withWriter(width: Int, height: Int, rgb: Bool, options: PNGOptions,
                                   _ write: (png_structp, png_infop) -> Void) -> [UInt8] {
        guard let png = png_create_write_struct(PNG_LIBPNG_VER_STRING, nil, libpngEncodeError, libpngEncodeWarning) else {
            fatalError("libpng could not allocate a write struct (out of memory)")
        }
        var pngOpt: png_structp? = png
        guard let info = png_create_info_struct(png) else {
            png_destroy_write_struct(&pngOpt, nil)
            fatalError("libpng could not allocate an info struct (out of memory)")
        }
        var infoOpt: png_infop? = info
        defer { png_destroy_write_struct(&pngOpt, &infoOpt) }

        let sink = ByteSink()
        sink.bytes.reserveCapacity(width * height / 2 + 1024)
        return withExtendedLifetime(sink) { () -> [UInt8] in
            png_set_write_fn(png, Unmanaged.passUnretained(sink).toOpaque(), libpngWrite, libpngFlush)
            png_set_IHDR(png, info, UInt32(width), UInt32(height), 8, rgb ? 2 /* PNG_COLOR_TYPE_RGB */ : 6 /* RGB_ALPHA */,
                         0 /* PNG_INTERLACE_NONE */, 0 /* PNG_COMPRESSION_TYPE_BASE */, 0 /* PNG_FILTER_TYPE_BASE */)
            if options.writesSRGB { png_set_sRGB(png, info, 0 /* PNG_sRGB_INTENT_PERCEPTUAL */) }
            if let ppm = options.pixelsPerMetre { png_set_pHYs(png, info, ppm, ppm, 1 /* PNG_RESOLUTION_METER */) }
            write(png, info)
            return sink.bytes
        }
    }
}

/// Collects what libpng writes. A class so that a C callback can reach it through a raw pointer.
final class ByteSink {
    var bytes: [UInt8] = []
}

private func libpngWrite(_ png: png_structp?, _ data: png_bytep?, _ length: Int) {
    guard let data, length > 0 else { return }
    let sink = Unmanaged<ByteSink>.fromOpaque(png_get_io_ptr(png)!).takeUnretainedValue()
    sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: length))
}

private func libpngFlush(_ png: png_structp?) {}

/// libpng must not get control back from its error callback, and Swift cannot `longjmp`; inputs are
/// validated beforehand so this is unreachable unless libpng itself breaks (for example out of memory).
private func libpngEncodeError(_ png: png_structp?, _ message: png_const_charp?) {
    fatalError("libpng failed while encoding: \(message.map { String(cString: $0) } ?? "unknown error")")
}

private func libpngEncodeWarning(_ png: png_structp?, _ message: png_const_charp?) {}
