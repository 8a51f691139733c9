/// A control for a value in a range, as SwiftUI's `Slider`, drawn as iOS's UISlider: a 4 pt track, blue
/// (the tint) up to a white 31 pt thumb with a soft shadow, the system fill after it; the minimum and
/// maximum value labels at its ends. Set it with `ViewHost.adjust` (`--adjust "Label=0.8"`), as VoiceOver
/// adjusts it; the thumb moves with the change's animation.
public struct Slider<Label: View, ValueLabel: View>: View {
    let value: Binding<Double>
    let bounds: ClosedRange<Double>
    let step: Double?
    let label: Label
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?

    /// Every number measured on the iOS 15 ComplexView (GT: controls_toggle_slider_…_ios15_1x.png with its
    /// layer tree): the control 33 pt tall, the track 4 pt tall and centred, the thumb 31 × 31 pt (its image
    /// draws a shadow), the maximum track (120, 120, 128) at 20 % (systemFill).
    static var height: CGFloat { 33 }
    static var trackHeight: CGFloat { 4 }
    static var thumbDiameter: CGFloat { 31 }
    /// The thumb's shadow: a guess from the thumb image's 57 × 56 pt size (13 pt of shadow around a 31 pt disc).
    static var thumbShadow: (color: Color, radius: CGFloat, y: CGFloat) { (Color.black.opacity(0.15), 3, 3) }
    /// The value labels sit 5 pt from the track (a guess; the GT frame is 1 pt wider than its track).
    static var labelSpacing: CGFloat { 5 }

    public var body: some View {
        HStack(spacing: Self.labelSpacing) {
            minimumValueLabel
            GeometryReader { proxy in track(width: proxy.size.width) }
                .frame(height: Self.height)
            maximumValueLabel
        }
        .modifier(AdjustableControl(label: label, adjust: adjust))
    }

    private var fraction: Double {
        let span = bounds.upperBound - bounds.lowerBound
        return span > 0 ? min(1, max(0, (value.wrappedValue - bounds.lowerBound) / span)) : 0
    }

    private func adjust(_ new: Double) {
        var v = min(bounds.upperBound, max(bounds.lowerBound, new))
        if let step, step > 0 { v = bounds.lowerBound + ((v - bounds.lowerBound) / step).rounded() * step }
        value.wrappedValue = v
    }

    private func track(width: CGFloat) -> some View {
        let travel = max(0, width - Self.thumbDiameter)
        let centre = Self.thumbDiameter / 2 + travel * fraction
        return ZStack(alignment: .leading) {
            Capsule().fill(Color(uiColor: .systemFill)).frame(height: Self.trackHeight)
            Capsule().fill(.tint).frame(width: centre, height: Self.trackHeight)
            Circle().fill(.white)
                .shadow(color: Self.thumbShadow.color, radius: Self.thumbShadow.radius, y: Self.thumbShadow.y)
                .frame(width: Self.thumbDiameter, height: Self.thumbDiameter)
                .offset(x: centre - Self.thumbDiameter / 2)
        }
        .frame(width: width, height: Self.height)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, label: EmptyView(), minimum: nil, maximum: nil)
    }
}
extension Slider where ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
                                        @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, label: label(), minimum: nil, maximum: nil)
    }
}
extension Slider {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride? = nil,
                                        @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel, onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, label: label(), minimum: minimumValueLabel(), maximum: maximumValueLabel())
    }
    /// The older form with the value labels first.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride? = nil,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }, minimumValueLabel: ValueLabel,
                                        maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, label: label(), minimum: minimumValueLabel, maximum: maximumValueLabel)
    }

    init<V: BinaryFloatingPoint>(value: Binding<V>, bounds: ClosedRange<V>, step: V.Stride?, label: Label, minimum: ValueLabel?, maximum: ValueLabel?)
        where V.Stride: BinaryFloatingPoint {
        self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.step = step.map { Double($0) }
        self.label = label
        minimumValueLabel = minimum
        maximumValueLabel = maximum
    }
}

/// Names a control by its (undrawn) label and gives it an adjust action.
struct AdjustableControl<Label: View>: ViewModifier, PrimitiveModifier {
    let label: Label
    let adjust: @MainActor (Double) -> Void
    func body(content: Content) -> Never { primitiveBody(Self.self) }
    func makeNodes<C: View>(content: C, in context: EvaluationContext) -> [ViewNode] {
        let text = context.child(.part("label")).accessibilityText(of: label)
        let inner = context.child(.content).evaluateSingleNodes(context.child(.content).evaluate(content))
        let node = ViewNode(kind: .passthrough, children: [inner], name: "Slider", context: context)
        node.controlLabel = text
        node.accessibility.label = text
        node.traits[ObjectIdentifier(AdjustableTrait.self)] = context.environment.isEnabled ? adjust : nil
        return [node]
    }
}
