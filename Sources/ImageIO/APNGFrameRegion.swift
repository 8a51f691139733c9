import Foundation
import Raster

/// The part of a frame an APNG stores: the smallest rectangle holding every pixel that differs from
/// the frame before. With dispose op `none` and blend op `source`, writing just that rectangle over
/// the previous frame gives the new frame exactly, and the unchanged margins cost nothing.
enum APNGFrameRegion {
    /// The bounding box of the pixels where `current` and `previous` (pixmaps of one size) differ, or nil
    /// when they are identical. Premultiplied and stored pixels map one to one, so the premultiplied
    /// pixels are compared.
    static func changed(_ current: Pixmap, from previous: Pixmap) -> IntRect? {
        let width = current.width, height = current.height, stride = width * 4
        return current.data.withUnsafeBufferPointer { c in
            previous.data.withUnsafeBufferPointer { p in
                func rowDiffers(_ y: Int) -> Bool { memcmp(c.baseAddress! + y * stride, p.baseAddress! + y * stride, stride) != 0 }
                func pixelDiffers(_ x: Int, _ y: Int) -> Bool {
                    memcmp(c.baseAddress! + y * stride + x * 4, p.baseAddress! + y * stride + x * 4, 4) != 0
                }
                guard let top = (0..<height).first(where: rowDiffers) else { return nil }
                let bottom = (top..<height).last(where: rowDiffers)!
                var left = width, right = -1
                for y in top...bottom where rowDiffers(y) {
                    if let l = (0..<left).first(where: { pixelDiffers($0, y) }) { left = l }
                    if let r = ((right + 1)..<width).reversed().first(where: { pixelDiffers($0, y) }) { right = r }
                }
                return IntRect(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
            }
        }
    }

    /// The pixels of `region` cut out of a `width`-pixel-wide image, rows top to bottom.
    static func crop(_ pixels: [UInt8], width: Int, bytesPerPixel bpp: Int, to region: IntRect) -> [UInt8] {
        let stride = width * bpp, rowBytes = region.width * bpp
        var out: [UInt8] = []
        out.reserveCapacity(rowBytes * region.height)
        for y in region.y..<region.maxY {
            let start = y * stride + region.x * bpp
            out.append(contentsOf: pixels[start..<(start + rowBytes)])
        }
        return out
    }
}
