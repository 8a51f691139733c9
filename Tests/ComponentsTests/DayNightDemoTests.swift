import Testing
import Raster
import Motion
import Typesetting
import GoldenTesting
@testable import Components

/// `DayNightToggleDemo`: layout from the seed's modifiers, the screen's timing, the loop, and pixels.
struct DayNightDemoLayoutTests {
    let layout = DayNightDemoLayout(device: .iPhone16Pro, toggle: DayNightToggleLayout(height: 56))

    @Test func contentIsCentredInTheSafeArea() {
        let text = 41.0
        let content = layout.content(textHeight: text)
        #expect(content.height == 24 + text + 24 + 56 + 24)
        // iPhone 16 Pro: safe area from 62 to 874 − 34 = 840, centre 451.
        #expect(abs(content.midY - 451) < 1e-9)
        #expect(content.width == 402)
    }

    @Test func textAndToggleStackWithTheSeedsSpacing() {
        let text = 41.0
        let textFrame = layout.textFrame(size: Size(200, text), textHeight: text)
        let toggle = layout.toggleFrame(textHeight: text)
        #expect(abs(toggle.minY - textFrame.maxY - 24) < 1e-9)
        #expect(abs(textFrame.minY - layout.content(textHeight: text).minY - 24) < 1e-9)
        // Both centred across the screen.
        #expect(abs(textFrame.midX - 201) < 1e-9 && abs(toggle.midX - 201) < 1e-9)
        #expect(toggle.width == 56 * 2.2 && toggle.height == 56)
    }

    @Test func tallContentStartsAtTheSafeAreasTop() {
        let small = DayNightDemoLayout(device: DeviceScreen.parse("300x200")!, toggle: DayNightToggleLayout(height: 116))
        #expect(small.content(textHeight: 150).minY == 0)
        let named = DayNightDemoLayout(device: .iPhone16Pro, toggle: DayNightToggleLayout(height: 116))
        #expect(named.content(textHeight: 2000).minY == 62)
    }

    @Test func devices() {
        #expect(DeviceScreen.parse("iphone-16-pro") == .iPhone16Pro)
        #expect(DeviceScreen.parse("390x844")?.size == Size(390, 844))
        #expect(DeviceScreen.parse("390x844")?.safeArea == Rect(x: 0, y: 0, width: 390, height: 844))
        for bad in ["", "x", "390", "390x", "x844", "99x500", "390x5000", "390X844", "-390x844", "390x844x1", "iphone"] {
            #expect(DeviceScreen.parse(bad) == nil, "\(bad)")
        }
    }
}

struct DayNightDemoTimelineTests {
    @Test func oneChangeAtZero() {
        let t = DayNightDemoTimeline(toNight: true, reduceMotion: false)
        #expect(!t.startsAtNight && t.changes == [0])
        #expect(t.moment(at: 0.3) == (true, 0.3))
        #expect(t.screenProgress(at: 0) == 0 && t.screenProgress(at: 0.55) == 1)
        // easeInOut: half way at half the duration, slow at the ends.
        #expect(abs(t.screenProgress(at: 0.275) - 0.5) < 1e-6)
        #expect(t.screenProgress(at: 0.05) < 0.05)
    }

    @Test func autoToggleFlipsEveryOneAndAHalfSeconds() {
        let t = DayNightDemoTimeline(autoTogglingToward: true, until: 6, reduceMotion: false)
        #expect(t.changes == [1.5, 3.0, 4.5, 6.0])
        #expect(t.moment(at: 1.0) == (true, 0))       // before the first flip: the start state (day)
        #expect(t.moment(at: 2.0) == (true, 0.5))
        #expect(t.moment(at: 3.25) == (false, 0.25))
        #expect(t.moment(at: 4.5) == (true, 0))
        #expect(t.screenProgress(at: 1.4) == 0)
        // Each flip has settled before the next: the toggle's spring and the screen's curve.
        #expect(DayNightToggleAnimation.spring.duration < AutoToggle.interval)
        #expect(DayNightDemoTimeline.screenAnimation.duration < AutoToggle.interval)
    }

    @Test func reduceMotionStopsTheLoopAndStepsAChange() {
        let loop = DayNightDemoTimeline(autoTogglingToward: true, until: 60, reduceMotion: true)
        #expect(loop.changes.isEmpty)
        #expect(loop.screenProgress(at: 10) == 0)
        let step = DayNightDemoTimeline(toNight: false, reduceMotion: true)
        #expect(step.screenProgress(at: 0) == 0 && step.screenProgress(at: 0.001) == 1)
    }
}

struct DayNightDemoSceneTests {
    static func scene(_ toNight: Bool = true, scale: Int = 1, appearance: RenderEnvironment.Appearance = .light,
                      reduceMotion: Bool = false, dynamicType: DynamicTypeSize = .large,
                      device: DeviceScreen = .iPhone16Pro, autoToggle: Bool = false) throws -> DayNightDemoScene {
        try DayNightDemoScene(toNight: toNight, environment: RenderEnvironment(scale: scale, appearance: appearance, reduceMotion: reduceMotion),
                              dynamicType: dynamicType, device: device, autoToggle: autoToggle)
    }

    @Test func canvasIsTheScreen() throws {
        #expect(try Self.scene(scale: 3).pixelSize == (1206, 2622))
        #expect(try Self.scene(scale: 1, device: DeviceScreen.parse("390x844")!).pixelSize == (390, 844))
    }

    @Test func settleTimes() throws {
        #expect(abs(try Self.scene().settleTime - 1.0698) < 1e-3)
        #expect(try Self.scene(reduceMotion: true).settleTime == 1.0 / 60)
        #expect(abs(try Self.scene(autoToggle: true).settleTime - (3 + 1.0698)) < 1e-3)
        #expect(try Self.scene(reduceMotion: true, autoToggle: true).settleTime == 0)
    }

    @Test func voiceOverReadsTheGreetingAndTheSwitch() throws {
        #expect(try Self.scene(true).accessibilityDescription == "Good night. Night mode, switch, on")
        #expect(try Self.scene(false).accessibilityDescription == "Good morning. Night mode, switch, off")
    }

    @Test func valuesIncludeTheToggleAndTheScreen() throws {
        let scene = try Self.scene()
        func v(_ t: Double) -> [String: Double] { Dictionary(uniqueKeysWithValues: scene.values(at: t).map { ($0.name, $0.value) }) }
        #expect(v(0)["screenNightOpacity"] == 0 && v(0)["knobProgress"] == 0)
        #expect(v(0.55)["screenNightOpacity"] == 1 && v(0.55)["nightTextOpacity"] == 1)
        #expect(v(scene.settleTime)["knobProgress"] == 1)
    }

    /// The screen's gradients at the top and bottom rows: cyan 55 % over the window's white, to white;
    /// black to indigo at night.
    @Test func gradientsFillTheScreen() throws {
        let scene = try Self.scene()
        let start = scene.render(at: 0), end = scene.render(at: scene.settleTime)
        let cyan = Palette(appearance: .light).color(.cyan), indigo = Palette(appearance: .light).color(.indigo)
        func near(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ c: (Double, Double, Double), within: Double) -> Bool {
            abs(Double(p.r) - c.0) <= within && abs(Double(p.g) - c.1) <= within && abs(Double(p.b) - c.2) <= within && p.a == 255
        }
        // Top row: the gradient's first stop at about 1/874 of the way, so within a couple of levels.
        let top = (255 + 0.55 * (cyan.red * 255 - 255), 255 + 0.55 * (cyan.green * 255 - 255), 255 + 0.55 * (cyan.blue * 255 - 255))
        #expect(near(start.pixel(x: 5, y: 0), top, within: 2))
        #expect(near(start.pixel(x: 5, y: 873), (255, 255, 255), within: 2))
        #expect(near(end.pixel(x: 5, y: 0), (0, 0, 0), within: 2))
        #expect(near(end.pixel(x: 5, y: 873), (indigo.red * 255, indigo.green * 255, indigo.blue * 255), within: 2))
        // In dark appearance the window is black, so the translucent cyan top is darker.
        let dark = try Self.scene(appearance: .dark).render(at: 0).pixel(x: 5, y: 0)
        #expect(Int(dark.g) < Int(start.pixel(x: 5, y: 0).g) - 50)
    }

    /// The toggle sits where the layout says, drawn as the toggle scene draws it: inside its capsule (opaque,
    /// away from the knob) the demo's pixels are the toggle scene's own.
    @Test func toggleIsTheToggleScenePlacedByTheLayout() throws {
        let scene = try Self.scene(scale: 2)
        let toggle = scene.toNightToggle
        for time in [0.0, 0.2, 1.0698] {
            let demo = scene.render(at: time), alone = toggle.render(at: time)
            let text = DayNightDemoScene.height(of: scene.dayLines)
            let frame = scene.layout.toggleFrame(textHeight: text)
            let origin = scene.pixels(frame.origin)
            // A patch on the capsule's vertical centre line, 12–20 % in from each end (clear of the knob at
            // rest: the knob covers the other end).
            let knobAtLeading = toggle.animation.state(at: time).knobProgress < 0.5
            let fraction = knobAtLeading ? 0.85 : 0.15
            let cx = Int(frame.width * fraction * 2), cy = Int(frame.height)
            for dy in -3...3 {
                for dx in -3...3 {
                    let d = demo.pixel(x: origin.x + cx + dx, y: origin.y + cy + dy)
                    let a = alone.pixel(x: toggle.frameOrigin.x + cx + dx, y: toggle.frameOrigin.y + cy + dy)
                    #expect(d == a, "t=\(time) at (\(cx + dx), \(cy + dy))")
                }
            }
        }
    }

    /// The greeting changes: its band differs between start and end, and mid-way both greetings show.
    @Test func greetingCrossFades() throws {
        let scene = try Self.scene()
        let text = DayNightDemoScene.height(of: scene.dayLines)
        let band = scene.layout.textFrame(size: Size(402, text), textHeight: text)
        func inkRow(_ p: Pixmap, dark: Bool) -> Int {
            // Pixels in the text band far from the gradient: black text by day, white text by night.
            var n = 0
            for y in Int(band.minY)..<Int(band.maxY) {
                for x in 0..<p.width {
                    let c = p.pixel(x: x, y: y)
                    if dark ? (c.r < 60 && c.g < 60) : (c.r > 235 && c.g > 235 && c.b > 235) { n += 1 }
                }
            }
            return n
        }
        let start = scene.render(at: 0), end = scene.render(at: scene.settleTime)
        #expect(inkRow(start, dark: true) > 300)   // "Good morning" in black on the light sky
        #expect(inkRow(end, dark: false) > 300)    // "Good night" in white on the night sky
        #expect(start.data != end.data)
    }

    /// A greeting too wide for the screen wraps, as SwiftUI's Text does, and the toggle moves down with it.
    @Test func largeTypeWrapsTheGreeting() throws {
        let scene = try Self.scene(dynamicType: .accessibility5, device: DeviceScreen.parse("320x600")!)
        #expect(scene.dayLines.map(\.string) == ["Good", "morning"])
        #expect(scene.nightLines.map(\.string) == ["Good", "night"])
        for line in scene.dayLines { #expect(line.width <= scene.layout.textWidth) }
        let one = try Self.scene()
        #expect(one.dayLines.count == 1 && one.nightLines.count == 1)
    }

    @Test func autoToggleRunsTheLoop() throws {
        let scene = try Self.scene(autoToggle: true)
        // Still day before the first flip; night after it settles; day again after the second.
        #expect(scene.render(at: 1.4).data == scene.render(at: 0).data)
        #expect(scene.render(at: 2.9).data == (try Self.scene().render(at: 1.4)).data)
        #expect(scene.render(at: 4.1).data == scene.render(at: 0).data)
        let still = try Self.scene(reduceMotion: true, autoToggle: true)
        #expect(still.render(at: 2.9).data == still.render(at: 0).data)
    }

    @Test func reduceMotionStepsEverything() throws {
        let scene = try Self.scene(reduceMotion: true)
        let animated = try Self.scene()
        #expect(scene.render(at: 0).data == animated.render(at: 0).data)
        #expect(scene.render(at: 0.01).data == animated.render(at: animated.settleTime).data)
    }
}

/// Golden frames of the demo screen (`Fixtures/golden/day-night/demo-*`).
struct DayNightDemoGoldenTests {
    @Test func lightAtOneX() throws {
        let scene = try DayNightDemoSceneTests.scene(scale: 1)
        for (name, time) in [("start", 0.0), ("middle", 0.275), ("end", scene.settleTime)] {
            try assertGolden(scene.render(at: time), named: "demo-light-1x-\(name)", group: "day-night")
        }
    }

    @Test func darkAtTwoXMiddle() throws {
        let scene = try DayNightDemoSceneTests.scene(false, scale: 2, appearance: .dark)
        try assertGolden(scene.render(at: 0.275), named: "demo-dark-2x-to-day-middle", group: "day-night")
    }

    @Test func wrappedRightToLeftOnACustomScreen() throws {
        let scene = try DayNightDemoScene(toNight: true, environment: RenderEnvironment(scale: 1, layoutDirection: .rtl),
                                          dynamicType: .accessibility5, device: DeviceScreen.parse("320x600")!)
        try assertGolden(scene.render(at: 0.2), named: "demo-rtl-ax5-320x600-0.2s", group: "day-night")
    }
}
