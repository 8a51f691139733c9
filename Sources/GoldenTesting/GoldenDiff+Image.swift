import Raster

extension GoldenDiff {
    /// The difference as a picture the size of the larger image: differing pixels opaque red, matching ones
    /// the expected image at a quarter of its opacity for context; all red when the sizes differ (no pixel
    /// was compared). The middle panel of a failure image, and the snapshot report's "difference".
    public func differenceImage(expected: Pixmap) -> Pixmap {
        let w = max(expectedSize.width, actualSize.width), h = max(expectedSize.height, actualSize.height)
        var out = Pixmap(width: w, height: h)
        for y in 0..<h {
            for x in 0..<w {
                let i = (y * w + x) * 4
                let p: (UInt8, UInt8, UInt8, UInt8)
                if sizesDiffer || mask[y * expected.width + x] {
                    p = (255, 0, 0, 255)
                } else {
                    let e = expected.pixel(x: x, y: y)
                    p = (e.r / 4, e.g / 4, e.b / 4, e.a / 4)
                }
                out.data[i] = p.0; out.data[i + 1] = p.1; out.data[i + 2] = p.2; out.data[i + 3] = p.3
            }
        }
        return out
    }
}
