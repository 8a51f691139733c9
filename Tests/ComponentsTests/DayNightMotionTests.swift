import Testing
import Raster
import Motion
@testable import Components

/// The motion, measured on the rendered frames.
struct DayNightMotionTests {
    static let times = stride(from: 0.0, through: 1.0698, by: 1.0 / 30).map { $0 } + [1.0698]

    /// Light at @1x on every 1/30 s, dark at @2x on every 1/10 s (debug-build rendering is slow).
    @Test(arguments: [(RenderEnvironment.Appearance.light, 1, 1), (.dark, 2, 3)])
    func knobFollowsTheSpring(appearance: RenderEnvironment.Appearance, scale: Int, every: Int) throws {
        let scene = try DayNightToggleScene(toNight: true, environment: RenderEnvironment(scale: scale, appearance: appearance))
        let l = scene.layout
        let rest = l.knobCenter(progress: 0, direction: .ltr).x
        var peak = -Double.infinity
        for t in Self.times.enumerated().filter({ $0.offset % every == 0 }).map(\.element) + [0.4167] {
            let measured = DayNightMeasure.knobCenterX(scene, scene.render(at: t)) - rest
            let expected = DayNightToggleAnimation.spring.sample(from: 0.0, to: 1.0, elapsed: t).value * l.knobTravel
            #expect(abs(measured - expected) < 0.05, "t=\(t): measured \(measured), spring \(expected)")
            peak = max(peak, measured)
        }
        // Overshoot about 2.5 % of the travel, then back to the trailing rest.
        let overshoot = peak / l.knobTravel - 1
        #expect(overshoot > 0.02 && overshoot < 0.03, "overshoot \(overshoot)")
        let end = DayNightMeasure.knobCenterX(scene, scene.render(at: scene.settleTime)) - rest
        #expect(abs(end - l.knobTravel) < 0.02)
    }

    @Test func knobReturnsWithOvershootPastLeading() throws {
        let scene = try DayNightToggleScene(toNight: false, environment: RenderEnvironment(scale: 2))
        let rest = scene.layout.knobCenter(progress: 0, direction: .ltr).x
        let atPeak = DayNightMeasure.knobCenterX(scene, scene.render(at: 0.4167)) - rest
        #expect(atPeak < -0.02 * scene.layout.knobTravel && atPeak > -0.03 * scene.layout.knobTravel)
        #expect(abs(DayNightMeasure.knobCenterX(scene, scene.render(at: scene.settleTime)) - rest) < 0.02)
    }

    /// The night capsule's opacity, solved from a capsule pixel near the top edge on the side away from
    /// the knob (clear of its shadow and of the scenery), rises to 1 and never falls by more than 8-bit
    /// rounding (the clamped spring dips 0.07 % below 1 after its peak).
    @Test(arguments: [true, false])
    func nightCapsuleOpacityIsMonotone(toNight: Bool) throws {
        let scene = try DayNightToggleScene(toNight: toNight, environment: RenderEnvironment(scale: 1))
        let w = scene.layout.size.width
        let leadingPoint = Point(20, 2), trailingPoint = Point(w - 20, 2)
        let first = scene.render(at: 0), last = scene.render(at: scene.settleTime)
        // References: the start and end colours on the side the knob is not on.
        let startColor = DayNightMeasure.color(scene, first, at: toNight ? trailingPoint : leadingPoint)
        let endColor = DayNightMeasure.color(scene, last, at: toNight ? leadingPoint : trailingPoint)
        let day = toNight ? startColor : endColor, night = toNight ? endColor : startColor
        var previous = toNight ? 0.0 : 1.0
        for t in Self.times {
            let frame = scene.render(at: t)
            let knob = DayNightMeasure.knobCenterX(scene, frame)
            let c = DayNightMeasure.color(scene, frame, at: knob > w / 2 ? leadingPoint : trailingPoint)
            // Least squares over the channels: c = day + o·(night − day).
            let d = (night.0 - day.0, night.1 - day.1, night.2 - day.2)
            let o = ((c.0 - day.0) * d.0 + (c.1 - day.1) * d.1 + (c.2 - day.2) * d.2) / (d.0 * d.0 + d.1 * d.1 + d.2 * d.2)
            let tolerance = 1.5 / 255 / (max(abs(d.0), abs(d.1), abs(d.2)) / 255)
            if toNight { #expect(o >= previous - tolerance, "t=\(t): \(o) after \(previous)") } else { #expect(o <= previous + tolerance, "t=\(t): \(o) after \(previous)") }
            let expected = scene.animation.state(at: t).nightOpacity.drawn
            #expect(abs(o - expected) < 0.02, "t=\(t): measured \(o), model \(expected)")
            previous = o
        }
        #expect(abs(previous - (toNight ? 1 : 0)) < 1e-9)
    }
}
