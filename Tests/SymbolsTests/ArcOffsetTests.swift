import Foundation
import Raster
import Testing
@testable import Symbols

/// The exact offset of outlines made of lines and circular arcs (`Path.arcwiseOffset`), which composition
/// regrows our artwork's glyphs with instead of the stroker's offset.
@Suite struct ArcOffsetTests {
    /// `path` filled at 4 px a unit on a canvas around `box`.
    static func image(_ path: Path, in box: Rect) -> Pixmap {
        var canvas = Canvas(width: Int(box.width * 4) + 2, height: Int(box.height * 4) + 2)
        canvas.transform = Transform.translation(-box.minX, -box.minY).concatenating(.scale(4))
        canvas.fill(path, with: .solid(.black))
        return canvas.pixmap
    }

    @Test func aCircleGrowsIntoALargerCircle() throws {
        let circle = Path.circle(center: Point(3, -2), radius: 10)
        let grown = try #require(circle.arcwiseOffset(by: 2.5))
        #expect(grown.elements.count == circle.elements.count, "four arcs stay four arcs")
        let b = grown.bounds
        #expect(abs(b.width - 25) < 1e-6 && abs(b.midX - 3) < 1e-6 && abs(b.midY + 2) < 1e-6, "\(b)")
        #expect(abs(abs(grown.signedArea) - .pi * 12.5 * 12.5) < 0.01 * .pi * 12.5 * 12.5)
    }

    @Test func aHoleShrinksAndASquaresCornersTurnRound() throws {
        // A square: its offset has round corners of the offset's radius, area s² + 4sd + πd².
        let square = Path.rect(Rect(x: 0, y: 0, width: 20, height: 20)).orientedForNonZero(rule: .nonZero)
        let grown = try #require(square.arcwiseOffset(by: 3))
        #expect(abs(abs(grown.signedArea) - (400 + 4 * 20 * 3 + .pi * 9)) < 0.5, "\(grown.signedArea)")
        // A ring's hole (wound against the disc) shrinks by the offset.
        let ring = Path.circle(center: .zero, radius: 10).reversedContours()
        let hole = try #require(ring.arcwiseOffset(by: 3))
        #expect(abs(hole.bounds.width - 14) < 1e-6, "the hole's radius 10 − 3: \(hole.bounds)")
        // A hole narrower than the offset would turn inside out: left to the stroker.
        #expect(Path.circle(center: .zero, radius: 2).reversedContours().arcwiseOffset(by: 3) == nil)
    }

    @Test func aCubicThatIsNoArcIsLeftToTheStroker() {
        var p = Path()
        p.move(to: Point(0, 0)); p.cubic(to: Point(30, 0), control1: Point(5, -20), control2: Point(25, 20)); p.close()
        #expect(p.arcwiseOffset(by: 2) == nil)
        #expect(p.regrown(by: 2).elements.count == p.inkOffset(by: 2).elements.count, "stroked, as before")
    }

    /// Every contour of the microphone and its slash is lines and arcs, so it is offset exactly: a few
    /// elements instead of the stroker's hundreds, and the same ink (every pixel within 16/255 at 4 px a unit).
    @Test func theMicrophoneIsRegrownExactly() throws {
        let mic = Fixture.symbol("mic.slash.fill")
        for layer in mic.layers {
            for d in [0.5, 2.1, 4.0] {
                let exact = layer.path.regrown(by: d), stroked = layer.path.inkOffset(by: d).reversedContours()
                #expect(layer.path.subpaths().allSatisfy { $0.arcwiseOffset(by: d) != nil }, "\(layer.role) is lines and arcs")
                #expect(exact.elements.count <= 2 * layer.path.elements.count && stroked.elements.count > 10 * exact.elements.count,
                        "\(layer.role) at \(d): \(exact.elements.count) against \(stroked.elements.count) elements")
                let box = stroked.bounds.insetBy(dx: -1, dy: -1)
                #expect(abs(exact.bounds.width - stroked.bounds.width) < 0.02 && abs(exact.bounds.height - stroked.bounds.height) < 0.02)
                let a = Self.image(exact, in: box), b = Self.image(stroked, in: box)
                var most = 0
                for y in 0..<a.height { for x in 0..<a.width { most = max(most, abs(Int(a.pixel(x: x, y: y).a) - Int(b.pixel(x: x, y: y).a))) } }
                // The slash and gap are arcs written to two decimals, so their fitted circles are off by
                // a hundredth of a unit; at 4 px a unit that is at most a few levels of alpha.
                #expect(most <= 16, "\(layer.role) at \(d): a pixel differs by \(most)/255")
                #expect(abs(Fixture.alphaArea(a) - Fixture.alphaArea(b)) < 0.01 * Fixture.alphaArea(b))
            }
        }
    }

    /// Composed, the slashed microphone in a filled circle draws from a few dozen elements.
    @Test func theSlashedMicrophoneInACircleIsFewElements() {
        let s = Fixture.symbol("mic.slash.circle.fill")
        let elements = s.layers.reduce(0) { $0 + $1.path.elements.count }
        #expect(elements < 100, "\(s.layers.map { "\($0.role) \($0.path.elements.count)" })")
    }
}
