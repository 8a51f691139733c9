import AppResources
import Foundation
import Raster
import Testing
@testable import HeadlessSwiftUI

/// `.resizable(capInsets:resizingMode:)` on named images (Resources/AssetImage+Slices.swift): caps at their
/// size, the rest stretched or tiled, and the catalogue's own slicing (`"resizing"` in Contents.json).
/// The fixture (Fixtures/assets/Slices.xcassets) is 6 × 6 px at 1x: 2 px caps with a colour per corner, grey
/// edges, a 2 px centre of a black then a white column.
@MainActor
struct ImageSlicingTests {
    func picture<V: View>(_ view: V) async throws -> Pixmap {
        let catalog = try AssetCatalog(url: AssetTests.assets.appendingPathComponent("Slices.xcassets"))
        return try await render(view, configure: { $0.scale = 1; $0.assetCatalogs = [catalog] }).render(at: 0)
    }
    let caps = EdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
    func isBlack(_ c: (r: Int, g: Int, b: Int, a: Int)) -> Bool { c.r < 40 && c.g < 40 && c.b < 40 && c.a == 255 }
    func isWhite(_ c: (r: Int, g: Int, b: Int, a: Int)) -> Bool { c.r > 215 && c.g > 215 && c.b > 215 && c.a == 255 }

    @Test func capsKeepTheirSizeAndTheCentreStretches() async throws {
        let p = try await picture(Image("Frame").resizable(capInsets: caps).frame(width: 20, height: 20))
        #expect(p.width == 20 && p.height == 20)
        #expect(pixel(p, 0, 0) == (255, 0, 0, 255) && pixel(p, 1, 1) == (255, 0, 0, 255))
        #expect(pixel(p, 19, 0) == (0, 255, 0, 255) && pixel(p, 19, 19) == (0, 0, 255, 255) && pixel(p, 0, 19) == (255, 255, 0, 255))
        // Stretched whole, (3, 3) would still be the red corner's; here it is the centre's black half.
        #expect(isBlack(pixel(p, 3, 3)), "\(pixel(p, 3, 3))")
        #expect(isBlack(pixel(p, 6, 10)) && isWhite(pixel(p, 14, 10)))
        // The top edge stretches along its length and keeps its height.
        #expect(pixel(p, 10, 0) == (128, 128, 128, 255) && pixel(p, 10, 1) == (128, 128, 128, 255))
    }

    @Test func tilingRepeatsTheCentreAtItsSize() async throws {
        let p = try await picture(Image("Frame").resizable(capInsets: caps, resizingMode: .tile).frame(width: 20, height: 20))
        #expect(pixel(p, 0, 0) == (255, 0, 0, 255) && pixel(p, 19, 19) == (0, 0, 255, 255))
        for x in stride(from: 2, to: 18, by: 2) {
            #expect(pixel(p, x, 10) == (0, 0, 0, 255), "column \(x)")
            #expect(pixel(p, x + 1, 10) == (255, 255, 255, 255), "column \(x + 1)")
        }
    }

    @Test func tilingWithoutCapsRepeatsThePicture() async throws {
        let p = try await picture(Image("Frame").resizable(resizingMode: .tile).frame(width: 12, height: 6))
        #expect(pixel(p, 0, 0) == (255, 0, 0, 255) && pixel(p, 6, 0) == (255, 0, 0, 255) && pixel(p, 11, 5) == (0, 0, 255, 255))
        #expect(pixel(p, 8, 2) == (0, 0, 0, 255) && pixel(p, 9, 2) == (255, 255, 255, 255))
    }

    @Test func theCataloguesSlicingAppliesWhenResizable() async throws {
        let sliced = try await picture(Image("Sliced").resizable().frame(width: 20, height: 20))
        let code = try await picture(Image("Frame").resizable(capInsets: caps, resizingMode: .tile).frame(width: 20, height: 20))
        #expect(sliced == code)
        // Not resizable, it is its own 6 × 6 points.
        let natural = try await picture(Image("Sliced"))
        #expect(natural.width == 6 && natural.height == 6)
    }

    @Test func capsWiderThanTheFrameShrinkToFit() async throws {
        let p = try await picture(Image("Frame").resizable(capInsets: caps).frame(width: 2, height: 10))
        // The left and right caps share the 2 points: 1 each, no centre.
        #expect(p.width == 2)
        #expect(pixel(p, 0, 0) == (255, 0, 0, 255) && pixel(p, 1, 0) == (0, 255, 0, 255))
    }
}
