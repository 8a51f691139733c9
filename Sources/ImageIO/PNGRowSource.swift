import Foundation

/// The rows of a rectangle of a premultiplied ``Raster/Pixmap`` as a PNG stores them: straight alpha, 4 bytes
/// a pixel, or 3 (RGB) when every pixel is opaque. A row is converted only when a filter needs it; what the
/// filters' shortcuts ask is answered from the premultiplied pixels: whether a row repeats the row above,
/// and whether it is one pixel repeated. (Premultiplied and stored pixels map one to one, so the answers
/// hold for the stored rows too.)
struct PNGRowSource {
    /// The premultiplied pixel at the rectangle's top-left corner.
    let origin: UnsafePointer<UInt8>
    /// Bytes from one row of the pixmap to the next.
    let pixmapRowBytes: Int
    let width: Int, height: Int
    /// 4 (RGBA) or 3 (RGB: every pixel is opaque, so its stored bytes are its premultiplied ones).
    let bytesPerPixel: Int

    /// Bytes of a row as stored (without the filter-type byte).
    var storedRowBytes: Int { width * bytesPerPixel }

    func premultiplied(_ y: Int) -> UnsafePointer<UInt8> { origin + y * pixmapRowBytes }

    /// Whether row `y` has the pixels of row `y − 1` (false for the first row).
    func repeatsRowAbove(_ y: Int) -> Bool {
        y > 0 && memcmp(premultiplied(y), premultiplied(y - 1), width * 4) == 0
    }

    /// Whether row `y` is one pixel repeated.
    func isUniform(_ y: Int) -> Bool {
        let row = premultiplied(y)
        return width == 1 || memcmp(row, row + 4, (width - 1) * 4) == 0
    }

    /// Row `y` as stored, written to `out` (``storedRowBytes`` bytes).
    func store(_ y: Int, into out: UnsafeMutablePointer<UInt8>) { store(width, pixelsFrom: premultiplied(y), into: out) }

    /// The first pixel of row `y` as stored, written to `out` (``bytesPerPixel`` bytes).
    func storeFirstPixel(_ y: Int, into out: UnsafeMutablePointer<UInt8>) { store(1, pixelsFrom: premultiplied(y), into: out) }

    private func store(_ count: Int, pixelsFrom source: UnsafePointer<UInt8>, into out: UnsafeMutablePointer<UInt8>) {
        if bytesPerPixel == 4 {
            StraightAlpha.convert(source, count: count, into: out)
        } else {
            for i in 0..<count { out[3 * i] = source[4 * i]; out[3 * i + 1] = source[4 * i + 1]; out[3 * i + 2] = source[4 * i + 2] }
        }
    }
}
