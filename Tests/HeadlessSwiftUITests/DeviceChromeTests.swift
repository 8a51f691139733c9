import Foundation
import Testing
import Raster
@testable import HeadlessSwiftUI

/// The status bar and home indicator a `--device` screen draws over the app (`System/`): where their parts
/// sit, their ink in light and dark, and the modifiers that hide them.
@MainActor
struct DeviceChromeTests {
    /// An iPhone 16 Pro's screen (402 × 874 pt, insets 62 / 34) with its chrome, at @2x.
    static let islandScreen = RenderConfiguration.Screen(
        size: CGSize(width: 402, height: 874), safeArea: EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0),
        chrome: DeviceChrome(statusBar: .dynamicIsland, homeIndicator: true))
    static let classicScreen = RenderConfiguration.Screen(
        size: CGSize(width: 375, height: 667), safeArea: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0),
        chrome: DeviceChrome(statusBar: .classic, homeIndicator: false))

    struct Plain: View {
        var body: some View { Color.clear }
    }

    /// The box in points (x0, y0, x1, y1) of pixels differing from the window's background by more than
    /// 100 in a channel, within `rows` and `columns` given in points; nil when there is none.
    static func ink(_ p: Pixmap, columns: Range<Double>, rows: Range<Double>, scale: Double = 2) -> [Double]? {
        let background = pixel(p, 1, p.height / 2)
        var box = [Int.max, Int.max, Int.min, Int.min]
        for y in Int(rows.lowerBound * scale)..<Int(rows.upperBound * scale) {
            for x in Int(columns.lowerBound * scale)..<Int(columns.upperBound * scale) {
                let c = pixel(p, x, y)
                if abs(c.r - background.r) > 100 || abs(c.g - background.g) > 100 || abs(c.b - background.b) > 100 {
                    box = [min(box[0], x), min(box[1], y), max(box[2], x + 1), max(box[3], y + 1)]
                }
            }
        }
        return box[0] == Int.max ? nil : box.map { Double($0) / scale }
    }

    func frame<V: View>(_ view: V, screen: RenderConfiguration.Screen = islandScreen, scheme: ColorScheme = .light) async throws -> Pixmap {
        try await render(view, configure: { $0.screen = screen; $0.scale = 2; $0.colorScheme = scheme }).render(at: 0)
    }

    @Test func theClockAndIconsAreCentredInTheEarsBesideTheIsland() async throws {
        let p = try await frame(Plain())
        // The ears are (402 − 126) / 2 = 138 pt wide; both halves are centred on the island's centre line,
        // 29.5 pt above the inset's bottom (32.5 pt).
        let clock = try #require(Self.ink(p, columns: 0..<138, rows: 0..<62))
        let icons = try #require(Self.ink(p, columns: 264..<402, rows: 0..<62))
        #expect(abs((clock[0] + clock[2]) / 2 - 69) <= 1.5, "clock \(clock)")
        #expect(abs((icons[0] + icons[2]) / 2 - 333) <= 1.5, "icons \(icons)")
        #expect(abs((icons[1] + icons[3]) / 2 - 32.5) <= 1, "icons \(icons)")
        // The clock's digits are 17 pt semibold: cap height about 12 pt, centred on the same line.
        #expect((11...13.5).contains(clock[3] - clock[1]), "clock \(clock)")
        #expect(abs((clock[1] + clock[3]) / 2 - 32.5) <= 1, "clock \(clock)")
        // Signal, Wi-Fi and battery: 18 + 17 + 26.5 pt and two 6 pt gaps.
        #expect(abs((icons[2] - icons[0]) - 73.5) <= 1, "icons \(icons)")
        #expect(Self.ink(p, columns: 138..<264, rows: 0..<62) == nil, "nothing under the island")
    }

    @Test func theInkIsBlackOnLightContentAndWhiteOnDark() async throws {
        let light = try await frame(Plain()), dark = try await frame(Plain(), scheme: .dark)
        // The battery's fill is solid ink: 2 pt inside the 25 × 12 outline.
        let box = try #require(Self.ink(light, columns: 264..<402, rows: 0..<62))
        let fill = (x: Int((box[2] - 10) * 2), y: Int((box[1] + box[3])))
        #expect(pixel(light, fill.x, fill.y) == (0, 0, 0, 255))
        #expect(pixel(dark, fill.x, fill.y) == (255, 255, 255, 255))
        #expect(pixel(dark, 10, 10) == (0, 0, 0, 255), "the window's dark background")
    }

    @Test func theHomeIndicatorIsACapsuleAboveTheBottomEdge() async throws {
        let p = try await frame(Plain())
        let bar = try #require(Self.ink(p, columns: 0..<402, rows: 840..<874))
        #expect(bar == [134, 861, 268, 866], "134 × 5 pt, centred, 8 pt above the edge: \(bar)")
    }

    @Test func modifiersHideEachPart() async throws {
        let hidden = try await frame(Plain().statusBarHidden())
        #expect(Self.ink(hidden, columns: 0..<402, rows: 0..<62) == nil)
        #expect(Self.ink(hidden, columns: 0..<402, rows: 840..<874) != nil, "the home indicator stays")
        let noOverlays = try await frame(Plain().persistentSystemOverlays(.hidden))
        #expect(Self.ink(noOverlays, columns: 0..<402, rows: 840..<874) == nil)
        #expect(Self.ink(noOverlays, columns: 0..<402, rows: 0..<62) != nil, "the status bar stays")
        var bare = Self.islandScreen
        bare.chrome = nil
        let none = try await frame(Plain(), screen: bare)
        #expect(Self.ink(none, columns: 0..<402, rows: 0..<874) == nil)
    }

    @Test func theClassicBarCentresTheClockIn20Points() async throws {
        let p = try await frame(Plain(), screen: Self.classicScreen)
        let clock = try #require(Self.ink(p, columns: 150..<225, rows: 0..<20))
        #expect(abs((clock[0] + clock[2]) / 2 - 187.5) <= 1, "clock \(clock)")
        #expect(abs((clock[1] + clock[3]) / 2 - 10) <= 1, "clock \(clock)")
        let signal = try #require(Self.ink(p, columns: 0..<60, rows: 0..<20))
        #expect(abs(signal[0] - 6) <= 0.5, "signal from the 6 pt margin: \(signal)")
        let battery = try #require(Self.ink(p, columns: 300..<375, rows: 0..<20))
        #expect(abs(battery[2] - 369) <= 0.5, "battery to the 6 pt margin: \(battery)")
        #expect(Self.ink(p, columns: 0..<375, rows: 600..<667) == nil, "a home button: no indicator")
    }

    /// The chrome lies over the app (a full-screen colour under it) and is not part of what VoiceOver reads;
    /// the app's views lay out in the safe area as without it.
    @Test func theChromeIsOverTheAppAndSilent() async throws {
        struct Screen: View {
            var body: some View {
                Text("Hello").frame(maxWidth: .infinity, maxHeight: .infinity).background(Color.yellow.ignoresSafeArea())
            }
        }
        let scene = try await render(Screen(), configure: { $0.screen = Self.islandScreen })
        #expect(scene.accessibilityDescription == "Hello")
        let laid = scene.laidOut(at: 0)
        let text = laid.nodes.first { $0.name == "Text" }
        let middle: CGFloat = 62 + (874 - 96) / 2
        #expect(text.map { abs($0.frame.midY - middle) < 1 } == true, "the text in the safe area's middle")
        let p = scene.render(at: 0)
        let clock = try #require(ScreenMeasure.ink(p, columns: 0..<138 * 3, rows: 0..<62 * 3, on: (255, 204, 0)))
        #expect(pixel(p, clock[0] + (clock[2] - clock[0]) / 2, 20).b < 100, "yellow under the bar: \(clock)")
    }
}

extension DeviceChromeTests {
    /// `.preferredColorScheme(.dark)` anywhere in the app turns the chrome's ink white, as on iOS, where it
    /// sets the window's appearance.
    @Test func aPreferredDarkSchemeTurnsTheInkWhite() async throws {
        struct Night: View {
            var body: some View { VStack { Text("Night") }.preferredColorScheme(.dark) }
        }
        let p = try await frame(Night())
        let bar = try #require(Self.ink(p, columns: 0..<402, rows: 840..<874))
        #expect(pixel(p, Int(bar[0] + bar[2]), Int(bar[1] + bar[3])) == (255, 255, 255, 255), "a white indicator")
        #expect(pixel(p, 10, 1000) == (0, 0, 0, 255), "on the window's dark background")
    }
}
