import Raster
import Testing
@testable import Symbols

/// The effects as numbers: end states, timing, staggering, overshoot, magic replace and its fallback.
@Suite struct SymbolTransitionTests {
    static let sun = Fixture.symbol("sun.max.fill"), moon = Fixture.symbol("moon.stars.fill")
    static let bell = Fixture.symbol("bell.fill"), bellSlash = Fixture.symbol("bell.slash.fill")

    static let effects: [SymbolEffect] = SymbolEffect.ReplaceStyle.allCases.flatMap { s in
        SymbolEffect.Grouping.allCases.map { SymbolEffect.replace(s, $0) }
    } + [.fade, .morphMagic]

    /// At 0 only the old symbol shows, as it is; at 1 only the new one.
    @Test(arguments: effects)
    func startsWithFromAndEndsWithTo(effect: SymbolEffect) {
        for (a, b) in [(Self.sun, Self.moon), (Self.bell, Self.bellSlash), (Self.bellSlash, Self.bell)] {
            let t = SymbolTransition(from: a, to: b, effect: effect)
            func visible(_ l: DrawnLayer) -> Bool { l.opacity > 0 && l.drawOn != 0 && l.role != .gap }
            let start = t.layers(at: 0).filter(visible), end = t.layers(at: 1).filter(visible)
            #expect(start.allSatisfy { $0.scale == 1 && $0.offset == .zero && ($0.drawOn ?? 1) == 1 && $0.opacity == 1 })
            #expect(end.allSatisfy { $0.scale == 1 && $0.offset == .zero && ($0.drawOn ?? 1) == 1 && $0.opacity == 1 })
            #expect(Set(start.map(\.role.description)) == Set(a.layers.filter { $0.role != .gap }.map(\.role.description)))
            #expect(Set(end.map(\.role.description)) == Set(b.layers.filter { $0.role != .gap }.map(\.role.description)))
            if case .magic = effect {} else {
                #expect(start.allSatisfy { $0.source == .from } && end.allSatisfy { $0.source == .to })
            }
        }
    }

    @Test func durationsComeFromTheConstants() {
        typealias C = SymbolEffectConstants
        #expect(SymbolTransition(from: Self.sun, to: Self.moon, effect: .fade).duration == C.fadeDuration)
        let whole = SymbolTransition(from: Self.sun, to: Self.moon, effect: .replace(.downUp, .wholeSymbol)).duration
        #expect(abs(whole - (C.replaceInDelay + C.replaceInDuration)) < 1e-12)
        // Moon has two layers: by-layer adds one stagger step.
        let byLayer = SymbolTransition(from: Self.sun, to: Self.moon, effect: .defaultReplace).duration
        #expect(abs(byLayer - whole - C.byLayerDelay) < 1e-12)
        #expect(SymbolTransition(from: Self.bell, to: Self.bellSlash, effect: .morphMagic).duration == C.magicSlashDuration)
        #expect((0.3...0.6).contains(byLayer), "a replace reads as one gesture, under ~0.5 s")
    }

    @Test func byLayerStaggersTheSecondLayer() {
        let t = SymbolTransition(from: Self.sun, to: Self.moon, effect: .defaultReplace)
        let p = (SymbolEffectConstants.replaceInDelay + 0.05) / t.duration
        let arriving = t.layers(at: p).filter { $0.source == .to }
        #expect(arriving[0].role == .primary && arriving[1].role == .secondary)
        #expect(arriving[0].opacity > arriving[1].opacity && arriving[1].opacity == 0, "stars start one step later")
        let whole = SymbolTransition(from: Self.sun, to: Self.moon, effect: .replace(.downUp, .wholeSymbol))
        let together = whole.layers(at: p).filter { $0.source == .to }
        #expect(together[0] == DrawnLayer(source: .to, role: .secondary, opacity: together[0].opacity, scale: together[0].scale) || together[0].opacity == together[1].opacity)
        #expect(together[0].scale == together[1].scale)
    }

    @Test func arrivalOvershootsThenSettles() {
        let t = SymbolTransition(from: Self.sun, to: Self.moon, effect: .replace(.downUp, .wholeSymbol))
        let scales = stride(from: 0.0, through: 1.0, by: 0.01).map { t.layers(at: $0).first { $0.source == .to }!.scale }
        let peak = scales.max()!
        #expect(peak > 1.02 && peak < 1.08, "a slight overshoot, got \(peak)")
        #expect(scales.last == 1)
        #expect(scales.first == SymbolEffectConstants.replaceEntryScale)
    }

    @Test func leavingStylesScaleTheirWay() {
        func leaving(_ style: SymbolEffect.ReplaceStyle, _ p: Double) -> DrawnLayer {
            SymbolTransition(from: Self.sun, to: Self.moon, effect: .replace(style, .wholeSymbol)).layers(at: p)[0]
        }
        #expect(leaving(.downUp, 0.2).scale < 1 && leaving(.downUp, 0.2).opacity < 1)
        #expect(leaving(.upUp, 0.2).scale > 1 && leaving(.upUp, 0.2).opacity < 1)
        #expect(leaving(.offUp, 0.01).opacity == 0 && leaving(.offUp, 0).opacity == 1)
    }

    @Test func fadeCrossesOpacities() {
        let t = SymbolTransition(from: Self.sun, to: Self.moon, effect: .fade)
        let mid = t.layers(at: 0.5)
        #expect(mid.allSatisfy { abs($0.opacity - 0.5) < 1e-12 && $0.scale == 1 })
        let q = t.layers(at: 0.25)
        #expect(abs(q[0].opacity + q.last!.opacity - 1) < 1e-12)
    }

    // MARK: Magic replace

    @Test func magicKeepsSharedLayersAndDrawsTheSlash() {
        let off = SymbolTransition(from: Self.bell, to: Self.bellSlash, effect: .morphMagic)
        #expect(off.resolvedEffect == .morphMagic)
        var last = -1.0
        for k in 0...20 {
            let layers = off.layers(at: Double(k) / 20)
            let shared = layers.filter { !$0.role.isSlashPart }
            #expect(shared.count == 2 && shared.allSatisfy { $0.opacity == 1 && $0.scale == 1 && $0.source == .to })
            let slash = layers.first { $0.role == .slash }!, gap = layers.first { $0.role == .gap }!
            #expect(slash.drawOn == gap.drawOn, "gap and slash move together")
            #expect(slash.drawOn! >= last)
            last = slash.drawOn!
        }
        #expect(last == 1)
        let on = SymbolTransition(from: Self.bellSlash, to: Self.bell, effect: .morphMagic)
        #expect(on.layers(at: 0).first { $0.role == .slash }!.drawOn == 1)
        #expect(on.layers(at: 0.5).first { $0.role == .slash }!.drawOn! < 1)
        #expect(on.layers(at: 1).first { $0.role == .slash }!.drawOn == 0)
    }

    @Test func magicFallsBackForUnrelatedSymbols() {
        let t = SymbolTransition(from: Self.sun, to: Self.moon, effect: .magic(fallback: .upUp, .wholeSymbol))
        #expect(!t.sharesLayers)
        #expect(t.resolvedEffect == .replace(.upUp, .wholeSymbol))
        let replace = SymbolTransition(from: Self.sun, to: Self.moon, effect: .replace(.upUp, .wholeSymbol))
        for p in [0.0, 0.3, 0.6, 1.0] { #expect(t.layers(at: p) == replace.layers(at: p)) }
        #expect(t.duration == replace.duration)
    }

    /// Pixels: the slash's drawn ink grows monotonically along its length.
    @Test func slashInkGrowsMonotonically() {
        let style = SymbolStyle(pointSize: 60, weight: .medium, mode: .hierarchical, color: .black)
        let t = SymbolTransition(from: Self.bell, to: Self.bellSlash, effect: .morphMagic)
        var previous = -1.0
        var areas: [Double] = []
        for k in 0...10 {
            let onlySlash = t.layers(at: Double(k) / 10).filter { $0.role == .slash }
            var canvas = Canvas(width: 120, height: 120)
            SymbolRenderer.draw(onlySlash, from: t.from, to: t.to, style: style, anchoredAt: Point(60, 60), into: &canvas)
            let area = Fixture.alphaArea(canvas.pixmap)
            #expect(area >= previous - 1e-6)
            previous = area
            areas.append(area)
        }
        #expect(areas.first == 0 && areas[5] > 0.2 * areas.last! && areas[5] < 0.8 * areas.last!, "\(areas)")
    }

    /// Pixels: the bell (its primary and secondary layers) is the same at the start and the end,
    /// and the whole first frame equals bell.fill drawn alone.
    @Test func bellStaysPixelIdentical() {
        let style = SymbolStyle(pointSize: 44, weight: .medium, mode: .hierarchical, color: Color(r8: 0, g8: 122, b8: 255))
        let t = SymbolTransition(from: Self.bell, to: Self.bellSlash, effect: .morphMagic)
        func frame(_ p: Double, _ keep: (DrawnLayer) -> Bool) -> Pixmap {
            var canvas = Canvas(width: 100, height: 100)
            SymbolRenderer.draw(t.layers(at: p).filter(keep), from: t.from, to: t.to, style: style, anchoredAt: Point(50, 60), into: &canvas)
            return canvas.pixmap
        }
        let bellOnly: (DrawnLayer) -> Bool = { !$0.role.isSlashPart }
        #expect(frame(0, bellOnly) == frame(1, bellOnly))
        #expect(frame(0.5, bellOnly) == frame(1, bellOnly))
        var alone = Canvas(width: 100, height: 100)
        SymbolRenderer.draw(Self.bell, style: style, anchoredAt: Point(50, 60), into: &alone)
        #expect(frame(0, { _ in true }) == alone.pixmap)
        var slashAlone = Canvas(width: 100, height: 100)
        SymbolRenderer.draw(Self.bellSlash, style: style, anchoredAt: Point(50, 60), into: &slashAlone)
        #expect(frame(1, { _ in true }) == slashAlone.pixmap)
        #expect(frame(0.5, { _ in true }) != alone.pixmap)
    }
}
