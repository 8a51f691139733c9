import Foundation

/// The rows of a rectangle of a premultiplied ``Raster/Pixmap`` (or of a band of a ``PNGBandSource``) as a PNG stores them: straight alpha, 4 bytes
/// a pixel, or 3 (RGB) when every pixel is opaque. A row is converted only when a filter needs it; what the
/// filters' shortcuts ask is answered from the premultiplied pixels: whether a row repeats the row above,
/// and whether it is one pixel repeated. (Premultiplied and stored pixels map one to one, so the answers
/// hold for the stored rows too.)
struct PNGRowSource {
    /// The premultiplied pixel at the left end of row `firstRow` of the rectangle.
    let origin: UnsafePointer<UInt8>
    /// The first row `origin` holds: 0 for a whole pixmap, a segment's first row (or the row above it) for a band.
    var firstRow = 0
    /// Bytes from one row of the pixmap to the next.
    let pixmapRowBytes: Int
    let width: Int, height: Int
    /// 4 (RGBA) or 3 (RGB: every pixel is opaque, so its stored bytes are its premultiplied ones).
    let bytesPerPixel: Int

    /// Bytes of a row as stored (without the filter-type byte).
    var storedRowBytes: Int { width * bytesPerPixel }

    func premultiplied(_ y: Int) -> UnsafePointer<UInt8> { origin + (y - firstRow) * pixmapRowBytes }

    /// Whether row `y` has the pixels of row `y − 1` (false for the first row).
    func repeatsRowAbove(_ y: Int) -> Bool {
        y > 0 && memcmp(premultiplied(y), premultiplied(y - 1), width * 4) == 0
    }

    /// Whether row `y` is one pixel repeated.
    func isUniform(_ y: Int) -> Bool {
        let row = premultiplied(y)
        return width == 1 || memcmp(row, row + 4, (width - 1) * 4) == 0
    }

    /// Row `y` as stored, written to `out` (``storedRowBytes`` bytes). For RGB, whether every pixel was
    /// opaque (an encoder that guessed RGB checks its guess here); always true for RGBA.
    @discardableResult
    func store(_ y: Int, into out: UnsafeMutablePointer<UInt8>) -> Bool { store(width, pixelsFrom: premultiplied(y), into: out) }

    /// The first pixel of row `y` as stored, written to `out` (``bytesPerPixel`` bytes); whether it is
    /// opaque, as for ``store(_:into:)``.
    @discardableResult
    func storeFirstPixel(_ y: Int, into out: UnsafeMutablePointer<UInt8>) -> Bool { store(1, pixelsFrom: premultiplied(y), into: out) }

    private func store(_ count: Int, pixelsFrom source: UnsafePointer<UInt8>, into out: UnsafeMutablePointer<UInt8>) -> Bool {
        if bytesPerPixel == 4 {
            StraightAlpha.convert(source, count: count, into: out)
            return true
        }
        // Two pixels at a time: their eight bytes become six (an eight-byte store whose last two bytes the
        // next pair overwrites), while the AND of all of them keeps the alpha bytes' common bits.
        let input = UnsafeRawPointer(source), output = UnsafeMutableRawPointer(out)
        var all = UInt64.max
        var i = 0
        while 3 * i + 8 <= 3 * count {
            let two = UInt64(littleEndian: input.loadUnaligned(fromByteOffset: 4 * i, as: UInt64.self))
            all &= two
            let rgb = two & 0xFF_FFFF | (two >> 32 & 0xFF_FFFF) << 24
            output.storeBytes(of: rgb.littleEndian, toByteOffset: 3 * i, as: UInt64.self)
            i += 2
        }
        var alpha = UInt8(truncatingIfNeeded: all >> 24) & UInt8(truncatingIfNeeded: all >> 56)
        for k in i..<count {
            out[3 * k] = source[4 * k]; out[3 * k + 1] = source[4 * k + 1]; out[3 * k + 2] = source[4 * k + 2]
            alpha &= source[4 * k + 3]
        }
        return alpha == 255
    }
}
