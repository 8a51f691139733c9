import Testing
@testable import Raster

/// The projective warp (`Compose/ProjectiveWarp.swift`, `Canvas+ProjectiveWarp.swift`): identity and
/// whole-pixel translations give the source's bytes, a perspective matrix sends the picture's corners where
/// it says, and the result is deterministic.
struct ProjectiveWarpTests {
    /// A 40 × 30 picture: a red rectangle with a blue square at its top-left, on a 64 × 48 window.
    static func source() -> Canvas {
        var c = Canvas(window: IntRect(x: 0, y: 0, width: 64, height: 48))
        c.fill(Path.rect(Rect(x: 10, y: 8, width: 40, height: 30)), with: Color(red: 1, green: 0, blue: 0))
        c.fill(Path.rect(Rect(x: 10, y: 8, width: 10, height: 10)), with: Color(red: 0, green: 0, blue: 1))
        return c
    }

    static func warped(_ h: ProjectiveTransform) -> Pixmap {
        var target = Canvas(width: 64, height: 48)
        target.drawWarped(source(), by: h)
        return target.pixmap
    }

    @Test func identityReproducesTheSource() {
        #expect(Self.warped(.identity) == Self.source().pixmap)
    }

    @Test func aTranslationMovesEveryPixel() {
        let moved = Self.warped(ProjectiveTransform(.translation(5, -3)))
        let original = Self.source().pixmap
        for y in 0..<48 { for x in 0..<64 {
            let from = (x - 5, y + 3)
            let expected = from.0 >= 0 && from.1 < 48 ? original.pixel(x: from.0, y: from.1) : (0, 0, 0, 0)
            #expect(moved.pixel(x: x, y: y) == expected, "(\(x), \(y))")
            if moved.pixel(x: x, y: y) != expected { return }
        } }
    }

    @Test func aPerspectiveWarpSendsTheCornersWhereTheMatrixSays() {
        // A keystone: the right side shrinks towards the vertical middle (w grows with x).
        let h = ProjectiveTransform(.translation(-30, -23)).concatenating(
            ProjectiveTransform(m11: 1, m12: 0, m13: 0.006, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1))
            .concatenating(ProjectiveTransform(.translation(30, 23)))
        let out = Self.warped(h)
        for corner in [Point(10, 8), Point(50, 8), Point(50, 38), Point(10, 38)] {
            let p = try! #require(h.apply(corner))
            // Just inside the image of each corner (towards the image's centre) is red; just outside, nothing.
            let centre = try! #require(h.apply(Point(30, 23)))
            let dx = centre.x > p.x ? 1.5 : -1.5, dy = centre.y > p.y ? 1.5 : -1.5
            #expect(out.pixel(x: Int(p.x + dx), y: Int(p.y + dy)).a == 255, "inside \(p)")
            #expect(out.pixel(x: Int(p.x - dx), y: Int(p.y - dy)).a == 0, "outside \(p)")
        }
        // The far (right) edge is shorter than the near one.
        let top = try! #require(h.apply(Point(50, 8))), bottom = try! #require(h.apply(Point(50, 38)))
        #expect(bottom.y - top.y < 30)
        let rightColumn = Int(top.x) - 2
        let inked = (0..<48).filter { out.pixel(x: rightColumn, y: $0).a > 127 }.count
        #expect(abs(Double(inked) - (bottom.y - top.y)) <= 2, "\(inked) rows vs \(bottom.y - top.y)")
    }

    @Test func pointsBehindTheCameraAreNotDrawn() {
        // w = 1 − x/30: everything right of x = 30 is behind the camera.
        let h = ProjectiveTransform(m11: 1, m12: 0, m13: -1.0 / 30, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)
        #expect(h.apply(Point(40, 10)) == nil)
        let out = Self.warped(h)
        // No pixel's source lies right of x = 30.
        let inverse = try! #require(h.inverted)
        for y in 0..<48 { for x in 0..<64 where out.pixel(x: x, y: y).a > 0 {
            let s = try! #require(inverse.applyProjective(Point(Double(x) + 0.5, Double(y) + 0.5)))
            #expect(h.w(at: s) > 0)
        } }
    }

    @Test func theWarpIsDeterministic() {
        let h = ProjectiveTransform(m11: 0.9, m12: 0.1, m13: 0.004, m21: -0.2, m22: 1.1, m23: 0.002, m31: 3, m32: 1, m33: 1)
        #expect(Self.warped(h) == Self.warped(h))
        #expect(Self.warped(h) != Self.source().pixmap)
    }
}
