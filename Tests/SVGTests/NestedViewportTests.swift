import Testing
import Raster
@testable import SVG

/// Nested `svg` elements: a viewport with its own viewBox, clip and percentages.
@Suite struct NestedViewportTests {
    func render(_ body: String) throws -> (SVGDocument, Pixmap) {
        let d = try SVGDocument(string: "<svg xmlns='http://www.w3.org/2000/svg' width='8' height='4'>\(body)</svg>")
        return (d, d.renderPixmap(width: 8, height: 4).pixmap)
    }

    func alpha(_ px: Pixmap, _ x: Int, _ y: Int) -> UInt8 { px.straightPixel(x: x, y: y).a }

    @Test func viewBoxFitsAndContentIsClipped() throws {
        // A 2×2 viewBox in a 4×4 viewport at x=4: scale 2; the rect overflows to the left and is clipped.
        let (d, px) = try render("<svg x='4' width='4' height='4' viewBox='0 0 2 2'><rect x='-1' width='2' height='1' fill='red'/></svg>")
        #expect(d.warnings.isEmpty)
        #expect(alpha(px, 3, 0) == 0)       // clipped (would be x = 2…4)
        #expect(alpha(px, 4, 1) == 255 && alpha(px, 5, 1) == 255)
        #expect(alpha(px, 6, 1) == 0 && alpha(px, 4, 2) == 0)
    }

    @Test func overflowVisibleDoesNotClipAndPercentagesUseTheInnerViewport() throws {
        let (_, px) = try render("<svg x='4' width='4' height='4' viewBox='0 0 2 2' overflow='visible'><rect x='-1' width='50%' height='50%'/></svg>")
        #expect(alpha(px, 2, 0) == 255 && alpha(px, 3, 1) == 255)
        #expect(alpha(px, 4, 0) == 0)       // 50 % of the 2-unit viewBox is 1 unit: x = -1…0, device 2…4
    }

    @Test func overflowComesFromSheetsAndStyleToo() throws {
        let inner = "<rect x='-1' width='3' height='1'/>"
        let (_, sheet) = try render("<style>.open { overflow: visible } svg.shut { overflow: hidden }</style>"
            + "<svg class='open' x='2' width='1' height='1'>\(inner)</svg><svg class='shut' overflow='visible' x='6' y='2' width='1' height='1'>\(inner)</svg>")
        #expect(alpha(sheet, 1, 0) == 255 && alpha(sheet, 3, 0) == 255)   // visible from the sheet
        #expect(alpha(sheet, 5, 2) == 0 && alpha(sheet, 6, 2) == 255)     // the sheet beats the attribute
        let (_, style) = try render("<svg x='2' width='1' height='1' style='overflow: auto'>\(inner)</svg>")
        #expect(alpha(style, 1, 0) == 255)
        #expect(throws: SVGError.self) { try render("<svg x='2' width='1' height='1' overflow='sideways'>\(inner)</svg>") }
    }

    @Test func sizeDefaultsToTheParentAndAlignmentApplies() throws {
        // Default 100 % × 100 % (8 × 4); a 1×1 viewBox with xMaxYMid meet sits at the right, 4 px wide.
        let (_, px) = try render("<svg viewBox='0 0 1 1' preserveAspectRatio='xMaxYMid meet'><rect width='1' height='1'/></svg>")
        #expect(alpha(px, 3, 2) == 0 && alpha(px, 4, 2) == 255 && alpha(px, 7, 2) == 255)
    }

    @Test func zeroOrNegativeSizeDrawsNothing() throws {
        let (d, px) = try render("<svg width='0'><rect width='8' height='4'/></svg>")
        #expect(alpha(px, 1, 1) == 0)
        #expect(d.warnings.isEmpty)
        #expect(throws: SVGError.self) { try render("<svg width='-1'><rect width='8' height='4'/></svg>") }
        let lenient = try SVGDocument(string: "<svg xmlns='http://www.w3.org/2000/svg' width='8' height='4'><svg width='-1'><rect width='8' height='4'/></svg></svg>", errorHandling: .recover)
        #expect(lenient.warnings.count == 1 && lenient.renderPixmap(width: 8, height: 4).pixmap.straightPixel(x: 1, y: 1).a == 0)
    }

    @Test func ownTransformMovesTheViewportAndItsClip() throws {
        // translate(4) moves the 4×4 viewport to x = 4…8; its clip moves with it, so the rect's overflow
        // at x = 8… is cut off, and nothing is drawn at x < 4.
        let (d, px) = try render("<svg width='4' height='4' transform='translate(4)'><rect width='8' height='2'/></svg>")
        #expect(d.warnings.isEmpty)
        #expect(alpha(px, 3, 0) == 0 && alpha(px, 4, 0) == 255 && alpha(px, 7, 1) == 255 && alpha(px, 7, 2) == 0)
        // Out of range, the viewport is not drawn, with a warning, whatever its content.
        let (far, _) = try render("<svg width='4' height='4' transform='scale(1e200) scale(1e200)'><rect width='8' height='2'/></svg>")
        var renderer = SVGRenderer(document: far)
        var canvas = Canvas(width: 8, height: 4)
        let warnings = renderer.render(into: &canvas)
        #expect(warnings.map(\.message) == ["<svg> has a viewport out of range; not drawn"])
    }
}
