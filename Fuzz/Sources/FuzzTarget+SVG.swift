import Foundation
import Raster
import SVG

extension FuzzTarget {
    /// A whole SVG file, as `togglerender svg` and `--symbols` read it: parse, then draw at a small size.
    static let svg = FuzzTarget(
        name: "svg", summary: "SVGDocument(data:), then the document drawn at 48 × 48 (XML reader, builder, styles, renderer)",
        seedSources: ["Fixtures/svg", "Sources/Symbols/Resources"], seedExtension: ".svg"
    ) { bytes in
        let document: SVGDocument
        do { document = try SVGDocument(data: Data(bytes)) } catch let error as SVGError {
            checkPosition(error.line, error.column, error.description)
            return
        } catch {
            violated("SVGDocument threw \(type(of: error)), not SVGError")
        }
        for warning in document.warnings { checkPosition(warning.line, warning.column, warning.description) }
        let (_, warnings) = document.renderPixmap(width: 48, height: 48)
        for warning in warnings { checkPosition(warning.line, warning.column, warning.description) }
    }

    static func checkPosition(_ line: Int, _ column: Int, _ message: String) {
        checkOneLine(message, "an SVG error or warning")
        if line < 1 || column < 1 { violated("a position before the start: \(message)") }
    }
}
