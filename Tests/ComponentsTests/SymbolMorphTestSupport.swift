import Raster
import Symbols
@testable import Components

/// Measurements taken on rendered symbol-morph frames, so the checks test pixels, not the model.
enum SymbolMorphMeasure {
    /// The pixel holding the card point `p` (points from the card's top-left corner).
    static func pixel(_ scene: SymbolMorphToggleScene, at p: Point) -> (x: Int, y: Int) {
        let s = Double(scene.environment.scale)
        return (scene.frameOrigin.x + Int((p.x * s).rounded(.down)), scene.frameOrigin.y + Int((p.y * s).rounded(.down)))
    }

    /// The straight colour at the card point `p`, channels 0…255.
    static func color(_ scene: SymbolMorphToggleScene, _ pixmap: Pixmap, at p: Point) -> (r: Double, g: Double, b: Double, a: Double) {
        let (x, y) = pixel(scene, at: p)
        let px = pixmap.straightPixel(x: x, y: y)
        return (Double(px.r), Double(px.g), Double(px.b), Double(px.a))
    }

    /// Where the symbol grid point `g` (units, as in the artwork) lands on the card, in points: the
    /// seed's numbers, not the layout's: anchor at the card's centre line, 28 + 1.3·S/2 from the top.
    static func cardPoint(grid g: Point, width: Double, symbolSize: Double) -> Point {
        let unit = symbolSize / 100
        return Point(width / 2 + g.x * unit, 28 + 1.3 * symbolSize / 2 + (g.y + 35) * unit)
    }

    /// Whether a pixel differs from `background` by more than `threshold` in any channel.
    static func isInk(_ pixmap: Pixmap, _ x: Int, _ y: Int, background: (UInt8, UInt8, UInt8, UInt8), threshold: Int = 40) -> Bool {
        let p = pixmap.straightPixel(x: x, y: y)
        return abs(Int(p.r) - Int(background.0)) > threshold || abs(Int(p.g) - Int(background.1)) > threshold
            || abs(Int(p.b) - Int(background.2)) > threshold || abs(Int(p.a) - Int(background.3)) > threshold
    }

    /// The bounding box (pixels, inclusive) of ink within rows `rows` of the card.
    static func inkBounds(_ pixmap: Pixmap, rows: Range<Int>, background: (UInt8, UInt8, UInt8, UInt8))
        -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var r: (Int, Int, Int, Int)?
        for y in rows {
            for x in 0..<pixmap.width where isInk(pixmap, x, y, background: background) {
                r = r.map { (min($0.0, x), min($0.1, y), max($0.2, x), max($0.3, y)) } ?? (x, y, x, y)
            }
        }
        return r.map { (minX: $0.0, minY: $0.1, maxX: $0.2, maxY: $0.3) }
    }

    /// The pixels of rows `rows` (all columns).
    static func rows(_ pixmap: Pixmap, _ rows: Range<Int>) -> ArraySlice<UInt8> {
        pixmap.data[(rows.lowerBound * pixmap.width * 4)..<(rows.upperBound * pixmap.width * 4)]
    }

    /// The pixels of a `width` × `height` block at (`x`, `y`).
    static func block(_ pixmap: Pixmap, x: Int, y: Int, width: Int, height: Int) -> [UInt8] {
        var out: [UInt8] = []
        for row in y..<(y + height) {
            let start = (row * pixmap.width + x) * 4
            out += pixmap.data[start..<(start + width * 4)]
        }
        return out
    }

    /// The tight bounds of a symbol's outlines at medium weight, in grid units.
    static func gridBounds(of name: String) throws -> Rect {
        let symbol = try SymbolCatalog.standard.symbol(named: name).weighted(.medium)
        let bounds = symbol.layers.filter { !$0.role.isSlashPart }.map(\.path.bounds)
        return bounds.dropFirst().reduce(bounds[0]) { $0.union($1) }
    }
}
