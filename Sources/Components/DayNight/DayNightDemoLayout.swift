import Raster

/// Where `DayNightToggleDemo` puts its text and toggle on a device screen, in points. Pure geometry from
/// the seed's modifiers:
///
/// ```swift
/// ScrollView { VStack(spacing: 24) { Text(…); DayNightToggle(…) }.padding(24).frame(maxWidth: .infinity) }
///     .defaultScrollAnchor(.center, for: .alignment)
/// ```
///
/// The gradients ignore the safe area; the scroll view does not, so its content is laid out in the safe
/// area. `.defaultScrollAnchor(.center, for: .alignment)` centres content shorter than the scroll view;
/// taller content starts at the top (and would scroll). The VStack centres its children horizontally
/// across the full width.
public struct DayNightDemoLayout: Hashable, Sendable {
    /// `VStack(spacing: 24)` and `.padding(24)`.
    public static let spacing = 24.0
    public static let padding = 24.0

    public let device: DeviceScreen
    /// The toggle's own geometry (its size follows Dynamic Type).
    public let toggle: DayNightToggleLayout

    public init(device: DeviceScreen, toggle: DayNightToggleLayout) {
        self.device = device; self.toggle = toggle
    }

    /// The width the text is offered: the screen less the padding on both sides. Longer text wraps.
    public var textWidth: Double { device.size.width - 2 * Self.padding }

    /// The VStack with its padding, for a text block `textHeight` tall: full width, centred in the safe
    /// area, or from the safe area's top when it is taller than the safe area.
    public func content(textHeight: Double) -> Rect {
        let height = 2 * Self.padding + textHeight + Self.spacing + toggle.size.height
        let area = device.safeArea
        let top = height < area.height ? area.midY - height / 2 : area.minY
        return Rect(x: 0, y: top, width: device.size.width, height: height)
    }

    /// The text's frame: `size` (its block's width and height) centred across the content.
    public func textFrame(size: Size, textHeight: Double) -> Rect {
        let content = content(textHeight: textHeight)
        return Rect(x: (device.size.width - size.width) / 2, y: content.minY + Self.padding,
                    width: size.width, height: size.height)
    }

    /// The toggle's frame, under a text block `textHeight` tall.
    public func toggleFrame(textHeight: Double) -> Rect {
        let content = content(textHeight: textHeight)
        let size = toggle.size
        return Rect(x: (device.size.width - size.width) / 2,
                    y: content.minY + Self.padding + textHeight + Self.spacing,
                    width: size.width, height: size.height)
    }
}
