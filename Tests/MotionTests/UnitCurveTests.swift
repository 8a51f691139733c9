import Testing
@testable import Motion

@Suite("Bézier timing curves")
struct UnitCurveTests {
    static let curves: [UnitCurve] = [.linear, .easeIn, .easeOut, .easeInOut, UnitCurve(0.68, -0.55, 0.27, 1.55), UnitCurve(0, 0, 1, 1), UnitCurve(0.9, 0.1, 0.1, 0.9)]

    @Test("the ends are exact", arguments: curves)
    func ends(curve: UnitCurve) {
        #expect(curve.value(at: 0) == 0)
        #expect(curve.value(at: 1) == 1)
        #expect(curve.value(at: -0.5) == 0)
        #expect(curve.value(at: 1.5) == 1)
    }

    @Test("the control points are the CSS ones")
    func controlPoints() {
        #expect(UnitCurve.easeInOut == UnitCurve(0.42, 0, 0.58, 1))
        #expect(UnitCurve.easeIn == UnitCurve(0.42, 0, 1, 1))
        #expect(UnitCurve.easeOut == UnitCurve(0, 0, 0.58, 1))
        #expect(Animation.easeInOut.duration == 0.35)
    }

    @Test("easeInOut passes through the middle and is symmetric: y(x) + y(1 − x) = 1")
    func symmetry() {
        #expect(abs(UnitCurve.easeInOut.value(at: 0.5) - 0.5) < 1e-9)
        for i in 0...100 {
            let x = Double(i) / 100
            #expect(abs(UnitCurve.easeInOut.value(at: x) + UnitCurve.easeInOut.value(at: 1 - x) - 1) < 1e-8)
        }
    }

    @Test("easeIn and easeOut mirror each other: easeOut(x) = 1 − easeIn(1 − x)")
    func mirror() {
        for i in 0...50 {
            let x = Double(i) / 50
            #expect(abs(UnitCurve.easeOut.value(at: x) - (1 - UnitCurve.easeIn.value(at: 1 - x))) < 1e-8)
        }
    }

    @Test("the presets are monotonic", arguments: [UnitCurve.linear, .easeIn, .easeOut, .easeInOut])
    func monotonic(curve: UnitCurve) {
        var previous = 0.0
        for i in 1...1000 {
            let y = curve.value(at: Double(i) / 1000)
            #expect(y >= previous)
            previous = y
        }
    }

    @Test("linear is the identity")
    func linear() {
        for x in [0.1, 0.25, 0.5, 0.9] { #expect(abs(UnitCurve.linear.value(at: x) - x) < 1e-9) }
    }

    /// An independent solve: plain bisection on x(s) to 1e-13.
    func bisect(_ curve: UnitCurve, _ x: Double) -> Double {
        var lo = 0.0, hi = 1.0
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if curve.x(atParameter: mid) < x { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }

    @Test("the solver is accurate to 1e-6 in x and agrees with bisection", arguments: curves)
    func solver(curve: UnitCurve) {
        for i in 0...400 {
            let x = Double(i) / 400
            let s = curve.parameter(forX: x)
            #expect(abs(curve.x(atParameter: s) - x) < 1e-6)
            let reference = curve.y(atParameter: bisect(curve, x))
            #expect(abs(curve.value(at: x) - reference) < 1e-6)
        }
    }

    @Test("velocity is dy/dx", arguments: curves)
    func velocity(curve: UnitCurve) {
        let h = 1e-5
        for x in stride(from: 0.05, through: 0.95, by: 0.05) {
            let numeric = (curve.value(at: x + h) - curve.value(at: x - h)) / (2 * h)
            #expect(abs(numeric - curve.velocity(at: x)) < 1e-3)
        }
    }

    @Test("an overshooting custom curve leaves 0…1 in y")
    func overshootingCurve() {
        let back = UnitCurve(0.68, -0.55, 0.27, 1.55)
        let ys = (1..<100).map { back.value(at: Double($0) / 100) }
        #expect(ys.min()! < 0)
        #expect(ys.max()! > 1)
    }
}
