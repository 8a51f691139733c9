import Raster

extension Symbol {
    /// bootstrap-icons' `circle`, `circle-fill`, `square` and `square-fill` as the name map places and weights them,
    /// drawn from their geometry rather than read from their files and offset: as the parts of composed
    /// symbols (`heart.circle.fill`), where they are the enclosure, they cost no file and no stroked offset.
    ///
    /// The offset of a circle is a circle and that of a round-cornered square a round-cornered square,
    /// radii grown by the offset, so this is the mapped drawing's own shape (the offset's flattened outline
    /// has a thousand short edges; this one four arcs). Nil for any other entry.
    static func exactEnclosure(named name: String, entry: SymbolNameMap.Entry) -> Symbol? {
        guard entry.set == .bootstrapIcons else { return nil }
        // The icons' 16-unit viewBox, placed as ``SymbolFileReader/mappedSymbol(named:entry:outline:box:file:)`` places it.
        let k = entry.set.gridUnits * entry.scale / 16, d = entry.set.regularOutlineOffset
        let centre = Point(0, -SymbolMetrics.conventionCapHeight / 2 + entry.baselineOffset)
        var ink: Path
        switch entry.icon {
        case "circle-fill": ink = .circle(center: centre, radius: 8 * k + d)
        case "circle":
            ink = .circle(center: centre, radius: 8 * k + d)
            ink.addPath(Path.circle(center: centre, radius: 7 * k - d).orientedForNonZero(rule: .nonZero).reversedContours())
        case "square-fill":
            let side = 16 * k + 2 * d
            ink = .roundedRect(Rect(x: centre.x - side / 2, y: centre.y - side / 2, width: side, height: side), cornerRadius: 2 * k + d, style: .circular)
        case "square":
            let outer = 16 * k + 2 * d, inner = 14 * k - 2 * d
            ink = .roundedRect(Rect(x: centre.x - outer / 2, y: centre.y - outer / 2, width: outer, height: outer), cornerRadius: 2 * k + d, style: .circular)
            ink.addPath(Path.roundedRect(Rect(x: centre.x - inner / 2, y: centre.y - inner / 2, width: inner, height: inner), cornerRadius: k - d, style: .circular)
                .orientedForNonZero(rule: .nonZero).reversedContours())
        default: return nil
        }
        let layers = [SymbolLayer(role: .primary, path: ink.orientedForNonZero(rule: .evenOdd))]
        return Symbol(name: name, metrics: SymbolMetrics(box: boxAround(layers)), layers: layers)
    }
}
