/// When a `TimelineView` updates, as SwiftUI's `TimelineSchedule` and its schedules.
///
/// A schedule lists the dates of its entries from a start date; the view shows each entry's date from
/// that moment of render time on (`TimelineView.swift`).

/// The dates a timeline view updates at.
public protocol TimelineSchedule {
    associatedtype Entries: Sequence where Entries.Element == Date
    /// The entries from `startDate` on, in order.
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// Whether the system asks for every entry or fewer (a render always asks for every one).
public enum TimelineScheduleMode: Hashable, Sendable {
    case normal
    case lowFrequency
}

/// Dates `interval` seconds apart from a start, without end.
public struct TimelineEntries: Sequence, IteratorProtocol {
    let start: Date
    let interval: Double
    var index = 0
    public mutating func next() -> Date? {
        defer { index += 1 }
        return start.addingTimeInterval(Double(index) * interval)
    }
}

/// An update every display frame (1/60 s of render time), or every `minimumInterval` seconds when that is
/// longer; nothing after the first entry when paused.
public struct AnimationTimelineSchedule: TimelineSchedule {
    let minimumInterval: Double?
    let paused: Bool
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PrefixSequence<TimelineEntries> {
        let interval = max(minimumInterval ?? 0, ViewScene.displayFrame)
        return TimelineEntries(start: startDate, interval: interval).prefix(paused ? 1 : .max)
    }
}

/// An update every `interval` seconds. Its entries start at the render's start date: `from:` is usually
/// `Date.now`, the machine's clock, which a render does not follow.
public struct PeriodicTimelineSchedule: TimelineSchedule {
    let interval: Double
    public init(from startDate: Date, by interval: TimeInterval) {
        self.interval = max(interval, ViewScene.displayFrame)
    }
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> TimelineEntries {
        TimelineEntries(start: startDate, interval: interval)
    }
}

/// An update at the start of every minute, the first at the start of the current one.
public struct EveryMinuteTimelineSchedule: TimelineSchedule {
    public init() {}
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> TimelineEntries {
        let seconds = startDate.timeIntervalSinceReferenceDate
        let minute = Date(timeIntervalSinceReferenceDate: (seconds / 60).rounded(.down) * 60)
        return TimelineEntries(start: minute, interval: 60)
    }
}

/// Updates at the dates given.
public struct ExplicitTimelineSchedule<Dates: Sequence>: TimelineSchedule where Dates.Element == Date {
    let dates: Dates
    public init(_ dates: Dates) { self.dates = dates }
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Dates { dates }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// An update every display frame.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
    /// An update every display frame, at most every `minimumInterval` seconds; none while `paused`.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}
extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// An update every `interval` seconds.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}
extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// An update at the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}
extension TimelineSchedule {
    /// Updates at the dates given.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}
