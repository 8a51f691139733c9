/// A colour well, as SwiftUI's `ColorPicker` on iOS: the label leading, the well trailing across the width
/// offered (as a toggle's row). A tap opens nothing (there is no colour panel to draw); the selection is
/// only shown. A `CGColor` selection (the layer's own `CGColor`, `Paint/CGColor.swift`) is shown as
/// `Color(cgColor:)`.
///
/// The well, measured on iOS 15 (GT: controls_toggle_slider_…_ios15_1x.png with its layer tree): a 28 × 28
/// pt view; a ring image filling it, a 22 pt white disc on it and an 18 pt disc of the colour, all centred.
public struct ColorPicker<Label: View>: View {
    let selection: Binding<Color>
    let supportsOpacity: Bool
    let label: Label

    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection; self.supportsOpacity = supportsOpacity; self.label = label()
    }

    public init(selection: Binding<CGColor>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(selection: Binding(get: { Color(cgColor: selection.wrappedValue) },
                                     set: { selection.wrappedValue = $0.cgColor ?? selection.wrappedValue }),
                  supportsOpacity: supportsOpacity, label: label)
    }

    @Environment(\.labelsHidden) private var labelsHidden

    public var body: some View {
        HStack(spacing: 0) {
            if !labelsHidden {
                label
                Spacer(minLength: ColorWell.labelSpacing)
            }
            ColorWell(color: selection.wrappedValue)
        }
        .accessibilityElement(children: .combine)
    }
}

extension ColorPicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
    public init(_ titleKey: LocalizedStringKey, selection: Binding<CGColor>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<CGColor>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

/// The well: the ring of hues, the white disc, the colour's disc.
struct ColorWell: View {
    let color: Color

    /// The well's side (measured: the layer is 28 × 28 pt).
    static let size: CGFloat = 28
    /// The white disc inside the ring (measured: 22 pt, corner radius 11).
    static let whiteDiameter: CGFloat = 22
    /// The colour's disc (measured: 18 pt, corner radius 9).
    static let colorDiameter: CGFloat = 18
    /// Between the label and the well, the least a row leaves (a guess: the switch's 8 pt).
    static let labelSpacing: CGFloat = 8
    /// The ring image's hues clockwise from the trailing side (SwiftUI's angle 0), every 30°, read on the
    /// 1x render at 12.6 pt from the centre (within about 5° of hue; the image is a hue wheel). Its colours
    /// there are about 0.68 saturated and 0.9 bright, partly from the white disc's edge at 1x, so the ring is
    /// drawn at 0.75 and 0.95 (a guess between the sample and a pure hue).
    static let ringHues: [Double] = [1, 320, 278, 256, 210, 176, 144, 108, 82, 58, 43, 24]
    static let ringSaturation = 0.75
    static let ringBrightness = 0.95

    /// The ring: the hues at their angles, closing on the first (the gradient blends neighbours 30° apart).
    static var ring: AngularGradient {
        let colors = (ringHues + [ringHues[0]]).map { Color(hue: $0 / 360, saturation: ringSaturation, brightness: ringBrightness) }
        return AngularGradient(colors: colors, center: .center, startAngle: .zero, endAngle: .degrees(360))
    }

    var body: some View {
        ZStack {
            Circle().fill(Self.ring)
            Circle().fill(.white).frame(width: Self.whiteDiameter, height: Self.whiteDiameter)
            Circle().fill(color).frame(width: Self.colorDiameter, height: Self.colorDiameter)
        }
        .frame(width: Self.size, height: Self.size)
    }
}
