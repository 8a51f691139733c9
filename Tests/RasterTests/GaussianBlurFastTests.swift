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
}
