import Testing
import Raster
@testable import HeadlessSwiftUI

/// `Image(systemName:)` resolves names as the symbol catalogue does: our artwork, then the name map onto
/// bootstrap-icons; an unknown name lays out as a symbol's box, draws nothing and warns, as SwiftUI logs.
@MainActor
@Suite struct SymbolImageTests {
    @Test func mappedNameDrawsAndUnknownNameIsEmptyWithAWarning() async throws {
        let known = try await layout(Image(systemName: "heart.fill").font(.title))
        let unknown = try await layout(Image(systemName: "heart.fil").font(.title))
        #expect(known.scene.warnings.isEmpty, "\(known.scene.warnings)")
        #expect(unknown.scene.warnings.count == 1)
        #expect(unknown.scene.warnings.first?.contains("no symbol named 'heart.fil'") == true, "\(unknown.scene.warnings)")
        #expect(unknown.scene.warnings.first?.contains("heart.fill") == true, "nearest names: \(unknown.scene.warnings)")
        // The empty symbol keeps a box of the font's symbol size, so the layout around it does not jump.
        let box = unknown.frame("Image")
        #expect(box.width > 10 && box.height > 10, "\(box)")
        let drawn = try await render(Image(systemName: "heart.fill").font(.title).foregroundStyle(.red)).render(at: 0)
        let empty = try await render(Image(systemName: "heart.fil").font(.title).foregroundStyle(.red)).render(at: 0)
        #expect(drawn.inkedPixels > 100, "a mapped symbol draws")
        #expect(empty.inkedPixels == 0, "an unknown symbol draws nothing")
    }
}

extension Pixmap {
    /// Pixels with any coverage.
    var inkedPixels: Int {
        var n = 0
        for y in 0..<height { for x in 0..<width where straightPixel(x: x, y: y).a > 0 { n += 1 } }
        return n
    }
}
