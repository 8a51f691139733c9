import Raster

/// Copying a block of pixels out of a pixmap and back: how the demo draws each card on a canvas of
/// the card's size (layers and clips then cost the card's pixels, not the screen's).
extension Pixmap {
    /// The `width` × `height` block whose top-left pixel is (`x`, `y`); parts outside this pixmap are transparent.
    func region(x: Int, y: Int, width: Int, height: Int) -> Pixmap {
        var out = Pixmap(width: width, height: height)
        forEachOverlappingRow(x: x, y: y, width: width, height: height) { row, from, to, count in
            out.data.replaceSubrange((row * width + from) * 4..<(row * width + from + count) * 4,
                                     with: data[(to * 4)..<((to + count) * 4)])
        }
        return out
    }

    /// Writes `block` with its top-left pixel at (`x`, `y`); parts outside this pixmap are dropped.
    mutating func replaceRegion(x: Int, y: Int, with block: Pixmap) {
        forEachOverlappingRow(x: x, y: y, width: block.width, height: block.height) { row, from, to, count in
            data.replaceSubrange((to * 4)..<((to + count) * 4),
                                 with: block.data[((row * block.width + from) * 4)..<((row * block.width + from + count) * 4)])
        }
    }

    /// For each row of the block that lies inside this pixmap: the block's row, the first block column
    /// inside, the matching pixel index here, and how many pixels overlap.
    private func forEachOverlappingRow(x: Int, y: Int, width: Int, height: Int, _ body: (Int, Int, Int, Int) -> Void) {
        let x0 = max(0, x), x1 = min(self.width, x + width)
        guard x0 < x1 else { return }
        for row in max(0, -y)..<max(max(0, -y), min(height, self.height - y)) {
            body(row, x0 - x, (y + row) * self.width + x0, x1 - x0)
        }
    }
}
