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
        blit(diff.differenceImage(expected: expected), into: &out, atX: w + gap)
        return out
    }

    private static func blit(_ src: Pixmap, into out: inout Pixmap, atX x0: Int) {
        for y in 0..<src.height {
            let s = y * src.width * 4, d = (y * out.width + x0) * 4
            out.data.replaceSubrange(d..<(d + src.width * 4), with: src.data[s..<(s + src.width * 4)])
        }
    }
}
