/// The iOS switch (iOS 18's UISwitch, as the ground-truth render measured it, docs/switch.md): a 51 × 31 pt
/// capsule, green (or the tint) when on and the system's 16 % grey when off, a white 27 pt knob inset 2 pt
/// that travels 20 pt, with a faint shadow; the label leading and the switch trailing, 8 pt apart at least.
public struct SwitchToggleStyle: ToggleStyle {
    public init() {}
    public init(tint: Color) { self.tint = tint }
    var tint: Color?

    /// The knob's motion: UIKit's is not published; a critically damped 0.35 s spring is our guess.
    static let animation = Animation.spring(duration: 0.35, bounce: 0)
    static let trackSize = CGSize(width: 51, height: 31)
    /// SwiftUI lays the switch out 49 pt wide; the track overhangs the trailing edge by 2 pt.
    static let layoutWidth: CGFloat = 49
    static let knobDiameter: CGFloat = 27
    static let offFill = Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.16)

    @Environment(\.labelsHiddenValue) private var labelsHidden
    @Environment(\.isEnabled) private var isEnabled

    public func makeBody(configuration: Configuration) -> some View {
        let isOn = configuration.isOn
        HStack(spacing: 8) {
            if !labelsHidden {
                configuration.label
                Spacer(minLength: 0)
            }
            ZStack(alignment: isOn ? .trailing : .leading) {
                Capsule()
                    .fill(isOn ? AnyShapeStyle(tint ?? Color.green) : AnyShapeStyle(Self.offFill))
                    .frame(width: Self.trackSize.width, height: Self.trackSize.height)
                Circle()
                    .fill(Color.white)
                    .frame(width: Self.knobDiameter, height: Self.knobDiameter)
                    .shadow(color: .black.opacity(0.15), radius: 2.84, y: 3)
                    .shadow(color: .black.opacity(0.06), radius: 0.5, y: 1)
                    .padding(2)
            }
            .frame(width: Self.trackSize.width, height: Self.trackSize.height)
            .frame(width: Self.layoutWidth, alignment: .leading)
            .opacity(isEnabled ? 1 : 0.5)
            .animation(Self.animation, value: isOn)
        }
        .accessibilityRepresentation { Toggle(isOn: configuration.$isOn) { configuration.label } }
    }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// The iOS switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
    /// The platform's default: the switch on iOS.
    public static var automatic: SwitchToggleStyle { SwitchToggleStyle() }
}

/// `.toggleStyle(.button)` is not provided: it would need the bordered button look.

extension EnvironmentValues {
    var labelsHiddenValue: Bool { labelsHidden }
}
