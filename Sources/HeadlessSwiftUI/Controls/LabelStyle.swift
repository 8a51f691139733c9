/// How labels look, as SwiftUI's `LabelStyle`.
@MainActor @preconcurrency
public protocol LabelStyle {
    associatedtype Body: View
    typealias Configuration = LabelStyleConfiguration
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
}

extension LabelStyle {
    /// The style's body for `configuration`, its dynamic properties bound (called on the existential).
    func _body(_ configuration: Configuration) -> AnyView {
        AnyView(StyleBody(style: self) { $0.makeBody(configuration: configuration) })
    }
}

/// What a label style is given: the label's title and icon.
public struct LabelStyleConfiguration {
    /// The label's title, as a view.
    public struct Title: View { let content: AnyView; public var body: AnyView { content } }
    /// The label's icon, as a view.
    public struct Icon: View { let content: AnyView; public var body: AnyView { content } }
    public let title: Title
    public let icon: Icon
}

/// The icon, then the title, 8 pt apart (the spacing is a guess: docs/views.md).
public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
    static let spacing: CGFloat = 8
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: Self.spacing) { configuration.icon; configuration.title }
    }
}

/// The title alone.
public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// The icon alone; VoiceOver still reads the title.
public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.icon.accessibilityRepresentation { configuration.title }
    }
}

/// The platform's default: the title and icon on iOS (a toolbar's icon-only look is not drawn here); in a
/// list row the icon is centred in its section's icon column, so titles line up across rows
/// (`Lists/LabelIconColumn.swift`).
public struct DefaultLabelStyle: LabelStyle {
    public init() {}
    @Environment(\.labelIconColumn) private var column
    public func makeBody(configuration: Configuration) -> some View {
        if let column {
            HStack(spacing: TitleAndIconLabelStyle.spacing) {
                LabelIconColumnLayout(column: column) { configuration.icon.trait(LabelIconTrait.self, true) }
                configuration.title
            }
        } else {
            TitleAndIconLabelStyle().makeBody(configuration: configuration)
        }
    }
}

extension LabelStyle where Self == TitleAndIconLabelStyle { public static var titleAndIcon: Self { Self() } }
extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: Self { Self() } }
extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: Self { Self() } }
extension LabelStyle where Self == DefaultLabelStyle { public static var automatic: Self { Self() } }

extension EnvironmentValues {
    var labelStyle: (any LabelStyle)? {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}
private enum LabelStyleKey: EnvironmentKey { static var defaultValue: (any LabelStyle)? { nil } }

extension View {
    /// The style of labels in the subtree.
    public func labelStyle<S: LabelStyle>(_ style: S) -> ModifiedContent<Self, EnvironmentWriter> {
        modifier(EnvironmentWriter { $0.labelStyle = style })
    }
}
