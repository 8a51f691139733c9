import AppResources
import Foundation
import Raster
import Testing
@testable import HeadlessSwiftUI

/// `ImagePaint` as a shape style: the picture (Fixtures' `Logo`, 20 × 10 pt: its left half opaque, red at
/// 1x and green at 2x, the right half clear) repeated from the filled frame's top-leading corner at its
/// size in points times `scale`, only the `sourceRect` part of it.
@MainActor
struct ImagePaintTests {
    func configure(scale: Int) throws -> (inout RenderConfiguration) -> Void {
        let catalog = try AssetCatalog(url: AssetTests.assets.appendingPathComponent("Sample.xcassets"))
        return { $0.scale = scale; $0.assetCatalogs = [catalog] }
    }

    func picture<V: View>(_ view: V, scale: Int = 1) async throws -> Pixmap {
        try await render(view, configure: configure(scale: scale)).render(at: 0)
    }

    /// Whether each point column's middle pixel (row 5 pt) is opaque.
    func opaque(_ p: Pixmap, _ xs: [Int], scale: Int = 1) -> [Bool] {
        xs.map { pixel(p, $0 * scale + scale / 2, 5 * scale).a > 200 }
    }

    @Test func aFillRepeatsThePictureAtItsSizeInPoints() async throws {
        let p = try await picture(Rectangle().fill(ImagePaint(image: Image("Logo"))).frame(width: 50, height: 10))
        #expect(p.width == 50)
        #expect(opaque(p, [5, 15, 25, 35, 45]) == [true, false, true, false, true])
        #expect(pixel(p, 25, 5) == (255, 0, 0, 255))
        // At 2x the 2x file repeats at the same size in points.
        let p2 = try await picture(Rectangle().fill(.image(Image("Logo"))).frame(width: 50, height: 10), scale: 2)
        #expect(opaque(p2, [5, 15, 25, 35, 45], scale: 2) == [true, false, true, false, true])
        #expect(pixel(p2, 51, 10) == (0, 255, 0, 255))
    }

    @Test func scaleShrinksTheTile() async throws {
        let p = try await picture(Rectangle().fill(ImagePaint(image: Image("Logo"), scale: 0.5)).frame(width: 40, height: 10))
        // A 10 pt tile: opaque 0–5, clear 5–10, and again.
        #expect(opaque(p, [2, 7, 12, 17, 32, 37]) == [true, false, true, false, true, false])
    }

    @Test func theSourceRectChoosesThePartThatRepeats() async throws {
        let left = try await picture(Rectangle().fill(ImagePaint(image: Image("Logo"), sourceRect: CGRect(x: 0, y: 0, width: 0.5, height: 1))).frame(width: 40, height: 10))
        #expect(opaque(left, [2, 12, 15, 25, 37]) == [true, true, true, true, true])
        let right = try await picture(Rectangle().fill(ImagePaint(image: Image("Logo"), sourceRect: CGRect(x: 0.5, y: 0, width: 0.5, height: 1))).frame(width: 40, height: 10))
        #expect(opaque(right, [2, 12, 15, 25, 37]) == [false, false, false, false, false])
        // A quarter from x 0.25: five opaque points, then five clear, repeating every 10.
        let middle = try await picture(Rectangle().fill(ImagePaint(image: Image("Logo"), sourceRect: CGRect(x: 0.25, y: 0, width: 0.5, height: 1))).frame(width: 40, height: 10))
        #expect(opaque(middle, [2, 7, 12, 17]) == [true, false, true, false])
    }

    @Test func tilesStartAtTheFilledFramesCorner() async throws {
        let p = try await picture(Rectangle().fill(.image(Image("Logo"))).frame(width: 20, height: 10).padding(.leading, 5))
        #expect(opaque(p, [3, 6, 14, 16, 24]) == [false, true, true, false, false])
    }

    @Test func asForegroundBackgroundStrokeAndAtAnOpacity() async throws {
        // A background of the paint, under a clear view.
        let background = try await picture(Color.clear.frame(width: 40, height: 10).background(ImagePaint(image: Image("Logo"))))
        #expect(opaque(background, [5, 15, 25, 35]) == [true, false, true, false])
        // The style at half opacity.
        let faded = try await picture(Rectangle().fill(ImagePaint(image: Image("Logo")).opacity(0.5)).frame(width: 20, height: 10))
        #expect(abs(pixel(faded, 5, 5).a - 128) <= 1 && pixel(faded, 5, 5).r == 255)
        // A border drawn with the paint: its left edge in the opaque half, its right edge in the clear one
        // (the canvas holds a stroke's reach: `o` pixels around the frame).
        let border = try await picture(Color.clear.frame(width: 20, height: 10).border(ImagePaint(image: Image("Logo")), width: 2))
        let o = (border.width - 20) / 2
        #expect(pixel(border, o, o + 5).a == 255 && pixel(border, o + 5, o + 5).a == 0 && pixel(border, o + 19, o + 5).a == 0
                    && pixel(border, o + 5, o).a == 255 && pixel(border, o + 15, o).a == 0)
        // A rectangle's foreground style.
        let foreground = try await picture(Rectangle().frame(width: 20, height: 10).foregroundStyle(ImagePaint(image: Image("Logo"))))
        #expect(opaque(foreground, [5, 15]) == [true, false])
    }

    @Test func aSymbolImageDrawsNothingAndWarns() async throws {
        let scene = try await render(Rectangle().fill(ImagePaint(image: Image(systemName: "star.fill"))).frame(width: 20, height: 10),
                                     configure: configure(scale: 1))
        #expect(pixel(scene.render(at: 0), 5, 5).a == 0)
        #expect(scene.warnings.contains { $0.contains("ImagePaint") && $0.contains("symbol") }, "\(scene.warnings)")
    }

    @Test func aCanvasTiledImageRepeatsFromItsOrigin() async throws {
        let canvas = Canvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .tiledImage(Image("Logo"), origin: CGPoint(x: 5, y: 0)))
        }.frame(width: 40, height: 10)
        let p = try await picture(canvas)
        // Tiles from x 5: opaque 5–15 and 25–35, clear between.
        #expect(opaque(p, [2, 7, 14, 17, 27, 37]) == [false, true, true, false, true, false])
    }
}
