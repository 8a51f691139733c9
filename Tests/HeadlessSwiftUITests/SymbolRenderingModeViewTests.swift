import Foundation
import Testing
import Raster
import Symbols
@testable import HeadlessSwiftUI

/// `.symbolRenderingMode(.palette)` and `.multicolor` on `Image(systemName:)`, with the foreground
/// style's levels (`.foregroundStyle(a, b, c)`), the appearance and the tint, measured in pixels.
@MainActor
@Suite struct SymbolRenderingModeViewTests {
    /// Three 30 × 30 unit squares in a 120-unit box centred on the anchor: primary, secondary and
    /// tertiary, the first two with the multicolor colours `multicolor` gives.
    static func catalog(multicolor: [String?] = []) -> SymbolCatalog {
        let anchor = Point(0, -SymbolMetrics.conventionCapHeight / 2)
        let roles: [SymbolLayer.Role] = [.primary, .secondary, .tertiary]
        let layers = roles.enumerated().map { i, role in
            let square = Raster.Path.rect(Raster.Rect(x: -55 + 40 * Double(i), y: anchor.y - 15, width: 30, height: 30))
            let colour = i < multicolor.count ? multicolor[i] : nil
            return SymbolLayer(role: role, path: square, multicolor: multicolor.isEmpty ? [] : [.init(color: colour, path: square)])
        }
        let box = Raster.Rect(x: -60, y: anchor.y - 60, width: 120, height: 120)
        return SymbolCatalog(symbols: ["levels": Symbol(name: "levels", metrics: SymbolMetrics(box: box), layers: layers)])
    }

    /// The straight colours at the middle of the three squares, drawn at 1 px per unit.
    static func colours<V: View>(_ view: V, catalog: SymbolCatalog = catalog(), scheme: ColorScheme = .light) async throws -> [[Int]] {
        let scene = try await render(view.font(.system(size: 100)), configure: {
            $0.scale = 1; $0.symbolCatalog = catalog; $0.colorScheme = scheme
        })
        let p = scene.render(at: 0)
        // The picture holds the 120-unit frame centred, with room around it for what could draw outside.
        let o = (p.width - 120) / 2
        return [20, 60, 100].map { x in let c = pixel(p, o + x, o + 60); return [c.r, c.g, c.b, c.a] }
    }

    static let red = HeadlessSwiftUI.Color(red: 1, green: 0, blue: 0), green = HeadlessSwiftUI.Color(red: 0, green: 1, blue: 0)
    static let blue = HeadlessSwiftUI.Color(red: 0, green: 0, blue: 1)

    @Test func paletteTakesTheThreeStyles() async throws {
        let c = try await Self.colours(Image(systemName: "levels").symbolRenderingMode(.palette).foregroundStyle(Self.red, Self.green, Self.blue))
        #expect(c == [[255, 0, 0, 255], [0, 255, 0, 255], [0, 0, 255, 255]], "\(c)")
    }

    @Test func paletteWithTwoStylesGivesTheTertiaryTheSecondary() async throws {
        let c = try await Self.colours(Image(systemName: "levels").symbolRenderingMode(.palette).foregroundStyle(Self.red, Self.green))
        #expect(c == [[255, 0, 0, 255], [0, 255, 0, 255], [0, 255, 0, 255]], "\(c)")
    }

    @Test func paletteWithOneStyleIsMonochrome() async throws {
        let c = try await Self.colours(Image(systemName: "levels").symbolRenderingMode(.palette).foregroundStyle(Self.red))
        #expect(c == [[255, 0, 0, 255], [255, 0, 0, 255], [255, 0, 0, 255]], "\(c)")
        let hierarchical = try await Self.colours(Image(systemName: "levels").symbolRenderingMode(.hierarchical).foregroundStyle(Self.red))
        #expect(hierarchical[1][3] < 200 && hierarchical[2][3] < hierarchical[1][3], "hierarchical still dims: \(hierarchical)")
    }

    /// SwiftUI: symbols under `.foregroundStyle(_:_:)` draw in palette unless a mode is set; a later
    /// single style takes the levels back.
    @Test func twoStylesImplyPaletteUnlessAModeIsSet() async throws {
        let implied = try await Self.colours(Image(systemName: "levels").foregroundStyle(Self.red, Self.green, Self.blue))
        #expect(implied == [[255, 0, 0, 255], [0, 255, 0, 255], [0, 0, 255, 255]], "\(implied)")
        let mono = try await Self.colours(Image(systemName: "levels").symbolRenderingMode(.monochrome).foregroundStyle(Self.red, Self.green))
        #expect(mono.allSatisfy { $0 == [255, 0, 0, 255] }, "\(mono)")
        let reset = try await Self.colours(Image(systemName: "levels").foregroundStyle(Self.blue).foregroundStyle(Self.red, Self.green))
        #expect(reset.allSatisfy { $0 == [0, 0, 255, 255] }, "the inner single style wins, levels and all: \(reset)")
    }

    /// `.secondary` and `.tertiary` resolve to the explicit levels; the tertiary falls back to the secondary.
    @Test func hierarchicalStylesResolveToTheExplicitLevels() {
        var env = EnvironmentValues()
        env.foregroundStyle = AnyShapeStyle(Self.red)
        env.foregroundLevels = [AnyShapeStyle(Self.green)]
        #expect(HierarchicalShapeStyle.secondary.resolve(in: env) == .color(Raster.Color(red: 0, green: 1, blue: 0)))
        #expect(HierarchicalShapeStyle.tertiary.resolve(in: env) == .color(Raster.Color(red: 0, green: 1, blue: 0)))
        env.foregroundStyle = AnyShapeStyle(Self.blue)
        #expect(env.foregroundLevels.isEmpty, "one style drops the levels")
        #expect(HierarchicalShapeStyle.secondary.resolve(in: env) != .color(Raster.Color(red: 0, green: 1, blue: 0)))
    }

    /// In a `Canvas`, a resolved palette symbol takes its levels from a `.palette` shading.
    @Test func aCanvasPaletteShadingColoursTheLevels() async throws {
        let canvas = Canvas { context, _ in
            var image = context.resolve(Image(systemName: "levels").symbolRenderingMode(.palette))
            image.shading = .palette([.color(Self.red), .color(Self.green), .color(Self.blue)])
            context.draw(image, at: CGPoint(x: 60, y: 60))
        }.frame(width: 120, height: 120)
        let c = try await Self.colours(canvas)
        #expect(c == [[255, 0, 0, 255], [0, 255, 0, 255], [0, 0, 255, 255]], "\(c)")
    }

    @Test func multicolorDrawsTheArtworksColoursByAppearanceAndTint() async throws {
        let catalog = Self.catalog(multicolor: ["systemRedColor", "tintColor"])
        let view = Image(systemName: "levels").symbolRenderingMode(.multicolor).foregroundStyle(Self.green).tint(Self.blue)
        let light = try await Self.colours(view, catalog: catalog)
        #expect(light == [[255, 59, 48, 255], [0, 0, 255, 255], [0, 255, 0, 255]],
                "systemRed (light), the tint, and the unannotated square in the foreground, undimmed: \(light)")
        let dark = try await Self.colours(view, catalog: catalog, scheme: .dark)
        #expect(dark[0] == [255, 69, 58, 255], "systemRed (dark): \(dark[0])")
    }

    @Test func multicolorWithoutAnnotationsIsMonochrome() async throws {
        let c = try await Self.colours(Image(systemName: "levels").symbolRenderingMode(.multicolor).foregroundStyle(Self.red))
        #expect(c.allSatisfy { $0 == [255, 0, 0, 255] }, "\(c)")
    }

    @Test func multicolorNamesResolveToSystemColours() {
        let env = EnvironmentValues()
        let expected: [(String, SystemColorTable.Name)] = [("systemRedColor", .red), ("systemGray2Color", .systemGray2),
                                                           ("labelColor", .label), ("systemMintColor", .mint)]
        for (name, table) in expected {
            #expect(env.multicolorPaint(named: name) == .color(SystemColorTable.color(table, scheme: .light, palette: .ios18)), "\(name)")
        }
        #expect(env.multicolorPaint(named: "white") == .color(.white))
        #expect(env.multicolorPaint(named: "nonsenseColor") == nil)
    }
}
