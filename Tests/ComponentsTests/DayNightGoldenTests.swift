import Testing
import Raster
import Motion
import GoldenTesting
@testable import Components

/// Golden frames of the day → night transition (`Fixtures/golden/day-night/`).
struct DayNightGoldenTests {
    /// The instants named in the issue: the start, the knob's overshoot peak (2.5 % past its end),
    /// the middle of the travel (progress ½) and the settled end.
    static let moments: [(name: String, time: Double)] = [
        ("start", 0), ("middle", 0.1272), ("overshoot", 0.4167), ("end", 1.0698),
    ]

    @Test(arguments: [RenderEnvironment.Appearance.light, .dark], [1, 3])
    func transition(appearance: RenderEnvironment.Appearance, scale: Int) throws {
        let scene = try DayNightToggleScene(toNight: true, environment: RenderEnvironment(scale: scale, appearance: appearance))
        for (name, time) in Self.moments {
            try assertGolden(scene.render(at: time), named: "\(appearance.rawValue)-\(scale)x-\(name)", group: "day-night")
        }
    }

    @Test func middleIsHalfWay() {
        let p = DayNightToggleAnimation.spring.sample(from: 0.0, to: 1.0, elapsed: Self.moments[1].time).value
        #expect(abs(p - 0.5) < 0.01)
    }

    @Test func reduceMotion() throws {
        let scene = try DayNightToggleScene(toNight: true, environment: RenderEnvironment(scale: 2, reduceMotion: true))
        try assertGolden(scene.render(at: 1.0 / 60), named: "reduce-motion-2x-after", group: "day-night")
    }

    @Test func rightToLeft() throws {
        let scene = try DayNightToggleScene(toNight: true, environment: RenderEnvironment(scale: 2, layoutDirection: .rtl))
        try assertGolden(scene.render(at: 0.1272), named: "rtl-2x-middle", group: "day-night")
        try assertGolden(scene.render(at: 1.0698), named: "rtl-2x-end", group: "day-night")
    }

    @Test func accessibilitySize() throws {
        let scene = try DayNightToggleScene(toNight: false, environment: RenderEnvironment(scale: 2),
                                            dynamicType: .accessibility3)
        try assertGolden(scene.render(at: 0.2), named: "ax3-2x-to-day-0.2s", group: "day-night")
    }

    @Test func toDayOnBackground() throws {
        let scene = try DayNightToggleScene(toNight: false, environment: RenderEnvironment(scale: 2, appearance: .dark, palette: .ios26),
                                            background: Color(r8: 242, g8: 242, b8: 247))
        try assertGolden(scene.render(at: 0.25), named: "ios26-dark-2x-to-day-0.25s-background", group: "day-night")
    }
}
