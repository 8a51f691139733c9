import HeadlessSwiftUI
@testable import Components

/// A configuration for the scenes under test.
func configuration(scale: Int = 3, scheme: ColorScheme = .light, dynamicType: DynamicTypeSize = .large,
                   direction: LayoutDirection = .leftToRight, reduceMotion: Bool = false, palette: SystemPalette = .ios18,
                   background: Color? = nil, screen: DeviceScreen? = nil) -> RenderConfiguration {
    var c = RenderConfiguration()
    c.scale = scale; c.colorScheme = scheme; c.dynamicTypeSize = dynamicType; c.layoutDirection = direction
    c.reduceMotion = reduceMotion; c.palette = palette; c.background = background
    c.screen = screen?.renderScreen
    return c
}

extension ColorScheme {
    var name: String { self == .dark ? "dark" : "light" }
}
