import Testing
@testable import Raster

/// The analytic circle shadow against the general one (the drawing's alpha blurred pixel by pixel).
struct CircleShadowTests {
    /// Largest premultiplied channel difference between two pixmaps of one size.
    static func largestDifference(_ a: Pixmap, _ b: Pixmap) -> Int {
        zip(a.data, b.data).reduce(0) { max($0, abs(Int($1.0) - Int($1.1))) }
    }

    static func draw(radius: Double, sigma: Double, center: Point, offset: Point, background: Color?, analytic: Bool) -> Pixmap {
        var c = Canvas(width: 120, height: 110)
        if let background { c.fill(.rect(Rect(x: 0, y: 0, width: 120, height: 110)), with: background) }
        let shadow = Color.black.opacity(0.25)
        let disc = { (k: inout Canvas) in
            k.fill(.circle(center: center, radius: radius), with: Color(white: 0.88))
            k.fill(.circle(center: center, radius: radius * 0.4), with: Color(r8: 88, g8: 86, b8: 214))
        }
        if analytic {
            c.drawWithShadow(of: CircleShadow(radius: radius, sigma: sigma), center: center, color: shadow, offset: offset, disc)
        } else {
            c.drawWithShadow(color: shadow, sigma: sigma, offset: offset, disc)
        }
        return c.pixmap
    }

    @Test(arguments: [(24.0, 4.0, Point(60.3, 50.7)), (24.0, 12.0, Point(58.55, 47.5)), (10.0, 2.0, Point(40.9, 30.1)),
                      (30.0, 6.0, Point(61, 52))])
    func matchesTheBlurredDrawingWithinOneLevel(radius: Double, sigma: Double, center: Point) {
        for background in [nil, Color(r8: 48, g8: 176, b8: 199)] {
            let blurred = Self.draw(radius: radius, sigma: sigma, center: center, offset: Point(0, sigma / 2),
                                    background: background, analytic: false)
            let analytic = Self.draw(radius: radius, sigma: sigma, center: center, offset: Point(0, sigma / 2),
                                     background: background, analytic: true)
            #expect(Self.largestDifference(blurred, analytic) <= 1, "r \(radius) σ \(sigma) background \(String(describing: background))")
        }
    }

    /// The profile: 1 deep inside, ½ at the edge (a straight edge blurred; the curvature takes a little),
    /// and the fall-off of a blurred edge outside.
    @Test func profileHasTheBlurredEdgeShape() {
        let s = CircleShadow(radius: 200, sigma: 5)
        #expect(abs(s.alpha(atDistance: 0) - 1) < 1e-4)
        #expect(abs(s.alpha(atDistance: 200) - 0.5) < 0.01)
        #expect(abs(s.alpha(atDistance: 205) - 0.1587) < 0.01)   // Φ(−1)
        #expect(s.alpha(atDistance: 240) < 1e-6)
        #expect(s.reach(downTo: 0.1587) > 204 && s.reach(downTo: 0.1587) < 206)
    }

    /// A row's alphas in one call are the one-pixel function's, quantized as ``Pixmap/quantize(_:)`` does,
    /// inside the circle, across its edge and past the profile's end (where they are 0).
    @Test(arguments: [(24.0, 4.0, 0.5), (24.0, 12.0, 17.25), (10.0, 2.0, -9.5), (30.0, 6.0, 33.5)])
    func rowAlphasMatchTheOnePixelFunction(radius: Double, sigma: Double, dy: Double) {
        let shadow = CircleShadow(radius: radius, sigma: sigma)
        let count = 200, firstDx = -99.75, tintAlpha: Float = 0.6
        let positions = UnsafeMutablePointer<Double>.allocate(capacity: count)
        let levels = UnsafeMutablePointer<Float>.allocate(capacity: count)
        let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
        defer { positions.deallocate(); levels.deallocate(); bytes.deallocate() }
        shadow.alphas(firstDx: firstDx, dy: dy, count: count, tintAlpha: tintAlpha, positions: positions, levels: levels, bytes: bytes)
        var nonzero = 0, zero = 0
        for i in 0..<count {
            let dx = firstDx + Double(i)
            let level = min(shadow.alpha(atDistance: (dx * dx + dy * dy).squareRoot()), 1)
            let byte = Pixmap.quantize(tintAlpha * level)
            #expect(bytes[i] == byte, "pixel \(i)")
            if byte != 0 { #expect(levels[i] == level, "pixel \(i)"); nonzero += 1 } else { zero += 1 }
        }
        #expect(nonzero > 0 && zero > 0)   // the row crosses the whole profile
    }

    /// The vectorisable quantizer gives ``Pixmap/quantize(_:)``'s byte over and past the range, at every
    /// rounding boundary and between.
    @Test func quantizeWithoutTrapMatchesQuantize() {
        var values: [Float] = [-.infinity, -1e30, -1, -0.0, 0, 1, 2, 1e30, .infinity]
        for k in -300...300_000 { values.append(Float(k) / 256_000 * 1.2) }
        for b in 0...255 { let edge = (Float(b) + 0.5) / 255; values += [edge.nextDown, edge, edge.nextUp] }
        for v in values { #expect(Pixmap.quantizeWithoutTrap(v) == Pixmap.quantize(v), "\(v)") }
    }

    /// The knob's pixels (moved by whole pixels) are the same on a window canvas as on a whole one.
    @Test func windowCanvasDrawsTheSamePixels() {
        var whole = Canvas(width: 80, height: 60)
        var window = Canvas(window: IntRect(x: 20, y: 10, width: 40, height: 40))
        for c in [0, 1] {
            var canvas = c == 0 ? whole : window
            canvas.fill(.circle(center: Point(40.3, 29.8), radius: 15.2), with: Color.white)
            if c == 0 { whole = canvas } else { window = canvas }
        }
        #expect(window.pixmap == whole.pixmap.cropped(to: IntRect(x: 20, y: 10, width: 40, height: 40)))
    }
}
