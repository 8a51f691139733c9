/// The status bar as simulator screenshots show it: 9:41, full signal, Wi-Fi and a full battery, in black
/// on light content and white on dark. Every size is read from Apple's iOS 17/18 design kit and simulator
/// screenshots by eye: guesses within about a point (docs/devices.md).
struct StatusBar: View {
    let layout: DeviceChrome.StatusBarLayout
    /// The screen's width and the top safe-area inset the bar sits in.
    let width: CGFloat
    let height: CGFloat
    @Environment(\.colorScheme) private var colorScheme

    /// The Dynamic Island's width; the ears beside it hold the bar's two halves.
    static let islandWidth: CGFloat = 126
    /// The island's centre is 29.5 pt above the bottom of the top inset (11 + 37 / 2 on a 59 pt inset; the
    /// 62 pt insets of the 16 Pro models put it 3 pt lower): the clock and icons are centred on it.
    static let islandCentreAboveInsetBottom: CGFloat = 29.5
    static let iconSpacing: CGFloat = 6
    /// The classic bar's margins and the scale of its smaller icons.
    static let classicMargin: CGFloat = 6
    static let classicIconScale: CGFloat = 0.85

    var body: some View {
        let ink = colorScheme == .dark ? Color.white : Color.black
        Group {
            if layout == .dynamicIsland {
                let ear = max(0, (width - Self.islandWidth) / 2)
                HStack(spacing: Self.islandWidth) {
                    Text(verbatim: "9:41").font(.system(size: 17, weight: .semibold)).frame(width: ear)
                    HStack(spacing: Self.iconSpacing) { CellularBars(); WiFiFan(); BatteryGauge() }.frame(width: ear)
                }
                .frame(width: width, height: 2 * max(0, height - Self.islandCentreAboveInsetBottom))
                .frame(width: width, height: height, alignment: .top)
            } else {
                ZStack {
                    HStack(spacing: 4) { CellularBars(); WiFiFan() }
                        .scaleEffect(Self.classicIconScale, anchor: .leading)
                        .frame(maxWidth: .infinity, alignment: .leading)
                    Text(verbatim: "9:41").font(.system(size: 12, weight: .semibold))
                    BatteryGauge()
                        .scaleEffect(Self.classicIconScale, anchor: .trailing)
                        .frame(maxWidth: .infinity, alignment: .trailing)
                }
                .padding(.horizontal, Self.classicMargin)
                .frame(width: width, height: height)
            }
        }
        .foregroundStyle(ink)
    }
}

/// Full signal: four bars 3 pt wide, 2 pt apart, rising from 4 to 12 pt.
struct CellularBars: View {
    static let heights: [CGFloat] = [4, 6.67, 9.33, 12]
    var body: some View {
        HStack(alignment: .bottom, spacing: 2) {
            ForEach(0..<4, id: \.self) { i in
                RoundedRectangle(cornerRadius: 1, style: .circular).frame(width: 3, height: Self.heights[i])
            }
        }
    }
}

/// Full Wi-Fi: a 90° fan 17 × 12 pt, a wedge and two bands around the point at its foot.
struct WiFiFan: View {
    /// Inner and outer radii of the wedge and the two bands, in points.
    static let bands: [(inner: CGFloat, outer: CGFloat)] = [(0, 3.3), (4.85, 7.6), (9.25, 12)]
    var body: some View {
        ZStack {
            ForEach(0..<Self.bands.count, id: \.self) { i in
                FanBand(inner: Self.bands[i].inner, outer: Self.bands[i].outer)
            }
        }
        .frame(width: 17, height: 12)
    }
}

/// A band of a fan opening upwards 45° each side of the vertical, around the middle of its rect's bottom.
struct FanBand: Shape {
    let inner: CGFloat
    let outer: CGFloat
    func path(in rect: CGRect) -> Path {
        let foot = CGPoint(x: rect.midX, y: rect.maxY)
        var path = Path()
        path.addArc(center: foot, radius: outer, startAngle: .degrees(-135), endAngle: .degrees(-45), clockwise: false)
        if inner > 0 {
            path.addArc(center: foot, radius: inner, startAngle: .degrees(-45), endAngle: .degrees(-135), clockwise: true)
        } else {
            path.addLine(to: foot)
        }
        path.closeSubpath()
        return path
    }
}

/// A full battery: a 25 × 12 pt outline at 35 % of the ink, its fill 2 pt inside, the cap beyond it.
struct BatteryGauge: View {
    var body: some View {
        HStack(spacing: 1) {
            ZStack {
                RoundedRectangle(cornerRadius: 4, style: .continuous).strokeBorder(.foreground.opacity(0.35), lineWidth: 1)
                RoundedRectangle(cornerRadius: 2.5, style: .continuous).padding(2)
            }
            .frame(width: 25, height: 12)
            UnevenRoundedRectangle(topLeadingRadius: 0, bottomLeadingRadius: 0, bottomTrailingRadius: 1.5, topTrailingRadius: 1.5)
                .fill(.foreground.opacity(0.4))
                .frame(width: 1.5, height: 4)
        }
    }
}
