import Raster

/// The failure picture: expected | difference mask | actual, side by side with a gap, so that a
/// reviewer sees what changed without a diff tool. Differing pixels are opaque red in the middle
/// panel; matching pixels show the expected image faded to a quarter of its opacity for context.
enum DiffPanels {
    static let gap = 4

    static func image(expected: Pixmap, actual: Pixmap, diff: GoldenDiff) -> Pixmap {
        let w = max(expected.width, actual.width), h = max(expected.height, actual.height)
        var out = Pixmap(width: 3 * w + 2 * gap, height: h)
        blit(expected, into: &out, atX: 0)
        blit(actual, into: &out, atX: 2 * (w + gap))
        let x0 = w + gap
        if diff.sizesDiffer {
            // No pixel comparison: mark the whole union of both areas.
            for y in 0..<h { for x in 0..<w { set(&out, x0 + x, y, (255, 0, 0, 255)) } }
            return out
        }
        for y in 0..<expected.height {
            for x in 0..<expected.width {
                if diff.mask[y * expected.width + x] {
                    set(&out, x0 + x, y, (255, 0, 0, 255))
                } else {
                    let p = expected.pixel(x: x, y: y)
                    set(&out, x0 + x, y, (p.r / 4, p.g / 4, p.b / 4, p.a / 4))
                }
            }
        }
        return out
    }

    private static func blit(_ src: Pixmap, into out: inout Pixmap, atX x0: Int) {
        for y in 0..<src.height {
            let s = y * src.width * 4, d = (y * out.width + x0) * 4
            out.data.replaceSubrange(d..<(d + src.width * 4), with: src.data[s..<(s + src.width * 4)])
        }
    }

    private static func set(_ out: inout Pixmap, _ x: Int, _ y: Int, _ p: (UInt8, UInt8, UInt8, UInt8)) {
        let i = (y * out.width + x) * 4
        out.data[i] = p.0; out.data[i + 1] = p.1; out.data[i + 2] = p.2; out.data[i + 3] = p.3
    }
}
