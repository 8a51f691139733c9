import Testing
import Raster
import Symbols
@testable import HeadlessSwiftUI

/// `.symbolVariant(_:)` as SwiftUI applies it: the variant's SF name (base, slash, shape, fill), added to
/// what ancestors chose, the plain name where the catalogue has no such variant, and `.none` in the
/// environment clearing it.
@MainActor
@Suite struct SymbolVariantsTests {
    @Test func aVariantSpellsSFsNameAndFallsBackPartByPart() {
        #expect(SymbolVariants.fill.candidateNames(for: "heart") == ["heart.fill", "heart"])
        #expect(SymbolVariants.circle.fill.candidateNames(for: "heart") == ["heart.circle.fill", "heart.circle", "heart"])
        #expect(SymbolVariants.fill.circle == SymbolVariants.circle.fill)
        #expect(SymbolVariants.slash.circle.fill.candidateNames(for: "mic") == ["mic.slash.circle.fill", "mic.slash.circle", "mic.slash", "mic"])
        // What the name spells counts as chosen and stays.
        #expect(SymbolVariants.circle.candidateNames(for: "heart.fill") == ["heart.circle.fill", "heart.fill"])
        #expect(SymbolVariants.fill.candidateNames(for: "bell.slash") == ["bell.slash.fill", "bell.slash"])
        #expect(SymbolVariants.none.candidateNames(for: "heart.fill") == ["heart.fill"])
        #expect(SymbolVariants.circle.fill.contains(.fill) && !SymbolVariants.fill.contains(.circle))
    }

    @Test func theModifierDrawsTheVariantsSymbol() async throws {
        func pixels<V: View>(_ view: V) async throws -> Pixmap {
            try await render(view.font(.title).foregroundStyle(.blue)).render(at: 0)
        }
        let filled = try await pixels(Image(systemName: "heart.fill"))
        #expect(try await pixels(Image(systemName: "heart").symbolVariant(.fill)) == filled)
        let enclosed = try await pixels(Image(systemName: "heart.circle.fill"))
        #expect(enclosed != filled)
        // Modifiers add up, inner or outer; `.none` as a modifier adds nothing.
        #expect(try await pixels(Image(systemName: "heart").symbolVariant(.fill).symbolVariant(.circle)) == enclosed)
        #expect(try await pixels(Image(systemName: "heart").symbolVariant(.none).symbolVariant(.circle.fill)) == enclosed)
        // Set in the environment, `.none` clears what an ancestor chose.
        let plain = try await pixels(Image(systemName: "heart"))
        #expect(try await pixels(Image(systemName: "heart").environment(\.symbolVariants, .none).symbolVariant(.fill)) == plain)
        #expect(plain != filled)
    }

    @Test func aMissingVariantDrawsThePlainSymbolWithoutAWarning() async throws {
        // SF has no `magnifyingglass.fill`, and neither does the catalogue.
        let scene = try await layout(Image(systemName: "magnifyingglass").symbolVariant(.fill))
        #expect(scene.scene.warnings.isEmpty, "\(scene.scene.warnings)")
        let drawn = try await render(Image(systemName: "magnifyingglass").symbolVariant(.fill).foregroundStyle(.red)).render(at: 0)
        let plain = try await render(Image(systemName: "magnifyingglass").foregroundStyle(.red)).render(at: 0)
        #expect(drawn == plain && drawn.inkedPixels > 50)
        // An unknown name still warns under its own name.
        let unknown = try await layout(Image(systemName: "heart.fil").symbolVariant(.circle))
        #expect(unknown.scene.warnings.first?.contains("no symbol named 'heart.fil'") == true, "\(unknown.scene.warnings)")
    }
}
