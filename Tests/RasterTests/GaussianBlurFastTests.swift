import Testing
@testable import Raster

/// Large shadows blur on a coarser grid; the result must be the exact blur's to within 1.5 % of full alpha (under
/// one level of a 25 % shadow).
struct GaussianBlurFastTests {
    /// A sharp disc and a bar, blurred exactly and on the coarse grid.
    func compare(sigma: Double, shift: Point) -> Float {
        let w = 160, h = 140
        var image = [Float](repeating: 0, count: w * h)
        for y in 0..<h { for x in 0..<w {
            let dx = Double(x) - 60, dy = Double(y) - 70
            if dx * dx + dy * dy < 900 || (x > 100 && x < 112 && y > 20 && y < 120) { image[y * w + x] = 1 }
        } }
        var exact = image, fast = image
        GaussianBlur.blur(&exact, width: w, height: h, sigma: sigma, shift: shift)
        GaussianBlur.blurFast(&fast, width: w, height: h, sigma: sigma, shift: shift)
        return zip(exact, fast).map { abs($0 - $1) }.max() ?? 1
    }

    @Test func matchesTheExactBlur() {
        for sigma in [8.0, 11.4, 20, 33] {
            let worst = compare(sigma: sigma, shift: Point(1.5, 6))
            #expect(worst < 0.015, "σ \(sigma): worst difference \(worst)")
        }
    }

    @Test func smallBlursAreExact() {
        #expect(compare(sigma: 4, shift: .zero) == 0)
    }

    /// A support that holds every nonzero value only skips products with zeros: the bits are those of
    /// blurring the whole area, on the fine grid and on the coarse one, wherever the support sits.
    @Test(arguments: [2.5, 11.4, 20])
    func aSupportChangesNoBit(sigma: Double) {
        let w = 150, h = 130
        for support in [IntRect(x: 40, y: 30, width: 37, height: 51), IntRect(x: 0, y: 0, width: 20, height: 130),
                        IntRect(x: 131, y: 101, width: 19, height: 29)] {
            var image = [Float](repeating: 0, count: w * h)
            var state: UInt32 = 7
            for y in support.y..<support.maxY { for x in support.x..<support.maxX {
                state = state &* 1_664_525 &+ 1_013_904_223
                image[y * w + x] = Float(state >> 24) / 255
            } }
            var whole = image, sparse = image
            GaussianBlur.blurFast(&whole, width: w, height: h, sigma: sigma, shift: Point(0.3, 2.7))
            GaussianBlur.blurFast(&sparse, width: w, height: h, sigma: sigma, shift: Point(0.3, 2.7), support: support)
            #expect(whole.map(\.bitPattern) == sparse.map(\.bitPattern), "σ \(sigma), support \(support)")
            #expect(whole.contains { $0 > 0 })
        }
    }
}

/// The coarse grid's read-back reads each coarse row across once and blends rows eight pixels at a time:
/// its bits must be those of reading every fine pixel on its own, for any factor and edge.
struct CoarseReadBackTests {
    @Test(arguments: [2, 3, 5])
    func rowsReadAcrossOnceGiveEveryPixelsOwnBits(factor f: Int) {
        let width = 53, height = 37
        let cw = (width + f - 1) / f, ch = (height + f - 1) / f
        var state: UInt32 = 11
        let coarse = (0..<(cw * ch)).map { _ -> Float in
            state = state &* 1_664_525 &+ 1_013_904_223
            return Float(state >> 16) / 65536
        }
        var fast = [Float](repeating: 0, count: width * height)
        GaussianBlur.readBack(coarse, coarseWidth: cw, coarseHeight: ch, factor: f, into: &fast, width: width, height: height)
        // Every pixel on its own: its two coarse rows and columns, two horizontal lerps, one vertical.
        func cell(_ i: Int, count: Int) -> (a: Int, b: Int, t: Float) {
            let g = (Double(i) + 0.5) / Double(f) - 0.5
            let i0 = Int(g.rounded(.down))
            return (min(max(i0, 0), count - 1), min(max(i0 + 1, 0), count - 1), Float(g - Double(i0)))
        }
        var slow = [Float](repeating: 0, count: width * height)
        for y in 0..<height {
            let (ya, yb, ty) = cell(y, count: ch)
            for x in 0..<width {
                let (xa, xb, tx) = cell(x, count: cw)
                let upper = coarse[ya * cw + xa] + (coarse[ya * cw + xb] - coarse[ya * cw + xa]) * tx
                let lower = coarse[yb * cw + xa] + (coarse[yb * cw + xb] - coarse[yb * cw + xa]) * tx
                slow[y * width + x] = upper + (lower - upper) * ty
            }
        }
        #expect(fast.map(\.bitPattern) == slow.map(\.bitPattern))
    }
}
