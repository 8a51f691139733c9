import Foundation
import Raster
import Testing
@testable import Symbols

/// SF Symbols templates in a `--symbols` folder (docs/symbols-format.md, "SF Symbols templates").
@Suite struct TemplateVariantTests {
    /// The ink's bounds of a variant, all layers.
    static func ink(_ s: Symbol) -> Rect { s.layers.map(\.path.bounds).reduce(s.layers[0].path.bounds) { $0.union($1) } }

    static func near(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool { abs(a - b) <= tolerance }

    @Test func explicitVariantsAreUsedAsDrawn() throws {
        var t = TemplateText()
        t.variants = [("Regular-M", [("", TemplateText.rect(w: 20))]), ("Bold-M", [("", TemplateText.rect(w: 60))])]
        let s = try t.symbol()
        let v = try #require(s.variants)
        #expect(v[.bold, .medium].origin == .template)
        #expect(Self.near(Self.ink(s.resolved(weight: .bold, scale: .medium)).width, 60))
        #expect(Self.near(Self.ink(s.resolved(weight: .regular, scale: .medium)).width, 20))
        #expect(Self.near(Self.ink(s).width, 20), "the symbol's own drawing is Regular-M")
        // No interpolation sources: a missing weight is the nearest drawn one (ties go lighter).
        #expect(v[.medium, .medium].origin == .nearestWeight(.regular))
        #expect(v[.heavy, .medium].origin == .nearestWeight(.bold))
        #expect(v[.ultralight, .medium].origin == .nearestWeight(.regular))
        // A missing scale is the same weight scaled: large = medium × 1.29.
        #expect(v[.bold, .large].origin == .scaled(from: .medium))
        #expect(Self.near(Self.ink(s.resolved(weight: .bold, scale: .large)).width, 60 * 1.29))
    }

    @Test func missingWeightsInterpolatePointByPoint() throws {
        let s = try TemplateText.sources.symbol()
        let v = try #require(s.variants)
        // Sources 10, 20, 40 wide: thin and light sit 1/3 and 2/3 of the way from Ultralight to Regular,
        // medium … heavy 1/5 … 4/5 of the way from Regular to Black.
        let expected: [SymbolWeight: Double] = [.ultralight: 10, .thin: 10 + 10 / 3, .light: 10 + 20 / 3, .regular: 20,
                                                .medium: 24, .semibold: 28, .bold: 32, .heavy: 36, .black: 40]
        for (weight, width) in expected {
            let drawn = s.resolved(weight: weight, scale: .small)
            let box = Self.ink(drawn)
            #expect(Self.near(box.width, width, 1e-9), "\(weight): \(box.width)")
            #expect(Self.near(box.minX, -width / 2, 1e-9), "centred between its margins (the ink's edges here)")
            #expect(Self.near(box.height, 50, 1e-9) && Self.near(box.maxY, 0, 1e-9), "stands on the baseline")
            #expect(Self.near(drawn.metrics.advance, width, 1e-9), "the advance interpolates with the outline")
        }
        #expect(v[.light, .small].origin == .interpolated(from: .ultralight, to: .regular, fraction: 2.0 / 3))
        #expect(v[.semibold, .small].origin == .interpolated(from: .regular, to: .black, fraction: 0.4))
        // Every interior point moves too, not just the box: a curve's control point.
        var t = TemplateText()
        for (w, c) in [("Ultralight", 0.0), ("Regular", 10.0), ("Black", 30.0)] {
            t.variants.append(("\(w)-S", [("", "M0 0C\(c) -20 20 -20 20 0Z")]))
            t.margins["\(w)-S"] = (0, 20)
        }
        let curve = try t.symbol().resolved(weight: .medium, scale: .small).layers[0].path
        let controls = curve.elements.flatMap { e -> [Point] in if case .cubic(let c1, let c2, _) = e { [c1, c2] } else { [] } }
        #expect(controls.contains { Self.near($0.x, 4, 1e-9) && Self.near($0.y, -20, 1e-9) },
                "control x: 10 + 0.2 × 20 = 14 from the left margin, 4 from the centre of a 20-wide advance: \(controls)")
    }

    @Test func scalesDeriveFromSmallAboutTheCapBandMiddle() throws {
        let s = try TemplateText.sources.symbol()
        let cap = 70.459, mid = -cap / 2
        for scale in SymbolScale.allCases {
            let k = scale.factor / SymbolScale.small.factor
            let box = Self.ink(s.resolved(weight: .regular, scale: scale))
            #expect(Self.near(box.width, 20 * k, 1e-9), "\(scale)")
            #expect(Self.near(box.maxY, mid + (0 - mid) * k, 1e-9) && Self.near(box.minY, mid + (-50 - mid) * k, 1e-9), "\(scale): \(box)")
            #expect(Self.near(s.resolved(weight: .regular, scale: scale).metrics.capHeight, cap, 1e-9), "the cap height is the font's at every scale")
        }
        #expect(s.variants?[.semibold, .large].origin == .scaled(from: .small))
    }

    @Test func guidesSetBaselineCapHeightAndAdvance() throws {
        var t = TemplateText()
        t.variants = [("Regular-M", [("", TemplateText.rect(w: 20))])]
        t.margins = ["Regular-M": (-4, 30)]
        t.baselines["M"] = 1126 + 10   // the baseline 10 units below the group's origin (1126)
        t.capHeight = 60
        let s = try t.symbol()
        #expect(s.metrics.capHeight == 60 && s.metrics.baseline == 0 && s.metrics.anchor == Point(0, -30))
        #expect(s.metrics.advance == 34, "right margin − left margin")
        let box = Self.ink(s)
        #expect(Self.near(box.minX, -13) && Self.near(box.maxX, 7), "4 units from the left margin, the margins centred on x = 0: \(box)")
        #expect(Self.near(box.maxY, -10) && Self.near(box.minY, -60), "measured from Baseline-M: \(box)")
        #expect(s.metrics.box.minX == -17 && s.metrics.box.maxX == 17, "the image box spans the margins")
        // Placement: drawn at 100 pt, 1 px per point, anchored at (100, 100): the rectangle's left edge
        // lands 13 px left of the anchor and its bottom 20 px below it (the anchor is the cap band's
        // middle, 30 units above the baseline; the rectangle ends 10 above it).
        var canvas = Canvas(width: 200, height: 200)
        SymbolRenderer.draw(s, style: SymbolStyle(pointSize: 100), anchoredAt: Point(100, 100), into: &canvas)
        #expect(canvas.pixmap.pixel(x: 87, y: 85).a == 255 && canvas.pixmap.pixel(x: 86, y: 85).a == 0)
        #expect(canvas.pixmap.pixel(x: 95, y: 119).a == 255 && canvas.pixmap.pixel(x: 95, y: 120).a == 0)
        #expect(canvas.pixmap.pixel(x: 95, y: 70).a == 255 && canvas.pixmap.pixel(x: 95, y: 69).a == 0)
    }

    @Test func layerClassesBecomeHierarchicalLayers() throws {
        var t = TemplateText()
        t.variants = [("Regular-M", [
            ("monochrome-0 multicolor-0:tintColor hierarchical-0:primary SFSymbolsPreviewWireframe", TemplateText.rect(x: 0, w: 20)),
            ("monochrome-1 multicolor-1:systemRedColor hierarchical-1:secondary", TemplateText.rect(x: 30, w: 20)),
            ("monochrome-2 hierarchical-2:tertiary", TemplateText.rect(x: 60, w: 20)),
            ("monochrome-3 hierarchical-3:primary", TemplateText.rect(x: 90, w: 10)),
        ])]
        let s = try t.symbol()
        #expect(s.layers.map(\.role) == [.primary, .secondary, .tertiary], "one layer per level, in order of first use")
        #expect(s.layers[0].path.bounds.width > 90, "both primary shapes are in the primary layer")
        let style = SymbolStyle(pointSize: 100, mode: .hierarchical, color: .black)
        let image = SymbolRenderer.image(of: s, style: style)
        let y = image.height / 2, left = -s.metrics.box.minX
        func alpha(atGridX x: Double) -> UInt8 { image.pixel(x: Int(left + x), y: y).a }
        #expect(alpha(atGridX: -45) == 255 && alpha(atGridX: -15) == 128 && alpha(atGridX: 15) == 64, "1, 0.5 and 0.25")
        let mono = SymbolRenderer.image(of: s, style: SymbolStyle(pointSize: 100, mode: .monochrome, color: .black))
        #expect(mono.pixel(x: Int(left + 15), y: y).a == 255, "monochrome draws every level in full")
        // Monochrome classes only, or none: one primary layer.
        var plain = TemplateText()
        plain.variants = [("Regular-M", [("monochrome-0", TemplateText.rect(w: 20)), ("", TemplateText.rect(x: 30, w: 5))])]
        #expect(try plain.symbol().layers.map(\.role) == [.primary])
    }

    /// SwiftUI's fourth level: `hierarchical-N:quaternary` is a layer of its own, below tertiary in
    /// hierarchical mode, full in monochrome, and in palette mode the last style given.
    @Test func quaternaryIsTheFourthLevel() throws {
        var t = TemplateText()
        t.variants = [("Regular-M", ["primary", "secondary", "tertiary", "quaternary"].enumerated().map { i, role in
            ("monochrome-\(i) hierarchical-\(i):\(role)", TemplateText.rect(x: 30 * Double(i), w: 20))
        })]
        let s = try t.symbol()
        #expect(s.layers.map(\.role) == [.primary, .secondary, .tertiary, .quaternary])
        func alphas(_ style: SymbolStyle) -> [UInt8] {
            let image = SymbolRenderer.image(of: s, style: style)
            let y = image.height / 2, left = -s.metrics.box.minX
            return (0..<4).map { image.pixel(x: Int(left - 45 + 30 * Double($0)), y: y).a }
        }
        #expect(alphas(SymbolStyle(pointSize: 100, mode: .hierarchical, color: .black)) == [255, 128, 64, 32], "1, 0.5, 0.25, 0.125")
        #expect(alphas(SymbolStyle(pointSize: 100, mode: .monochrome, color: .black)) == [255, 255, 255, 255])
        let green = Color(r8: 0, g8: 255, b8: 0), blue = Color(r8: 0, g8: 0, b8: 255)
        let palette = SymbolStyle(pointSize: 100, mode: .palette, color: .black, palette: [green, blue])
        #expect(palette.color(of: .quaternary) == blue && palette.color(of: .tertiary) == blue, "the last of three styles")
        #expect(SymbolStyle(pointSize: 100, mode: .palette, color: .black, palette: [green]).color(of: .quaternary) == green)
        #expect(SymbolRenderingMode.hierarchical.opacity(of: .quaternary) < SymbolRenderingMode.hierarchical.opacity(of: .tertiary))
    }

    @Test func weightsAndScalesReachTheRenderer() throws {
        let s = try TemplateText.sources.symbol()
        let areas = SymbolWeight.allCases.map { w in
            Fixture.alphaArea(SymbolRenderer.image(of: s, style: SymbolStyle(pointSize: 100, weight: w, scale: .small)))
        }
        #expect(areas == areas.sorted() && Set(areas).count == areas.count, "heavier weights draw more ink: \(areas)")
        // Drawn at a weight, the variant is used as it is: no outline offset on top.
        let bold = SymbolStyle(pointSize: 100, weight: .bold, scale: .small)
        #expect(Self.near(areas[SymbolWeight.bold.index], 32 * 50, 1), "32 × 50 units at 1 px per unit: \(areas)")
        #expect(SymbolRenderer.image(of: s.weighted(.bold), style: bold) == SymbolRenderer.image(of: s, style: bold))
        let large = SymbolRenderer.image(of: s, style: SymbolStyle(pointSize: 100, scale: .large))
        #expect(Self.near(Fixture.alphaArea(large), 20 * 50 * pow(1.29 / 0.78, 2), 2))
    }

    @Test func symbolsWithoutVariantsScaleAsAWhole() {
        let sun = Fixture.symbol("sun.max.fill")
        let medium = SymbolRenderer.imageBox(of: sun, style: SymbolStyle(pointSize: 44))
        let large = SymbolRenderer.imageBox(of: sun, style: SymbolStyle(pointSize: 44, scale: .large))
        #expect(Self.near(large.width, medium.width * 1.29, 1e-9) && Self.near(large.height, medium.height * 1.29, 1e-9))
        #expect(sun.resolved(weight: .regular, scale: .medium) == sun, "medium is the drawing itself")
        let twice = sun.resolved(weight: .bold, scale: .small).resolved(weight: .bold, scale: .large)
        #expect(Self.near(twice.metrics.box.width, large.width, 1e-9) && twice.appliedScale == .large, "resolving again does not compound")
    }
}

/// Malformed templates fail with one line naming the file, line and what a template needs.
@Suite struct TemplateErrorTests {
    static func error(_ text: String, file: String = "t.svg", template: Bool = false) -> String? {
        do {
            _ = try SymbolFileReader.symbol(named: "t", data: Data(text.utf8), file: file, template: template)
            return nil
        } catch { return "\(error)" }
    }

    static func expectError(_ t: TemplateText, mentions words: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        guard let message = error(t.text) else { Issue.record("a malformed template must fail", sourceLocation: sourceLocation); return }
        #expect(message.hasPrefix("t.svg:") && !message.contains("\n"), "one line naming the file: \(message)", sourceLocation: sourceLocation)
        for w in words { #expect(message.contains(w), "'\(w)' in: \(message)", sourceLocation: sourceLocation) }
    }

    @Test func missingSymbolsGroup() {
        var t = TemplateText.sources
        t.symbolsGroup = false
        Self.expectError(t, mentions: ["<g id=\"Symbols\">", "Ultralight-S"])
        // A .symbolset's file must be a template even without Guides or Notes.
        let plain = #"<svg viewBox="0 0 10 10"><rect width="10" height="10"/></svg>"#
        #expect(Self.error(plain, template: true)?.contains("Symbols") == true)
    }

    @Test func incompatibleSources() {
        var t = TemplateText.sources
        t.variants[2].shapes = [("", "M0 0L40 0L40 -50Q20 -60 0 -50Z")]
        Self.expectError(t, mentions: ["Regular-S and Black-S cannot be interpolated", "element 4 is a line in one and a quadratic curve in the other"])
        var count = TemplateText.sources
        count.variants[0].shapes.append(("", TemplateText.rect(x: 30, w: 5)))
        Self.expectError(count, mentions: ["Ultralight-S and Regular-S cannot be interpolated", "2 shapes against 1"])
        var roles = TemplateText.sources
        roles.variants[2].shapes = [("hierarchical-0:secondary", TemplateText.rect(w: 40))]
        Self.expectError(roles, mentions: ["cannot be interpolated", "primary in one and secondary in the other"])
    }

    @Test func partialSources() {
        var t = TemplateText.sources
        t.variants.removeLast()
        Self.expectError(t, mentions: ["interpolation needs Ultralight-S, Regular-S and Black-S", "Black-S missing"])
    }

    @Test func unknownVariantAndStrayShapes() {
        var t = TemplateText.sources
        t.variants.append(("Regular-XL", [("", TemplateText.rect(w: 20))]))
        Self.expectError(t, mentions: ["id=\"Regular-XL\"", "WEIGHT-SCALE"])
        var twice = TemplateText.sources
        twice.variants.append(twice.variants[1])
        Self.expectError(twice, mentions: ["Regular-S appears twice"])
    }

    @Test func guidesMissingOrCrooked() {
        var t = TemplateText.sources
        t.baselines = ["M": 1126]
        Self.expectError(t, mentions: ["needs the guide Baseline-S"])
        var crooked = TemplateText()
        crooked.variants = [("Regular-M", [("", TemplateText.rect(w: 20))])]
        crooked.margins = ["Regular-M": (30, -4)]
        Self.expectError(crooked, mentions: ["right-margin-Regular-M must lie right of left-margin-Regular-M"])
        var oneMargin = TemplateText()
        oneMargin.variants = [("Regular-M", [("", TemplateText.rect(w: 20))])]
        oneMargin.extraGuides = #"<line id="left-margin-Regular-M" x1="290" x2="290" y1="1000" y2="1150"/>"#
        Self.expectError(oneMargin, mentions: ["only one of its margins"])
    }

    @Test func badLayerClasses() {
        for (classes, words) in [("hierarchical-0:quinary", [":primary, :secondary, :tertiary or :quaternary"]),
                                 ("monochrome-x", ["whole number"]),
                                 ("multicolor-0", ["multicolor-N:NAME"])] {
            var t = TemplateText()
            t.variants = [("Regular-M", [(classes, TemplateText.rect(w: 20))])]
            Self.expectError(t, mentions: ["class '\(classes)'"] + words)
        }
    }

    @Test func emptyTemplateAndBrokenPathData() {
        var empty = TemplateText()
        empty.variants = [("Regular-M", [])]
        Self.expectError(empty, mentions: ["no variant that draws shapes"])
        var broken = TemplateText.sources
        broken.variants[1].shapes = [("", "M0 0L20 0L20 -50L0 -50Z L x")]
        Self.expectError(broken, mentions: [])   // the path data error, with its line, not a recovery
    }
}

/// Templates in a folder: `.svg` templates and Xcode's `NAME.symbolset` folders.
@Suite struct TemplateFolderTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/symbols")

    @Test func fixturesLoadAsUserSymbols() throws {
        let catalog = try SymbolCatalog.load(userFolder: Self.fixtures.path)
        for name in ["ring.dot", "ring.dot.slash"] {
            #expect(catalog.source(of: name) == .userFolder)
            let s = try catalog.symbol(named: name)
            #expect(s.variants != nil && s.layers.map(\.role) == [.primary, .secondary])
            #expect(s.variants?[.regular, .small].origin == .template && s.variants?[.bold, .small].origin == .interpolated(from: .regular, to: .black, fraction: 0.6))
        }
        // The pair animates like any other: magic replace keeps the dot they share (the secondary
        // layer, the same outline in both) and replaces the rest.
        let t = SymbolTransition(from: try catalog.symbol(named: "ring.dot"), to: try catalog.symbol(named: "ring.dot.slash"), effect: .morphMagic)
        #expect(t.sharesLayers && t.layers(at: 0.5).contains { $0.role == .secondary && $0.opacity == 1 && $0.scale == 1 })
        let style = SymbolStyle(pointSize: 44, weight: .medium, mode: .hierarchical, color: .black)
        let start = SymbolRenderer.image(of: t, at: 0, style: style), end = SymbolRenderer.image(of: t, at: 1, style: style)
        #expect(Fixture.inkCount(start) > 100 && Fixture.inkCount(end) > Fixture.inkCount(start), "the slash adds ink")
        // Replace and fade run on template symbols as on any other, at their variants' weight.
        for effect in [SymbolEffect.replace(.upUp, .wholeSymbol), .fade] {
            let swap = SymbolTransition(from: t.from, to: t.to, effect: effect)
            #expect(SymbolRenderer.image(of: swap, at: 1, style: style) == end, "\(effect) ends on the new symbol alone")
            #expect(Fixture.inkCount(SymbolRenderer.image(of: swap, at: 0.4, style: style)) > 100)
        }
    }

    @Test func symbolsetNeedsItsContents() throws {
        let template = try String(contentsOf: Self.fixtures.appendingPathComponent("ring.dot.svg"), encoding: .utf8)
        let dir = try Fixture.folder([:])
        let set = dir.appendingPathComponent("mine.symbolset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data(template.utf8).write(to: set.appendingPathComponent("mine.svg"))
        func loadError() -> String? {
            do { _ = try SymbolCatalog.load(userFolder: dir.path); return nil } catch { return "\(error)" }
        }
        #expect(loadError()?.contains("needs a Contents.json") == true)
        try Data(#"{"info": {"author": "xcode", "version": 1}}"#.utf8).write(to: set.appendingPathComponent("Contents.json"))
        #expect(loadError()?.contains(#"{"symbols": [{"filename": "NAME.svg""#) == true)
        try Data(#"{"symbols": [{"filename": "mine.svg", "idiom": "universal"}]}"#.utf8).write(to: set.appendingPathComponent("Contents.json"))
        let catalog = try SymbolCatalog.load(userFolder: dir.path)
        #expect(try catalog.symbol(named: "mine").variants != nil, "the folder's name is the symbol's")
    }
}
