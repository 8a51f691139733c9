/// A view that updates on a schedule, as SwiftUI's `TimelineView`: its content is evaluated again at each
/// of the schedule's entries, on render time, with the entry's date.
///
/// The first content shows the latest entry at or before the render's start (its start date when there
/// is none); each later entry is set, without animation, so that the frame at its moment shows it. An
/// `.animation` schedule thus re-evaluates the content every display frame, as iOS does, and a render
/// with one lasts as long as `--duration` (the schedule never ends).
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    /// What the content is given: the entry's date and how often entries come.
    public typealias Context = TimelineViewDefaultContext

    let schedule: Schedule
    let content: (Context) -> Content
    @State private var shown: Date?
    @Environment(\.renderStartDate) private var startDate

    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    public var body: some View {
        content(Context(date: shown ?? firstEntry.date, cadence: cadence))
            .task { await follow(from: firstEntry.next) }
    }

    private var cadence: Context.Cadence {
        switch schedule {
        case is AnimationTimelineSchedule: return .live
        case is EveryMinuteTimelineSchedule: return .minutes
        default: return .seconds
        }
    }

    /// The latest entry at or before the start (the start date when there is none), and the entries after it.
    private var firstEntry: (date: Date, next: Schedule.Entries.Iterator) {
        var entries = schedule.entries(from: startDate, mode: .normal).makeIterator()
        var date = startDate
        while var ahead = Optional(entries), let entry = ahead.next(), entry <= startDate {
            date = entry
            entries = ahead
        }
        return (date, entries)
    }

    /// Sets each later entry's date at its moment of render time.
    private func follow(from entries: Schedule.Entries.Iterator) async {
        var entries = entries
        while let entry = entries.next() {
            guard (try? await sleep(untilRenderTime: entry.timeIntervalSince(startDate))) != nil else { return }
            withTransaction(Transaction()) { shown = entry }
        }
    }
}

/// The context of a timeline view's content, as SwiftUI's `TimelineViewDefaultContext`.
public struct TimelineViewDefaultContext {
    /// How often the schedule's entries come.
    public enum Cadence: Comparable, Sendable {
        case live, seconds, minutes
    }
    /// The date of the entry being shown.
    public let date: Date
    public let cadence: Cadence
}
