import Testing
import Foundation
import Raster
@testable import SVG

@Suite struct TransformTests {
    func close(_ a: Point, _ b: Point) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }
    func map(_ t: String, _ p: Point) throws -> Point { try SVGTransformParser.parse(t).apply(p) }

    @Test func matrix() throws {
        #expect(close(try map("matrix(1 2 3 4 5 6)", Point(1, 1)), Point(1 + 3 + 5, 2 + 4 + 6)))
        #expect(close(try map("matrix(1,0,0,1,-5,7.5)", Point(0, 0)), Point(-5, 7.5)))
    }

    @Test func translateAndScaleDefaults() throws {
        #expect(close(try map("translate(10)", Point(1, 1)), Point(11, 1)))
        #expect(close(try map("translate(10, 20)", Point(1, 1)), Point(11, 21)))
        #expect(close(try map("scale(2)", Point(1, 3)), Point(2, 6)))
        #expect(close(try map("scale(2 -1)", Point(1, 3)), Point(2, -3)))
    }

    @Test func rotateAboutOriginAndCentre() throws {
        #expect(close(try map("rotate(90)", Point(1, 0)), Point(0, 1)))
        #expect(close(try map("rotate(90 10 10)", Point(20, 10)), Point(10, 20)))
        #expect(close(try map("rotate(180,5,5)", Point(0, 0)), Point(10, 10)))
    }

    @Test func skews() throws {
        #expect(close(try map("skewX(45)", Point(0, 2)), Point(2, 2)))
        #expect(close(try map("skewY(45)", Point(3, 0)), Point(3, 3)))
    }

    @Test func listsApplyRightmostFirst() throws {
        #expect(close(try map("translate(10) scale(2)", Point(1, 0)), Point(12, 0)))
        #expect(close(try map("scale(2),translate(10)", Point(1, 0)), Point(22, 0)))
        #expect(close(try map("  translate(1,1)rotate(90)  ", Point(1, 0)), Point(1, 2)))
        #expect(try SVGTransformParser.parse("") == .identity)
    }

    @Test func errors() {
        #expect(throws: (any Error).self) { try SVGTransformParser.parse("rotate(1 2)") }
        #expect(throws: (any Error).self) { try SVGTransformParser.parse("shear(1)") }
        #expect(throws: (any Error).self) { try SVGTransformParser.parse("scale(1") }
        #expect(throws: (any Error).self) { try SVGTransformParser.parse("matrix(1 2 3)") }
        #expect(throws: (any Error).self) { try SVGTransformParser.parse("translate(1),") }
    }

    @Test func transformErrorHasElementPosition() {
        let svg = "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 10 10'>\n  <g transform='skewQ(3)'/>\n</svg>"
        do { _ = try SVGDocument(string: svg); Issue.record("expected an error") } catch let e as SVGError {
            #expect(e.line == 2)
            #expect(e.kind == .attribute(name: "transform"))
            #expect(e.description.contains("skewQ"))
        } catch { Issue.record("wrong error \(error)") }
    }

    /// Where `transform-origin` puts the origin in a 200 × 100 box.
    func origin(_ text: String) throws -> Point {
        let o = try SVGTransformOrigin.parse(text, units: SVGLength.Context())
        let box = Rect(x: 0, y: 0, width: 200, height: 100)
        return Point(o.x.resolved(reference: box.width), o.y.resolved(reference: box.height))
    }

    @Test func transformOriginPositions() throws {
        #expect(try origin("center") == Point(100, 50))
        #expect(try origin("left") == Point(0, 50))
        #expect(try origin("bottom") == Point(100, 100))
        #expect(try origin("top left") == Point(0, 0))
        #expect(try origin("bottom right") == Point(200, 100))
        #expect(try origin("right top") == Point(200, 0))
        #expect(try origin("25% top") == Point(50, 0))
        #expect(try origin("10px 2em 5px") == Point(10, 32))
        #expect(try origin("30") == Point(30, 50))
        for bad in ["", "top 25%", "left right", "top bottom", "1 2 3%", "1 2 3 4", "middle", "1 2 top"] {
            #expect(throws: SVGValueError.self, "\(bad)") { try origin(bad) }
        }
    }

    @Test func transformTurnsAboutItsOrigin() throws {
        let o = try SVGTransformOrigin.parse("50% 50%", units: SVGLength.Context())
        let t = o.applied(to: try SVGTransformParser.parse("rotate(90)"), box: Rect(x: 0, y: 0, width: 20, height: 20))
        #expect(close(t.apply(Point(10, 10)), Point(10, 10)))
        #expect(close(t.apply(Point(20, 10)), Point(10, 20)))
        let box = try SVGTransformOrigin.parse("0.5 0.5", units: SVGLength.Context())
        #expect(box.applied(to: .identity, box: Rect(x: 0, y: 0, width: 1, height: 1)) == .identity)
    }
}
