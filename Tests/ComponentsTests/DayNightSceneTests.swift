import Testing
import Raster
import Motion
@testable import Components

struct DayNightSceneTests {
    @Test func canvasHoldsFrameAtIntegerPixels() throws {
        for scale in [1, 2, 3] {
            let scene = try DayNightToggleScene(toNight: true, environment: RenderEnvironment(scale: scale))
            let (w, h) = scene.pixelSize
            let bounds = scene.layout.drawingBounds(overshoot: DayNightToggleAnimation.overshootAllowance)
            #expect(Double(w) >= bounds.width * Double(scale) && Double(h) >= bounds.height * Double(scale))
            #expect(scene.frameOrigin.x > 0 && scene.frameOrigin.y >= 0)
            #expect(scene.render(at: 0).width == w && scene.render(at: 0.4).height == h)
            // Same size in the other direction, so both exports line up.
            let back = try DayNightToggleScene(toNight: false, environment: RenderEnvironment(scale: scale))
            #expect(back.pixelSize == scene.pixelSize)
        }
    }

    @Test func settleTimeIsTheSpringsSettling() throws {
        let scene = try DayNightToggleScene(toNight: true, environment: RenderEnvironment(scale: 1))
        #expect(abs(scene.settleTime - 1.0698) < 1e-3)
        #expect(scene.animation.symbolDuration < scene.settleTime)
        let reduced = try DayNightToggleScene(toNight: true, environment: RenderEnvironment(scale: 1, reduceMotion: true))
        #expect(reduced.settleTime == 1.0 / 60)
    }

    @Test func accessibilityReadsAsASwitch() throws {
        #expect(try DayNightToggleScene(toNight: true, environment: RenderEnvironment()).accessibilityDescription == "Night mode, switch, on")
        #expect(try DayNightToggleScene(toNight: false, environment: RenderEnvironment()).accessibilityDescription == "Night mode, switch, off")
    }

    @Test func valuesStartAndEnd() throws {
        let scene = try DayNightToggleScene(toNight: true, environment: RenderEnvironment(scale: 1))
        func v(_ t: Double) -> [String: Double] { Dictionary(uniqueKeysWithValues: scene.values(at: t).map { ($0.name, $0.value) }) }
        let start = v(0), end = v(scene.settleTime)
        #expect(scene.values(at: 0).map(\.name) == ["knobProgress", "knobOffset", "nightOpacity", "starsOpacity", "cloudOpacity", "knobWhite", "symbolPhase"])
        #expect(start["knobOffset"] == 0 && start["nightOpacity"] == 0 && start["cloudOpacity"] == 1 && start["knobWhite"] == 1)
        #expect(end["knobProgress"] == 1 && end["nightOpacity"] == 1 && end["symbolPhase"] == 1)
        #expect(abs(end["knobOffset"]! - scene.layout.knobTravel) < 1e-12 && abs(end["knobWhite"]! - 0.88) < 1e-12)
        // The knob overshoots by about 2.5 % of its travel (SwiftUI's integrated spring).
        let peak = v(0.4167)["knobProgress"]!
        #expect(peak > 1.02 && peak < 1.03)
    }

    @Test func deterministic() throws {
        let scene = try DayNightToggleScene(toNight: true, environment: RenderEnvironment(scale: 2, appearance: .dark))
        #expect(scene.render(at: 0.3).data == scene.render(at: 0.3).data)
    }

    @Test func accessibilitySizeIsLarger() throws {
        let normal = try DayNightToggleScene(toNight: true, environment: RenderEnvironment(scale: 1))
        let ax = try DayNightToggleScene(toNight: true, environment: RenderEnvironment(scale: 1), dynamicType: .accessibility3)
        #expect(abs(ax.layout.height - 56 * 48 / 28) < 1e-9)
        #expect(ax.pixelSize.width > normal.pixelSize.width && ax.pixelSize.height > normal.pixelSize.height)
    }

    @Test func reduceMotionChangesInOneStep() throws {
        let scene = try DayNightToggleScene(toNight: true, environment: RenderEnvironment(scale: 1, reduceMotion: true))
        let animated = try DayNightToggleScene(toNight: true, environment: RenderEnvironment(scale: 1))
        let end = animated.render(at: animated.settleTime)
        #expect(scene.render(at: 0) == animated.render(at: 0))
        for t in [1.0 / 120, 1.0 / 60, 0.2, 0.5, 1.2] { #expect(scene.render(at: t) == end) }
    }

    @Test func backgroundFillsTheCanvas() throws {
        let scene = try DayNightToggleScene(toNight: true, environment: RenderEnvironment(scale: 1), background: .white)
        let p = scene.render(at: 0).pixel(x: 0, y: 0)
        #expect(p.r == 255 && p.a == 255)
        let clear = try DayNightToggleScene(toNight: true, environment: RenderEnvironment(scale: 1)).render(at: 0).pixel(x: 0, y: 0)
        #expect(clear.a == 0)
    }

    /// At xLarge the frame is 132 pt wide, a whole number of pixels, so a horizontal flip of the LTR
    /// frame lands exactly on the RTL pixel grid.
    @Test func rightToLeftMirrorsLeftToRight() throws {
        let ltr = try DayNightToggleScene(toNight: true, environment: RenderEnvironment(scale: 1), dynamicType: .xLarge)
        let rtl = try DayNightToggleScene(toNight: true, environment: RenderEnvironment(scale: 1, layoutDirection: .rtl), dynamicType: .xLarge)
        let w = ltr.layout.size.width
        #expect(abs(w - 132) < 1e-9)
        for t in [0.0, 0.15, 0.4167, 1.0698] {
            let a = ltr.render(at: t), b = rtl.render(at: t)
            // The knob sits mirrored about the frame's centre.
            let ka = DayNightMeasure.knobCenterX(ltr, a), kb = DayNightMeasure.knobCenterX(rtl, b)
            #expect(abs(ka - (w - kb)) < 0.02, "t=\(t): \(ka) vs \(w - kb)")
            // The whole frame flipped agrees outside the symbols, which SwiftUI does not mirror (the
            // moon, the cloud; the shadow is symmetric).
            let m = DayNightMeasure.mirrored(a)
            let offset = m.width - 2 * ltr.frameOrigin.x - Int(w)
            // Boxes (points, RTL frame) of the unmirrored symbols: the knob's and the cloud's.
            let knob = rtl.layout.knobCenter(progress: rtl.animation.state(at: t).knobProgress, direction: .rtl)
            let cloudWidth = 1.02 * rtl.layout.cloudSize
            let cloud = Point(rtl.layout.sceneryFrame.minX + cloudWidth / 2, rtl.layout.height / 2)
            func unmirrored(_ x: Int, _ y: Int) -> Bool {
                let p = Point(Double(x - rtl.frameOrigin.x) + 0.5, Double(y - rtl.frameOrigin.y) + 0.5)
                let k = 0.62 * rtl.layout.knobSymbolSize, c = 0.6 * rtl.layout.cloudSize
                return (abs(p.x - knob.x) < k && abs(p.y - knob.y) < k) || (abs(p.x - cloud.x) < c && abs(p.y - cloud.y) < c)
            }
            var differing = 0
            for y in 0..<b.height {
                for x in 0..<b.width {
                    let xs = x + offset
                    guard xs >= 0 && xs < m.width, !unmirrored(x, y) else { continue }
                    for c in 0..<4 where abs(Int(m.data[(y * m.width + xs) * 4 + c]) - Int(b.data[(y * b.width + x) * 4 + c])) > 8 {
                        differing += 1; break
                    }
                }
            }
            #expect(differing == 0, "t=\(t): \(differing) pixels differ")
        }
    }
}
