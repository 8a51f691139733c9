import Raster

extension SVGRenderer {
    /// What filling `path` costs on `canvas`, in edge-row crossings: coverage is accumulated for every
    /// edge on every pixel row it spans, so a segment costs the rows it crosses on the canvas, plus one.
    /// Curves count their control polygon's rows (an upper bound: a Bézier stays inside its hull).
    static func rowCrossings(of path: Path, on canvas: Canvas) -> Double {
        let t = canvas.transform
        let top = Double(canvas.bounds.y), bottom = Double(canvas.bounds.maxY)
        var total = 0.0
        var current = Point(0, 0), start = Point(0, 0)
        func add(_ points: Point...) {
            let ys = points.map { t.apply($0).y }
            let rows = min(ys.max()!, bottom) - max(ys.min()!, top)
            total += max(rows, 0) + 1
        }
        for element in path.elements {
            switch element {
            case .move(let p): current = p; start = p
            case .line(let p): add(current, p); current = p
            case .quad(let c, let p): add(current, c, p); current = p
            case .cubic(let c1, let c2, let p): add(current, c1, c2, p); current = p
            case .close: add(current, start); current = start
            }
        }
        return total
    }

    /// Counts a shape's cost against ``SVGRenderOptions/workBudget``: false, with one warning, once the
    /// document has asked for more (that shape and every later one are not drawn). A stroke is counted as
    /// twice its path: its outline has an edge on each side.
    mutating func spend(on path: Path, fill: Bool, stroke: Bool, _ node: SVGNode, canvas: Canvas) -> Bool {
        guard work <= options.workBudget else { return false }
        work += Self.rowCrossings(of: path, on: canvas) * ((fill ? 1 : 0) + (stroke ? 2 : 0))
        guard work > options.workBudget else { return true }
        warn("work", node, "the drawing asks for more than \(Int(options.workBudget)) edge-row crossings at this size; "
             + "<\(node.element)> and the shapes after it are not drawn")
        return false
    }
}
