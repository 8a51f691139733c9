/// A value within a range, as SwiftUI's `Gauge`: drawn by the environment's gauge style (iOS's linear
/// capacity bar by default; the accessory styles in `AccessoryGaugeStyles.swift`).
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?
    let markedValueLabels: MarkedValueLabels?
    @Environment(\.gaugeStyle) private var style

    init(fraction: Double, label: Label, current: CurrentValueLabel?, minimum: BoundsLabel?, maximum: BoundsLabel?,
         marked: MarkedValueLabels? = nil) {
        self.fraction = fraction; self.label = label; currentValueLabel = current
        minimumValueLabel = minimum; maximumValueLabel = maximum; markedValueLabels = marked
    }

    public var body: some View {
        let configuration = GaugeStyleConfiguration(
            value: fraction, label: .init(content: AnyView(label)),
            currentValueLabel: currentValueLabel.map { .init(content: AnyView($0)) },
            minimumValueLabel: minimumValueLabel.map { .init(content: AnyView($0)) },
            maximumValueLabel: maximumValueLabel.map { .init(content: AnyView($0)) },
            markedValueLabels: .init(content: markedValueLabels.map { AnyView($0) }))
        return (style ?? DefaultGaugeStyle())._body(configuration)
            .accessibilityElement(children: .combine)
            .accessibilityValue(Text(verbatim: "\(Int((fraction * 100).rounded())) percent"))
    }
}

/// Where `value` lies in `bounds`, clamped to 0…1.
private func fractionOf<V: BinaryFloatingPoint>(_ value: V, in bounds: ClosedRange<V>) -> Double {
    let span = Double(bounds.upperBound - bounds.lowerBound)
    return span > 0 ? min(1, max(0, Double(value - bounds.lowerBound) / span)) : 0
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(fraction: fractionOf(value, in: bounds), label: label(), current: nil, minimum: nil, maximum: nil)
    }
}
extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fraction: fractionOf(value, in: bounds), label: label(), current: currentValueLabel(), minimum: nil, maximum: nil)
    }
}
extension Gauge where MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder maximumValueLabel: () -> BoundsLabel) {
        self.init(fraction: fractionOf(value, in: bounds), label: label(), current: currentValueLabel(),
                  minimum: minimumValueLabel(), maximum: maximumValueLabel())
    }
}
extension Gauge where BoundsLabel == EmptyView {
    /// A gauge with labels for marked values (each view's `.tag` its value, as SwiftUI's).
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder markedValueLabels: () -> MarkedValueLabels) {
        self.init(fraction: fractionOf(value, in: bounds), label: label(), current: currentValueLabel(),
                  minimum: nil, maximum: nil, marked: markedValueLabels())
    }
}
extension Gauge {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder maximumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder markedValueLabels: () -> MarkedValueLabels) {
        self.init(fraction: fractionOf(value, in: bounds), label: label(), current: currentValueLabel(),
                  minimum: minimumValueLabel(), maximum: maximumValueLabel(), marked: markedValueLabels())
    }
}

/// How gauges look, as SwiftUI's `GaugeStyle`.
@MainActor @preconcurrency
public protocol GaugeStyle {
    associatedtype Body: View
    typealias Configuration = GaugeStyleConfiguration
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
}

extension GaugeStyle {
    /// The style's body for `configuration`, its dynamic properties bound (called on the existential).
    func _body(_ configuration: Configuration) -> AnyView {
        AnyView(StyleBody(style: self) { $0.makeBody(configuration: configuration) })
    }
}

/// What a gauge style is given: where the value lies in the gauge's range (0…1) and the labels.
public struct GaugeStyleConfiguration {
    /// The gauge's label, as a view.
    public struct Label: View { let content: AnyView; public var body: AnyView { content } }
    /// The current value's label, as a view.
    public struct CurrentValueLabel: View { let content: AnyView; public var body: AnyView { content } }
    /// A bound's label (the minimum's or the maximum's), as a view.
    public struct MarkedValueLabel: View { let content: AnyView; public var body: AnyView { content } }
    /// The marked values' labels, as the gauge was given them (empty when it was given none). No built-in
    /// style draws them: no iOS render with marked labels was available, and Apple's documentation shows
    /// them on watchOS's circular gauges only; a style of your own can place them.
    public struct MarkedValueLabels: View {
        let content: AnyView?
        public var body: AnyView { content ?? AnyView(EmptyView()) }
    }
    /// The value's place in the gauge's range, from 0 to 1.
    public var value: Double
    public var label: Label
    public var currentValueLabel: CurrentValueLabel?
    public var minimumValueLabel: MarkedValueLabel?
    public var maximumValueLabel: MarkedValueLabel?
    public var markedValueLabels: MarkedValueLabels
}

/// iOS's default gauge: a capacity bar as the linear progress view's (4 pt, the tint over systemFill,
/// rounded) with the label and the current value above it and the bounds' labels at its ends. The bar's
/// numbers are the progress view's (UIKit's documented 4 pt); the arrangement and spacings are read from
/// Apple's documentation images, not measured: guesses.
public struct LinearCapacityGaugeStyle: GaugeStyle {
    public init() {}
    static let barHeight: CGFloat = 4
    static let spacing: CGFloat = 4
    static let boundsSpacing: CGFloat = 8

    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: Self.spacing) {
            HStack(alignment: .firstTextBaseline, spacing: 0) {
                configuration.label
                Spacer(minLength: 8)
                configuration.currentValueLabel.foregroundStyle(.secondary)
            }
            HStack(spacing: Self.boundsSpacing) {
                configuration.minimumValueLabel.font(.caption).foregroundStyle(.secondary)
                CapacityBar(fraction: configuration.value, height: Self.barHeight)
                configuration.maximumValueLabel.font(.caption).foregroundStyle(.secondary)
            }
        }
    }
}

/// A rounded bar, the tint filling `fraction` of it over systemFill.
struct CapacityBar: View {
    let fraction: Double
    let height: CGFloat
    var body: some View {
        Capsule().fill(Color(uiColor: .systemFill))
            .frame(height: height)
            .overlay(alignment: .leading) {
                GeometryReader { proxy in
                    Capsule().fill(.tint).frame(width: proxy.size.width * min(1, max(0, fraction)), height: height)
                }
            }
    }
}

/// The platform's default: the linear capacity bar on iOS.
public struct DefaultGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { LinearCapacityGaugeStyle().makeBody(configuration: configuration) }
}

extension GaugeStyle where Self == DefaultGaugeStyle { public static var automatic: Self { Self() } }
extension GaugeStyle where Self == LinearCapacityGaugeStyle { public static var linearCapacity: Self { Self() } }

extension EnvironmentValues {
    var gaugeStyle: (any GaugeStyle)? {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}
private enum GaugeStyleKey: EnvironmentKey { static var defaultValue: (any GaugeStyle)? { nil } }

extension View {
    /// The style of gauges in the subtree.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> ModifiedContent<Self, EnvironmentWriter> {
        modifier(EnvironmentWriter { $0.gaugeStyle = style })
    }
}
