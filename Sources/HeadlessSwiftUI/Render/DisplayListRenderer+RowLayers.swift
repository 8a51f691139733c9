import Raster

/// Backgrounds drawn a row at a time: a run of items that each fill the whole canvas with a paint of one
/// colour a row (a solid colour, or a `LinearGradient` from top to bottom behind `.ignoresSafeArea()`),
/// only faded by opacities, is one stack of Raster's row layers: one blend a row and one store a pixel for
/// the whole run, instead of a pass of per-pixel shading for each item. The bytes are those of filling the
/// items in turn.
extension DisplayListRenderer {
    /// The paint and opacity of `item` when it fills every pixel of `bounds` with a paint that is one
    /// colour a row and nothing but opacities reach it; nil otherwise.
    static func rowLayer(_ item: DisplayItem, covering bounds: IntRect) -> (paint: Raster.Paint, opacity: Double)? {
        guard case .fill(let path, let paint, _) = item.content,
              RowLayers([(paint, 1)], transform: item.transform) != nil,
              let rect = path.applying(item.transform).rectangle,
              rect.minX <= Double(bounds.x), rect.minY <= Double(bounds.y),
              rect.maxX >= Double(bounds.maxX), rect.maxY >= Double(bounds.maxY) else { return nil }
        var opacity = 1.0
        for effect in item.effects {
            guard case .opacity(let o) = effect else { return nil }
            opacity *= o
        }
        return (paint, opacity)
    }

    /// The run of row-layer items that starts `items` (under one transform): the stack they make (nil when
    /// every one is transparent) and how many items it takes (0 when the first item is not a row layer).
    static func rowLayerRun(_ items: ArraySlice<DisplayItem>, covering bounds: IntRect) -> (layers: RowLayers?, taken: Int) {
        guard let transform = items.first?.transform else { return (nil, 0) }
        var layers: [(paint: Raster.Paint, opacity: Double)] = []
        var taken = 0
        for item in items {
            guard item.transform == transform, let layer = rowLayer(item, covering: bounds) else { break }
            if layer.opacity > 0 { layers.append(layer) }
            taken += 1
        }
        return (layers.isEmpty ? nil : RowLayers(layers, transform: transform), taken)
    }

    /// Draws the run of row-layer items that starts `items`, if there is one, and returns how many items it
    /// drew (0 when the first item is not a row layer).
    func drawRowLayers(_ items: ArraySlice<DisplayItem>, into canvas: inout Raster.Canvas) -> Int {
        let (rows, taken) = Self.rowLayerRun(items, covering: canvas.bounds)
        if let rows { canvas.fill(canvas.bounds, with: rows) }
        return taken
    }

    /// The canvas of the device pixels `window` with `items` drawn over `background` (transparent when nil).
    /// A full screen's background and the row layers at its bottom (a window colour, a sky gradient) are
    /// written in one pass (``Raster/Canvas/init(window:base:layers:)``) instead of a fill and a blend over
    /// it: the same bytes, one pass over 12 MB instead of two.
    func canvas(drawing items: [DisplayItem], over background: Raster.Color?, window: IntRect) -> Raster.Canvas {
        if let background, case let (rows?, taken) = Self.rowLayerRun(items[...], covering: window) {
            var canvas = Raster.Canvas(window: window, base: background, layers: rows)
            draw(Array(items.dropFirst(taken)), into: &canvas)
            return canvas
        }
        var canvas = background.map { Raster.Canvas(window: window, filledWith: $0) } ?? Raster.Canvas(window: window)
        draw(items, into: &canvas)
        return canvas
    }
}
