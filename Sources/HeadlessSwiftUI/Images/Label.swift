/// A title with an icon, as SwiftUI's `Label`: drawn by the environment's label style
/// (`Controls/LabelStyle.swift`); the default lays out icon then title in a row 8 pt apart (a guess,
/// docs/views.md).
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    /// Made from a style's configuration: drawn in the default style, not the style that made it (one
    /// level of SwiftUI's stack of styles, which is enough for a style wrapping the default look).
    var fromConfiguration = false
    @Environment(\.labelStyle) private var style

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title(); self.icon = icon()
    }

    public var body: some View {
        let configuration = LabelStyleConfiguration(title: .init(content: AnyView(title)), icon: .init(content: AnyView(icon)))
        return ((fromConfiguration ? nil : style) ?? DefaultLabelStyle())._body(configuration)
    }
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// A label from a style's configuration (`Label(configuration)`), to wrap the default look.
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
        fromConfiguration = true
    }
}
