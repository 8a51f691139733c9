import Raster
@testable import HeadlessSwiftUI

/// Measurements taken the same way on our render and on iOS's, so the two can be compared: runs of a
/// column that differ from a background, ink boxes, colours. All in pixels.
enum ScreenMeasure {
    typealias RGB = (r: Int, g: Int, b: Int)

    static func rgb(_ p: Pixmap, _ x: Int, _ y: Int) -> RGB { let v = pixel(p, x, y); return (v.r, v.g, v.b) }

    static func near(_ a: RGB, _ b: RGB, _ tolerance: Int) -> Bool {
        abs(a.r - b.r) <= tolerance && abs(a.g - b.g) <= tolerance && abs(a.b - b.b) <= tolerance
    }

    /// The runs of rows in column `x` (from `rows`) whose colour is within `tolerance` of `colour`.
    static func runs(_ p: Pixmap, x: Int, rows: Range<Int>, of colour: RGB, tolerance: Int = 3) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start: Int?
        for y in rows {
            let inside = near(rgb(p, x, y), colour, tolerance)
            if inside, start == nil { start = y }
            if !inside, let s = start { result.append(s..<y); start = nil }
        }
        if let s = start { result.append(s..<rows.upperBound) }
        return result
    }

    /// The box (x0, y0, x1, y1, inclusive) of pixels in the window darker than `background` by more than 60
    /// in any channel (60 unless told): text ink (its bottom is the baseline when nothing descends); nil when there is none.
    static func ink(_ p: Pixmap, columns: Range<Int>, rows: Range<Int>, on background: RGB, threshold: Int = 60) -> [Int]? {
        var box = [Int.max, Int.max, Int.min, Int.min]
        for y in rows { for x in columns {
            let c = rgb(p, x, y)
            if background.r - c.r > threshold || background.g - c.g > threshold || background.b - c.b > threshold {
                box = [min(box[0], x), min(box[1], y), max(box[2], x), max(box[3], y)]
            }
        } }
        return box[0] == Int.max ? nil : box
    }
}

extension ScreenMeasure {
    /// The darkest pixel (least r + g + b) in a window: a glyph's colour where it is fully covered.
    static func darkest(_ p: Pixmap, columns: ClosedRange<Int>, rows: ClosedRange<Int>) -> RGB {
        var best: RGB = (255, 255, 255)
        for y in rows { for x in columns { let c = rgb(p, x, y); if c.r + c.g + c.b < best.r + best.g + best.b { best = c } } }
        return best
    }
}

extension ResolvedNode {
    /// A text node's words (nil for anything else).
    var textString: String? {
        if case .text(let leaf, _) = content { return leaf.runs.map(\.string).joined() }
        return nil
    }
}
