import Testing
import Raster
@testable import Components

struct PaletteTests {
    @Test func ios18ColoursPerAppearance() {
        let light = Palette(appearance: .light), dark = Palette(appearance: .dark)
        #expect(light.color(.cyan) == Color(r8: 50, g8: 173, b8: 230))
        #expect(dark.color(.indigo) == Color(r8: 94, g8: 92, b8: 230))
        #expect(light.color(.secondary).alpha == 0.6)
        #expect(dark.color(.systemGroupedBackground) == Color(r8: 0, g8: 0, b8: 0))
    }

    @Test func ios26ChangesOnlySome() {
        let p = Palette(release: .ios26, appearance: .light)
        #expect(p.color(.blue) == Color(r8: 0, g8: 136, b8: 255))
        #expect(p.color(.pink) == Palette(appearance: .light).color(.pink))
    }

    @Test func parsesNamesAndHex() {
        let p = Palette(appearance: .dark)
        #expect(p.parse("orange") == Color(r8: 255, g8: 159, b8: 10))
        #expect(p.parse("#FF8000") == Color(r8: 255, g8: 128, b8: 0))
        #expect(p.parse("#FF800080")?.alpha == 128.0 / 255)
        #expect(p.parse("#FF80") == nil && p.parse("purple") == nil && p.parse("#GG0000") == nil)
    }

    @Test func everyNameResolves() {
        for release in Palette.Release.allCases {
            for appearance in RenderEnvironment.Appearance.allCases {
                let p = Palette(release: release, appearance: appearance)
                for n in Palette.Name.allCases { _ = p.color(n) }
            }
        }
    }
}
