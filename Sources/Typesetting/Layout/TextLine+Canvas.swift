import Raster

/// Drawing a line on a `Canvas`: the outline is filled like any shape, with any paint.
extension TextLine {
    /// The rect an image of this line needs, relative to the baseline origin: the line box, grown
    /// to hold any ink that reaches outside it (accents above the ascender, a swash past the advance).
    public var renderBounds: Rect {
        let ink = inkBounds
        return ink.isEmpty ? lineBox : lineBox.union(ink)
    }

    /// A transparent canvas just large enough for `renderBounds` at `scale` pixels per point, with
    /// the line filled in `paint`. This is what `togglerender text` writes.
    public func rendered(paint: Paint, scale: Double = 1) -> Canvas {
        let b = renderBounds
        let width = max(1, Int((b.maxX * scale).rounded(.up)) - Int((b.minX * scale).rounded(.down)))
        let height = max(1, Int((b.maxY * scale).rounded(.up)) - Int((b.minY * scale).rounded(.down)))
        var canvas = Canvas(width: width, height: height)
        canvas.transform = Transform.translation(-(b.minX * scale).rounded(.down) / scale,
                                                 -(b.minY * scale).rounded(.down) / scale)
            .concatenating(.scale(scale))
        canvas.draw(self, baselineAt: .zero, with: paint)
        canvas.transform = .identity
        return canvas
    }
}

extension Canvas {
    /// Fills `line` with its baseline origin at `origin` (user space).
    public mutating func draw(_ line: TextLine, baselineAt origin: Point, with paint: Paint, opacity: Double = 1) {
        fill(line.path(baselineAt: origin), with: paint, opacity: opacity)
    }

    /// Fills `line` with the top-left corner of its line box at `topLeft` (user space).
    public mutating func draw(_ line: TextLine, lineBoxAt topLeft: Point, with paint: Paint, opacity: Double = 1) {
        fill(line.path(lineBoxAt: topLeft), with: paint, opacity: opacity)
    }
}
