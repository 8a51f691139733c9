import Raster
import Testing
@testable import Symbols

/// Palette and multicolor: which colour each layer and each multicolor piece takes, measured in pixels.
@Suite struct SymbolPaletteTests {
    static let red = Color(r8: 255, g8: 0, b8: 0), green = Color(r8: 0, g8: 255, b8: 0), blue = Color(r8: 0, g8: 0, b8: 255)

    /// A template of four rectangles, 20 units wide at grid x −50, −20, 10 and 40: primary, secondary,
    /// tertiary and primary again; `multicolor` gives each one's `multicolor-N:` colour, if any.
    static func levels(multicolor: [String?] = [nil, nil, nil, nil]) throws -> Symbol {
        var t = TemplateText()
        let roles = ["primary", "secondary", "tertiary", "primary"]
        t.variants = [("Regular-M", roles.indices.map { i in
            let colour = multicolor[i].map { " multicolor-\(i):\($0)" } ?? ""
            return ("monochrome-\(i) hierarchical-\(i):\(roles[i])\(colour)", TemplateText.rect(x: 30 * Double(i), w: 20))
        })]
        return try t.symbol()
    }

    /// The straight colour at the middle of rectangle `i` of ``levels(multicolor:)`` drawn in `style`.
    static func colours(_ s: Symbol, _ style: SymbolStyle) -> [(r: UInt8, g: UInt8, b: UInt8, a: UInt8)] {
        let image = SymbolRenderer.image(of: s, style: style)
        let y = image.height / 2, left = -s.metrics.box.minX
        return (0..<4).map { i in
            let p = image.straightPixel(x: Int(left - 45 + 30 * Double(i)), y: y)
            return (p.r, p.g, p.b, p.a)
        }
    }

    static func style(_ mode: SymbolRenderingMode, palette: [Color] = [], multicolors: [String: Color] = [:]) -> SymbolStyle {
        SymbolStyle(pointSize: 100, mode: mode, color: red, palette: palette, multicolors: multicolors)
    }

    @Test func paletteGivesEachLevelItsStyle() throws {
        let c = Self.colours(try Self.levels(), Self.style(.palette, palette: [Self.green, Self.blue]))
        #expect(c[0] == (255, 0, 0, 255) && c[3] == (255, 0, 0, 255), "primary in the first style: \(c)")
        #expect(c[1] == (0, 255, 0, 255), "secondary in the second, at full opacity: \(c[1])")
        #expect(c[2] == (0, 0, 255, 255), "tertiary in the third: \(c[2])")
    }

    @Test func paletteWithTwoStylesGivesTheTertiaryTheSecondary() throws {
        let c = Self.colours(try Self.levels(), Self.style(.palette, palette: [Self.green]))
        #expect(c[0] == (255, 0, 0, 255) && c[1] == (0, 255, 0, 255) && c[2] == (0, 255, 0, 255), "\(c)")
    }

    @Test func paletteWithOneStyleIsMonochrome() throws {
        let s = try Self.levels()
        let palette = SymbolRenderer.image(of: s, style: Self.style(.palette))
        #expect(palette == SymbolRenderer.image(of: s, style: Self.style(.monochrome)))
        #expect(palette != SymbolRenderer.image(of: s, style: Self.style(.hierarchical)), "no level is dimmed")
    }

    @Test func paletteKeepsEachStylesOwnAlpha() throws {
        let c = Self.colours(try Self.levels(), Self.style(.palette, palette: [Self.green.opacity(0.5)]))
        #expect(c[0].a == 255 && abs(Int(c[1].a) - 128) <= 1 && c[1].g == 255, "\(c)")
    }

    /// SF's palette draws a filled enclosure's glyph in the primary over the enclosure in the secondary;
    /// monochrome leaves the glyph a hole.
    @Test func paletteDrawsAKnockedOutGlyphInThePrimary() {
        let s = Fixture.symbol("heart.circle.fill")
        func centreAndRim(_ style: SymbolStyle) -> [(r: UInt8, g: UInt8, b: UInt8, a: UInt8)] {
            let image = SymbolRenderer.image(of: s, style: style)
            let a = s.metrics.anchor, box = s.metrics.box
            let cx = Int(a.x - box.minX), cy = Int(a.y - box.minY)
            // The heart's middle (a little above the anchor) and the disc 8 units in from its left edge.
            return [(cx, cy - 4), (Int(-48 + 8 - box.minX), cy)].map { p in
                let v = image.straightPixel(x: p.0, y: p.1); return (v.r, v.g, v.b, v.a)
            }
        }
        let palette = centreAndRim(Self.style(.palette, palette: [Self.blue]))
        #expect(palette[0] == (255, 0, 0, 255), "the glyph in the primary: \(palette[0])")
        #expect(palette[1] == (0, 0, 255, 255), "the enclosure in the secondary: \(palette[1])")
        let mono = centreAndRim(Self.style(.monochrome))
        #expect(mono[0].a == 0 && mono[1] == (255, 0, 0, 255), "monochrome cuts the glyph out: \(mono)")
        #expect(centreAndRim(Self.style(.multicolor))[0].a == 0, "unannotated, multicolor draws as monochrome")
    }

    @Test func templateMulticolorClassesSplitLayersIntoParts() throws {
        let s = try Self.levels(multicolor: ["systemRedColor", "white", nil, "systemRedColor"])
        #expect(s.layers.map(\.role) == [.primary, .secondary, .tertiary], "roles as before")
        #expect(s.layers[0].multicolor.map(\.color) == ["systemRedColor"], "both red primaries in one part")
        #expect(s.layers[1].multicolor.map(\.color) == ["white"] && s.layers[2].multicolor.map(\.color) == [nil])
        // Without any multicolor class, layers carry no parts.
        #expect(try Self.levels().layers.allSatisfy(\.multicolor.isEmpty))
    }

    @Test func multicolorPaintsEachPieceInItsNamedColour() throws {
        let s = try Self.levels(multicolor: ["systemGreenColor", "systemBlueColor", nil, "unknownColor"])
        let c = Self.colours(s, Self.style(.multicolor, multicolors: ["systemGreenColor": Self.green, "systemBlueColor": Self.blue]))
        #expect(c[0] == (0, 255, 0, 255) && c[1] == (0, 0, 255, 255), "named pieces in their colours: \(c)")
        #expect(c[2] == (255, 0, 0, 255), "an unannotated piece in the foreground, undimmed: \(c[2])")
        #expect(c[3] == (255, 0, 0, 255), "a name not resolved in the foreground: \(c[3])")
        // Other modes ignore the colours.
        let mono = Self.colours(s, Self.style(.monochrome, multicolors: ["systemGreenColor": Self.green]))
        #expect(mono.allSatisfy { $0 == (255, 0, 0, 255) }, "\(mono)")
    }

    @Test func multicolorPartsFollowWeightsMirroringAndScale() throws {
        let s = try Self.levels(multicolor: ["systemGreenColor", nil, nil, nil])
        let style = Self.style(.multicolor, multicolors: ["systemGreenColor": Self.green])
        for variant in [s.mirrored(), s.resolved(weight: .bold, scale: .large)] {
            for layer in variant.layers {
                let union = layer.multicolor.map(\.path.bounds).reduce(layer.multicolor[0].path.bounds) { $0.union($1) }
                #expect(abs(union.minX - layer.path.bounds.minX) < 1e-6 && abs(union.maxX - layer.path.bounds.maxX) < 1e-6,
                        "the parts cover the layer: \(union) vs \(layer.path.bounds)")
            }
        }
        // Mirrored, the green rectangle is the rightmost.
        let m = s.mirrored()
        let image = SymbolRenderer.image(of: m, style: style)
        let p = image.straightPixel(x: Int(-m.metrics.box.minX + 45), y: image.height / 2)
        #expect((p.r, p.g, p.b) == (0, 255, 0), "\(p)")
    }
}
