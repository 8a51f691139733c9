import Testing
import GoldenTesting
import HeadlessSwiftUI
@testable import Components

/// Golden frames of the day → night transition and the demo screen (`Fixtures/golden/day-night/`), from the
/// seed's SwiftUI code rendered by the view layer.
@MainActor
struct DayNightGoldenTests {
    /// The start, the middle of the travel (progress ½), the knob's overshoot peak and the settled end.
    static let moments: [(name: String, time: Double)] = [
        ("start", 0), ("middle", 0.1272), ("overshoot", 0.4167), ("end", 1.0698),
    ]

    @Test(arguments: [ColorScheme.light, .dark], [1, 3])
    func transition(scheme: ColorScheme, scale: Int) async throws {
        let scene = try await ComponentScenes.dayNightToggle(toNight: true, configuration: configuration(scale: scale, scheme: scheme))
        for (name, time) in Self.moments {
            try assertGolden(scene.render(at: time), named: "\(scheme.name)-\(scale)x-\(name)", group: "day-night")
        }
    }

    @Test func reduceMotion() async throws {
        let scene = try await ComponentScenes.dayNightToggle(toNight: true, configuration: configuration(scale: 2, reduceMotion: true))
        try assertGolden(scene.render(at: 1.0 / 60), named: "reduce-motion-2x-after", group: "day-night")
    }

    @Test func rightToLeft() async throws {
        let scene = try await ComponentScenes.dayNightToggle(toNight: true, configuration: configuration(scale: 2, direction: .rightToLeft))
        try assertGolden(scene.render(at: 0.1272), named: "rtl-2x-middle", group: "day-night")
        try assertGolden(scene.render(at: 1.0698), named: "rtl-2x-end", group: "day-night")
    }

    @Test func accessibilitySize() async throws {
        let scene = try await ComponentScenes.dayNightToggle(toNight: false, configuration: configuration(scale: 2, dynamicType: .accessibility3))
        try assertGolden(scene.render(at: 0.2), named: "ax3-2x-to-day-0.2s", group: "day-night")
    }

    @Test func toDayOnBackground() async throws {
        let scene = try await ComponentScenes.dayNightToggle(
            toNight: false, configuration: configuration(scale: 2, scheme: .dark, palette: .ios26, background: Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255)))
        try assertGolden(scene.render(at: 0.25), named: "ios26-dark-2x-to-day-0.25s-background", group: "day-night")
    }

    @Test func demoLightAtOneX() async throws {
        let scene = try await ComponentScenes.dayNightDemo(toNight: true, autoToggle: false, configuration: configuration(scale: 1, screen: .iPhone16Pro))
        for (name, time) in [("start", 0.0), ("middle", 0.275), ("end", scene.settleTime)] {
            try assertGolden(scene.render(at: time), named: "demo-light-1x-\(name)", group: "day-night")
        }
    }

    @Test func demoDarkAtTwoXMiddle() async throws {
        let scene = try await ComponentScenes.dayNightDemo(toNight: false, autoToggle: false,
                                                           configuration: configuration(scale: 2, scheme: .dark, screen: .iPhone16Pro))
        try assertGolden(scene.render(at: 0.275), named: "demo-dark-2x-to-day-middle", group: "day-night")
    }

    @Test func demoWrappedRightToLeftOnACustomScreen() async throws {
        let scene = try await ComponentScenes.dayNightDemo(
            toNight: true, autoToggle: false,
            configuration: configuration(scale: 1, dynamicType: .accessibility5, direction: .rightToLeft, screen: DeviceScreen.parse("320x600")))
        try assertGolden(scene.render(at: 0.2), named: "demo-rtl-ax5-320x600-0.2s", group: "day-night")
    }
}
