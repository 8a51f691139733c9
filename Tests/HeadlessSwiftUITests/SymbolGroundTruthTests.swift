import Testing
import Raster
import ImageIO
@testable import HeadlessSwiftUI

/// Symbol size and placement against iOS's renders (Fixtures/groundtruth/swiftui), the measurements
/// docs/symbols.md's "Calibration against iOS" rests on.
@MainActor
struct SymbolGroundTruthTests {
    /// Ink extent along x and y by coverage (each column's and row's largest coverage, summed: a
    /// sub-pixel width for a convex shape) and its coverage-weighted centre, in pixels.
    static func extent(_ p: Pixmap, xs: Range<Int>, ys: Range<Int>, coverage: ((r: Int, g: Int, b: Int, a: Int)) -> Double)
        -> (width: Double, height: Double, centreX: Double, centreY: Double) {
        var col = [Double](repeating: 0, count: xs.count), row = [Double](repeating: 0, count: ys.count)
        for (j, y) in ys.enumerated() { for (i, x) in xs.enumerated() {
            let c = max(0, min(1, coverage(pixel(p, x, y))))
            col[i] = max(col[i], c); row[j] = max(row[j], c)
        } }
        let w = col.reduce(0, +), h = row.reduce(0, +)
        let cx = zip(xs, col).map { (Double($0) + 0.5) * $1 }.reduce(0, +) / w
        let cy = zip(ys, row).map { (Double($0) + 0.5) * $1 }.reduce(0, +) / h
        return (w, h, cx, cy)
    }

    /// Black ink over the blue rectangle (0, 122, 255): coverage from the blue channel, text and
    /// yellow left out.
    static func inkOverBlue(_ c: (r: Int, g: Int, b: Int, a: Int)) -> Double { c.r < 60 ? 1 - Double(c.b) / 255 : 0 }

    /// iOS 13 @2x draws `checkmark.circle.fill` in the body font 33.95 px across (16.98 pt, 99.9 grid
    /// units); ours is within 0.1 px. Its centre is 0.5 px (0.25 pt) lower than ours, which sits on the
    /// frame's centre: the amount iOS's rounding of the image frame to whole pixels can move it, so no
    /// baseline shift is taken from it.
    @Test func checkmarkCircleFillMatchesIOS13InSizeAndWithinHalfAPixelInPlace() async throws {
        let ours = try await render(PaddingOverlayTests.checkedBadge, configure: { $0.scale = 2 }).render(at: 0)
        let truth = try PNGFile.read("\(groundTruth)/hstack_padding_roundedrect5_ios13_2x_sizethatfits.png")
        let a = Self.extent(ours, xs: 26..<70, ys: 28..<74, coverage: Self.inkOverBlue)
        let b = Self.extent(truth, xs: 26..<70, ys: 28..<74, coverage: Self.inkOverBlue)
        #expect(abs(b.width - 33.95) < 0.01 && abs(b.height - 33.95) < 0.01, "iOS \(b)")
        #expect(abs(a.width - b.width) < 0.1 && abs(a.height - b.height) < 0.1, "ours \(a), iOS \(b)")
        #expect(abs(a.centreY - b.centreY) <= 0.51, "ours \(a), iOS \(b)")
    }
}
