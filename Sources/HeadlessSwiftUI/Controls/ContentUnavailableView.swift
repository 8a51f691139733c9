/// An empty state, as SwiftUI's `ContentUnavailableView` (iOS 17): a large symbol in the secondary colour,
/// a bold title 2 title, a secondary body description and any actions, centred in the space offered.
///
/// Sizes are read from iOS 17–18 screenshots, not measured on a ground-truth image here: the symbol's size
/// and the spacings are guesses within a few points; the fonts and colours are the text styles SwiftUI's
/// documentation shows (title2 bold, body, secondary).
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    /// The symbol's point size (a guess: about 48 pt of ink in screenshots).
    static var symbolSize: CGFloat { 48 }
    /// Between the symbol and the title (a guess).
    static var symbolSpacing: CGFloat { 16 }
    /// Between the title and the description (a guess).
    static var descriptionSpacing: CGFloat { 8 }
    /// Above the actions (a guess).
    static var actionsSpacing: CGFloat { 16 }

    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label(); self.description = description(); self.actions = actions()
    }

    public var body: some View {
        VStack(spacing: 0) {
            label
                .labelStyle(UnavailableLabelStyle(symbolSize: Self.symbolSize, spacing: Self.symbolSpacing))
                .font(.title2.bold())
            description
                .font(.body)
                .foregroundStyle(.secondary)
                .padding(.top, Self.descriptionSpacing)
            actions
                .padding(.top, Self.actionsSpacing)
        }
        .multilineTextAlignment(.center)
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// The unavailable view's label: the icon large and secondary above the title.
private struct UnavailableLabelStyle: LabelStyle {
    let symbolSize: CGFloat
    let spacing: CGFloat
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: spacing) {
            configuration.icon
                .font(.system(size: symbolSize))
                .foregroundStyle(.secondary)
            configuration.title
        }
    }
}

extension ContentUnavailableView where Label == HeadlessSwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { HeadlessSwiftUI.Label(title, systemImage: name) }, description: { description })
    }
    public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(label: { HeadlessSwiftUI.Label { Text(title) } icon: { Image(name) } }, description: { description })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { HeadlessSwiftUI.Label(title, systemImage: name) }, description: { description })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
        self.init(label: { HeadlessSwiftUI.Label { Text(title) } icon: { Image(name) } }, description: { description })
    }
}

/// The parts of `ContentUnavailableView.search`, as SwiftUI's `SearchUnavailableContent`.
public enum SearchUnavailableContent {
    /// A magnifying glass over "No Results" (or "No Results for “text”").
    public struct Label: View {
        let text: String?
        public var body: some View {
            HeadlessSwiftUI.Label(text.map { "No Results for \u{201C}\($0)\u{201D}" } ?? "No Results", systemImage: "magnifyingglass")
        }
    }
    /// "Check the spelling or try a new search."
    public struct Description: View {
        public var body: some View { Text("Check the spelling or try a new search.") }
    }
    /// No actions.
    public struct Actions: View {
        public var body: some View { EmptyView() }
    }
}

extension ContentUnavailableView where Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
                                       Actions == SearchUnavailableContent.Actions {
    /// iOS's "No Results" for a search.
    public static var search: Self { search(nil) }
    /// iOS's "No Results for “text”" for a search.
    public static func search(text: String) -> Self { search(text) }

    private static func search(_ text: String?) -> Self {
        Self(label: { SearchUnavailableContent.Label(text: text) }, description: { SearchUnavailableContent.Description() },
             actions: { SearchUnavailableContent.Actions() })
    }
}
