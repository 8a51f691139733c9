import Raster
import Testing
@testable import Typesetting

/// Glyph outlines become Paths with the right contours, filled by our rasterizer.
@Suite struct OutlineTests {
    func contours(_ p: Path) -> Int { p.elements.filter { if case .move = $0 { true } else { false } }.count }

    @Test func letterOHasTwoContoursAndArea() throws {
        let font = try Fixtures.inter(size: 100)
        let o = font.glyphPath(try #require(font.face.glyphID(for: "o")))
        #expect(contours(o) == 2)
        #expect(o.elements.contains { if case .cubic = $0 { true } else { false } })   // CFF → cubics
        var canvas = Canvas(width: 120, height: 120)
        canvas.fill(o.applying(.translation(10, 100)), with: Color.black)
        let ink = Fixtures.ink(canvas)
        // A ring: less than its bounding box, far more than nothing.
        let b = o.bounds
        #expect(ink > 0.2 * b.width * b.height && ink < 0.8 * b.width * b.height, "ink \(ink) of \(b)")
    }

    @Test func trueTypeOutlinesBecomeQuadratics() throws {
        let q = try FontResolver().font(size: 100, weight: .bold, design: .rounded)
        let o = q.glyphPath(try #require(q.face.glyphID(for: "o")))
        #expect(contours(o) == 2)
        #expect(o.elements.contains { if case .quad = $0 { true } else { false } })
    }

    @Test func spaceHasNoOutline() throws {
        let font = try Fixtures.inter()
        #expect(font.glyphPath(try #require(font.face.glyphID(for: " "))).isEmpty)
    }
}
