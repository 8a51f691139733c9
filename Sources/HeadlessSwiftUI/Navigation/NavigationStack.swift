/// A stack of screens, as SwiftUI's `NavigationStack`: the root with its navigation bar, and the screens
/// pushed over it by `NavigationLink`s, each sliding in from the trailing edge (`NavigationMetrics`).
public struct NavigationStack<Data, Root: View>: View {
    let root: Root
    let path: Binding<NavigationPath>?
    @State private var ownPath = NavigationPath()

    public var body: some View {
        NavigationStackBody(root: root, path: path ?? $ownPath)
    }
}

extension NavigationStack where Data == NavigationPath {
    public init(@ViewBuilder root: () -> Root) { self.root = root(); path = nil }
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) { self.root = root(); self.path = path }
}

extension NavigationStack where Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, Data.Element: Hashable {
    /// A stack whose pushed values are the elements of `path`.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = Binding(get: { NavigationPath(path.wrappedValue) },
                            set: { new in path.wrappedValue = Data(new.entries.compactMap { $0.value?.base as? Data.Element }) })
    }
}

/// The older container: on iPhone a navigation stack.
public struct NavigationView<Content: View>: View {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: some View { NavigationStack { content } }
}

/// The screens pushed on a stack, as SwiftUI's `NavigationPath`: values (shown by the stack's
/// `navigationDestination`s) or the destinations of `NavigationLink(destination:)`.
public struct NavigationPath {
    struct Entry {
        var value: AnyHashable?
        var view: AnyView?
    }
    var entries: [Entry] = []

    public init() {}
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        entries = elements.map { Entry(value: AnyHashable($0), view: nil) }
    }
    public var count: Int { entries.count }
    public var isEmpty: Bool { entries.isEmpty }
    public mutating func append<V: Hashable>(_ value: V) { entries.append(Entry(value: AnyHashable(value), view: nil)) }
    public mutating func removeLast(_ k: Int = 1) { entries.removeLast(k) }
}

/// What the screens of one stack share while it is evaluated: how to push and pop, the destinations
/// registered for value types, and each screen's title (a pushed screen's back button shows the one below).
@MainActor final class NavigationContext {
    let path: Binding<NavigationPath>
    var destinations: [ObjectIdentifier: (AnyHashable) -> AnyView] = [:]
    var titles: [Int: String] = [:]
    init(path: Binding<NavigationPath>) { self.path = path }

    func push(_ entry: NavigationPath.Entry) {
        withAnimation(NavigationMetrics.pushAnimation) { path.wrappedValue.entries.append(entry) }
    }
    func pop() {
        guard !path.wrappedValue.entries.isEmpty else { return }
        withAnimation(NavigationMetrics.pushAnimation) { path.wrappedValue.entries.removeLast() }
    }
    func destination(for entry: NavigationPath.Entry) -> AnyView {
        if let view = entry.view { return view }
        guard let value = entry.value, let make = destinations[ObjectIdentifier(type(of: value.base))] else { return AnyView(EmptyView()) }
        return make(value)
    }
}

extension EnvironmentValues {
    var navigationContext: NavigationContext? {
        get { self[NavigationContextKey.self] }
        set { self[NavigationContextKey.self] = newValue }
    }
    /// The device screen's size when rendering full screen (what a push animates across).
    var screenSize: CGSize? {
        get { self[ScreenSizeKey.self] }
        set { self[ScreenSizeKey.self] = newValue }
    }
}
private enum NavigationContextKey: EnvironmentKey { static let defaultValue: NavigationContext? = nil }
private enum ScreenSizeKey: EnvironmentKey { static let defaultValue: CGSize? = nil }

/// The screens of a stack, one over another: the top one in place, the ones it covers moved aside and dimmed.
struct NavigationStackBody<Root: View>: View, PrimitiveView {
    let root: Root
    let path: Binding<NavigationPath>
    var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        let navigation = NavigationContext(path: path)
        let entries = path.wrappedValue.entries
        let width = context.environment.screenSize?.width ?? NavigationMetrics.fallbackWidth
        let stack = ZStack {
            ForEach(0...entries.count, id: \.self) { depth in
                NavigationScreen(content: depth == 0 ? AnyView(root) : nil, entry: depth == 0 ? nil : entries[depth - 1], depth: depth)
                    .overlay {
                        // Inserted when covered, so it fades in (and out when uncovered); nothing to draw otherwise.
                        if depth < entries.count { Color.black.opacity(NavigationMetrics.coveredDimming).ignoresSafeArea() }
                    }
                    .offset(x: depth < entries.count ? -width * NavigationMetrics.coveredOffset : 0)
                    .transition(.move(edge: .trailing))
            }
        }
        let inner = context.withEnvironment { $0.navigationContext = navigation }
        let node = inner.evaluateSingle(stack, name: "NavigationStack")
        node.traits[ObjectIdentifier(NavigationStackTrait.self)] = true
        return [node]
    }
}
/// Marks a stack's node, so an outer screen does not take its title.
enum NavigationStackTrait: ViewTraitKey { typealias Value = Bool }

extension View {
    /// The view a stack shows for a pushed value of type `data` (`NavigationLink(value:)`).
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> ModifiedContent<Self, NavigationDestinationModifier> {
        modifier(NavigationDestinationModifier(type: ObjectIdentifier(D.self)) { AnyView(destination($0.base as! D)) })
    }
}

/// Registers a destination with the enclosing stack while the view is evaluated.
public struct NavigationDestinationModifier: ViewModifier, PrimitiveModifier {
    let type: ObjectIdentifier
    let make: (AnyHashable) -> AnyView
    public func body(content: Content) -> Never { primitiveBody(Self.self) }
    func makeNodes<C: View>(content: C, in context: EvaluationContext) -> [ViewNode] {
        context.environment.navigationContext?.destinations[type] = make
        return context.evaluate(content)
    }
}
