/// A control that increments and decrements a value, as SwiftUI's `Stepper`, drawn as iOS 17/18's
/// UIStepper: the label, then a 94 × 32 pt pill of two halves, "−" and "+", the "−" dimmed at the minimum
/// and the "+" at the maximum. Each half is a button VoiceOver names "Decrement" and "Increment", which
/// `--tap` reaches.
public struct Stepper<Label: View>: View {
    let label: Label
    let onIncrement: (() -> Void)?
    let onDecrement: (() -> Void)?

    /// Measured on the iOS 17 item form (GT: form_sheet_textfield_stepper_…_ios17_3x.png, facts only) and the
    /// iOS 15 ComplexView layer tree: 94 × 32 pt, corner radius 8 (not continuous, CAML), filled with
    /// (118, 118, 128) at 12 % (tertiarySystemFill); a 1 pt divider 17.33 pt tall in the middle, (214, 214, 217)
    /// over the fill (60, 60, 67 at 13.5 %, fitted); the glyphs 13.7 pt, black, (119, 119, 120) when
    /// disabled: black at 50 % over the fill, the plain button style's disabled look. The value's text ends 9.7 pt before it (a label's trailing
    /// text and 8 pt of stack spacing, plus bearings).
    static var size: CGSize { CGSize(width: 94, height: 32) }
    static var cornerRadius: CGFloat { 8 }
    static var dividerSize: CGSize { CGSize(width: 1, height: 17.33) }
    static var dividerColor: Color { Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255).opacity(0.135) }
    static var glyphFont: Font { .system(size: 17, weight: .medium) }

    public var body: some View {
        HStack(spacing: 0) {
            label
            Spacer(minLength: 8)
            HStack(spacing: 0) {
                half("minus", name: "Decrement", action: onDecrement)
                Rectangle().fill(Self.dividerColor).frame(width: Self.dividerSize.width, height: Self.dividerSize.height)
                half("plus", name: "Increment", action: onIncrement)
            }
            .frame(width: Self.size.width, height: Self.size.height)
            .background(Color(uiColor: .tertiarySystemFill), in: RoundedRectangle(cornerRadius: Self.cornerRadius, style: .circular))
        }
    }

    private func half(_ symbol: String, name: String, action: (() -> Void)?) -> some View {
        Button { action?() } label: {
            Image(systemName: symbol)
                .font(Self.glyphFont)
                .foregroundStyle(Color.primary)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .accessibilityLabel(name)
        }
        .buttonStyle(.plain)
        .disabled(action == nil)
    }
}

extension Stepper {
    /// A stepper that runs your actions.
    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        self.onIncrement = onIncrement
        self.onDecrement = onDecrement
    }

    /// A stepper over `value` in `bounds` by `step`: a half is disabled at its end of the range.
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        let current = value.wrappedValue
        var up: (() -> Void)?, down: (() -> Void)?
        if current < bounds.upperBound { up = { value.wrappedValue = min(bounds.upperBound, current.advanced(by: step)) } }
        if current > bounds.lowerBound { down = { value.wrappedValue = max(bounds.lowerBound, current.advanced(by: -step)) } }
        onIncrement = up
        onDecrement = down
    }
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        onIncrement = { value.wrappedValue = value.wrappedValue.advanced(by: step) }
        onDecrement = { value.wrappedValue = value.wrappedValue.advanced(by: -step) }
    }
    /// iOS 16's form with a format (the format is the label's business here).
    public init<V: Strideable, F>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, format: F,
                                  @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, label: label, onEditingChanged: onEditingChanged)
    }
}

extension Stepper where Label == Text {
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, label: { Text(titleKey) })
    }
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, label: { Text(titleKey) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, label: { Text(title) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, label: { Text(title) })
    }
    public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement)
    }
}
