/// The date a render starts at, and time-driven views' way of waiting for a moment of render time.
///
/// A render's timeline starts at ``RenderConfiguration/date`` (9:41 on 1 January 2026, GMT, whatever the
/// machine's clock says), so a `TimelineView` shows the same dates on every run; `Date.now` in a user's
/// code is still the machine's clock, which the render does not follow.

extension RenderConfiguration {
    /// 2026-01-01 09:41:00 GMT: Apple's 9:41, on a fixed day.
    public static let defaultDate = Date(timeIntervalSince1970: 1_767_260_460)
}

extension EnvironmentValues {
    /// The date at render time 0 (``RenderConfiguration/date``).
    var renderStartDate: Date {
        get { self[RenderStartDateKey.self] }
        set { self[RenderStartDateKey.self] = newValue }
    }
}
private enum RenderStartDateKey: EnvironmentKey { static let defaultValue = RenderConfiguration.defaultDate }

/// How far before its moment a time-driven view makes its change: the engine shows a change from just
/// after its instant, so a change made a microsecond early is what the frame at the moment itself shows.
let timelineLead = 1e-6

/// Sleeps until `time` seconds of render time, minus ``timelineLead`` (at once if that has passed).
@MainActor
func sleep(untilRenderTime time: Double) async throws {
    let now = RenderClockScope.current?.now ?? 0
    try await Task.sleep(for: .seconds(max(0, time - timelineLead - now)))
}
