/// The iOS switch, as SwiftUI's default `Toggle` draws it on iOS 13 to 18 (a UISwitch; iOS 26's is larger
/// and not drawn here), written with this module's own views. Every number is measured on a real iOS render
/// or chosen and named here; docs/switch.md says which, and how sure each is.
///
/// The label leads and the switch trails, at least 8 pt apart, filling the width offered. The track is a
/// 51 × 31 pt capsule, green (the `.tint`) when on and the system's secondary fill when off; the knob a
/// white 27 pt disc inset 2 pt that travels 20 pt, its soft shadow showing on the track only. SwiftUI lays
/// the switch out 49 pt wide, so the track overhangs its frame by 2 pt on the trailing side.
public struct SwitchToggleStyle: ToggleStyle {
    public init() {}
    /// A switch with its own on colour (deprecated in SwiftUI for `.tint`, which this one overrides).
    public init(tint: Color) { self.tint = tint }
    private var tint: Color?

    static let trackSize = CGSize(width: 51, height: 31)
    static let layoutWidth: CGFloat = 49
    static let knobDiameter: CGFloat = 27
    static let knobInset: CGFloat = 2
    static let labelSpacing: CGFloat = 8
    /// secondarySystemFill: (120, 120, 128) at 16 % light, 32 % dark.
    static let offFill = Color(uiColor: .secondarySystemFill)
    /// The knob's shadow: one black Gaussian fitted to the iOS 15 render's darkening of the track
    /// (σ = 0.95 × radius = 2.66 pt).
    static let knobShadowColor = Color.black.opacity(0.12)
    static let knobShadowRadius: CGFloat = 2.8
    static let knobShadowY: CGFloat = 2.65
    /// UIKit dims a disabled control to half (a guess: no render of a disabled switch was available).
    static let disabledOpacity = 0.5
    /// The knob's motion and the track's colour change. UIKit's curve is not published: a critically
    /// damped 0.35 s spring is our guess (90 % of the way at 0.22 s, settled at 0.5 s).
    static let animation = Animation.spring(duration: 0.35, bounce: 0)

    @Environment(\.labelsHidden) private var labelsHidden
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.tintStyle) private var environmentTint

    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 0) {
            if !labelsHidden {
                configuration.label
                    .opacity(isEnabled ? 1 : Self.disabledOpacity)
                Spacer(minLength: Self.labelSpacing)
            }
            track(isOn: configuration.isOn)
                .compositingGroup()
                .opacity(isEnabled ? 1 : Self.disabledOpacity)
        }
        .accessibilityRepresentation { Toggle(isOn: configuration.$isOn) { configuration.label } }
    }

    private func track(isOn: Bool) -> some View {
        Capsule()
            .fill(isOn ? onFill : AnyShapeStyle(Self.offFill))
            .overlay {
                Circle()
                    .fill(.white)
                    .frame(width: Self.knobDiameter, height: Self.knobDiameter)
                    .shadow(color: Self.knobShadowColor, radius: Self.knobShadowRadius, y: Self.knobShadowY)
                    .padding(Self.knobInset)
                    .frame(maxWidth: .infinity, alignment: isOn ? .trailing : .leading)
                    .clipShape(Capsule())
            }
            .frame(width: Self.trackSize.width, height: Self.trackSize.height)
            .frame(width: Self.layoutWidth, alignment: .leading)
            .animation(Self.animation, value: isOn)
    }

    /// The style's own tint, else the environment's `.tint`, else green.
    private var onFill: AnyShapeStyle {
        tint.map { AnyShapeStyle($0) } ?? environmentTint ?? AnyShapeStyle(Color.green)
    }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// The iOS switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
    /// The platform's default: the switch on iOS.
    public static var automatic: SwitchToggleStyle { SwitchToggleStyle() }
}

/// `.toggleStyle(.button)` is not provided: it would need the bordered button look.
