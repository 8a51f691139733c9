import Raster

extension Pixmap {
    /// Composites `source` (premultiplied, source-over) with its top-left corner at pixel (x, y); the
    /// part outside this pixmap is dropped. Whole-pixel placement keeps frames exactly as rendered:
    /// over an opaque background an opaque frame pixel is copied unchanged.
    mutating func composite(_ source: Pixmap, atX x: Int, y: Int) {
        let x0 = max(0, x), x1 = min(width, x + source.width)
        let y0 = max(0, y), y1 = min(height, y + source.height)
        guard x0 < x1, y0 < y1 else { return }
        let w = width
        source.data.withUnsafeBufferPointer { s in
            data.withUnsafeMutableBufferPointer { d in
                for row in y0..<y1 {
                    for column in x0..<x1 {
                        let si = ((row - y) * source.width + (column - x)) * 4, di = (row * w + column) * 4
                        let keep = 255 - UInt32(s[si + 3])
                        if keep == 255 { continue }
                        // out = src + dst · (1 − αsrc), rounded to nearest (exact division by 255).
                        for c in 0..<4 {
                            let t = UInt32(d[di + c]) * keep + 128
                            d[di + c] = s[si + c] &+ UInt8((t + (t >> 8)) >> 8)
                        }
                    }
                }
            }
        }
    }
}
