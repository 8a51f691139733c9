import Foundation
import Testing
@testable import Raster

struct GeometryTests {
    func close(_ a: Point, _ b: Point, _ eps: Double = 1e-9) -> Bool { (a - b).length <= eps }

    @Test func concatenationAppliesSelfFirst() {
        let t = Transform.translation(10, 0).concatenating(.scale(2))
        #expect(close(t.apply(Point(1, 1)), Point(22, 2)))
        let u = Transform.scale(2).concatenating(.translation(10, 0))
        #expect(close(u.apply(Point(1, 1)), Point(12, 2)))
    }

    @Test func inverseUndoesTransform() throws {
        let t = Transform.rotation(0.7).concatenating(.scale(3, 0.5)).concatenating(.translation(4, -9))
            .concatenating(.skew(x: 0.2, y: -0.1))
        let inv = try #require(t.inverted)
        for p in [Point(0, 0), Point(3.5, -2), Point(100, 7)] {
            #expect(close(inv.apply(t.apply(p)), p, 1e-9))
        }
        #expect(close(t.concatenating(inv).apply(Point(5, 6)), Point(5, 6), 1e-9))
        #expect(Transform.scale(0, 1).inverted == nil)
    }

    @Test func rotationTurnsXTowardsY() {
        #expect(close(Transform.rotation(.pi / 2).apply(Point(1, 0)), Point(0, 1), 1e-12))
    }

    @Test func maxScaleIsLargestStretch() {
        #expect(abs(Transform.scale(3, 0.5).concatenating(.rotation(1.1)).maxScale - 3) < 1e-9)
    }

    @Test func pathTransformMapsEveryPoint() {
        var p = Path(); p.move(to: Point(1, 2)); p.cubic(to: Point(4, 4), control1: Point(2, 0), control2: Point(3, 5)); p.close()
        let q = p.applying(.translation(10, 20))
        #expect(q.elements[1] == .cubic(control1: Point(12, 20), control2: Point(13, 25), to: Point(14, 24)))
    }

    @Test func rectUnionIntersection() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10), b = Rect(x: 5, y: -5, width: 10, height: 10)
        #expect(a.union(b) == Rect(x: 0, y: -5, width: 15, height: 15))
        #expect(a.intersection(b) == Rect(x: 5, y: 0, width: 5, height: 5))
        #expect(IntRect(enclosing: Rect(x: 0.5, y: 1.2, width: 2, height: 2)) == IntRect(x: 0, y: 1, width: 3, height: 3))
    }
}
