/// How a list draws its sections and rows, as SwiftUI's `ListStyle`.
public protocol ListStyle: Sendable {
    var _kind: ListStyleKind { get }
}

/// The looks this layer draws (internal in meaning; public because the protocol requirement is).
public enum ListStyleKind: Sendable {
    /// Cards with rounded corners inset from the edges on the grouped background (iOS's default for
    /// `List` and `Form` on iPhone).
    case insetGrouped
    /// Full-width white sections on the grouped background.
    case grouped
    /// Rows edge to edge on the system background, plain section headers.
    case plain
    /// The plain look inset from the edges.
    case inset
}

public struct InsetGroupedListStyle: ListStyle { public init() {}; public var _kind: ListStyleKind { .insetGrouped } }
public struct GroupedListStyle: ListStyle { public init() {}; public var _kind: ListStyleKind { .grouped } }
public struct PlainListStyle: ListStyle { public init() {}; public var _kind: ListStyleKind { .plain } }
public struct InsetListStyle: ListStyle { public init() {}; public var _kind: ListStyleKind { .inset } }
/// On iPhone a sidebar list looks inset-grouped (its collapsible headers are not drawn).
public struct SidebarListStyle: ListStyle { public init() {}; public var _kind: ListStyleKind { .insetGrouped } }
/// The platform's default: inset-grouped on iPhone.
public struct DefaultListStyle: ListStyle { public init() {}; public var _kind: ListStyleKind { .insetGrouped } }

extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: Self { Self() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: Self { Self() } }
extension ListStyle where Self == PlainListStyle { public static var plain: Self { Self() } }
extension ListStyle where Self == InsetListStyle { public static var inset: Self { Self() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: Self { Self() } }
extension ListStyle where Self == DefaultListStyle { public static var automatic: Self { Self() } }

/// `.listSectionSpacing`: the space between sections.
public struct ListSectionSpacing: Sendable {
    let points: CGFloat
    public static let `default` = ListSectionSpacing(points: ListMetrics.spacingWithoutHeader)
    /// iOS 17's compact spacing; 20 pt is a guess (not measured).
    public static let compact = ListSectionSpacing(points: 20)
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(points: spacing) }
}

/// `.headerProminence`.
public enum Prominence: Hashable, Sendable { case standard, increased }

extension EnvironmentValues {
    var listStyleKind: ListStyleKind? {
        get { self[ListStyleKey.self] }
        set { self[ListStyleKey.self] = newValue }
    }
    var listSectionSpacing: ListSectionSpacing? {
        get { self[ListSectionSpacingKey.self] }
        set { self[ListSectionSpacingKey.self] = newValue }
    }
    var scrollContentBackgroundHidden: Bool {
        get { self[ScrollContentBackgroundKey.self] }
        set { self[ScrollContentBackgroundKey.self] = newValue }
    }
    /// Set inside a list's rows: controls take their list-row look (a menu picker, a navigation link's chevron).
    var isInListRow: Bool {
        get { self[InListRowKey.self] }
        set { self[InListRowKey.self] = newValue }
    }
    /// `.headerProminence`.
    public var headerProminence: Prominence {
        get { self[ProminenceKey.self] }
        set { self[ProminenceKey.self] = newValue }
    }
}
private enum ListStyleKey: EnvironmentKey { static let defaultValue: ListStyleKind? = nil }
private enum ListSectionSpacingKey: EnvironmentKey { static let defaultValue: ListSectionSpacing? = nil }
private enum ScrollContentBackgroundKey: EnvironmentKey { static let defaultValue = false }
private enum InListRowKey: EnvironmentKey { static let defaultValue = false }
private enum ProminenceKey: EnvironmentKey { static let defaultValue = Prominence.standard }

extension View {
    /// The style of lists in the subtree.
    public func listStyle<S: ListStyle>(_ style: S) -> ModifiedContent<Self, EnvironmentWriter> {
        modifier(EnvironmentWriter { $0.listStyleKind = style._kind })
    }
    /// The space between the sections of lists in the subtree (or, on a section, after it).
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> ModifiedContent<Self, EnvironmentWriter> {
        modifier(EnvironmentWriter { $0.listSectionSpacing = spacing })
    }
    public func listSectionSpacing(_ spacing: CGFloat) -> ModifiedContent<Self, EnvironmentWriter> {
        listSectionSpacing(.custom(spacing))
    }
    /// `.hidden` leaves out the grouped background of lists and forms in the subtree.
    public func scrollContentBackground(_ visibility: Visibility) -> ModifiedContent<Self, EnvironmentWriter> {
        modifier(EnvironmentWriter { $0.scrollContentBackgroundHidden = visibility == .hidden })
    }
    /// `.increased` draws section headers larger, in the primary colour, as written.
    public func headerProminence(_ prominence: Prominence) -> ModifiedContent<Self, EnvironmentWriter> {
        modifier(EnvironmentWriter { $0.headerProminence = prominence })
    }
}

/// Whether something shows, as SwiftUI's `Visibility`.
public enum Visibility: Hashable, CaseIterable, Sendable { case automatic, visible, hidden }
