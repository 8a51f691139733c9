import Foundation
import Testing
import Raster
import Symbols
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

    /// A rotated symbol keeps all its ink: the layer it is drawn in holds the rotated box, not the box's
    /// two transformed corners (which cut the heart's lobes off at 20°).
    @Test func aRotatedSymbolIsNotClipped() async throws {
        func heart(_ degrees: Double) async throws -> Int {
            try await render(Image(systemName: "heart.fill").font(.system(size: 56)).foregroundStyle(.red)
                .rotationEffect(.degrees(degrees)).padding(30)).render(at: 0).inkedPixels
        }
        let upright = try await heart(0)
        for degrees in [20.0, 45, 90] {
            let turned = try await heart(degrees)
            #expect(abs(Double(turned - upright)) < 0.02 * Double(upright), "at \(degrees)°: \(turned) of \(upright) pixels")
        }
    }

    /// An SF Symbols template (Fixtures/symbols/ring.dot.svg draws Ultralight-S, Regular-S and Black-S) is
    /// drawn at the image's weight and `.imageScale`: its small variant at `.small`, the medium one derived
    /// from it (1/0.78 larger) at `.medium`, and its weights interpolated.
    @Test func aTemplateDrawsTheVariantOfTheImagesWeightAndScale() async throws {
        var catalog = SymbolCatalog(symbols: [:])
        try catalog.add(folder: URL(fileURLWithPath: groundTruth).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("symbols"))
        let configure: (inout RenderConfiguration) -> Void = { $0.symbolCatalog = catalog }
        func ring(_ weight: Font.Weight, _ scale: Image.Scale) -> some View {
            Image(systemName: "ring.dot").font(.system(size: 40, weight: weight)).imageScale(scale)
        }
        let small = try await layout(ring(.regular, .small), configure: configure)
        let medium = try await layout(ring(.regular, .medium), configure: configure)
        #expect(small.scene.warnings.isEmpty, "\(small.scene.warnings)")
        let ratio = medium.frame("Image").width / small.frame("Image").width
        #expect(abs(ratio - 1 / 0.78) < 0.03, "\(ratio)")
        let light = try await render(ring(.ultraLight, .medium), configure: configure).render(at: 0).inkedPixels
        let black = try await render(ring(.black, .medium), configure: configure).render(at: 0).inkedPixels
        #expect(black > light + light / 4, "black \(black), ultralight \(light)")
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
