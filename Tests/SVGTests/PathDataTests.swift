import Testing
import Raster
@testable import SVG

/// The SVG 1.1 path-data grammar, one edge case per test.
@Suite struct PathDataTests {
    typealias E = Path.Element
    func p(_ x: Double, _ y: Double) -> Point { Point(x, y) }
    func parse(_ d: String) throws -> [E] { try PathDataParser.parse(d).elements }

    @Test func emptyAndWhitespaceOnly() throws {
        #expect(try parse("").isEmpty)
        #expect(try parse("  \n\t ").isEmpty)
    }

    @Test func implicitLinetoAfterMoveto() throws {
        #expect(try parse("M1 2 3 4 5 6") == [.move(p(1, 2)), .line(p(3, 4)), .line(p(5, 6))])
        // After a relative moveto the implicit commands are relative linetos.
        #expect(try parse("m1 2 3 4 5 6") == [.move(p(1, 2)), .line(p(4, 6)), .line(p(9, 12))])
    }

    @Test func implicitRepetitionOfOtherCommands() throws {
        #expect(try parse("M0 0L1 1 2 2") == [.move(p(0, 0)), .line(p(1, 1)), .line(p(2, 2))])
        #expect(try parse("M0 0h1 2") == [.move(p(0, 0)), .line(p(1, 0)), .line(p(3, 0))])
        #expect(try parse("M0 0 c1 1 2 2 3 3 1 1 2 2 3 3") == [
            .move(p(0, 0)),
            .cubic(control1: p(1, 1), control2: p(2, 2), to: p(3, 3)),
            .cubic(control1: p(4, 4), control2: p(5, 5), to: p(6, 6)),
        ])
    }

    @Test func relativeForms() throws {
        #expect(try parse("M10 10 l5 0 v5 h-5 z") ==
                [.move(p(10, 10)), .line(p(15, 10)), .line(p(15, 15)), .line(p(10, 15)), .close])
        #expect(try parse("M1 1 q1 0 1 1") == [.move(p(1, 1)), .quad(control: p(2, 1), to: p(2, 2))])
    }

    @Test func absoluteHV() throws {
        #expect(try parse("M1 2H5V7") == [.move(p(1, 2)), .line(p(5, 2)), .line(p(5, 7))])
    }

    @Test func relativeAfterClosepathStartsFromSubpathStart() throws {
        let e = try parse("M10 10 l10 0 l0 10 z l5 5")
        #expect(e.last == .line(p(15, 15)))
        #expect(e[e.count - 2] == .move(p(10, 10)))
    }

    @Test func smoothCubicReflectsPreviousControl() throws {
        let e = try parse("M0 0 C0 10 10 10 10 0 S20 -10 20 0")
        #expect(e[2] == .cubic(control1: p(10, -10), control2: p(20, -10), to: p(20, 0)))
        // S after S keeps reflecting.
        let f = try parse("M0 0 C0 10 10 10 10 0 s10 -10 10 0 s10 10 10 0")
        #expect(f[3] == .cubic(control1: p(20, 10), control2: p(30, 10), to: p(30, 0)))
    }

    @Test func smoothCubicAfterNonCurveUsesCurrentPoint() throws {
        let e = try parse("M0 0 L10 0 S20 10 30 0")
        #expect(e[2] == .cubic(control1: p(10, 0), control2: p(20, 10), to: p(30, 0)))
        // A quadratic does not feed S.
        let q = try parse("M0 0 Q5 5 10 0 S20 10 30 0")
        #expect(q[2] == .cubic(control1: p(10, 0), control2: p(20, 10), to: p(30, 0)))
    }

    @Test func smoothQuadraticReflection() throws {
        let e = try parse("M0 0 Q5 5 10 0 T20 0")
        #expect(e[2] == .quad(control: p(15, -5), to: p(20, 0)))
        // T after T reflects the reflected control; T after a line uses the current point.
        let t = try parse("M0 0 Q5 5 10 0 T20 0 T30 0")
        #expect(t[3] == .quad(control: p(25, 5), to: p(30, 0)))
        let l = try parse("M0 0 L10 0 T20 0")
        #expect(l[2] == .quad(control: p(10, 0), to: p(20, 0)))
        // A cubic does not feed T.
        let c = try parse("M0 0 C1 1 2 1 10 0 t10 0")
        #expect(c[2] == .quad(control: p(10, 0), to: p(20, 0)))
    }

    @Test func arcFlagPacking() throws {
        // a rx ry rotation large-arc sweep x y, flags packed with the following number.
        let packed = try PathDataParser.parse("M0 0a1 1 0 00.5.5")
        let spaced = try PathDataParser.parse("M0 0 a 1 1 0 0 0 0.5 0.5")
        #expect(packed == spaced)
        #expect(packed.currentPoint == p(0.5, 0.5))
        let packed2 = try PathDataParser.parse("M0 0A10 10 0 1110 0")
        #expect(packed2.currentPoint == p(10, 0))
        #expect(packed2 == (try PathDataParser.parse("M0 0A10 10 0 1 1 10 0")))
    }

    @Test func arcWithZeroRadiusIsALine() throws {
        #expect(try parse("M0 0 A0 5 0 0 1 10 10") == [.move(p(0, 0)), .line(p(10, 10))])
    }

    @Test func numbersWithExponentsAndNoSeparators() throws {
        #expect(try parse("M1e-2 2E1") == [.move(p(0.01, 20))])
        #expect(try parse("M.5.5") == [.move(p(0.5, 0.5))])
        #expect(try parse("M-.5-.5") == [.move(p(-0.5, -0.5))])
        #expect(try parse("M1.5e+1-2") == [.move(p(15, -2))])
        #expect(try parse("M+1 1.") == [.move(p(1, 1))])
        #expect(try parse("M0.6.5") == [.move(p(0.6, 0.5))])
    }

    @Test func commasAndWhitespace() throws {
        #expect(try parse(" M 1,2 L3 , 4\n5\t6 ") == [.move(p(1, 2)), .line(p(3, 4)), .line(p(5, 6))])
        #expect(try parse("M1,2,3,4") == [.move(p(1, 2)), .line(p(3, 4))])
        #expect(try parse("M1 2zm3 4") == [.move(p(1, 2)), .close, .move(p(4, 6))])
    }

    func error(_ d: String) -> PathDataError? {
        do { _ = try PathDataParser.parse(d); return nil } catch { return error }
    }

    @Test func errorMissingNumberCarriesOffset() {
        #expect(error("M 0 0 L")?.description == "expected a number after 'L' at offset 7")
        #expect(error("M 0 0 L 5")?.offset == 9)
        #expect(error("M 0 0 L 5 x")?.offset == 10)
    }

    @Test func errorMustStartWithMoveto() {
        let e = error("  L 1 2")
        #expect(e?.offset == 2)
        #expect(e?.message.contains("must begin with 'M'") == true)
    }

    @Test func errorBadFlag() {
        let e = error("M0 0 a1 1 0 2 0 5 5")
        #expect(e?.offset == 12)
        #expect(e?.message.contains("flag") == true)
    }

    @Test func errorStrayCharactersAndCommas() {
        #expect(error("M1 2 L3 4 #")?.offset == 10)
        #expect(error("M1 2,")?.offset == 5)
        #expect(error("M1 2, L3 4")?.offset == 6)
        #expect(error("M,1 2")?.offset == 1)
        #expect(error("M1 2 z 3 4")?.offset == 7)
        #expect(error("M1e 2") != nil)
    }
}
