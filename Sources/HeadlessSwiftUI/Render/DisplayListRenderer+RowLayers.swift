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

    /// Draws the run of row-layer items that starts `items` (under one transform), if there is one, and
    /// returns how many items it drew (0 when the first item is not a row layer).
    func drawRowLayers(_ items: ArraySlice<DisplayItem>, into canvas: inout Canvas) -> Int {
        guard let transform = items.first?.transform else { return 0 }
        var layers: [(paint: Raster.Paint, opacity: Double)] = []
        var taken = 0
        for item in items {
            guard item.transform == transform, let layer = Self.rowLayer(item, covering: canvas.bounds) else { break }
            if layer.opacity > 0 { layers.append(layer) }
            taken += 1
        }
        if !layers.isEmpty, let rows = RowLayers(layers, transform: transform) { canvas.fill(canvas.bounds, with: rows) }
        return taken
    }
}
