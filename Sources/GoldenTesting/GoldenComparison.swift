import Raster

/// The pure pixel comparison behind ``assertGolden(_:named:group:rule:environment:filePath:line:)``,
/// separate from files so that it can be tested (and used) on its own.
public enum GoldenComparison {
    /// Compares `actual` with `expected` pixel by pixel in straight alpha, as the PNGs store them.
    /// Pixels with alpha 0 in both images are equal whatever their colour channels.
    public static func compare(expected: Pixmap, actual: Pixmap, rule: GoldenRule = .strict) -> GoldenDiff {
        let eSize = (expected.width, expected.height), aSize = (actual.width, actual.height)
        guard eSize == aSize else {
            return GoldenDiff(expectedSize: eSize, actualSize: aSize, differingPixels: 0, maxChannelDifference: 0,
                              maxDifferenceLocation: nil, rule: rule, mask: [])
        }
        let e = expected.straightRGBA(), a = actual.straightRGBA()
        let count = expected.width * expected.height
        var mask = [Bool](repeating: false, count: count)
        var differing = 0, maxDiff = 0, maxAt: Int?
        for p in 0..<count {
            let i = p * 4
            if e[i + 3] == 0 && a[i + 3] == 0 { continue }
            var d = 0
            for c in 0..<4 { d = max(d, abs(Int(e[i + c]) - Int(a[i + c]))) }
            if d > rule.channelTolerance { differing += 1; mask[p] = true }
            if d > maxDiff { maxDiff = d; maxAt = p }
        }
        let location = maxAt.map { GoldenDiff.Location(x: $0 % expected.width, y: $0 / expected.width) }
        return GoldenDiff(expectedSize: eSize, actualSize: aSize, differingPixels: differing, maxChannelDifference: maxDiff,
                          maxDifferenceLocation: location, rule: rule, mask: mask)
    }
}
