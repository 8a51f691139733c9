import Foundation
import Raster
import Testing
@testable import SVG

/// Layers hold only what their content covers, and nest a few deep at most.
@Suite struct LayerBoundsTests {
    func render(_ body: String, size: Int = 40) throws -> (Pixmap, [SVGWarning]) {
        let doc = try SVGDocument(string: "<svg xmlns='http://www.w3.org/2000/svg' width='\(size)' height='\(size)'>\(body)</svg>")
        return doc.renderPixmap(width: size, height: size)
    }

    /// A translucent group's layer must hold all of its shapes' ink: a thick mitred stroke reaches well past
    /// the path. The same group with an invisible shape as large as the canvas (so its layer is the whole
    /// canvas, as `Canvas.drawLayer` makes it) gives the same bytes.
    @Test func aLayerHoldsTheWholeStroke() throws {
        let shape = "<path d='M 10 30 L 20 12 L 30 30' fill='none' stroke='blue' stroke-width='6' stroke-miterlimit='10' transform='rotate(7 20 20)'/>"
        let (small, _) = try render("<g opacity='0.5'>\(shape)</g>")
        let (whole, _) = try render("<g opacity='0.5'>\(shape)<rect x='-5' y='-5' width='50' height='50' fill='none'/></g>")
        #expect(small.data == whole.data)
        #expect(small.data.contains { $0 != 0 })
    }

    @Test func layerPixelsClampToTheCanvas() {
        let bounds = IntRect(x: 0, y: 0, width: 40, height: 40)
        #expect(SVGRenderer.pixels(of: Rect(x: -1e300, y: 2.5, width: 2e300, height: 1), within: bounds) == IntRect(x: 0, y: 2, width: 40, height: 2))
        #expect(SVGRenderer.pixels(of: Rect(x: 50, y: 0, width: 5, height: 5), within: bounds) == nil)
    }

    /// Past ``SVGLimits/maxLayerDepth`` nested translucent groups, opacity is applied to each shape: one
    /// shape comes out the same, with one warning.
    @Test func deepTranslucentGroupsFoldTheirOpacity() throws {
        let depth = SVGLimits.maxLayerDepth + 6
        let body = String(repeating: "<g opacity='0.9'>", count: depth) + "<rect width='40' height='40' fill='red'/>"
            + String(repeating: "</g>", count: depth)
        let (pixmap, warnings) = try render(body)
        let expected = 255 * pow(0.9, Double(depth))
        #expect(abs(Double(pixmap.straightPixel(x: 20, y: 20).a) - expected) <= 2, "\(pixmap.straightPixel(x: 20, y: 20)) vs \(expected)")
        #expect(warnings.filter { $0.message.contains("nested more than \(SVGLimits.maxLayerDepth) deep") }.count == 1)
        let (shallow, fine) = try render(String(repeating: "<g opacity='0.9'>", count: SVGLimits.maxLayerDepth)
            + "<rect width='40' height='40' fill='red'/>" + String(repeating: "</g>", count: SVGLimits.maxLayerDepth))
        #expect(fine.isEmpty)
        #expect(abs(Double(shallow.straightPixel(x: 20, y: 20).a) - 255 * pow(0.9, Double(SVGLimits.maxLayerDepth))) <= 2)
    }
}
