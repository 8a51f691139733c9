import Testing
@testable import Raster

/// The two-point conical gradient (SVG 2's radial gradient) against its definition: the largest t whose
/// circle, centre c₀ + t·(c₁ − c₀) and radius r₀ + t·(r₁ − r₀) ≥ 0, passes through the pixel centre.
struct TwoPointConicalGradientTests {
    /// A focal point outside the end circle: apex (90.5, 50.5), end circle at (50.5, 50.5) of radius 20.
    /// The circles sweep a cone of half-angle asin(20 / 40) = 30° opening to the left.
    static func cone(_ spread: SpreadMode) -> TwoPointConicalGradient {
        TwoPointConicalGradient(startCenter: Point(90.5, 50.5), startRadius: 0, endCenter: Point(50.5, 50.5), endRadius: 20,
                                ramp: ColorRamp(stops: [GradientStop(offset: 0, color: .white), GradientStop(offset: 1, color: .black)],
                                                spread: spread))
    }

    static func render(_ paint: Paint, size: Int = 101) -> Pixmap {
        var c = Canvas(width: size, height: size)
        c.fill(.rect(Rect(x: 0, y: 0, width: Double(size), height: Double(size))), with: paint)
        return c.pixmap
    }

    @Test func outsideTheConeIsTransparent() {
        let px = Self.render(.twoPointConicalGradient(Self.cone(.pad)))
        #expect(px.pixel(x: 95, y: 50).a == 0)   // behind the apex: only circles of negative radius
        #expect(px.pixel(x: 50, y: 5).a == 0)    // 48° off the axis, the cone is 30° wide
        #expect(px.pixel(x: 70, y: 65).a == 0)   // 35° off the axis, between the apex and the end circle
        #expect(px.pixel(x: 10, y: 50) == (0, 0, 0, 255))   // in the cone past the end circle: pad
    }

    /// On the axis the circle of t spans x ∈ [90.5 − 60t, 90.5 − 20t]; pixel centre x meets it at
    /// t = (90.5 − x) / 20 and at (90.5 − x) / 60, and the larger wins.
    @Test(arguments: [(SpreadMode.pad, 0 as UInt8), (.repeat, 191), (.reflect, 64)])
    func insideTakesTheLargestT(_ spread: SpreadMode, _ red: UInt8) {
        let g = Self.cone(spread)
        #expect(abs(g.parameter(at: Point(80.5, 50.5))! - 0.5) < 1e-12)
        #expect(abs(g.parameter(at: Point(65.5, 50.5))! - 1.25) < 1e-12)
        let px = Self.render(.twoPointConicalGradient(g))
        #expect(px.pixel(x: 80, y: 50) == (128, 128, 128, 255))   // t = 0.5 in every spread
        #expect(px.pixel(x: 65, y: 50) == (red, red, red, 255))   // t = 1.25: pad 1, repeat 0.25, reflect 0.75
    }

    /// Off the axis: the t found puts the pixel on its circle, and no larger t up to 10 does (the pixel
    /// stays on one side of every larger circle).
    @Test func parameterSolvesTheCircleEquation() {
        let g = TwoPointConicalGradient(startCenter: Point(30, 40), startRadius: 6, endCenter: Point(60, 50), endRadius: 15,
                                        ramp: ColorRamp(colors: [.white, .black]))
        func miss(_ p: Point, _ t: Double) -> Double {
            let centre = g.startCenter + (g.endCenter - g.startCenter) * t
            return (p - centre).length - (g.startRadius + t * (g.endRadius - g.startRadius))
        }
        var inside = 0
        for y in stride(from: 0.5, to: 100, by: 9) {   // 12 × 12 points
            for x in stride(from: 0.5, to: 100, by: 9) {
                let p = Point(x, y)
                guard let t = g.parameter(at: p) else { continue }
                inside += 1
                #expect(abs(miss(p, t)) < 1e-9, "(\(x), \(y))")
                let side = miss(p, t + 0.01) < 0
                #expect(stride(from: t + 0.01, through: 10, by: 0.01).allSatisfy { (miss(p, $0) < 0) == side }, "(\(x), \(y))")
            }
        }
        #expect(inside == 40)   // of 144 (the definition solved apart, in Python): the circles sweep a cone, the rest is outside
    }

    /// With the focal point inside, it draws what the focal radial gradient draws.
    @Test func focalPointInsideMatchesRadialGradient() {
        let ramp = ColorRamp(colors: [.white, Color(r8: 30, g8: 90, b8: 200), .black])
        let conical = Self.render(.twoPointConicalGradient(TwoPointConicalGradient(
            startCenter: Point(40, 45), startRadius: 0, endCenter: Point(50.5, 50.5), endRadius: 35, ramp: ramp)))
        let radial = Self.render(.radialGradient(RadialGradient(center: Point(50.5, 50.5), radius: 35, focal: Point(40, 45), ramp: ramp)))
        var largest = 0
        for y in 0..<101 { for x in 0..<101 {
            let a = conical.pixel(x: x, y: y), b = radial.pixel(x: x, y: y)
            largest = max(largest, abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)), abs(Int(a.a) - Int(b.a)))
        } }
        #expect(largest <= 1)
    }

    /// Degenerate circles paint nothing or a line, and never trap.
    @Test func degenerateCirclesPaintNothing() {
        let ramp = ColorRamp(colors: [.white, .black])
        let same = TwoPointConicalGradient(startCenter: Point(50, 50), startRadius: 20, endCenter: Point(50, 50), endRadius: 20, ramp: ramp)
        let nan = TwoPointConicalGradient(startCenter: Point(.nan, 50), startRadius: 0, endCenter: Point(50, 50), endRadius: 20, ramp: ramp)
        let negative = TwoPointConicalGradient(startCenter: Point(40, 50), startRadius: -1, endCenter: Point(50, 50), endRadius: 20, ramp: ramp)
        let infinite = TwoPointConicalGradient(startCenter: Point(40, 50), startRadius: 0, endCenter: Point(50, 50), endRadius: .infinity, ramp: ramp)
        for g in [same, nan, negative, infinite] {
            #expect(!g.isDrawable)
            let px = Self.render(.twoPointConicalGradient(g))
            #expect(px.pixel(x: 50, y: 50).a == 0 && px.pixel(x: 0, y: 0).a == 0)
        }
        // Two points (both radii 0): only pixel centres on the line through them have a circle.
        let points = TwoPointConicalGradient(startCenter: Point(20, 50.5), startRadius: 0, endCenter: Point(80, 50.5), endRadius: 0, ramp: ramp)
        let px = Self.render(.twoPointConicalGradient(points))
        #expect(px.pixel(x: 50, y: 20).a == 0 && px.pixel(x: 50, y: 80).a == 0)
        #expect(points.parameter(at: Point(50, 50.5)) == 0.5)
        // Start circle touching the end circle from inside (a = 0): the one root, k / 2b.
        let touching = TwoPointConicalGradient(startCenter: Point(60, 50), startRadius: 0, endCenter: Point(50, 50), endRadius: 10, ramp: ramp)
        #expect(touching.parameter(at: Point(40, 50)) == 1)
        #expect(touching.parameter(at: Point(70, 50)) == nil)   // the far side of the touching point
    }
}
