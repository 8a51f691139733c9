import Foundation
import Raster
import SVG

extension FuzzTarget {
    /// A whole SVG file, as `togglerender svg` and `--symbols` read it: parse strictly, and when that
    /// fails with SVG's error handling (what `togglerender svg` does), then draw at a small size.
    static let svg = FuzzTarget(
        name: "svg", summary: "SVGDocument(data:), strict then recovering, then the document drawn at 48 × 48 (XML reader, style sheets, builder, styles, renderer)",
        seedSources: ["Fixtures/svg", "Sources/Symbols/Resources"], seedExtension: ".svg"
    ) { bytes in
        var document: SVGDocument?
        for handling in [SVGErrorHandling.strict, .recover] where document == nil {
            do { document = try SVGDocument(data: Data(bytes), errorHandling: handling) } catch let error as SVGError {
                checkPosition(error.line, error.column, error.description)
            } catch {
                violated("SVGDocument threw \(type(of: error)), not SVGError")
            }
        }
        guard let document else { return }
        for warning in document.warnings { checkPosition(warning.line, warning.column, warning.description) }
        let (_, warnings) = document.renderPixmap(width: 48, height: 48)
        for warning in warnings { checkPosition(warning.line, warning.column, warning.description) }
    }

    static func checkPosition(_ line: Int, _ column: Int, _ message: String) {
        checkOneLine(message, "an SVG error or warning")
        if line < 1 || column < 1 { violated("a position before the start: \(message)") }
    }
}
