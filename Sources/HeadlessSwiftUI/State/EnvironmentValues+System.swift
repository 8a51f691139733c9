import Foundation

/// The environment values an app reads from the system: locale, calendar and time zone (the render's, by
/// default `en_US`, Gregorian, GMT, so that renders do not depend on the machine), size classes (from the
/// device screen), and the actions a view asks the system for (`dismiss`, `openURL`), which are recorded
/// rather than performed (ViewGraph.swift).
extension EnvironmentValues {
    /// The locale text is formatted for.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }
    /// The calendar dates are shown in.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }
    /// The time zone dates are shown in.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }
    /// The horizontal size class: compact on an iPhone in portrait.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }
    /// The vertical size class: regular on an iPhone in portrait.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }
    /// Dismisses the presentation the view is in: pops a pushed screen, closes a sheet; elsewhere recorded
    /// (`ViewScene.recordedModifiers` lists "dismiss").
    public var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }
    /// Opens a URL: recorded, not opened (`ViewScene.recordedModifiers` lists "openURL(…)").
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
    /// Records a request that has no picture and no public action type (a `ShareLink`'s share), as
    /// `dismiss` and `openURL` are recorded.
    var recordAction: RecordedAction {
        get { self[RecordedActionKey.self] }
        set { self[RecordedActionKey.self] = newValue }
    }
}

/// A request to the system, written into ``ViewScene/recordedModifiers`` by the graph.
struct RecordedAction: Sendable {
    let record: @MainActor @Sendable (String) -> Void
    @MainActor func callAsFunction(_ request: String) { record(request) }
}

/// A size class, as SwiftUI's `UserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: Hashable, Sendable { case compact, regular }

extension UserInterfaceSizeClass {
    /// The size classes of a screen of `size` points, as iOS gives them: an iPhone is compact wide and
    /// regular tall in portrait, compact tall in landscape (and regular wide only for the largest
    /// phones, 900 pt and over); an iPad is regular both ways. No screen: an iPhone in portrait.
    static func classes(of size: CGSize?) -> (horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass) {
        guard let size else { return (.compact, .regular) }
        let isPad = min(size.width, size.height) >= 700
        let horizontal: UserInterfaceSizeClass = isPad || size.width >= 900 ? .regular : .compact
        let vertical: UserInterfaceSizeClass = isPad || size.height >= size.width ? .regular : .compact
        return (horizontal, vertical)
    }
}

/// What `@Environment(\.dismiss)` gives: call it to dismiss.
public struct DismissAction: Sendable {
    let action: @MainActor @Sendable () -> Void
    init(_ action: @escaping @MainActor @Sendable () -> Void) { self.action = action }
    @MainActor public func callAsFunction() { action() }
}

/// What `@Environment(\.openURL)` gives: call it with a URL.
public struct OpenURLAction: Sendable {
    /// Whether a handler took the URL, as SwiftUI's `OpenURLAction.Result`.
    public enum Result: Sendable { case handled, discarded, systemAction }
    let handler: @MainActor @Sendable (URL) -> Result
    /// An action that hands URLs to `handler` (`.environment(\.openURL, OpenURLAction { … })`).
    public init(handler: @escaping @MainActor @Sendable (URL) -> Result) { self.handler = handler }
    @MainActor public func callAsFunction(_ url: URL) { _ = handler(url) }
}

private enum LocaleKey: EnvironmentKey { static let defaultValue = Locale(identifier: "en_US") }
private enum CalendarKey: EnvironmentKey {
    static var defaultValue: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0)!
        calendar.locale = Locale(identifier: "en_US")
        return calendar
    }
}
private enum TimeZoneKey: EnvironmentKey { static let defaultValue = TimeZone(secondsFromGMT: 0)! }
private enum HorizontalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .compact }
private enum VerticalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .regular }
private enum DismissKey: EnvironmentKey { static let defaultValue = DismissAction {} }
private enum RecordedActionKey: EnvironmentKey { static let defaultValue = RecordedAction { _ in } }
private enum OpenURLKey: EnvironmentKey { static let defaultValue = OpenURLAction { _ in .systemAction } }
