import Foundation
import Testing
import Raster
import ImageIO
import GoldenTesting
@testable import HeadlessSwiftUI

/// The default iOS switch (`SwitchToggleStyle`): its layout, colours and knob shadow against a real iOS 15
/// render (docs/switch.md has the numbers), its motion, tint, appearance, direction, disabled state and
/// accessibility, and goldens of each look.
@MainActor
struct SwitchToggleStyleTests {
    // MARK: The ground truth's view

    /// The view of `toggle_on_off_label_ios15_*.png`: two default toggles with a secondary label, fixed
    /// size, default padding, on above off, in a Group at the root.
    struct OnOffPair: View {
        var body: some View {
            Group {
                Toggle(isOn: .constant(true)) { Text("On").foregroundStyle(.secondary) }.fixedSize().padding()
                Toggle(isOn: .constant(false)) { Text("Off").foregroundStyle(.secondary) }.fixedSize().padding()
            }
        }
    }

    /// Layout, in points, as the iOS render's layer tree (toggle_on_off_layertree.caml) places it: the
    /// hosting view is 113.33 × 134 pt; the tracks (51 × 31) at (47.33, 16) and (48.33, 87); the knobs' centres
    /// 35.5 and 15.5 pt from the track's leading edge, 15.5 pt down; the labels at x = 17 and 16, 5.33 pt below
    /// the track's top. The CAML gives these to 1/1000 pt, and our frames are exact multiples of 1/3 pt, so
    /// the tolerance is 0.01 pt; across, one pixel more (1/3 pt): the labels are text in the stand-in font,
    /// whose "On" is a pixel wider than SF Pro's once both are rounded up to whole pixels.
    @Test func layoutMatchesTheIOSLayerTree() async throws {
        let l = try await layout(OnOffPair(), configure: { $0.clipsToFrame = true })
        let root = l.nodes[0].frame
        #expect(abs(root.width - 113.333) < 0.01 && root.height == 134)
        let expected: [(track: CGPoint, knobCentre: CGFloat, label: CGPoint)] = [
            (CGPoint(x: 47.333, y: 16), 35.5, CGPoint(x: 17, y: 21.333)),
            (CGPoint(x: 48.333, y: 87), 15.5, CGPoint(x: 16, y: 92.333)),
        ]
        let across = 1.0 / 3 + 0.01
        for (i, e) in expected.enumerated() {
            let track = l.frame("Capsule", i), knob = l.frame("Circle", i), label = l.frame("Text", i)
            #expect(abs(track.minX - e.track.x) < across && abs(track.minY - e.track.y) < 0.01, "track \(track)")
            #expect(abs(track.width - 51) < 0.01 && abs(track.height - 31) < 0.01, "track \(track)")
            #expect(abs(knob.midX - track.minX - e.knobCentre) < 0.01 && abs(knob.midY - track.midY) < 0.01, "knob \(knob)")
            #expect(abs(knob.width - 27) < 0.01 && abs(knob.height - 27) < 0.01)
            #expect(abs(label.minX - e.label.x) < across && abs(label.minY - e.label.y) < 0.01, "label \(label)")
            #expect(abs(label.height - 61.0 / 3) < 0.01, "a body line, 20.29 pt rounded up to pixels: \(label)")
            // The switch is laid out 49 pt wide, 8 pt after the label; the track overhangs it by 2 pt.
            #expect(abs(track.minX - label.maxX - 8) < 0.01)
        }
    }

    /// The @3x render against iOS's, pixel by pixel inside each 153 × 93 px track (premultiplied, 0–255):
    ///
    /// - the track's inside, the knob's shadow on it included: within 2 (measured: at most 1.1). The plain
    ///   track is (52, 199, 89) and (118, 118, 124) at α 41 in both; the shadow's darkening agrees everywhere.
    /// - the knob's inside: within 1 (pure white in both).
    /// - the track's edge (1.5 px either side of the capsule's outline): within 45 (measured 41). Core
    ///   Animation's rounded-corner anti-aliasing is not exact-area coverage; where the outline is nearly
    ///   tangent to a pixel row it covers up to 0.16 more. The capsules' areas agree within 0.2 % (measured 0.07 %).
    /// - the knob's edge: within 16 (measured 13.6): iOS draws the knob from a bitmap at its own anti-aliasing.
    /// - below the tracks, where an unclipped shadow would fall: nothing in either; it shows on the track only.
    ///
    /// Each track is compared where it is in each image: ours can sit a pixel to the side of iOS's
    /// (`layoutMatchesTheIOSLayerTree`).
    @Test func pixelsMatchTheIOSRender() async throws {
        let l = try await layout(OnOffPair(), configure: { $0.clipsToFrame = true })
        let ours = l.scene.render(at: 0)
        let truth = try PNGFile.read("\(groundTruth)/toggle_on_off_label_ios15_3x.png")
        #expect(ours.width == truth.width && ours.height == truth.height)
        for (i, track) in TrackRegion.groundTruth.enumerated() {
            let frame = l.frame("Capsule", i)
            let ox = Int((frame.minX * 3).rounded()), oy = Int((frame.minY * 3).rounded())
            #expect(abs(ox - track.x) <= 1 && oy == track.y, "track \(track.name) at (\(ox), \(oy)) px, iOS's at (\(track.x), \(track.y))")
            var worst: [TrackRegion.Part: Double] = [:]
            var area = (ours: 0.0, truth: 0.0)
            for y in 0..<93 {
                for x in 0..<153 {
                    let a = premultiplied(ours, ox + x, oy + y), b = premultiplied(truth, track.x + x, track.y + y)
                    let part = track.part(x, y)
                    worst[part] = max(worst[part] ?? 0, zip(a, b).map { abs($0 - $1) }.max()!)
                    area.ours += a[3] / 255; area.truth += b[3] / 255
                }
            }
            print("switch \(track.name) vs iOS 15 @3x, largest difference (0–255) by part:",
                  worst.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.key.rawValue) \(String(format: "%.1f", $0.value))" }.joined(separator: ", "))
            #expect(worst[.trackInside]! <= 2)
            #expect(worst[.knobInside]! <= 1)
            #expect(worst[.trackEdge]! <= 45)
            #expect(worst[.knobEdge]! <= 16)
            #expect(abs(area.ours / area.truth - 1) < 0.002)
            // Below the track, under the knob's shadow (2 to 10 px down): nothing drawn in either.
            for y in 95..<103 { for x in 0..<153 {
                #expect(pixel(ours, ox + x, oy + y).a == 0 && pixel(truth, track.x + x, track.y + y).a == 0)
            } }
        }
        // The plain track colours, straight RGBA.
        #expect(pixel(ours, 142 + 10, 48 + 46) == (52, 199, 89, 255))
        #expect(pixel(ours, 145 + 140, 261 + 46) == pixel(truth, 145 + 140, 261 + 46))
    }

    /// The labels' baselines (the bottom of "On" and "Off", which have no descenders) land on iOS's at @3x,
    /// through SF Pro's line box, and their ink within 2 px on the other sides: the stand-in's capitals are
    /// 0.37 pt taller than SF Pro's (cap height 0.727 em against 0.705) and its "On" a pixel wider. At @1x
    /// the tracks and labels land within one pixel (iOS does not snap the switch to whole pixels at @1x; we do).
    @Test func labelsAndOneXMatchIOS() async throws {
        let ours3 = try await render(OnOffPair(), configure: { $0.clipsToFrame = true }).render(at: 0)
        let truth3 = try PNGFile.read("\(groundTruth)/toggle_on_off_label_ios15_3x.png")
        for rows in [60..<130, 275..<340] {
            let a = inkBounds(ours3, columns: 0..<140, rows: rows), b = inkBounds(truth3, columns: 0..<140, rows: rows)
            #expect(a[3] == b[3], "baseline: label ink \(a) vs iOS \(b)")
            #expect(zip(a, b).allSatisfy { abs($0 - $1) <= 2 }, "label ink \(a) vs iOS \(b)")
        }
        let ours1 = try await render(OnOffPair(), configure: { $0.scale = 1; $0.clipsToFrame = true }).render(at: 0)
        let truth1 = try PNGFile.read("\(groundTruth)/toggle_on_off_label_ios15_1x.png")
        #expect(abs(ours1.width - truth1.width) <= 1 && ours1.height == truth1.height)
        for rows in [16..<47, 87..<118] {
            let a = inkBounds(ours1, columns: 0..<ours1.width, rows: rows), b = inkBounds(truth1, columns: 0..<ours1.width, rows: rows)
            #expect(zip(a, b).allSatisfy { abs($0 - $1) <= 1 }, "@1x ink \(a) vs iOS \(b)")
        }
    }

    // MARK: Layout

    @Test func theLabelLeadsAndTheSwitchTrailsAcrossTheProposedWidth() async throws {
        let l = try await layout(Toggle("Wi-Fi", isOn: .constant(true)), proposal: ProposedViewSize(width: 300, height: nil))
        #expect(l.frame("Toggle").width == 300)
        #expect(l.frame("Text").minX == 0)
        #expect(l.frame("Capsule").minX == 251)   // 300 − 49: the 51 pt track overhangs by 2
    }

    @Test func labelsHiddenLeavesTheBareSwitch() async throws {
        let l = try await layout(Toggle("Wi-Fi", isOn: .constant(false)).labelsHidden())
        #expect(l.frame("Toggle").size == CGSize(width: 49, height: 31))
        #expect(!l.nodes.contains { $0.name == "Text" })
    }

    @Test func rightToLeftMirrorsTheSwitch() async throws {
        let l = try await layout(Toggle("Wi-Fi", isOn: .constant(false)), proposal: ProposedViewSize(width: 300, height: nil),
                               configure: { $0.layoutDirection = .rightToLeft })
        let label = l.frame("Text"), track = l.frame("Capsule"), knob = l.frame("Circle")
        #expect(label.maxX == 300)
        #expect(track.minX == -2)                 // the 49 pt frame at the left; the track overhangs on its leading side
        #expect(knob.midX == track.maxX - 15.5)   // off: the knob rests at the leading (right) end
    }

    // MARK: Colours

    /// The track's fill at `time`.
    func trackColour(_ view: some View, at time: Double = 0, host: (ViewHost) -> Void = { _ in },
                     configure: (inout RenderConfiguration) -> Void = { _ in }) async throws -> Raster.Color {
        func find(_ items: [DisplayItem]) -> Raster.Color? {
            for item in items {
                if item.name == "Capsule", case .fill(_, .solid(let c), _) = item.content { return c }
                if case .group(_, let children) = item.content, let c = find(children) { return c }
            }
            return nil
        }
        return try #require(find(try await render(view, host: host, configure: configure).displayList(at: time).items))
    }

    func rgba(_ c: Raster.Color) -> [Int] { [c.red, c.green, c.blue].map { Int(($0 * 255).rounded()) } + [Int((c.alpha * 100).rounded())] }

    @Test func greenWhenOnAndTheSecondaryFillWhenOffInLightAndDark() async throws {
        let dark: (inout RenderConfiguration) -> Void = { $0.colorScheme = .dark }
        #expect(rgba(try await trackColour(Toggle("A", isOn: .constant(true)))) == [52, 199, 89, 100])
        #expect(rgba(try await trackColour(Toggle("A", isOn: .constant(false)))) == [120, 120, 128, 16])
        #expect(rgba(try await trackColour(Toggle("A", isOn: .constant(true)), configure: dark)) == [48, 209, 88, 100])
        #expect(rgba(try await trackColour(Toggle("A", isOn: .constant(false)), configure: dark)) == [120, 120, 128, 32])
    }

    @Test func theTintReachesTheSwitchAndTheStylesOwnTintWins() async throws {
        #expect(rgba(try await trackColour(Toggle("A", isOn: .constant(true)).tint(.indigo))) == [88, 86, 214, 100])
        #expect(rgba(try await trackColour(Toggle("A", isOn: .constant(true)).toggleStyle(.switch).tint(.orange))) == [255, 149, 0, 100])
        #expect(rgba(try await trackColour(Toggle("A", isOn: .constant(true)).toggleStyle(SwitchToggleStyle(tint: .pink)).tint(.orange)))
            == [255, 45, 85, 100])
        // Off, the tint does not show.
        #expect(rgba(try await trackColour(Toggle("A", isOn: .constant(false)).tint(.indigo))) == [120, 120, 128, 16])
    }

    @Test func disabledDimsTheLabelAndTheSwitchAsOne() async throws {
        let list = try await render(Toggle("A", isOn: .constant(true)).disabled(true)).displayList(at: 0)
        let text = try #require(list.items.first { $0.name == "Text" })
        #expect(text.effects.contains { if case .opacity(0.5) = $0 { true } else { false } })
        // The switch is flattened first, so the knob does not show the track through it.
        let group = try #require(list.items.first { if case .group(.composite, _) = $0.content { true } else { false } })
        #expect(group.effects.count == 1)
        if case .opacity(let o)? = group.effects.first { #expect(o == 0.5) } else { Issue.record("no opacity on the switch") }
    }

    // MARK: Motion and accessibility

    struct WiFi: View {
        @State var on = false
        var body: some View { Toggle("Wi-Fi", isOn: $on) }
    }

    /// A tap on the label switches it; the knob and the colour follow the named spring (critically damped,
    /// 0.35 s: x(t) = 1 − e^(−ω₀t)(1 + ω₀t), ω₀ = 2π/0.35). SwiftUI's springs are stepped at 1/300 s and trail
    /// the closed form by under 1 % of the travel, so 0.2 pt of the 20 pt travel and 0.01 of the colour.
    @Test func aTapOnTheLabelSlidesTheKnobOnTheSpring() async throws {
        let host: (ViewHost) -> Void = { $0.tap("Wi-Fi") }
        let scene = try await render(WiFi(), host: host)
        #expect(scene.accessibilityDescription == "Wi-Fi, switch, on")
        #expect(scene.settleTime > 0.3 && scene.settleTime < 0.8)
        let omega = 2 * Double.pi / 0.35
        for t in [0.05, 0.1, 0.2, 0.3] {
            let progress = 1 - exp(-omega * t) * (1 + omega * t)
            let l = try await layout(WiFi(), time: t, host: host)
            let knob = l.frame("Circle"), track = l.frame("Capsule")
            #expect(abs(knob.midX - track.minX - (15.5 + 20 * progress)) < 0.2, "knob at \(t) s: \(knob.midX - track.minX)")
            let colour = try await trackColour(WiFi(), at: t, host: host)
            let off = Raster.Color(r8: 120, g8: 120, b8: 128, alpha: 0.16), on = Raster.Color(r8: 52, g8: 199, b8: 89, alpha: 1)
            #expect(abs(colour.alpha - (off.alpha + (on.alpha - off.alpha) * progress)) < 0.01)
            let greenPremultiplied = off.green * off.alpha + (on.green * on.alpha - off.green * off.alpha) * progress
            #expect(abs(colour.green * colour.alpha - greenPremultiplied) < 0.01)
        }
        let settled = try await layout(WiFi(), time: 1, host: host)
        #expect(abs(settled.frame("Circle").midX - settled.frame("Capsule").minX - 35.5) < 0.001)
    }

    @Test func voiceOverReadsLabelSwitchAndState() async throws {
        #expect(try await render(Toggle("Wi-Fi", isOn: .constant(false))).accessibilityDescription == "Wi-Fi, switch, off")
        // Hidden labels are still read.
        #expect(try await render(Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden()).accessibilityDescription == "Wi-Fi, switch, on")
        let back = try await render(WiFi()) { $0.tap("Wi-Fi"); $0.tap("Wi-Fi", at: 1) }
        #expect(back.accessibilityDescription == "Wi-Fi, switch, off")
    }

    @Test func aDisabledSwitchIgnoresTaps() async throws {
        struct Locked: View {
            @State var on = false
            var body: some View { Toggle("Wi-Fi", isOn: $on).disabled(true) }
        }
        await #expect(throws: ViewError.self) { _ = try await render(Locked()) { $0.tap("Wi-Fi") } }
    }

    // MARK: Goldens (@3x, Fixtures/golden/switch/)

    struct Row: View {
        @State var on: Bool
        var body: some View { Toggle("Wi-Fi", isOn: $on).padding() }
    }

    func golden(_ name: String, _ view: some View, at time: Double = 0, host: (ViewHost) -> Void = { _ in },
                configure: (inout RenderConfiguration) -> Void = { _ in }) async throws {
        let scene = try await render(view, host: host) {
            $0.proposal = ProposedViewSize(width: 240, height: nil)
            $0.background = Color(uiColor: .systemBackground)
            $0.clipsToFrame = true
            configure(&$0)
        }
        try assertGolden(scene.render(at: time), named: name, group: "switch")
    }

    @Test func goldenOff() async throws { try await golden("off", Row(on: false)) }
    @Test func goldenOn() async throws { try await golden("on", Row(on: true)) }
    /// 0.1 s after a tap: the knob 54 % of the way, the track between grey and green.
    @Test func goldenMidAnimation() async throws {
        try await golden("mid-animation", Row(on: false), at: 0.1, host: { $0.tap("Wi-Fi") })
    }
    @Test func goldenDark() async throws {
        try await golden("dark-on", Row(on: true), configure: { $0.colorScheme = .dark })
        try await golden("dark-off", Row(on: false), configure: { $0.colorScheme = .dark })
    }
    @Test func goldenTinted() async throws { try await golden("tinted", Row(on: true).tint(.indigo)) }
    @Test func goldenDisabled() async throws {
        try await golden("disabled-on", Row(on: true).disabled(true))
        try await golden("disabled-off", Row(on: false).disabled(true))
    }
    @Test func goldenRightToLeft() async throws {
        try await golden("right-to-left", Row(on: false), configure: { $0.layoutDirection = .rightToLeft })
    }
}

/// One switch of the ground-truth image: its track's origin in @3x pixels and its knob's centre in the
/// track's pixels, and which part of the switch a pixel of the track's 153 × 93 box is in.
struct TrackRegion {
    enum Part: String { case trackInside, trackEdge, knobInside, knobEdge }
    let name: String
    let x: Int, y: Int
    let knobCentre: Double

    static let groundTruth = [TrackRegion(name: "on", x: 142, y: 48, knobCentre: 106.5),
                              TrackRegion(name: "off", x: 145, y: 261, knobCentre: 46.5)]

    func part(_ x: Int, _ y: Int) -> Part {
        let px = Double(x) + 0.5, py = Double(y) + 0.5, r = 46.5
        let toTrack = hypot(px - min(max(px, r), 153 - r), py - r) - r
        let toKnob = hypot(px - knobCentre, py - r) - 40.5
        if abs(toKnob) <= 1.5 { return .knobEdge }
        if toKnob < 0 { return .knobInside }
        return toTrack < -1.5 ? .trackInside : .trackEdge
    }
}

/// A pixel's premultiplied channels, 0–255.
func premultiplied(_ p: Pixmap, _ x: Int, _ y: Int) -> [Double] {
    let v = pixel(p, x, y), a = Double(v.a) / 255
    return [Double(v.r) * a, Double(v.g) * a, Double(v.b) * a, Double(v.a)]
}

/// The bounding box (x0, y0, x1, y1) of pixels more than half opaque in a window.
func inkBounds(_ p: Pixmap, columns: Range<Int>, rows: Range<Int>) -> [Int] {
    var box = [Int.max, Int.max, Int.min, Int.min]
    for y in rows { for x in columns where pixel(p, x, y).a > 127 {
        box = [min(box[0], x), min(box[1], y), max(box[2], x), max(box[3], y)]
    } }
    return box
}
