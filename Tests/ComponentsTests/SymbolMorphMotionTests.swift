import Testing
import Raster
import Motion
import Symbols
import Typesetting
@testable import Components

/// The transition, measured on rendered frames.
struct SymbolMorphMotionTests {
    /// Every 1/60 s from the change to the settled state.
    static let times = stride(from: 0.0, to: 0.6, by: 1.0 / 60).map { $0 } + [0.6]
    static let white: (UInt8, UInt8, UInt8, UInt8) = (255, 255, 255, 255)

    /// Sample points along the slash's axis (card pixels, in order from its top-leading end) that lie
    /// outside the plain symbol's ink, where only the slash can draw.
    static func slashSamples(_ scene: SymbolMorphToggleScene, axisOf name: String, plain: Pixmap) throws -> [(x: Int, y: Int)] {
        let axis = try #require(try SymbolCatalog.standard.symbol(named: name).slash)
        let size = scene.layout.symbolSize, width = scene.layout.width
        var out: [(x: Int, y: Int)] = []
        for u in stride(from: -3.0, through: axis.length + 3, by: 0.5) {
            let g = axis.start + axis.direction * u
            let p = SymbolMorphMeasure.pixel(scene, at: SymbolMorphMeasure.cardPoint(grid: g, width: width, symbolSize: size))
            if !SymbolMorphMeasure.isInk(plain, p.x, p.y, background: Self.white), out.last.map({ $0 != p }) ?? true { out.append(p) }
        }
        return out
    }

    /// Switching off, the slash draws itself on from its top-leading end: the inked samples along its
    /// axis are always a prefix, and their number never falls.
    @Test(arguments: [SymbolMorphToggle.alerts, .microphone, .camera, .network])
    func slashGrowsMonotonicallyWhenSwitchingOff(toggle: SymbolMorphToggle) throws {
        let scene = try SymbolMorphToggleScene(toggle: toggle, toOn: false, environment: RenderEnvironment(scale: 3))
        let samples = try Self.slashSamples(scene, axisOf: toggle.offSymbol, plain: scene.render(at: 0))
        #expect(samples.count > 20, "\(samples.count) samples outside the symbol")
        var previous = 0
        var sawPartial = false
        for t in Self.times {
            let frame = scene.render(at: t)
            let inked = samples.map { SymbolMorphMeasure.isInk(frame, $0.x, $0.y, background: Self.white) }
            let count = inked.filter { $0 }.count
            #expect(count >= previous, "t=\(t): \(count) inked after \(previous)")
            #expect(!inked.drop { $0 }.contains(true), "t=\(t): ink after a gap along the slash")
            if count > 0 && count < samples.count { sawPartial = true }
            previous = count
        }
        #expect(previous == samples.count)
        #expect(sawPartial)
        // Before the change nothing of the slash shows.
        let first = scene.render(at: 0)
        #expect(!samples.contains { SymbolMorphMeasure.isInk(first, $0.x, $0.y, background: Self.white) })
    }

    /// The symbol's colour follows the spring from the tint to `.secondary` (or back): a pixel inside
    /// the bell's body, away from the slash, is the animated colour over the card, and moves steadily
    /// toward its end colour (the smooth spring is critically damped).
    @Test(arguments: [(false, RenderEnvironment.Appearance.light), (true, .dark)])
    func tintTurnsToSecondary(toOn: Bool, appearance: RenderEnvironment.Appearance) throws {
        let scene = try SymbolMorphToggleScene(toggle: .alerts, toOn: toOn, environment: RenderEnvironment(scale: 2, appearance: appearance))
        let palette = Palette(appearance: appearance)
        let card = palette.color(.secondarySystemGroupedBackground)
        let point = SymbolMorphMeasure.cardPoint(grid: Point(-15, -30), width: 174, symbolSize: 44)
        func over(_ c: Color) -> (Double, Double, Double) {
            (255 * (c.red * c.alpha + card.red * (1 - c.alpha)), 255 * (c.green * c.alpha + card.green * (1 - c.alpha)),
             255 * (c.blue * c.alpha + card.blue * (1 - c.alpha)))
        }
        let tint = over(palette.color(.orange)), secondary = over(palette.color(.secondary))
        let (start, end) = toOn ? (secondary, tint) : (tint, secondary)
        var previousDistance = Double.infinity
        for t in Self.times {
            let c = SymbolMorphMeasure.color(scene, scene.render(at: t), at: point)
            let v = SymbolMorphSceneTests.values(scene, at: t)
            let expected = over(Color(red: v["red"]!, green: v["green"]!, blue: v["blue"]!, alpha: v["alpha"]!))
            #expect(abs(c.r - expected.0) <= 1.5 && abs(c.g - expected.1) <= 1.5 && abs(c.b - expected.2) <= 1.5,
                    "t=\(t): pixel \(c), model \(expected)")
            let distance = abs(c.r - end.0) + abs(c.g - end.1) + abs(c.b - end.2)
            #expect(distance <= previousDistance + 1.5, "t=\(t): moved away from the end colour")
            previousDistance = distance
            if t == 0 { #expect(abs(c.r - start.0) <= 1 && abs(c.g - start.1) <= 1 && abs(c.b - start.2) <= 1) }
        }
        #expect(previousDistance <= 3)
    }

    /// The title never changes: the rows under the symbol's frame are the same bytes in every frame,
    /// with or without Reduce Motion, in both directions.
    @Test(arguments: [(false, false), (true, false), (false, true)])
    func titleStaysPixelIdentical(toOn: Bool, reduceMotion: Bool) throws {
        let scene = try SymbolMorphToggleScene(toggle: .microphone, toOn: toOn, environment: RenderEnvironment(scale: 2, reduceMotion: reduceMotion))
        let rows = Int((28 + 1.3 * 44 + 6) * 2)..<scene.pixelSize.height
        let first = SymbolMorphMeasure.rows(scene.render(at: 0), rows)
        // The title is drawn there (dark ink on the white card).
        #expect(first.enumerated().contains { $0.offset % 4 == 0 && $0.element < 60 })
        for t in Self.times.enumerated().filter({ $0.offset % 3 == 0 }).map(\.element) + [0.6] {
            #expect(SymbolMorphMeasure.rows(scene.render(at: t), rows) == first, "t=\(t)")
        }
    }

    /// Reduce Motion: the slash is not drawn on but faded in whole with the new symbol: both its ends
    /// show the same partial ink early on, where magic replace has only started at the top-leading end.
    @Test func reduceMotionFadesTheSlashInWhole() throws {
        let faded = try SymbolMorphToggleScene(toggle: .alerts, toOn: false, environment: RenderEnvironment(scale: 3, reduceMotion: true))
        let magic = try SymbolMorphToggleScene(toggle: .alerts, toOn: false, environment: RenderEnvironment(scale: 3))
        let samples = try Self.slashSamples(faded, axisOf: "bell.slash.fill", plain: faded.render(at: 0))
        let head = samples[2], tail = samples[samples.count - 3]
        let t = 0.05
        let f = faded.render(at: t), m = magic.render(at: t)
        func darkness(_ p: Pixmap, _ s: (x: Int, y: Int)) -> Double { 255 - Double(p.straightPixel(x: s.x, y: s.y).b) }
        #expect(darkness(f, head) > 20 && abs(darkness(f, head) - darkness(f, tail)) <= 2)
        #expect(darkness(m, head) > 20 && darkness(m, tail) == 0)
        // The fade's opacity is the spring's progress: over white, blue = 255 − opacity · colour alpha · (255 − blue).
        let v = SymbolMorphSceneTests.values(faded, at: t)
        let expected = v["symbolPhase"]! * v["alpha"]! * (255 - 255 * v["blue"]!)
        #expect(abs(darkness(f, tail) - expected) <= 1.5, "measured \(darkness(f, tail)), model \(expected)")
    }

    /// A centred stack of centred items does not move under right-to-left: every frame of a
    /// one-line card is the same bytes in both directions (symbols are not mirrored).
    @Test func rightToLeftCardIsUnchanged() throws {
        let ltr = try SymbolMorphToggleScene(toggle: .alerts, toOn: false, environment: RenderEnvironment(scale: 2))
        let rtl = try SymbolMorphToggleScene(toggle: .alerts, toOn: false, environment: RenderEnvironment(scale: 2, layoutDirection: .rtl))
        for t in [0.0, 0.1, 0.15, 0.3, 0.6] { #expect(ltr.render(at: t) == rtl.render(at: t), "t=\(t)") }
    }

    /// A wrapped title's lines align to the leading edge of their block: left under left-to-right,
    /// right under right-to-left ("Notifications" over "on").
    @Test func wrappedTitleAlignsToTheLeadingEdge() throws {
        let toggle = SymbolMorphToggle(title: "Notifications on", onSymbol: "bell.fill", offSymbol: "bell.slash.fill")
        let font = try FontResolver().font(style: .headline)
        let lines = TextLayout.wrappedLines(toggle.title, font: font, maxWidth: 120)
        try #require(lines.map(\.string) == ["Notifications", "on"])
        for direction in RenderEnvironment.LayoutDirection.allCases {
            let scene = try SymbolMorphToggleScene(toggle: toggle, toOn: true, environment: RenderEnvironment(scale: 2, layoutDirection: direction), width: 120)
            let frame = scene.render(at: 0)
            let top = Int(((28 + 1.3 * 44 + 12) * 2).rounded()), lineRows = Int(font.lineHeight * 2)
            let long = try #require(SymbolMorphMeasure.inkBounds(frame, rows: top..<(top + lineRows), background: Self.white))
            let short = try #require(SymbolMorphMeasure.inkBounds(frame, rows: (top + lineRows + 1)..<(top + 2 * lineRows), background: Self.white))
            #expect(long.maxX - long.minX > 3 * (short.maxX - short.minX))
            if direction == .ltr {
                #expect(abs(short.minX - long.minX) <= 3, "ltr: \(short) \(long)")
            } else {
                #expect(abs(short.maxX - long.maxX) <= 3, "rtl: \(short) \(long)")
            }
        }
    }
}

/// The demo, measured on its frames.
struct SymbolMorphDemoMotionTests {
    /// Untoggled cards stay in the start state; toggled ones move; each card is the standalone card's
    /// frame at the same time (drawn on the grouped background).
    @Test(arguments: [false, true])
    func onlyChosenCardsChange(toOn: Bool) throws {
        let env = RenderEnvironment(scale: 1)
        let demo = try SymbolMorphToggleDemoScene(toOn: toOn, toggled: [.microphone, .network], environment: env)
        let grouped = env.colors.color(.systemGroupedBackground)
        for t in [0.0, 0.15, 0.6] {
            let screen = demo.render(at: t)
            for (card, origin) in zip(SymbolMorphToggleDemoScene.Card.allCases, demo.cardOrigins) {
                let alone = try SymbolMorphToggleScene(toggle: card.toggle, toOn: toOn, environment: env, background: grouped)
                let shown = alone.render(at: demo.toggled.contains(card) ? t : 0)
                let block = SymbolMorphMeasure.block(screen, x: origin.x, y: origin.y, width: shown.width, height: shown.height)
                #expect(block == shown.data, "\(card) at t=\(t)")
            }
        }
        // The values name only the toggled cards.
        #expect(demo.values(at: 0.1).map(\.name).allSatisfy { $0.hasPrefix("microphone.") || $0.hasPrefix("network.") })
        #expect(demo.values(at: 0.1).count == 14)
        #expect(abs(demo.settleTime - 0.6) < 0.01)
    }

    /// Under right-to-left the columns swap and each card is drawn exactly as under left-to-right.
    @Test func rightToLeftSwapsTheColumns() throws {
        let ltr = try SymbolMorphToggleDemoScene(toOn: false, environment: RenderEnvironment(scale: 1)).render(at: 0.15)
        let rtl = try SymbolMorphToggleDemoScene(toOn: false, environment: RenderEnvironment(scale: 1, layoutDirection: .rtl)).render(at: 0.15)
        for y in [298, 458] {
            let h = 146
            #expect(SymbolMorphMeasure.block(ltr, x: 20, y: y, width: 174, height: h) == SymbolMorphMeasure.block(rtl, x: 208, y: y, width: 174, height: h))
            #expect(SymbolMorphMeasure.block(ltr, x: 208, y: y, width: 174, height: h) == SymbolMorphMeasure.block(rtl, x: 20, y: y, width: 174, height: h))
        }
        #expect(ltr != rtl)
    }

    /// At AX3 "Microphone" wraps to two lines: the first row is as tall as that card, and the
    /// one-line Alerts card is centred beside it.
    @Test func tallerCardSetsItsRowHeight() throws {
        let demo = try SymbolMorphToggleDemoScene(toOn: false, environment: RenderEnvironment(scale: 1), dynamicType: .accessibility3)
        let boxes = SymbolMorphDemoLayoutTests.cardBoxes(demo.render(at: 0))
        let alerts = boxes[0], mic = boxes[1], camera = boxes[2]
        #expect(mic.maxY - mic.minY > alerts.maxY - alerts.minY + 40)
        #expect(abs((alerts.minY + alerts.maxY) - (mic.minY + mic.maxY)) <= 1)
        #expect(abs(camera.minY - (mic.maxY + 1 + 14)) <= 1)
    }
}
