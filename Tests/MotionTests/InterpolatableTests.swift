import Testing
@testable import Motion

@Suite("Animated value types")
struct InterpolatableTests {
    @Test("points and sizes interpolate component-wise")
    func pointsAndSizes() {
        let p = AnimatablePoint(x: 0, y: 10).interpolated(to: AnimatablePoint(x: 20, y: -10), fraction: 0.25)
        #expect(p == AnimatablePoint(x: 5, y: 5))
        let s = AnimatableSize(width: 10, height: 10).interpolated(to: AnimatableSize(width: 30, height: 0), fraction: 0.5)
        #expect(s == AnimatableSize(width: 20, height: 5))
        #expect(AnimatableSize(width: -1, height: 2).drawn == AnimatableSize(width: 0, height: 2))
    }

    @Test("colours are stored premultiplied and interpolate premultiplied")
    func premultiplied() {
        let orange = PremultipliedRGBA(red255: 255, green255: 149, blue255: 0, opacity: 0.5)
        #expect(abs(orange.red - 0.5) < 1e-12 && abs(orange.green - 149.0 / 255 * 0.5) < 1e-12 && orange.alpha == 0.5)
        // Fading from transparent: premultiplied interpolation keeps the hue (no dark fringe).
        let clear = PremultipliedRGBA.zero
        let white = PremultipliedRGBA(red: 1, green: 1, blue: 1)
        let half = clear.interpolated(to: white, fraction: 0.5)
        #expect(half.red == half.alpha)   // un-premultiplied it is still pure white
    }

    @Test("what is drawn is clamped while the spring overshoots")
    func clampingUnderSpring() {
        let spring = Animation.interpolatingSpring(duration: 0.55, bounce: 0.25)
        let peak = spring.sample(from: Opacity(0), to: Opacity(1), elapsed: 0.416).value
        #expect(peak.value > 1)
        #expect(peak.drawn == 1)
        let colour = spring.sample(from: PremultipliedRGBA(red: 0, green: 0, blue: 0, opacity: 0),
                                   to: PremultipliedRGBA(red: 1, green: 1, blue: 1), elapsed: 0.416).value
        #expect(colour.alpha > 1 && colour.red > 1)
        let drawn = colour.drawn
        #expect(drawn.alpha == 1 && drawn.red == 1 && drawn.green == 1 && drawn.blue == 1)
        let odd = PremultipliedRGBA(premultipliedRed: 0.8, green: -0.1, blue: 0.3, alpha: 0.5).drawn
        #expect(odd.red == 0.5 && odd.green == 0 && odd.blue == 0.3)
    }
}
