/// How progress views look, as SwiftUI's `ProgressViewStyle`.
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    associatedtype Body: View
    typealias Configuration = ProgressViewStyleConfiguration
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
}

extension ProgressViewStyle {
    /// The style's body for `configuration`, its dynamic properties bound (called on the existential).
    func _body(_ configuration: Configuration) -> AnyView {
        AnyView(StyleBody(style: self) { $0.makeBody(configuration: configuration) })
    }
}

/// What a progress view style is given: the fraction done (nil when indeterminate) and the labels.
public struct ProgressViewStyleConfiguration {
    /// The progress view's label, as a view.
    public struct Label: View { let content: AnyView; public var body: AnyView { content } }
    /// The progress view's current value label, as a view.
    public struct CurrentValueLabel: View { let content: AnyView; public var body: AnyView { content } }
    public let fractionCompleted: Double?
    public var label: Label?
    public var currentValueLabel: CurrentValueLabel?
}

/// iOS's bar: 4 pt, the tint over systemFill, rounded; the label above it and the current value label
/// below it in the secondary colour. The 4 pt is UIProgressView's documented default (not measured); the
/// 8 pt spacings are a stack's default (guesses). An indeterminate view draws the empty bar.
public struct LinearProgressViewStyle: ProgressViewStyle {
    public init() {}
    /// A bar in its own colour (deprecated in SwiftUI for `.tint`).
    public init(tint: Color) { self.tint = tint }
    private var tint: Color?
    static let barHeight: CGFloat = 4
    static let spacing: CGFloat = 8

    public func makeBody(configuration: Configuration) -> some View {
        let fraction = min(1, max(0, configuration.fractionCompleted ?? 0))
        return VStack(alignment: .leading, spacing: Self.spacing) {
            configuration.label
            Capsule().fill(Color(uiColor: .systemFill))
                .frame(height: Self.barHeight)
                .overlay(alignment: .leading) {
                    GeometryReader { proxy in
                        Capsule().fill(tint.map { AnyShapeStyle($0) } ?? AnyShapeStyle(.tint))
                            .frame(width: proxy.size.width * fraction, height: Self.barHeight)
                    }
                }
            configuration.currentValueLabel.foregroundStyle(.secondary)
        }
    }
}

/// iOS's activity indicator: eight spokes turning with render time, the label below it in the secondary
/// colour. iOS draws the spinner for a determinate view too. The 20 pt is UIActivityIndicatorView's
/// medium size (documented, not measured).
public struct CircularProgressViewStyle: ProgressViewStyle {
    public init() {}
    /// A spinner in its own colour (deprecated in SwiftUI).
    public init(tint: Color) {}
    static let spinnerSize: CGFloat = 20
    /// One turn a second, in eight steps (a guess at UIActivityIndicatorView's pace).
    static let spokes = 8
    static let spacing: CGFloat = 8

    public func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: Self.spacing) {
            Spinner(spokes: Self.spokes).frame(width: Self.spinnerSize, height: Self.spinnerSize)
            configuration.label.foregroundStyle(.secondary)
        }
    }
}

/// The platform's default: the bar when there is a value, the spinner when there is none.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        if configuration.fractionCompleted != nil {
            LinearProgressViewStyle().makeBody(configuration: configuration)
        } else {
            CircularProgressViewStyle().makeBody(configuration: configuration)
        }
    }
}

/// The activity indicator's spokes, fading from the leading one, stepping round on render time.
struct Spinner: View {
    let spokes: Int
    @State private var step = 0

    var body: some View {
        ZStack {
            ForEach(0..<spokes, id: \.self) { i in
                Capsule()
                    .fill(Color(uiColor: .secondaryLabel))
                    .frame(width: 2.5, height: 6)
                    .offset(y: -6.5)
                    .rotationEffect(.degrees(Double(i) * 360 / Double(spokes)))
                    .opacity(1 - Double((i - step + spokes) % spokes) / Double(spokes) * 0.85)
            }
        }
        .task {
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(1.0 / Double(spokes)))
                step = (step + 1) % spokes
            }
        }
    }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle { public static var linear: Self { Self() } }
extension ProgressViewStyle where Self == CircularProgressViewStyle { public static var circular: Self { Self() } }
extension ProgressViewStyle where Self == DefaultProgressViewStyle { public static var automatic: Self { Self() } }

extension EnvironmentValues {
    var progressViewStyle: (any ProgressViewStyle)? {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}
private enum ProgressViewStyleKey: EnvironmentKey { static var defaultValue: (any ProgressViewStyle)? { nil } }

extension View {
    /// The style of progress views in the subtree.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> ModifiedContent<Self, EnvironmentWriter> {
        modifier(EnvironmentWriter { $0.progressViewStyle = style })
    }
}
