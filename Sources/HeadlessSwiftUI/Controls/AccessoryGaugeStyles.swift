/// The accessory gauge styles, as SwiftUI's (the lock-screen and complication look, also usable in an app).
/// No iOS render of them was measured: the sizes are read from Apple's documentation images and the
/// lock-screen widget sizes (a circular widget is 72 pt on a 6.1" iPhone, the gauge inset in it), so every
/// number here is a guess within a few points; the colours follow SwiftUI's rule that the tint fills.

/// The accessory sizes, shared by the styles below.
enum AccessoryGaugeMetrics {
    /// A circular gauge's diameter (a guess: a 72 pt widget less its inset).
    static let diameter: CGFloat = 58
    /// A ring's line width (a guess).
    static let lineWidth: CGFloat = 6
    /// A linear gauge's bar height (a guess).
    static let barHeight: CGFloat = 6
    /// The open ring's gap at the bottom, as a fraction of the circle (a guess: about 90°).
    static let gap: Double = 0.25
    /// The track under the tint (a guess: the tint at 30 %, as widgets draw in the accented look).
    static let trackOpacity: Double = 0.3
    /// The marker of the non-capacity styles: a disc of the background colour (white) with a dark ring
    /// (a guess).
    static let markerDiameter: CGFloat = 8
}

/// A thin bar with a marker at the value, the bounds' labels at its ends and the label above it.
public struct AccessoryLinearGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        let m = AccessoryGaugeMetrics.self
        return VStack(alignment: .leading, spacing: 4) {
            configuration.label.font(.caption)
            HStack(spacing: 6) {
                configuration.minimumValueLabel.font(.caption2)
                GeometryReader { proxy in
                    ZStack(alignment: .leading) {
                        Capsule().fill(.tint).opacity(m.trackOpacity)
                        Circle().fill(.white)
                            .overlay { Circle().strokeBorder(Color.black.opacity(0.5), lineWidth: 1.5) }
                            .frame(width: m.markerDiameter, height: m.markerDiameter)
                            .offset(x: (proxy.size.width - m.markerDiameter) * configuration.value)
                    }
                }
                .frame(height: m.barHeight)
                configuration.maximumValueLabel.font(.caption2)
            }
        }
    }
}

/// A bar filled by the tint up to the value, the label above it and the current value beside the label.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        let m = AccessoryGaugeMetrics.self
        return VStack(alignment: .leading, spacing: 4) {
            HStack(spacing: 4) {
                configuration.label
                configuration.currentValueLabel
            }
            .font(.caption)
            GeometryReader { proxy in
                ZStack(alignment: .leading) {
                    Capsule().fill(.tint).opacity(m.trackOpacity)
                    Capsule().fill(.tint).frame(width: proxy.size.width * configuration.value)
                }
            }
            .frame(height: m.barHeight)
        }
    }
}

/// An open ring (its gap at the bottom) with a marker at the value, the current value in its middle and
/// the bounds' labels in the gap (the label there when there are none).
public struct AccessoryCircularGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        let m = AccessoryGaugeMetrics.self
        // The ring runs clockwise from the gap's leading end (lower left) to its trailing end (lower right).
        let start = Angle.degrees(90 + m.gap * 180)
        let sweep = 360 * (1 - m.gap)
        let marker = Angle.degrees(start.degrees + sweep * configuration.value)
        let radius = (m.diameter - m.lineWidth) / 2
        return ZStack {
            ZStack {
                GaugeArc(start: start, end: .degrees(start.degrees + sweep))
                    .stroke(.tint, style: StrokeStyle(lineWidth: m.lineWidth, lineCap: .round))
                    .opacity(m.trackOpacity)
                Circle().fill(.white)
                    .overlay { Circle().strokeBorder(Color.black.opacity(0.5), lineWidth: 1.5) }
                    .frame(width: m.markerDiameter, height: m.markerDiameter)
                    .offset(x: radius * cos(marker.radians), y: radius * sin(marker.radians))
            }
            .padding(m.lineWidth / 2)
            configuration.currentValueLabel.font(.system(size: 17, weight: .medium))
            Group {
                if configuration.minimumValueLabel != nil || configuration.maximumValueLabel != nil {
                    HStack {
                        configuration.minimumValueLabel
                        Spacer(minLength: 0)
                        configuration.maximumValueLabel
                    }
                    .padding(.horizontal, m.lineWidth)
                } else {
                    configuration.label
                }
            }
            .font(.system(size: 10, weight: .medium))
            .frame(maxHeight: .infinity, alignment: .bottom)
        }
        .frame(width: m.diameter, height: m.diameter)
    }
}

/// A full ring filled by the tint clockwise from the top up to the value, the current value in its middle.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        let m = AccessoryGaugeMetrics.self
        return ZStack {
            Circle().stroke(.tint, lineWidth: m.lineWidth).opacity(m.trackOpacity)
            GaugeArc(start: .degrees(-90), end: .degrees(-90 + 360 * configuration.value))
                .stroke(.tint, style: StrokeStyle(lineWidth: m.lineWidth, lineCap: .round))
                .opacity(configuration.value > 0 ? 1 : 0)
            configuration.currentValueLabel.font(.system(size: 17, weight: .medium))
        }
        .padding(m.lineWidth / 2)
        .frame(width: m.diameter, height: m.diameter)
    }
}

/// An arc of the largest circle in the rect, clockwise on screen from `start` to `end` (angles from the
/// trailing side, as SwiftUI's). Drawn as its own shape rather than a trimmed `Circle`, whose path here
/// starts at the top where SwiftUI's starts at the trailing side.
struct GaugeArc: Shape {
    let start: Angle
    let end: Angle
    nonisolated func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: min(rect.width, rect.height) / 2,
                    startAngle: start, endAngle: end, clockwise: false)
        return path
    }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle { public static var accessoryLinear: Self { Self() } }
extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle { public static var accessoryLinearCapacity: Self { Self() } }
extension GaugeStyle where Self == AccessoryCircularGaugeStyle { public static var accessoryCircular: Self { Self() } }
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle { public static var accessoryCircularCapacity: Self { Self() } }
