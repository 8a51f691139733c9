extension View {
    /// The foreground style of text, symbols and shapes filled with `.foreground` in the subtree.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedContent<Self, EnvironmentWriter> {
        modifier(EnvironmentWriter { $0.foregroundStyle = AnyShapeStyle(style) })
    }
    /// Primary and secondary styles: `.secondary` (and `.tertiary`) in the subtree resolve to the second,
    /// and symbols draw in palette mode unless a rendering mode is set, as SwiftUI's do.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> ModifiedContent<Self, EnvironmentWriter> {
        modifier(EnvironmentWriter {
            $0.foregroundStyle = AnyShapeStyle(primary)
            $0.foregroundLevels = [AnyShapeStyle(secondary)]
        })
    }
    /// Primary, secondary and tertiary styles, as the two-style form with a tertiary of its own.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> ModifiedContent<Self, EnvironmentWriter> {
        modifier(EnvironmentWriter {
            $0.foregroundStyle = AnyShapeStyle(primary)
            $0.foregroundLevels = [AnyShapeStyle(secondary), AnyShapeStyle(tertiary)]
        })
    }
    /// The older colour-only form.
    public func foregroundColor(_ color: Color?) -> ModifiedContent<Self, EnvironmentWriter> {
        modifier(EnvironmentWriter { $0.foregroundStyle = color.map { AnyShapeStyle($0) } })
    }
    /// The tint of controls in the subtree (a switch's on colour, a button's label).
    public func tint<S: ShapeStyle>(_ tint: S?) -> ModifiedContent<Self, EnvironmentWriter> {
        modifier(EnvironmentWriter { $0.tintStyle = tint.map { AnyShapeStyle($0) } })
    }
    @_disfavoredOverload
    public func tint(_ tint: Color?) -> ModifiedContent<Self, EnvironmentWriter> {
        modifier(EnvironmentWriter { $0.tintStyle = tint.map { AnyShapeStyle($0) } })
    }
    /// The older name of `tint`.
    public func accentColor(_ color: Color?) -> ModifiedContent<Self, EnvironmentWriter> { tint(color) }

    /// Light or dark for the subtree and, as on iOS, for the window: its background and the device's chrome.
    /// The trait tells a device's status bar and home indicator which ink to use (`System/DeviceWindow.swift`).
    public func preferredColorScheme(_ scheme: ColorScheme?) -> ModifiedContent<ModifiedContent<Self, EnvironmentWriter>, TraitModifier> {
        modifier(EnvironmentWriter { if let scheme { $0.colorScheme = scheme } }).trait(PreferredColorSchemeTrait.self, scheme)
    }
    /// The older form.
    public func colorScheme(_ scheme: ColorScheme) -> ModifiedContent<ModifiedContent<Self, EnvironmentWriter>, TraitModifier> {
        preferredColorScheme(scheme)
    }
}
