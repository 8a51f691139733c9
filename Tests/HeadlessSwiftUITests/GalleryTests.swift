import AppResources
import Foundation
import Testing
import GoldenTesting
import Raster
@testable import HeadlessSwiftUI

/// The gallery's examples (`Examples/Gallery/`, compiled here through `Gallery/`'s links), each against
/// its golden.
@MainActor
struct GalleryTests {
    @Test func flowLayoutOfTags() async throws {
        let scene = try await render(TagCloud(), configure: { $0.scale = 2 })
        let laidOut = try await layout(TagCloud())
        // Every tag inside the card's 320 − 2 × 16 pt of content, on more than one row.
        let tags = (0..<10).map { laidOut.frame("background", $0 + 1) }
        #expect(tags.allSatisfy { $0.minX >= 16 - 0.34 && $0.maxX <= 320 - 16 + 0.34 })
        #expect(Set(tags.map { Int($0.minY.rounded()) }).count >= 3)
        try assertGolden(scene.render(at: 0), named: "flow-layout-tags-2x", group: "gallery")
    }

    /// The badge pops through its phases after the tap (at 0.1 s): bigger and tilted at the end of the
    /// grow step, smaller at the overshoot, and back at rest.
    @Test func phaseAnimatedBadge() async throws {
        let scene = try await ViewHost(MessageBadge(), configuration: Self.twoX).then { $0.tap("New message", at: 0.1) }.makeScene()
        // Steps: grow 0.15 s (ease-out), overshoot 0.12 s, rest (a 0.3 s spring's logical duration).
        #expect(abs(scene.settleTime - (0.1 + 0.15 + 0.12 + Animation.spring(duration: 0.3, bounce: 0.4).duration)) < 1e-6)
        let badge = { (t: Double) in scene.laidOut(at: t).nodes.filter { $0.node.textString != nil } }
        #expect(badge(0.05).first?.node.textString == "3")
        #expect(badge(0.3).first?.node.textString == "4")
        let times = [0, 0.17, 0.25, 0.32, 0.4, 0.6, 1.2]
        try assertGolden(Self.strip(times.map { scene.render(at: $0) }), named: "phase-badge-2x", group: "gallery")
    }

    /// The heart jumps, stretches, turns and lands after the tap (at 0.1 s), every track from its own keyframes.
    @Test func keyframeHeart() async throws {
        let scene = try await ViewHost(LikeHeart(), configuration: Self.twoX).then { $0.tap("Like", at: 0.1) }.makeScene()
        // The pink heart's lowest inked row, in points: the lift track reaches −40 pt 0.5 s in (the spring
        // nearly there), and the heart lands where it started.
        func bottom(_ frame: Pixmap) -> Double {
            let rows = (0..<frame.height).filter { y in (0..<frame.width).contains { x in
                let p = pixel(frame, x, y)
                return p.r > 200 && p.g < 120 && p.b > 60 && p.b < 160
            } }
            return Double(rows.last ?? 0) / 2
        }
        let frames = [0, 0.25, 0.45, 0.6, 0.75, 0.9, 1.1, 1.6].map { scene.render(at: $0) }
        #expect(bottom(frames[3]) < bottom(frames[0]) - 25, "\(bottom(frames[3])) vs \(bottom(frames[0]))")
        #expect(bottom(scene.render(at: 4)) == bottom(frames[0]))
        try assertGolden(Self.strip(frames), named: "keyframe-heart-2x", group: "gallery")
    }

    /// The underline glides from "Recent" to "Favourites" after the tap (at 0.1 s), under the tab's spring.
    @Test func matchedGeometryUnderline() async throws {
        let scene = try await ViewHost(TabUnderline(), configuration: Self.twoX).then { $0.tap("Favourites", at: 0.1) }.makeScene()
        func underline(_ t: Double) -> CGRect? { scene.laidOut(at: t).nodes.last { $0.name == "Capsule" }?.frame }
        func tab(_ title: String) -> CGRect? { scene.laidOut(at: 0).nodes.first { $0.node.textString == title }?.frame }
        let recent = try #require(tab("Recent")), favourites = try #require(tab("Favourites"))
        let before = try #require(underline(0)), after = try #require(underline(2))
        #expect(abs(before.midX - recent.midX) < 0.5 && abs(after.midX - favourites.midX) < 0.5, "\(before) \(after)")
        let between = try #require(underline(0.25))
        #expect(between.midX > before.midX + 5 && between.midX < after.midX - 5, "\(between)")
        let times = [0, 0.15, 0.2, 0.25, 0.3, 0.4, 1.0]
        try assertGolden(Self.strip(times.map { scene.render(at: $0) }), named: "matched-underline-2x", group: "gallery")
    }

    /// The card turns over after the tap (at 0.1 s): narrower with its near edge taller on the way, the back
    /// face (mirrored back to read right) once past 90°, and the back at rest at the end.
    @Test func cardFlip() async throws {
        let scene = try await ViewHost(FlipCard(), configuration: Self.twoX).then { $0.tap("Flip", at: 0.1) }.makeScene()
        let times = [0, 0.2, 0.3, 0.38, 0.45, 0.55, 1.0]
        let frames = times.map { scene.render(at: $0) }
        // The card's inked columns (its gradient is saturated; the button's text is not).
        func columns(_ p: Pixmap) -> [Int] {
            (0..<p.width).filter { x in (0..<p.height).contains { y in let c = pixel(p, x, y); return c.a > 200 && max(c.r, c.g, c.b) - min(c.r, c.g, c.b) > 100 } }
        }
        let restWidth = (columns(frames[0]).last ?? 0) - (columns(frames[0]).first ?? 0)
        #expect(abs(restWidth - 320) <= 2, "\(restWidth)")
        #expect(frames.dropFirst().dropLast().contains { (columns($0).last ?? 0) - (columns($0).first ?? 0) < restWidth - 100 })
        // At rest after the flip the back face shows: indigo/blue, not orange.
        let end = frames.last!, middle = (columns(end).first! + columns(end).last!) / 2
        let c = pixel(end, middle, end.height / 3)
        #expect(c.b > c.r, "\(c)")
        try assertGolden(Self.strip(frames), named: "card-flip-2x", group: "gallery")
    }

    /// The knob follows a 30 pt drag from 0.1 s to 0.3 s, then the switch springs on: the drag was heading
    /// past half way (30 pt + a quarter second of 150 pt/s).
    @Test func draggedKnob() async throws {
        let scene = try await ViewHost(DragSwitch(), configuration: Self.twoX)
            .then { $0.drag("Airplane Mode", by: CGSize(width: 30, height: 0), at: 0.1, duration: 0.2) }.makeScene()
        func knob(_ t: Double) -> CGFloat? {
            scene.laidOut(at: t).nodes.lazy.compactMap { n -> CGFloat? in if case .effect(.offset(let d)) = n.node.content { return d.width } else { return nil } }.first
        }
        #expect(knob(0) == 0)
        #expect(abs((knob(0.21) ?? -1) - 15) < 0.01)         // 0.1 s in: 6 of the 12 samples, half way
        #expect(knob(0.29).map { $0 > 25 && $0 < 30 } == true)
        #expect(knob(2) == 44)                              // on: the whole travel
        #expect(scene.accessibilityDescription.contains("Airplane Mode, on"))
        let times = [0, 0.15, 0.22, 0.3, 0.4, 0.5, 1.0]
        try assertGolden(Self.strip(times.map { scene.render(at: $0) }), named: "dragged-knob-2x", group: "gallery")
    }

    /// Every symbol effect after one tap of "Play" (at 0.1 s): the discrete ones play once, the indefinite
    /// ones start, the held ones take their poses.
    @Test func sheetOfEverySymbolEffect() async throws {
        let scene = try await ViewHost(SymbolEffectSheet(), configuration: Self.twoX).then { $0.tap("Play", at: 0.1) }
            .makeScene(until: 1.6)
        let times = [0, 0.2, 0.3, 0.45, 0.6, 0.9, 1.3]
        let frames = times.map { scene.render(at: $0) }
        #expect(Set(frames.map(\.data)).count == times.count)   // every frame differs: something moves throughout
        try assertGolden(Self.strip(frames), named: "symbol-effects-2x", group: "gallery")
    }

    /// The cards turn towards the middle by where layout put them (`.visualEffect`), over the dotted tile
    /// (`ImagePaint` of the gallery's own catalogue); the layout is five equal cards in a row.
    @Test func coverCards() async throws {
        let catalog = try AssetCatalog(url: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/Gallery/Gallery.xcassets"))
        let configure = { (c: inout RenderConfiguration) in c.scale = 2; c.assetCatalogs = [catalog] }
        let scene = try await render(CoverCards(), configure: configure)
        #expect(scene.warnings.isEmpty, "\(scene.warnings)")
        let cards = try await layout(CoverCards(), configure: configure).nodes.filter { $0.name == "RoundedRectangle" && $0.frame.width < 100 }.map(\.frame)
        #expect(cards.count == 5 && cards.allSatisfy { $0.width == 64 && $0.height == 96 })
        // The middle card is drawn flat (no perspective group), the others turned in perspective.
        let projections = scene.displayList(at: 0).items.flatMap { item -> [DisplayItem] in
            if case .group(.projection, _) = item.content { return [item] } else { return [] }
        }
        #expect(projections.count == 4, "\(scene.displayList(at: 0))")
        try assertGolden(scene.render(at: 0), named: "cover-cards-2x", group: "gallery")
    }

    /// Two fingers zoom (to 2.2) and turn the photo from 0.1 s to 0.4 s; when they lift the zoom stays, then
    /// springs back to 1.75, the turn snaps back and the label rolls from 220 % to 175 %, digit by digit.
    @Test func pinchedPhoto() async throws {
        let scene = try await ViewHost(PinchPhoto(), configuration: Self.twoX).then {
            $0.pinch("Photo", scale: 2.2, at: 0.1, duration: 0.3)
            $0.rotate("Photo", by: .degrees(25), at: 0.1, duration: 0.3)
        }.makeScene()
        func effect(_ t: Double, _ match: (Effect) -> Double?) -> Double? {
            scene.laidOut(at: t).nodes.compactMap { n -> Double? in if case .effect(let e) = n.node.content { match(e) } else { nil } }.first
        }
        let scale = { (t: Double) in effect(t) { if case .scale(let s, _) = $0 { Double(s.width) } else { nil } } }
        let angle = { (t: Double) in effect(t) { if case .rotation(let a, _) = $0 { a.degrees } else { nil } } }
        #expect(scale(0) == 1 && angle(0) == 0)
        #expect(abs((scale(0.251) ?? 0) - 1.6) < 1e-9 && abs((angle(0.251) ?? 0) - 12.5) < 1e-9)   // half way
        #expect(abs((scale(0.401) ?? 0) - 2.2) < 0.01)   // lifted: where the fingers left it, the spring just begun
        #expect(abs((scale(3) ?? 0) - 1.75) < 1e-9 && angle(3) == 0)
        #expect(scene.laidOut(at: 3).nodes.contains { $0.node.textString == "175 %" })
        let times = [0, 0.25, 0.39, 0.45, 0.5, 0.6, 1.2]
        try assertGolden(Self.strip(times.map { scene.render(at: $0) }), named: "pinched-photo-2x", group: "gallery")
    }

    static var twoX: RenderConfiguration {
        var configuration = RenderConfiguration()
        configuration.scale = 2
        return configuration
    }

    /// Frames side by side, left to right (all of one scene, so all one size).
    static func strip(_ frames: [Pixmap]) -> Pixmap {
        let w = frames[0].width, h = frames[0].height
        var out = Pixmap(width: w * frames.count, height: h)
        for (i, frame) in frames.enumerated() {
            for y in 0..<h {
                let source = y * w * 4
                let target = (y * out.width + i * w) * 4
                out.data.replaceSubrange(target ..< target + w * 4, with: frame.data[source ..< source + w * 4])
            }
        }
        return out
    }

    @Test func aBarChartDrawnInACanvas() async throws {
        let scene = try await render(SalesChart(), configure: { $0.scale = 2 })
        let items = scene.displayList(at: 0).items.filter { $0.name == "Canvas" }
        // One layer of twelve bars (each a gradient fill under the layer's shadow), and the axis text.
        let layers = items.filter { if case .group(.composite, let bars) = $0.content { bars.count == 12 } else { false } }
        #expect(layers.count == 1)
        if case .group(_, let bars)? = layers.first?.content {
            #expect(bars.allSatisfy { bar in
                if case .fill(_, .linearGradient, _) = bar.content { bar.effects.contains { if case .shadow = $0 { true } else { false } } } else { false }
            })
        }
        // Five scale labels and twelve months, each a text fill.
        #expect(items.filter { if case .fill(_, .solid, _) = $0.content { true } else { false } }.count == 17)
        try assertGolden(scene.render(at: 0), named: "canvas-bar-chart-2x", group: "gallery")
    }
}
