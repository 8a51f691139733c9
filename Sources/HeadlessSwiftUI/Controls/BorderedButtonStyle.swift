/// `.buttonStyle(.bordered)` and `.borderedProminent`: the label on a rounded fill, the tint at 15 % with
/// tinted text, or the tint with white text; disabled, (120, 120, 128) at 16 % with (60, 60, 67) at 30 %
/// text (GT: the disabled "Login" of textfield_securefield_roundedborder_ios18_3x.png, 49.3 pt tall around a
/// body label padded 8 pt: 6.5 pt of vertical padding). The corner and horizontal padding per
/// `.controlSize` are guesses (iOS draws regular bordered buttons with about an 8 pt continuous corner).
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    let prominent: Bool
    public init() { prominent = false }
    init(prominent: Bool) { self.prominent = prominent }

    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.buttonIsPressedValue) private var isPressed
    @Environment(\.controlSize) private var controlSize

    static func padding(_ size: ControlSize) -> EdgeInsets {
        switch size {
        case .mini: EdgeInsets(top: 2, leading: 6, bottom: 2, trailing: 6)
        case .small: EdgeInsets(top: 4, leading: 10, bottom: 4, trailing: 10)
        case .regular: EdgeInsets(top: 6.5, leading: 12, bottom: 6.5, trailing: 12)
        case .large, .extraLarge: EdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
        }
    }
    static func cornerRadius(_ size: ControlSize) -> CGFloat {
        switch size {
        case .mini, .small: 6
        case .regular: 8
        case .large, .extraLarge: 12
        }
    }

    public func makeBody(configuration: Configuration) -> some View {
        let destructive = configuration.role == .destructive
        let tint: AnyShapeStyle = destructive ? AnyShapeStyle(Color.red) : AnyShapeStyle(TintShapeStyle())
        let fill: AnyShapeStyle = !isEnabled ? AnyShapeStyle(Color(uiColor: .secondarySystemFill))
            : prominent ? tint : AnyShapeStyle(tint.opacity(0.15))
        let text: AnyShapeStyle = !isEnabled ? AnyShapeStyle(Color(uiColor: .tertiaryLabel)) : prominent ? AnyShapeStyle(Color.white) : tint
        return configuration.label
            .foregroundStyle(text)
            .padding(Self.padding(controlSize))
            .background(fill, in: RoundedRectangle(cornerRadius: Self.cornerRadius(controlSize), style: .continuous))
            .opacity(isPressed ? 0.7 : 1)
    }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
/// The filled, tinted button.
public typealias BorderedProminentButtonStyle = BorderedButtonStyle
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedButtonStyle { BorderedButtonStyle(prominent: true) }
}

/// The size of controls, as SwiftUI's `ControlSize`.
public enum ControlSize: Hashable, CaseIterable, Sendable { case mini, small, regular, large, extraLarge }

extension EnvironmentValues {
    /// `.controlSize`.
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
}
private enum ControlSizeKey: EnvironmentKey { static let defaultValue = ControlSize.regular }

extension View {
    /// The size of controls in the subtree.
    public func controlSize(_ size: ControlSize) -> ModifiedContent<Self, EnvironmentWriter> {
        modifier(EnvironmentWriter { $0.controlSize = size })
    }
}
