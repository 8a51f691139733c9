import Testing
@testable import Raster

/// Coordinates no canvas could show (a mutated symbol file's 1e55) are drawn or skipped, never a trap.
@Suite struct HugeCoordinateTests {
    @Test func pixelRectsClampInsteadOfTrapping() {
        let r = IntRect(enclosing: Rect(x: -1e55, y: 2.5, width: 2e55, height: 1))
        #expect(r.x == -0x4000_0000 && r.maxX == 0x4000_0000 && r.y == 2 && r.height == 2)
        #expect(IntRect(enclosing: Rect(x: .nan, y: 0, width: 1, height: 1)).isEmpty)
    }

    @Test func aCurveThroughFarAwayStillFills() {
        var path = Path()
        path.move(to: Point(10, 10))
        path.cubic(to: Point(90, 10), control1: Point(10, 1e55), control2: Point(90, 90))
        path.close()
        var canvas = Canvas(width: 100, height: 100)
        canvas.fill(path, with: .black)
        #expect(canvas.pixmap.straightPixel(x: 50, y: 5).a == 0)
    }
}
