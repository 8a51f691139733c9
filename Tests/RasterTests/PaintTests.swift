import Testing
@testable import Raster

struct PaintTests {
    @Test func linearGradientAtKnownPoints() {
        var c = Canvas(width: 101, height: 4)
        let ramp = ColorRamp(colors: [Color(r8: 255, g8: 0, b8: 0), Color(r8: 0, g8: 0, b8: 255)])
        c.fill(.rect(Rect(x: 0, y: 0, width: 101, height: 4)),
               with: .linearGradient(LinearGradient(start: Point(0.5, 0), end: Point(100.5, 0), ramp: ramp)))
        #expect(c.pixmap.pixel(x: 0, y: 1) == (255, 0, 0, 255))
        #expect(c.pixmap.pixel(x: 100, y: 1) == (0, 0, 255, 255))
        let mid = c.pixmap.pixel(x: 50, y: 1)
        #expect(mid == (128, 0, 128, 255))                     // gamma-encoded sRGB midpoint (127.5 rounds up)
        let quarter = c.pixmap.pixel(x: 25, y: 1)
        #expect(quarter.r == 191 && quarter.b == 64)
    }

    @Test func manyStopsAndPad() {
        let ramp = ColorRamp(stops: [GradientStop(offset: 0.2, color: .black), GradientStop(offset: 0.5, color: .white),
                                     GradientStop(offset: 0.8, color: .black)])
        #expect(ramp.color(at: 0) == ramp.color(at: 0.2))
        #expect(ramp.color(at: 0.5).r == 1)
        #expect(abs(ramp.color(at: 0.35).r - 0.5) < 1e-6)
        #expect(ramp.color(at: 1.7) == ramp.color(at: 0.8))
        let rep = ColorRamp(stops: ramp.stops, spread: .repeat)
        #expect(abs(rep.color(at: 1.35).r - 0.5) < 1e-6)
        let refl = ColorRamp(stops: ramp.stops, spread: .reflect)
        #expect(abs(refl.color(at: 1.65).r - 0.5) < 1e-6)
    }

    /// Premultiplied interpolation: fading red to transparent never turns dark.
    @Test func stopsInterpolatePremultiplied() {
        let ramp = ColorRamp(colors: [Color(r8: 255, g8: 0, b8: 0), Color.clear])
        let mid = ramp.color(at: 0.5)
        #expect(abs(mid.a - 0.5) < 1e-6 && abs(mid.unpremultiplied.red - 1) < 1e-6)
    }

    @Test func verticalGradientInTransformedSpace() {
        // A gradient top → bottom in user space, drawn at scale 3: device rows follow user y.
        var c = Canvas(width: 30, height: 30)
        c.transform = .scale(3)
        let ramp = ColorRamp(colors: [.black, .white])
        c.fill(.rect(Rect(x: 0, y: 0, width: 10, height: 10)),
               with: .linearGradient(LinearGradient(start: Point(0, 0), end: Point(0, 10), ramp: ramp)))
        let top = c.pixmap.pixel(x: 5, y: 0).r, bottom = c.pixmap.pixel(x: 5, y: 29).r
        #expect(top == 4 && bottom == 251)   // centres at y = 0.5/3 and 29.5/3 of 10
        #expect(c.pixmap.pixel(x: 0, y: 15) == c.pixmap.pixel(x: 29, y: 15))
    }

    @Test func radialGradientCentreAndRim() {
        var c = Canvas(width: 41, height: 41)
        let g = RadialGradient(center: Point(20.5, 20.5), radius: 20, ramp: ColorRamp(colors: [.white, .black]))
        c.fill(.rect(Rect(x: 0, y: 0, width: 41, height: 41)), with: .radialGradient(g))
        #expect(c.pixmap.pixel(x: 20, y: 20).r == 255)
        #expect(c.pixmap.pixel(x: 30, y: 20).r == 128)   // half-way: t = 0.5
        #expect(c.pixmap.pixel(x: 0, y: 0).r == 0)        // beyond the rim: pad
        // A focal point moves t = 0 away from the centre.
        let f = RadialGradient(center: Point(20.5, 20.5), radius: 20, focal: Point(10.5, 20.5), ramp: ColorRamp(colors: [.white, .black]))
        #expect(Shader.radialParameter(Point(10.5, 20.5), f) == 0)
        #expect(abs(Shader.radialParameter(Point(40.5, 20.5), f) - 1) < 1e-9)
        #expect(abs(Shader.radialParameter(Point(0.5, 20.5), f) - 1) < 1e-9)
    }
}

/// A ramp's interpolation: premultiplied (the default, SwiftUI's) or unpremultiplied (SVG's in browsers).
struct GradientInterpolationTests {
    static let stops = [GradientStop(offset: 0, color: Color(red: 0, green: 0, blue: 1)),
                        GradientStop(offset: 1, color: Color(red: 1, green: 1, blue: 0, alpha: 0))]

    @Test func premultipliedKeepsTheOpaqueStopsColour() {
        let mid = ColorRamp(stops: Self.stops).color(at: 0.5)
        #expect(mid == PremultipliedColor(r: 0, g: 0, b: 0.5, a: 0.5))   // straight: pure blue at half alpha
    }

    @Test func unpremultipliedMixesColourAndAlphaApart() {
        let ramp = ColorRamp(stops: Self.stops, interpolation: .unpremultiplied)
        let mid = ramp.color(at: 0.5)
        #expect(mid == PremultipliedColor(r: 0.25, g: 0.25, b: 0.25, a: 0.5))   // straight: grey (0.5, 0.5, 0.5) at half alpha
        #expect(ramp.color(at: 0) == ColorRamp(stops: Self.stops).color(at: 0))
        #expect(ramp.color(at: 1) == .transparent)
        // On a canvas: the row's middle pixel, straight (128, 128, 128) at alpha 128 against (0, 0, 255).
        var c = Canvas(width: 101, height: 1)
        c.fill(.rect(Rect(x: 0, y: 0, width: 101, height: 1)),
               with: .linearGradient(LinearGradient(start: Point(0.5, 0), end: Point(100.5, 0), ramp: ramp)))
        var d = Canvas(width: 101, height: 1)
        d.fill(.rect(Rect(x: 0, y: 0, width: 101, height: 1)),
               with: .linearGradient(LinearGradient(start: Point(0.5, 0), end: Point(100.5, 0), ramp: ColorRamp(stops: Self.stops))))
        #expect(c.pixmap.straightPixel(x: 50, y: 0) == (128, 128, 128, 128))
        #expect(d.pixmap.straightPixel(x: 50, y: 0) == (0, 0, 255, 128))
    }
}
