extension Path {
    /// The outline moved outward by `distance` (path units) with round joins: how symbols get heavier weights
    /// from their regular artwork.
    ///
    /// Why this way: stroking a closed contour with width `2·distance` gives two contours, the outer
    /// and the inner offset; the outer one (the larger in area) IS the outward offset. Filling that
    /// single contour avoids the rasterizer's known limit (overlapping contours within a pixel add
    /// rather than unite), which filling "shape + stroke" together would hit along every edge.
    /// Contours closer than 2·`distance` grow into each other (the symbol artwork keeps them ≥ 6 units apart).
    /// Open sub-paths and a non-positive distance return the path unchanged.
    public func offsetOutward(by distance: Double) -> Path {
        guard distance > 0 else { return self }
        var out = Path()
        for contour in subpaths() {
            guard contour.elements.last == .close else { out.addPath(contour); continue }
            let ring = contour.stroked(StrokeStyle(width: 2 * distance, cap: .round, join: .round))
            let outer = ring.subpaths().max { abs($0.signedArea) < abs($1.signedArea) }
            out.addPath(outer ?? contour)
        }
        return out
    }

    /// Each sub-path as its own path (split at every `move`).
    public func subpaths() -> [Path] {
        var result: [Path] = []
        var current: [Element] = []
        for e in elements {
            if case .move = e, !current.isEmpty { result.append(Path(elements: current)); current = [] }
            current.append(e)
        }
        if !current.isEmpty { result.append(Path(elements: current)) }
        return result
    }

    /// Signed area of the flattened outline (positive = clockwise on screen, y down); the symbol
    /// tests use it to check weights.
    public var signedArea: Double {
        var total = 0.0
        for line in flattened(tolerance: 0.01) where line.points.count > 2 {
            let p = line.points
            for k in 0..<p.count { total += p[k].cross(p[(k + 1) % p.count]) }
        }
        return total / 2
    }
}
