import Foundation

/// Copying a block of pixels out of a pixmap and back: how a part of a big picture is drawn on a canvas of
/// its own size (layers and clips then cost the part's pixels, not the picture's) over what is already
/// there, with the bytes drawing on the big picture would give.
extension Pixmap {
    /// The `width` × `height` block whose top-left pixel is (`x`, `y`); parts outside this pixmap are transparent.
    public func region(x: Int, y: Int, width: Int, height: Int) -> Pixmap {
        precondition(width > 0 && height > 0, "a pixmap needs a positive size")
        let inside = x >= 0 && y >= 0 && x + width <= self.width && y + height <= self.height
        let bytes = [UInt8](unsafeUninitializedCapacity: width * height * 4) { to, count in
            // A block wholly inside is all copied; one that crosses the edges starts transparent.
            if !inside { to.initialize(repeating: 0) }
            data.withUnsafeBufferPointer { from in
                for (row, column, pixel, count) in overlappingRows(x: x, y: y, width: width, height: height) {
                    memcpy(to.baseAddress! + (row * width + column) * 4, from.baseAddress! + pixel * 4, count * 4)
                }
            }
            count = width * height * 4
        }
        return Pixmap(width: width, height: height, premultipliedData: bytes)
    }

    /// Writes `block` with its top-left pixel at (`x`, `y`); parts outside this pixmap are dropped.
    public mutating func replaceRegion(x: Int, y: Int, with block: Pixmap) {
        let rows = overlappingRows(x: x, y: y, width: block.width, height: block.height)
        data.withUnsafeMutableBufferPointer { to in
            block.data.withUnsafeBufferPointer { from in
                for (row, column, pixel, count) in rows {
                    memcpy(to.baseAddress! + pixel * 4, from.baseAddress! + (row * block.width + column) * 4, count * 4)
                }
            }
        }
    }

    /// For each row of the block that lies inside this pixmap: the block's row, the first block column
    /// inside, the matching pixel index here, and how many pixels overlap.
    private func overlappingRows(x: Int, y: Int, width: Int, height: Int) -> [(row: Int, column: Int, pixel: Int, count: Int)] {
        let x0 = max(0, x), x1 = min(self.width, x + width)
        guard x0 < x1 else { return [] }
        return (max(0, -y)..<max(max(0, -y), min(height, self.height - y))).map { row in
            (row, x0 - x, (y + row) * self.width + x0, x1 - x0)
        }
    }
}
