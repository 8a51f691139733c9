import Testing
import Raster

/// Copying blocks out of a pixmap and back (how a demo draws each card on its own small canvas).
struct PixmapRegionTests {
    /// A pixmap whose every pixel says where it is: (x, y, 7, 255).
    static func numbered(width: Int, height: Int) -> Pixmap {
        var p = Pixmap(width: width, height: height)
        for y in 0..<height { for x in 0..<width { p.data.replaceSubrange((y * width + x) * 4..<(y * width + x + 1) * 4, with: [UInt8(x), UInt8(y), 7, 255]) } }
        return p
    }

    @Test func regionInsideAndAcrossTheEdges() {
        let p = Self.numbered(width: 6, height: 5)
        let inside = p.region(x: 2, y: 1, width: 3, height: 2)
        #expect(inside.pixel(x: 0, y: 0) == (2, 1, 7, 255) && inside.pixel(x: 2, y: 1) == (4, 2, 7, 255))
        // Partly outside on the top-left and bottom-right: the outside is transparent.
        let corner = p.region(x: -1, y: -2, width: 3, height: 3)
        #expect(corner.pixel(x: 0, y: 0).a == 0 && corner.pixel(x: 1, y: 1).a == 0 && corner.pixel(x: 1, y: 2) == (0, 0, 7, 255))
        let far = p.region(x: 5, y: 4, width: 3, height: 3)
        #expect(far.pixel(x: 0, y: 0) == (5, 4, 7, 255) && far.pixel(x: 1, y: 0).a == 0 && far.pixel(x: 0, y: 1).a == 0)
        #expect(p.region(x: 10, y: 0, width: 2, height: 2).data.allSatisfy { $0 == 0 })
    }

    @Test func replaceWritesOnlyTheOverlap() {
        var p = Self.numbered(width: 6, height: 5)
        var block = Pixmap(width: 3, height: 3)
        block.clear(to: .white)
        p.replaceRegion(x: 4, y: -1, with: block)
        #expect(p.pixel(x: 4, y: 0) == (255, 255, 255, 255) && p.pixel(x: 5, y: 1) == (255, 255, 255, 255))
        #expect(p.pixel(x: 3, y: 0) == (3, 0, 7, 255) && p.pixel(x: 4, y: 2) == (4, 2, 7, 255))
        // Round trip: a region written back leaves the pixmap unchanged.
        let before = Self.numbered(width: 6, height: 5)
        var q = before
        q.replaceRegion(x: -2, y: 3, with: q.region(x: -2, y: 3, width: 5, height: 4))
        #expect(q == before)
    }
}
