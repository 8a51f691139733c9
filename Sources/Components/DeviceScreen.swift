import Raster
import HeadlessSwiftUI

/// The screen a demo fills: its size in points and the safe-area insets that SwiftUI's layout keeps clear
/// (status bar and Dynamic Island on top, the home indicator below, portrait).
///
/// Backgrounds with `.ignoresSafeArea()` fill the whole screen; everything else lays out inside the safe
/// area. A custom `WxH` screen has no insets. The insets of the named iPhones are Apple's published
/// portrait values (likely; docs/devices.md).
public struct DeviceScreen: Hashable, Sendable {
    /// The name accepted by `--device` (`iphone-16-pro`), or `WxH` for a custom size.
    public let name: String
    /// The screen in points.
    public let size: Size
    /// Points kept clear at the top and bottom (portrait: no side insets).
    public let safeAreaTop: Double
    public let safeAreaBottom: Double

    /// The status bar and home indicator this phone draws over apps (nil for a custom screen).
    public let systemChrome: DeviceChrome?

    public init(name: String, size: Size, safeAreaTop: Double = 0, safeAreaBottom: Double = 0, systemChrome: DeviceChrome? = nil) {
        self.name = name; self.size = size; self.safeAreaTop = safeAreaTop; self.safeAreaBottom = safeAreaBottom
        self.systemChrome = systemChrome
    }

    /// The area views lay out in: the screen less its safe-area insets.
    public var safeArea: Rect {
        Rect(x: 0, y: safeAreaTop, width: size.width, height: size.height - safeAreaTop - safeAreaBottom)
    }

    /// The screen as the view layer takes it: the app's content only.
    public var renderScreen: RenderConfiguration.Screen {
        RenderConfiguration.Screen(size: CGSize(width: size.width, height: size.height),
                                   safeArea: EdgeInsets(top: safeAreaTop, leading: 0, bottom: safeAreaBottom, trailing: 0))
    }

    /// The screen with its status bar and home indicator, as a simulator screenshot shows it.
    public var renderScreenWithChrome: RenderConfiguration.Screen {
        var screen = renderScreen
        screen.chrome = systemChrome
        return screen
    }

    /// The default screen: iPhone 16 Pro, 402 × 874 points.
    public static let iPhone16Pro = DeviceScreen(name: "iphone-16-pro", size: Size(402, 874), safeAreaTop: 62, safeAreaBottom: 34,
                                                     systemChrome: DeviceChrome(statusBar: .dynamicIsland, homeIndicator: true))

    /// The screens `--device` knows by name.
    public static let named: [DeviceScreen] = [
        DeviceScreen(name: "iphone-se", size: Size(375, 667), safeAreaTop: 20, safeAreaBottom: 0,
                     systemChrome: DeviceChrome(statusBar: .classic, homeIndicator: false)),
        DeviceScreen(name: "iphone-16", size: Size(393, 852), safeAreaTop: 59, safeAreaBottom: 34,
                     systemChrome: DeviceChrome(statusBar: .dynamicIsland, homeIndicator: true)),
        iPhone16Pro,
        DeviceScreen(name: "iphone-16-pro-max", size: Size(440, 956), safeAreaTop: 62, safeAreaBottom: 34,
                     systemChrome: DeviceChrome(statusBar: .dynamicIsland, homeIndicator: true)),
    ]

    /// Sides a custom screen may have, in points: from a small watch-sized view to a large tablet.
    public static let customSideRange = 100...2048

    /// A named screen, or a custom `WxH` in whole points within ``customSideRange``; nil for anything else.
    public static func parse(_ text: String) -> DeviceScreen? {
        if let known = named.first(where: { $0.name == text }) { return known }
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]),
              customSideRange.contains(w), customSideRange.contains(h) else { return nil }
        return DeviceScreen(name: text, size: Size(Double(w), Double(h)))
    }

    /// What `--device` accepts, for help and error messages.
    public static var acceptedDescription: String {
        named.map(\.name).joined(separator: ", ")
            + ", or WxH in points (\(customSideRange.lowerBound) to \(customSideRange.upperBound) a side, e.g. 390x844)"
    }
}
