/// How a `TabView` shows its tabs, as SwiftUI's `TabViewStyle`: the tab bar (`.automatic`, `.tabBarOnly`,
/// `.sidebarAdaptable`, all iOS's tab bar on an iPhone) or pages side by side (`.page`).
public protocol TabViewStyle {
    var _kind: TabViewStyleKind { get }
}

/// The styles the layer draws.
public enum TabViewStyleKind: Hashable, Sendable {
    case tabBar
    case page(PageTabViewStyle.IndexDisplayMode)
}

/// The tab bar (iOS's default).
public struct DefaultTabViewStyle: TabViewStyle {
    public init() {}
    public var _kind: TabViewStyleKind { .tabBar }
}

/// Pages side by side, one filling the view, with the page control's dots over their bottom edge.
public struct PageTabViewStyle: TabViewStyle {
    /// When the dots show.
    public struct IndexDisplayMode: Hashable, Sendable {
        let name: String
        /// With more than one page (SwiftUI's default).
        public static let automatic = IndexDisplayMode(name: "automatic")
        public static let always = IndexDisplayMode(name: "always")
        public static let never = IndexDisplayMode(name: "never")
    }
    let indexDisplayMode: IndexDisplayMode
    public init(indexDisplayMode: IndexDisplayMode = .automatic) { self.indexDisplayMode = indexDisplayMode }
    public var _kind: TabViewStyleKind { .page(indexDisplayMode) }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    public static var automatic: Self { Self() }
    public static var tabBarOnly: Self { Self() }
    public static var sidebarAdaptable: Self { Self() }
}
extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: Self { Self() }
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> Self { Self(indexDisplayMode: indexDisplayMode) }
}

/// How the page control's dots are backed, as SwiftUI's `IndexViewStyle` (`.indexViewStyle(.page(…))`).
public protocol IndexViewStyle {
    var _backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode { get }
}

/// The page control's look: plain dots, or dots on a dark capsule.
public struct PageIndexViewStyle: IndexViewStyle {
    /// When the capsule behind the dots shows.
    public struct BackgroundDisplayMode: Hashable, Sendable {
        let name: String
        /// Only while the control is touched: never in a render (SwiftUI's default).
        public static let automatic = BackgroundDisplayMode(name: "automatic")
        public static let always = BackgroundDisplayMode(name: "always")
        public static let interactive = BackgroundDisplayMode(name: "interactive")
        public static let never = BackgroundDisplayMode(name: "never")
    }
    let backgroundDisplayMode: BackgroundDisplayMode
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) { self.backgroundDisplayMode = backgroundDisplayMode }
    public var _backgroundDisplayMode: BackgroundDisplayMode { backgroundDisplayMode }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    public static var page: Self { Self() }
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> Self {
        Self(backgroundDisplayMode: backgroundDisplayMode)
    }
}

extension EnvironmentValues {
    var tabViewStyleKind: TabViewStyleKind {
        get { self[TabViewStyleKey.self] }
        set { self[TabViewStyleKey.self] = newValue }
    }
    var pageIndexBackground: PageIndexViewStyle.BackgroundDisplayMode {
        get { self[PageIndexBackgroundKey.self] }
        set { self[PageIndexBackgroundKey.self] = newValue }
    }
}
private enum TabViewStyleKey: EnvironmentKey { static let defaultValue = TabViewStyleKind.tabBar }
private enum PageIndexBackgroundKey: EnvironmentKey { static let defaultValue = PageIndexViewStyle.BackgroundDisplayMode.automatic }

extension View {
    /// The style of tab views in the subtree.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> ModifiedContent<Self, EnvironmentWriter> {
        modifier(EnvironmentWriter { $0.tabViewStyleKind = style._kind })
    }
    /// The look of page controls in the subtree.
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> ModifiedContent<Self, EnvironmentWriter> {
        modifier(EnvironmentWriter { $0.pageIndexBackground = style._backgroundDisplayMode })
    }
}

/// The page control's geometry. UIPageControl's sizes are not documented and no iOS render of one is in the
/// ground truth: these are read off iOS 17 screenshots by eye (guesses, within about a point).
enum PageControlMetrics {
    /// A dot's diameter.
    static let dot: CGFloat = 8
    /// The gap between two dots.
    static let gap: CGFloat = 8
    /// The control's height (the capsule's, when it shows).
    static let height: CGFloat = 26
    /// The capsule's padding beyond the outer dots.
    static let capsulePadding: CGFloat = 9
    /// The control's bottom above the view's bottom edge.
    static let bottomInset: CGFloat = 8
    /// The current page's dot is white, the others white at 30 % (UIPageControl's defaults), whatever lies
    /// behind: on a white page the dots are invisible, as on iOS.
    static let otherDotOpacity = 0.3
    /// The capsule of `.always`: black at 25 % (a guess at the prominent background's tint).
    static let capsuleOpacity = 0.25
}

/// A page-style tab view: every page the view's size, side by side, moved so that the selected one fills
/// the view (an animated selection change slides them, as a programmatic page change does on iOS);
/// the page control's dots over the bottom edge.
struct PageTabViewBody<Content: View>: View, PrimitiveView {
    let content: Content
    let selection: Binding<AnyHashable?>?
    let index: Binding<Int>
    let indexDisplayMode: PageTabViewStyle.IndexDisplayMode
    var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        let pages = context.child(.content).evaluate(content)
        guard !pages.isEmpty else { return [] }
        let selected = TabViewSelection.index(of: pages, selection: selection, index: index)
        let showsDots = indexDisplayMode == .always || (indexDisplayMode == .automatic && pages.count > 1)
        let capsule = context.environment.pageIndexBackground == .always
        let sign: CGFloat = context.environment.layoutDirection == .rightToLeft ? 1 : -1
        let layout = GeometryReader { proxy in
            HStack(spacing: 0) {
                ForEach(pages.indices, id: \.self) { i in
                    EvaluatedNodes(nodes: [pages[i]]).frame(width: proxy.size.width, height: proxy.size.height)
                }
            }
            .offset(x: sign * CGFloat(selected) * proxy.size.width)
        }
        .clipped()
        .overlay(alignment: .bottom) {
            if showsDots {
                HStack(spacing: PageControlMetrics.gap) {
                    ForEach(pages.indices, id: \.self) { i in
                        Circle()
                            .fill(Color.white.opacity(i == selected ? 1 : PageControlMetrics.otherDotOpacity))
                            .frame(width: PageControlMetrics.dot, height: PageControlMetrics.dot)
                    }
                }
                .padding(.horizontal, PageControlMetrics.capsulePadding)
                .frame(height: PageControlMetrics.height)
                .background { if capsule { Capsule().fill(Color.black.opacity(PageControlMetrics.capsuleOpacity)) } }
                .padding(.bottom, PageControlMetrics.bottomInset)
                .accessibilityElement()
                .accessibilityLabel("Page \(selected + 1) of \(pages.count)")
            }
        }
        return [context.child(.part("pages")).evaluateSingle(layout, name: "TabView")]
    }
}
