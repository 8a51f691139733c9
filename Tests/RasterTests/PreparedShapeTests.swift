import Testing
@testable import Raster

/// A prepared shape paints the bytes its path would, with any paint and opacity, moved by whole pixels.
struct PreparedShapeTests {
    static let transform = Transform.scale(3).concatenating(.translation(7, 5))
    static let path = Path.capsule(in: Rect(x: 0.3, y: 0.7, width: 40.2, height: 18.4))
    static let gradient = Paint.linearGradient(LinearGradient(start: Point(0, 0), end: Point(0, 20),
        ramp: ColorRamp(colors: [Color(r8: 50, g8: 173, b8: 230), Color(r8: 0, g8: 122, b8: 255)])))
    static let paints: [Paint] = [gradient, .solid(Color(r8: 88, g8: 86, b8: 214)), .solid(Color.white.opacity(0.4)),
        .linearGradient(LinearGradient(start: Point(0, 0), end: Point(40, 20), ramp: ColorRamp(colors: [.black, .white])))]

    /// A canvas with something under the shape, so that blending (not only storing) is compared.
    static func background() -> Canvas {
        var c = Canvas(width: 150, height: 80)
        c.fill(.rect(Rect(x: 0, y: 30, width: 150, height: 20)), with: Color(r8: 255, g8: 149, b8: 0).opacity(0.7))
        return c
    }

    @Test(arguments: [1.0, 0.63, 0.0])
    func paintsTheBytesOfTheFill(opacity: Double) {
        let shape = PreparedShape(Self.path, transform: Self.transform, within: IntRect(x: 0, y: 0, width: 150, height: 80))!
        for paint in Self.paints {
            var direct = Self.background(), prepared = Self.background()
            direct.transform = Self.transform
            direct.fill(Self.path, with: paint, opacity: opacity)
            prepared.fill(shape, with: paint, opacity: opacity)
            #expect(prepared.pixmap == direct.pixmap)
        }
    }

    /// A filled shape keeps its edges' coverage and each row's solid run as a range: far fewer values than
    /// its area; the rows still paint the fill's bytes (above), also partly off the canvas on either side.
    @Test func keepsItsEdgesNotItsArea() {
        let shape = PreparedShape(Self.path, transform: Self.transform, within: IntRect(x: 0, y: 0, width: 150, height: 80))!
        #expect(shape.edges.count * 4 < shape.rect.width * shape.rect.height, "\(shape.edges.count) of \(shape.rect.width * shape.rect.height)")
        #expect(shape.solid.contains { $0.count > 100 })
        // Moved sideways over a background that is the same along every row: each pixel lands `dx` over.
        var still = Self.background()
        still.fill(shape, with: Self.paints[1])
        for dx in [-60, 70, -130] {
            var moved = Self.background()
            moved.fill(shape, with: Self.paints[1], offsetX: dx)
            var differing = 0
            for y in 0..<80 {
                for x in max(0, -dx)..<min(150, 150 - dx) where moved.pixmap.pixel(x: x + dx, y: y) != still.pixmap.pixel(x: x, y: y) {
                    differing += 1
                }
            }
            #expect(differing == 0, "offset \(dx): \(differing) pixels differ")
        }
    }

    /// Moved by whole pixels (partly off the canvas) and clipped: the moved shape's pixels, where they land.
    @Test func movedAndClipped() {
        let shape = PreparedShape(Self.path, transform: Self.transform, within: IntRect(x: 0, y: 0, width: 150, height: 80))!
        let clip = Path.circle(center: Point(60, 40), radius: 30)
        for (dx, dy) in [(5, -3), (-20, 40), (120, 0)] {
            var moved = Self.background(), direct = Self.background()
            moved.withClip(clip) { $0.fill(shape, with: Self.gradient, offsetX: dx, offsetY: dy) }
            // The same as filling the path moved there (the paint moves with it), within rounding.
            let there = Self.transform.concatenating(.translation(Double(dx), Double(dy)))
            direct.withClip(clip) { c in c.transform = there; c.fill(Self.path, with: Self.gradient) }
            var worst = 0
            for (a, b) in zip(moved.pixmap.data, direct.pixmap.data) { worst = max(worst, abs(Int(a) - Int(b))) }
            #expect(worst <= 1, "offset (\(dx), \(dy))")
            #expect(moved.pixmap != Self.background().pixmap || dx >= 120)
        }
    }

    /// A picture placed partly outside the canvas is cut, not wrapped or shifted.
    @Test func pixmapPlacedPartlyOutside() {
        var source = Canvas(width: 10, height: 6)
        source.fill(.rect(Rect(x: 0, y: 0, width: 10, height: 6)), with: Color.white)
        var c = Canvas(width: 20, height: 20)
        c.drawPixmap(source.pixmap, atX: 15, y: -2, opacity: 0.5)
        #expect(c.pixmap.pixel(x: 15, y: 0) == (128, 128, 128, 128))
        #expect(c.pixmap.pixel(x: 19, y: 3) == (128, 128, 128, 128))
        #expect(c.pixmap.pixel(x: 14, y: 0).a == 0 && c.pixmap.pixel(x: 15, y: 4).a == 0)
        #expect(c.drawnBounds == IntRect(x: 15, y: 0, width: 5, height: 4))
    }
}
