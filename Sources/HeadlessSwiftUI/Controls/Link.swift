/// A button that opens a URL, as SwiftUI's `Link`: a tinted button (the environment's button style) whose tap
/// calls the environment's `openURL`, which a render records ("openURL(…)" in `ViewScene.recordedModifiers`).
public struct Link<Label: View>: View {
    let destination: URL
    let label: Label
    @Environment(\.openURL) private var openURL

    public init(destination: URL, @ViewBuilder label: () -> Label) { self.destination = destination; self.label = label() }

    public var body: some View {
        Button { openURL(destination) } label: { label }
    }
}

extension Link where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: URL) { self.init(destination: destination) { Text(titleKey) } }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) { self.init(destination: destination) { Text(title) } }
}

/// A button that opens the share sheet, as SwiftUI's `ShareLink`: drawn as a tinted button whose default label
/// is "Share" with the `square.and.arrow.up` symbol (SwiftUI's default). A tap records
/// "share(…)" with the item; the share sheet is never drawn.
public struct ShareLink<Item, Label: View>: View {
    let items: [Item]
    let label: Label
    @Environment(\.recordAction) private var record

    public var body: some View {
        Button { record("share(\(items.map { "\($0)" }.joined(separator: ", ")))") } label: { label }
    }
}

extension ShareLink {
    public init(item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        items = [item]; self.label = label()
    }
    public init(items: [Item], subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.items = items; self.label = label()
    }
}

extension ShareLink where Label == HeadlessSwiftUI.Label<Text, Image> {
    public init(item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { HeadlessSwiftUI.Label("Share", systemImage: "square.and.arrow.up") }
    }
    public init(items: [Item], subject: Text? = nil, message: Text? = nil) {
        self.init(items: items, subject: subject, message: message) { HeadlessSwiftUI.Label("Share", systemImage: "square.and.arrow.up") }
    }
    public init(_ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { HeadlessSwiftUI.Label(titleKey, systemImage: "square.and.arrow.up") }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { HeadlessSwiftUI.Label(title, systemImage: "square.and.arrow.up") }
    }
}
