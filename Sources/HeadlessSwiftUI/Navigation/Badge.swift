/// Badges (`.badge`): a count or a short text. A tab item draws it as iOS's red badge at its symbol's top
/// trailing corner; a list row draws it as a secondary value at its trailing edge (before a navigation
/// link's chevron), as iOS 17 and later do. A count of zero, or a nil text, is no badge.
enum BadgeTrait: ViewTraitKey { typealias Value = Text }
/// Set on a row's view that drew the row's badge itself (a navigation link, before its chevron).
enum BadgeDrawnTrait: ViewTraitKey { typealias Value = Bool }

/// The tab bar's badge. Not measured (no badged tab bar is in the ground truth): UIKit's badge is a red
/// capsule 18 pt tall with a white 13 pt label, its leading edge near the symbol's centre and its top
/// near the symbol's top, read off screenshots by eye (guesses, within a couple of points).
enum TabBadgeMetrics {
    static let height: CGFloat = 18
    static let font = Font.system(size: 13)
    static let horizontalPadding: CGFloat = 5
    /// How far the badge's top is above the symbol's.
    static let topAboveSymbol: CGFloat = 2
}

/// A tab item's badge: the label in white on red, at least a circle.
struct TabBadge: View {
    let label: Text
    var body: some View {
        label
            .font(TabBadgeMetrics.font)
            .foregroundStyle(Color.white)
            .padding(.horizontal, TabBadgeMetrics.horizontalPadding)
            .frame(minWidth: TabBadgeMetrics.height, minHeight: TabBadgeMetrics.height)
            .background(Capsule().fill(Color.red))
            .fixedSize()
    }
}

extension EnvironmentValues {
    /// The badge a modifier just above set, for a control that draws its row's badge itself.
    var rowBadge: Text? {
        get { self[RowBadgeKey.self] }
        set { self[RowBadgeKey.self] = newValue }
    }
}
private enum RowBadgeKey: EnvironmentKey { static let defaultValue: Text? = nil }

/// Sets the badge for the view's tab item or list row.
public struct BadgeModifier: ViewModifier {
    let label: Text?
    public func body(content: Content) -> some View {
        content
            .environment(\.rowBadge, label)
            .modifier(TraitModifier { [label] node in if let label { node.traits[ObjectIdentifier(BadgeTrait.self)] = label } })
    }
}

extension View {
    /// A count as the badge; zero shows none.
    public func badge(_ count: Int) -> ModifiedContent<Self, BadgeModifier> {
        modifier(BadgeModifier(label: count == 0 ? nil : Text("\(count)")))
    }
    /// A text as the badge; nil shows none.
    public func badge(_ label: Text?) -> ModifiedContent<Self, BadgeModifier> { modifier(BadgeModifier(label: label)) }
    public func badge(_ key: LocalizedStringKey?) -> ModifiedContent<Self, BadgeModifier> {
        modifier(BadgeModifier(label: key.map { Text($0) }))
    }
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> ModifiedContent<Self, BadgeModifier> {
        modifier(BadgeModifier(label: label.map { Text($0) }))
    }
}

/// How prominent a badge is (`.badgeProminence`): accepted; every badge draws at the standard prominence.
public struct BadgeProminence: Hashable, Sendable {
    let name: String
    public static let standard = BadgeProminence(name: "standard")
    public static let increased = BadgeProminence(name: "increased")
    public static let decreased = BadgeProminence(name: "decreased")
}
extension View {
    public func badgeProminence(_ prominence: BadgeProminence) -> Self { self }
}
