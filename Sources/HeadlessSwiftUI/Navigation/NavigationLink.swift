/// A button that pushes a screen onto the enclosing navigation stack, as SwiftUI's `NavigationLink`. In a
/// list row it fills the row, its label in the primary colour, with the disclosure chevron at the trailing
/// edge; elsewhere it is a tinted button.
public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label
    let destination: Destination?
    let value: AnyHashable?
    @Environment(\.navigationContext) private var navigation
    @Environment(\.isInListRow) private var isInListRow
    @Environment(\.rowBadge) private var badge

    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.destination = destination(); self.label = label(); value = nil
    }
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.destination = destination; self.label = label(); value = nil
    }

    public var body: some View {
        if isInListRow {
            Button(action: push) {
                HStack(spacing: NavigationLinkMetrics.chevronSpacing) {
                    label.frame(maxWidth: .infinity, alignment: .leading)
                    if let badge { badge.foregroundStyle(.secondary) }
                    Image(systemName: "chevron.forward")
                        .font(NavigationLinkMetrics.chevronFont)
                        .foregroundStyle(Color(uiColor: .tertiaryLabel))
                }
            }
            .buttonStyle(.plain)
            .trait(BadgeDrawnTrait.self, badge != nil)
        } else {
            Button(action: push) { label }
        }
    }

    private func push() {
        navigation?.push(NavigationPath.Entry(value: value, view: destination.map { AnyView($0) }))
    }
}

extension NavigationLink where Destination == Never {
    /// A link that pushes `value`, shown by the stack's `navigationDestination(for:)`.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label(); destination = nil; self.value = value.map { AnyHashable($0) }
    }
}
extension NavigationLink where Label == Text, Destination == Never {
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) { self.init(value: value) { Text(titleKey) } }
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) { self.init(value: value) { Text(title) } }
}
extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(title) }
    }
    public init(_ titleKey: LocalizedStringKey, destination: Destination) { self.init(destination: destination) { Text(titleKey) } }
}

/// The disclosure chevron of a link row.
enum NavigationLinkMetrics {
    /// iOS's chevron ink is 6.7–7 × 12 pt in (196, 196, 199) = tertiaryLabel on white (GT: iOS 15
    /// SettingsForm, iOS 18 ListPicker); the font that gives our artwork that height is chosen here.
    static let chevronFont = Font.system(size: 14, weight: .semibold)
    /// The value's ink ends 11.7 pt before the chevron's (GT: iOS 18 ListPicker), glyph bearings included.
    static let chevronSpacing: CGFloat = 10
}
