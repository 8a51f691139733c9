import Raster
import SVG

extension FuzzTarget {
    /// One `d` attribute: the path grammar, then the path filled and stroked on a 32 × 32 canvas as the
    /// renderer would draw it (flattening, stroking and coverage of arbitrary geometry).
    static let pathData = FuzzTarget(
        name: "path-data", summary: "PathDataParser.parse, then the path filled and stroked at 32 × 32",
        seedSources: ["Fuzz/Seeds/path-data"], seedExtension: ".txt"
    ) { bytes in
        let text = String(decoding: bytes, as: UTF8.self)
        let path: Path
        do throws(PathDataError) { path = try PathDataParser.parse(text) } catch {
            checkOneLine(error.description, "a path-data error")
            if error.offset < 0 || error.offset > text.utf8.count { violated("offset \(error.offset) outside the data: \(error)") }
            return
        }
        // The renderer draws nothing that lies 1e9 px or more away (SVGRenderer.drawShape); do the same.
        let b = path.bounds
        guard [b.minX, b.minY, b.maxX, b.maxY].allSatisfy({ $0.isFinite && abs($0) < 1e9 }) else { return }
        var canvas = Canvas(width: 32, height: 32)
        canvas.fill(path, with: .black, rule: .evenOdd)
        canvas.stroke(path, style: StrokeStyle(width: 1.5, cap: .round, join: .miter), with: .solid(.black))
    }
}
