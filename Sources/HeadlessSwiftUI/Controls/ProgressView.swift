/// Progress, as SwiftUI's `ProgressView`: drawn by the environment's progress view style
/// (`ProgressViewStyle.swift`). The default draws iOS's linear bar when there is a value and the spinner
/// when there is none.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let fraction: Double?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    /// Made from a style's configuration: drawn in the default style, not the style that made it.
    var fromConfiguration = false
    @Environment(\.progressViewStyle) private var style

    init(fraction: Double?, label: Label?, currentValueLabel: CurrentValueLabel?) {
        self.fraction = fraction; self.label = label; self.currentValueLabel = currentValueLabel
    }

    public var body: some View {
        let configuration = ProgressViewStyleConfiguration(
            fractionCompleted: fraction,
            label: label.map { .init(content: AnyView($0)) },
            currentValueLabel: currentValueLabel.map { .init(content: AnyView($0)) })
        return ((fromConfiguration ? nil : style) ?? DefaultProgressViewStyle())._body(configuration)
    }
}

/// `value / total`, or nil for an indeterminate view (no value, or a total that is not positive).
private func fractionOf<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
    guard let value, total > 0 else { return nil }
    return Double(value) / Double(total)
}

extension ProgressView where CurrentValueLabel == EmptyView, Label == EmptyView {
    public init() { self.init(fraction: nil, label: nil, currentValueLabel: nil) }
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(fraction: fractionOf(value, total), label: nil, currentValueLabel: nil)
    }
}
extension ProgressView where CurrentValueLabel == EmptyView {
    public init(@ViewBuilder label: () -> Label) { self.init(fraction: nil, label: label(), currentValueLabel: nil) }
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(fraction: fractionOf(value, total), label: label(), currentValueLabel: nil)
    }
}
extension ProgressView {
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fraction: fractionOf(value, total), label: label(), currentValueLabel: currentValueLabel())
    }
}
extension ProgressView where CurrentValueLabel == EmptyView, Label == Text {
    public init(_ titleKey: LocalizedStringKey) { self.init(fraction: nil, label: Text(titleKey), currentValueLabel: nil) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) { self.init(fraction: nil, label: Text(title), currentValueLabel: nil) }
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(fraction: fractionOf(value, total), label: Text(titleKey), currentValueLabel: nil)
    }
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(fraction: fractionOf(value, total), label: Text(title), currentValueLabel: nil)
    }
}
extension ProgressView where Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    /// A progress view from a style's configuration (`ProgressView(configuration)`), to wrap the default look.
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(fraction: configuration.fractionCompleted, label: configuration.label, currentValueLabel: configuration.currentValueLabel)
        fromConfiguration = true
    }
}
