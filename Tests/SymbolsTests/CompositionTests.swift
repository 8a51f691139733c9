import Foundation
import Raster
import Testing
@testable import Symbols

/// SF's naming grammar composed (docs/symbols.md, "Composed symbols"): which recipes a name reads as,
/// what each draws, and where the catalogue says a name comes from.
@Suite struct CompositionTests {
    @Test func namesReadAsTheirRecipesMostFaithfulFirst() {
        #expect(SymbolComposition.recipes(for: "heart.circle.fill") == [
            .enclosed(base: "heart.fill", enclosure: "circle.fill", filled: true),
            .enclosed(base: "heart", enclosure: "circle.fill", filled: true)])
        #expect(SymbolComposition.recipes(for: "heart.circle") == [.enclosed(base: "heart", enclosure: "circle", filled: false)])
        #expect(SymbolComposition.recipes(for: "person.crop.circle.fill").first
                == .enclosed(base: "person.fill", enclosure: "circle.fill", filled: true, cropped: true))
        #expect(SymbolComposition.recipes(for: "bell.slash.fill") == [.slashed(base: "bell.fill")])
        #expect(SymbolComposition.recipes(for: "person.badge.plus") == [.badged(base: "person", badge: "plus")])
        #expect(SymbolComposition.recipes(for: "bell.badge.fill") == [.badged(base: "bell.fill", badge: nil)])
        #expect(SymbolComposition.recipes(for: "doc.on.clipboard") == [.badged(base: "clipboard", badge: "doc", inFront: true)])
        #expect(SymbolComposition.recipes(for: "questionmark.bubble").first == .enclosed(base: "questionmark", enclosure: "bubble.left", filled: false))
        // Directions: the other spelling first, then the mirror image, then the quarter turns.
        let backward = SymbolComposition.recipes(for: "chevron.backward")
        #expect(backward.first == .turned(base: "chevron.left", turn: .same))
        #expect(backward.contains(.turned(base: "chevron.right", turn: .mirrored)))
        #expect(SymbolComposition.recipes(for: "arrow.up").first == .turned(base: "arrow.down", turn: .flipped))
        #expect(SymbolComposition.recipes(for: "arrow.up").contains(.turned(base: "arrow.right", turn: .anticlockwise)))
        // Only directional families turn, and only when the direction is the last word before an enclosure.
        #expect(SymbolComposition.recipes(for: "hand.point.up").isEmpty)
        #expect(SymbolComposition.recipes(for: "arrow.up.and.down").allSatisfy { if case .turned = $0 { false } else { true } })
        #expect(SymbolComposition.recipes(for: "heart").isEmpty && SymbolComposition.recipes(for: "circle.fill").isEmpty)
    }

    @Test func composedNamesSayTheirRecipe() throws {
        let catalog = Fixture.catalog
        #expect(catalog.source(of: "heart.circle.fill") == .composed("heart.fill knocked out of circle.fill"))
        #expect(catalog.source(of: "ellipsis.circle") == .composed("ellipsis in circle"))
        #expect(catalog.source(of: "arrow.uturn.backward.circle.fill") == .composed("arrow.uturn.backward knocked out of circle.fill"))
        #expect(catalog.source(of: "timer") == .mapped(icon: "timer", set: .materialDesignIcons))
        #expect(catalog.source(of: "heart.circle.fil") == nil)
        #expect(catalog.layerRoles(of: "heart.circle.fill") == [.secondary, .knockout])
        #expect(catalog.layerRoles(of: "calendar.badge.clock") == [.primary, .gap, .other("badge")])
        // A name whose directions all miss ends (every direction refers to the others).
        #expect(try catalog.resolve("arrow.nowhere.up").symbol == nil)
        #expect(catalog.allNames.contains("heart.circle.fill") && catalog.composedNames.count > 200)
    }

    /// Monochrome cuts the base out of a filled enclosure; hierarchical paints it back in the primary colour.
    @Test func aFilledEnclosureKnocksItsBaseOut() throws {
        let s = Fixture.symbol("heart.circle.fill")
        func centre(_ mode: SymbolRenderingMode) -> (centre: UInt8, rim: UInt8) {
            let image = SymbolRenderer.image(of: s, style: SymbolStyle(pointSize: 40, mode: mode), scale: 2)
            return (image.pixel(x: image.width / 2, y: image.height / 2).a, image.pixel(x: image.width / 2, y: 6).a)
        }
        let mono = centre(.monochrome), hier = centre(.hierarchical)
        #expect(mono.centre == 0 && mono.rim == 255, "\(mono)")
        #expect(hier.centre == 255 && hier.rim < 200 && hier.rim > 50, "\(hier)")
        // The outlined enclosure keeps the base's own layers inside a secondary ring.
        let outlined = Fixture.symbol("heart.circle")
        #expect(outlined.layers.map(\.role) == [.secondary, .primary])
        let base = Fixture.symbol("heart").paintedBounds, ring = outlined.layer(.secondary)!.path.bounds
        let inner = outlined.layer(.primary)!.path.bounds
        #expect(abs(inner.midX - ring.midX) < 0.5 && abs(inner.midY - ring.midY) < 0.5, "centred: \(inner) in \(ring)")
        #expect(inner.width < base.width * 0.7 && inner.width > ring.width * 0.4, "\(inner) against \(base) and \(ring)")
    }

    /// A slashed glyph cut out of a filled enclosure (the toggle of issue 35 swaps `mic.square.fill` and
    /// `mic.slash.circle.fill`): the slash bar is cut out, the gap beside it stays filled.
    @Test func aSlashedGlyphIsCutOutWithItsGap() throws {
        let s = Fixture.symbol("mic.slash.circle.fill")
        #expect(s.layers.map(\.role) == [.secondary, .knockout, .gap, .slash])
        let axis = try #require(s.slash)
        let style = SymbolStyle(pointSize: 100)
        let image = SymbolRenderer.image(of: s, style: style, scale: 2)
        let unit = style.unitScale * 2, box = SymbolRenderer.imageBox(of: s, style: style)
        func alpha(_ p: Point) -> UInt8 {
            image.pixel(x: Int(p.x * unit - (box.minX * unit).rounded(.down)), y: Int(p.y * unit - (box.minY * unit).rounded(.down))).a
        }
        let middle = (axis.start + axis.end) * 0.5, normal = Point(axis.direction.y, -axis.direction.x)
        #expect(alpha(middle) == 0, "the bar is cut out")
        // The base is scaled into the circle, its gap with it: 4.5 … 11.5 units from the axis become about 2.5 … 6.
        #expect(alpha(middle + normal * 4.5) > 200, "the gap keeps the disc: \((-14...14).map { alpha(middle + normal * Double($0)) })")
        #expect(alpha(middle + normal * 10) == 0, "the glyph beyond the gap is cut out")
        #expect(try Fixture.catalog.resolve("mic.square.fill").symbol != nil)
    }

    @Test func directionsTurnAndMirrorKeepingTheirWinding() throws {
        let right = Fixture.symbol("chevron.right").paintedBounds
        let down = try #require(Fixture.symbol("chevron.right").turned(.clockwise, name: "d", mirrorsInRightToLeft: false))
        #expect(abs(down.paintedBounds.width - right.height) < 0.01 && abs(down.paintedBounds.height - right.width) < 0.01)
        let backward = Fixture.symbol("arrow.uturn.backward.circle")
        #expect(backward.mirrorsInRightToLeft)
        // Mirrored outlines still fill: as much ink as the original.
        let style = SymbolStyle(pointSize: 30)
        let left = SymbolRenderer.image(of: Fixture.symbol("chevron.left"), style: style, scale: 2)
        let mirrored = SymbolRenderer.image(of: try #require(Fixture.symbol("chevron.left").turned(.mirrored, name: "m", mirrorsInRightToLeft: false)),
                                            style: style, scale: 2)
        #expect(abs(Fixture.alphaArea(left) - Fixture.alphaArea(mirrored)) < 1)
    }

    @Test func slashesAndBadgesCutTheirGap() throws {
        let slashed = Fixture.symbol("heart.slash")
        #expect(slashed.layers.map(\.role) == [.primary, .gap, .slash] && slashed.slash != nil)
        // The slash shares the plain symbol's outline, so magic replace draws it on.
        #expect(slashed.layer(.primary)?.path == Fixture.symbol("heart").layer(.primary)?.path)
        let badged = Fixture.symbol("person.badge.key")
        let person = SymbolRenderer.image(of: Fixture.symbol("person"), style: SymbolStyle(pointSize: 40), scale: 2)
        let withBadge = SymbolRenderer.image(of: badged, style: SymbolStyle(pointSize: 40), scale: 2)
        #expect(withBadge.width > person.width, "the badge hangs past the trailing edge")
        #expect(Fixture.symbol("bell.badge").layers.map(\.role) == [.primary, .gap, .other("badge")])
    }

    /// The drawn enclosures and the SVG font's glyphs: a tiny font of the package's layout parses, and a
    /// glyph is flipped onto the grid (y down, the em's top at 0).
    @Test func drawnEnclosuresAndFontGlyphs() throws {
        for name in ["rectangle", "rectangle.fill", "app.fill", "capsule", "capsule.fill", "seal", "seal.fill"] {
            let s = try #require(Symbol.drawnEnclosure(named: name))
            let image = SymbolRenderer.image(of: s, style: SymbolStyle(pointSize: 20), scale: 2)
            #expect(Fixture.inkCount(image, threshold: 127) > 60, "\(name)")
        }
        let outlined = Fixture.alphaArea(SymbolRenderer.image(of: Symbol.drawnEnclosure(named: "seal")!, style: SymbolStyle(pointSize: 20), scale: 2))
        let filled = Fixture.alphaArea(SymbolRenderer.image(of: Symbol.drawnEnclosure(named: "seal.fill")!, style: SymbolStyle(pointSize: 20), scale: 2))
        #expect(outlined < filled / 2, "the outlined seal is a ring: \(outlined) of \(filled)")
        let text = """
        <svg><defs><font horiz-adv-x="512"><glyph glyph-name="box" unicode="&#xF001;" horiz-adv-x="512" d="M64 0L448 0L448 384L64 384Z" />
        <glyph glyph-name="box-wide" d="M0 0L512 0L512 384L0 384Z"/></font></defs></svg>
        """
        let bytes = Array(text.utf8)
        let index = MaterialDesignIconFont.index(bytes)
        #expect(Set(index.keys) == ["box", "box-wide"])
        #expect(index["box"].map { String(decoding: bytes[$0], as: UTF8.self) } == "M64 0L448 0L448 384L64 384Z")
        #expect(MaterialDesignIconFont.index(Array("<svg><glyph d=\"M0 0\"/></svg>".utf8)).isEmpty, "a glyph needs its name")
        #expect(MaterialDesignIconFont.index(Array("<svg><glyph glyph-name=\"x\" ad=\"M0 0\"/></svg>".utf8)).isEmpty, "a whole attribute name")
        let font = try MaterialDesignIconFont.at(MaterialDesignIconFont.debianFile)
        let leaf = try #require(try font.outline(of: "leaf", file: "font"))
        #expect(leaf.bounds.minY >= 0 && leaf.bounds.maxY <= 512 && leaf.bounds.height > 300, "\(leaf.bounds)")
        #expect(try font.outline(of: "no-such-glyph", file: "font") == nil)
    }
}
