import Foundation
import Raster

/// The part of a frame an APNG stores: the smallest rectangle holding every pixel that differs from
/// the frame before. With dispose op `none` and blend op `source`, writing just that rectangle over
/// the previous frame gives the new frame exactly, and the unchanged margins cost nothing.
enum APNGFrameRegion {
    /// The bounding box of the pixels where `current` and `previous` differ (both `width` × `height`
    /// pixels of `bytesPerPixel` bytes), or nil when they are identical.
    static func changed(_ current: [UInt8], from previous: [UInt8], width: Int, height: Int, bytesPerPixel bpp: Int) -> IntRect? {
        let stride = width * bpp
        return current.withUnsafeBufferPointer { c in
            previous.withUnsafeBufferPointer { p in
                func rowDiffers(_ y: Int) -> Bool { memcmp(c.baseAddress! + y * stride, p.baseAddress! + y * stride, stride) != 0 }
                func pixelDiffers(_ x: Int, _ y: Int) -> Bool {
                    memcmp(c.baseAddress! + y * stride + x * bpp, p.baseAddress! + y * stride + x * bpp, bpp) != 0
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
