import Testing
@testable import Raster

struct FillRuleTests {
    /// Two nested squares running the same way: non-zero fills the hole, even-odd leaves it empty.
    func nested(reverseInner: Bool) -> Path {
        var p = Path.rect(Rect(x: 2, y: 2, width: 28, height: 28))
        let inner = Rect(x: 10, y: 10, width: 12, height: 12)
        if reverseInner {
            p.move(to: Point(inner.minX, inner.minY)); p.line(to: Point(inner.minX, inner.maxY))
            p.line(to: Point(inner.maxX, inner.maxY)); p.line(to: Point(inner.maxX, inner.minY)); p.close()
        } else {
            p.addPath(.rect(inner))
        }
        return p
    }

    func alpha(_ p: Path, _ rule: FillRule, _ x: Int, _ y: Int) -> UInt8 {
        var c = Canvas(width: 32, height: 32)
        c.fill(p, with: Color.black, rule: rule)
        return c.pixmap.pixel(x: x, y: y).a
    }

    @Test func nonZeroFillsSameDirectionHole() {
        #expect(alpha(nested(reverseInner: false), .nonZero, 16, 16) == 255)
        #expect(alpha(nested(reverseInner: true), .nonZero, 16, 16) == 0)
        #expect(alpha(nested(reverseInner: false), .nonZero, 5, 5) == 255)
    }

    @Test func evenOddEmptiesHoleEitherWay() {
        #expect(alpha(nested(reverseInner: false), .evenOdd, 16, 16) == 0)
        #expect(alpha(nested(reverseInner: true), .evenOdd, 16, 16) == 0)
        #expect(alpha(nested(reverseInner: false), .evenOdd, 5, 5) == 255)
    }

    /// A half-covered pixel of a ring keeps its partial coverage under both rules.
    @Test func partialCoverageAtHoleEdge() {
        var p = Path.rect(Rect(x: 2, y: 2, width: 28, height: 28))
        p.addPath(.rect(Rect(x: 10.5, y: 10, width: 12, height: 12)))
        var c = Canvas(width: 32, height: 32)
        c.fill(p, with: Color.black, rule: .evenOdd)
        #expect(c.pixmap.pixel(x: 10, y: 15).a == 128)
    }

    @Test func shapesOutsideTheCanvasAreClipped() {
        var c = Canvas(width: 16, height: 16)
        c.fill(.rect(Rect(x: -100, y: -100, width: 108.25, height: 300)), with: Color.black)
        #expect(c.pixmap.pixel(x: 0, y: 0).a == 255)
        #expect(c.pixmap.pixel(x: 8, y: 5).a == 64)
        #expect(c.pixmap.pixel(x: 9, y: 5).a == 0)
        c.fill(.rect(Rect(x: 20, y: 0, width: 5, height: 5)), with: Color.black)   // wholly right: nothing
        #expect(c.pixmap.pixel(x: 15, y: 0).a == 0)
    }
}
