/// `.toggleStyle(.button)`: the toggle as a button that flips it. Off, its label in the tint with no
/// background (the borderless button); on, the label in the tint on the tint at 15 % (the bordered button's
/// look). Neither look was measured: no render of a button toggle was available, so both are guesses.
public struct ButtonToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        Group {
            if configuration.isOn {
                Button { configuration.isOn.toggle() } label: { configuration.label }.buttonStyle(.bordered)
            } else {
                Button { configuration.isOn.toggle() } label: { configuration.label }.buttonStyle(.borderless)
            }
        }
    }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}
