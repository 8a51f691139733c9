import Foundation
import Testing
@testable import Raster

struct BlurTests {
    static func phi(_ x: Double) -> Double { 0.5 * (1 + erf(x / 2.0.squareRoot())) }

    @Test(arguments: [0.5, 1.0, 2.5, 4.0, 12.0, 30.0])
    func blurKeepsTotalAlpha(sigma: Double) {
        let size = Int(10 * sigma) + 40
        var v = [Float](repeating: 0, count: size * size)
        let lo = size / 2 - 10, hi = size / 2 + 10
        for y in lo..<hi { for x in lo..<hi { v[y * size + x] = 1 } }
        let before = v.reduce(0, +)
        GaussianBlur.blur(&v, width: size, height: size, sigma: sigma)
        let after = v.reduce(0, +)
        #expect(abs(after - before) / before < 0.005, "σ \(sigma): \(before) → \(after)")
    }

    /// A sharp vertical edge blurred must follow Φ((x − edge)/σ) at every pixel centre.
    @Test(arguments: [0.5, 1.0, 3.0, 8.0, 30.0])
    func edgeMatchesGaussianProfile(sigma: Double) {
        let width = Int(12 * sigma) + 20
        let edge = width / 2
        // A tall strip, so that the middle row sees no top or bottom border; columns near the left and
        // right borders are skipped for the same reason.
        var strip = [Float](repeating: 0, count: width * 200)
        for y in 0..<200 { for x in edge..<width { strip[y * width + x] = 1 } }
        GaussianBlur.blur(&strip, width: width, height: 200, sigma: sigma)
        var worst = 0.0
        let margin = Int(4 * sigma) + 1
        for x in margin..<(width - margin) {
            let expected = Self.phi((Double(x) + 0.5 - Double(edge)) / sigma)
            worst = max(worst, abs(Double(strip[100 * width + x]) - expected))
        }
        #expect(worst <= 1.0 / 255, "σ \(sigma): worst \(worst * 255)/255")
    }

    @Test func fractionalShiftMovesTheCentroid() {
        let n = 64
        var v = [Float](repeating: 0, count: n * n)
        v[32 * n + 32] = 1
        GaussianBlur.blur(&v, width: n, height: n, sigma: 2, shift: Point(1.5, -2.25))
        var cx = 0.0, cy = 0.0, total = 0.0
        for y in 0..<n { for x in 0..<n { let w = Double(v[y * n + x]); cx += w * Double(x); cy += w * Double(y); total += w } }
        #expect(abs(cx / total - 33.5) < 1e-3 && abs(cy / total - 29.75) < 1e-3)
    }

    @Test func shadowSitsUnderAndBelowTheShape() {
        var c = Canvas(width: 40, height: 40)
        c.drawWithShadow(color: Color.black.opacity(0.25), sigma: 2, offset: Point(0, 4)) { c in
            c.fill(.circle(center: Point(20, 16), radius: 8), with: Color.white)
        }
        #expect(c.pixmap.pixel(x: 20, y: 16) == (255, 255, 255, 255))    // the shape on top
        let below = c.pixmap.pixel(x: 20, y: 27), above = c.pixmap.pixel(x: 20, y: 5)
        #expect(below.a > above.a)                                      // shadow offset downwards
        #expect(below.r == 0 && below.a > 20 && below.a < 64)            // black at most 25 %
    }
}
