import Components
import Export
import GoldenTesting
import HeadlessSwiftUI
import Motion
import Testing

/// Filmstrips of the real component (`Fixtures/golden/filmstrip/`).
struct DayNightFilmstripTests {
    @MainActor @Test func dayNightGoldens() async throws {
        var c = RenderConfiguration()
        c.scale = 1
        let light = try await ComponentScenes.dayNightToggle(toNight: true, configuration: c)
        try assertGolden(Filmstrip.render(light, plan: FramePlan(.count(5), for: light), scale: 1, style: .init(columns: 3)).pixmap,
                         named: "day-night-light-1x-5-frames-3-columns", group: "filmstrip")
        c.scale = 2
        c.colorScheme = .dark
        let dark = try await ComponentScenes.dayNightToggle(toNight: false, configuration: c)
        let background = HeadlessSwiftUI.Color(.systemGroupedBackground).resolved(scheme: .dark)
        try assertGolden(Filmstrip.render(dark, plan: FramePlan(.count(4), for: dark), scale: 2, style: .init(background: background)).pixmap,
                         named: "night-day-dark-2x-4-frames", group: "filmstrip")
    }
}
