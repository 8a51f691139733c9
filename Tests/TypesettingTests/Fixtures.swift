import Raster
@testable import Typesetting

/// Fonts the tests use, all from pinned Debian packages (see FontPackageTests).
enum Fixtures {
    static let dejavuSans = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    static func inter(_ weight: FontWeight = .regular, size: Double = 17) throws -> Font {
        try FontResolver().font(size: size, weight: weight)
    }

    static func dejavu(size: Double = 17) throws -> Font {
        Font(face: try FontCache.shared.face(path: dejavuSans), size: size)
    }

    /// Sum of alpha over the canvas, in pixels of full coverage.
    static func ink(_ canvas: Canvas) -> Double {
        stride(from: 3, to: canvas.pixmap.data.count, by: 4).reduce(0.0) { $0 + Double(canvas.pixmap.data[$1]) / 255 }
    }

    /// The bounding box of pixels with any alpha, or nil when the canvas is empty.
    static func inkPixelBounds(_ canvas: Canvas) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var r: (Int, Int, Int, Int)?
        for y in 0..<canvas.height {
            for x in 0..<canvas.width where canvas.pixmap.pixel(x: x, y: y).a > 0 {
                r = r.map { (min($0.0, x), min($0.1, y), max($0.2, x), max($0.3, y)) } ?? (x, y, x, y)
            }
        }
        return r.map { (minX: $0.0, minY: $0.1, maxX: $0.2, maxY: $0.3) }
    }
}
