import Foundation
import Raster

extension SymbolFileReader {
    /// Reads an icon file of the name map as the SF Symbol `name` (docs/symbols.md, "Mapped symbols").
    ///
    /// The icon's viewBox (its designer's grid) becomes ``SymbolNameMap/iconGridUnits`` grid units times
    /// the entry's scale, centred on x = 0 and on the middle of the cap-height band (y = −35) moved
    /// down by the entry's `dy`: the placement our own artwork uses, so a mapped icon sits on text as
    /// ours do. Its outlines grow by ``SymbolNameMap/regularOutlineOffset`` to match our regular
    /// weight. Every shape is one `primary` layer: the icon set has no layers, so hierarchical
    /// rendering draws mapped icons in one colour. An entry with `slash` adds the project's slash and
    /// gap (``derivedSlash(over:)``). The image box is the ink plus the artwork's 2-unit margin.
    /// With `deferringOffset` (an entry without a slash), the layer's outline is left before its offset
    /// (``Symbol/outlinesAwaitOffset``), for a composition that offsets it at another size.
    static func mappedSymbol(named name: String, entry: SymbolNameMap.Entry, data: Data, file: String, deferringOffset: Bool = false) throws -> Symbol {
        let document = try parse(data, file: file)
        let box = document.userViewport
        guard box.width > 0, box.height > 0 else {
            throw SymbolError.malformed(file: file, line: document.root.line, column: document.root.column, reason: "the <svg> needs a viewBox")
        }
        return try mappedSymbol(named: name, entry: entry, outline: outline(of: document.root), box: box, file: file, deferringOffset: deferringOffset)
    }

    /// An icon's `outline` on its designer's grid `box` (y down), placed and weighted as the name map's
    /// entry says; `file` names the icon's source in errors.
    static func mappedSymbol(named name: String, entry: SymbolNameMap.Entry, outline: Path, box: Rect, file: String,
                             deferringOffset: Bool = false) throws -> Symbol {
        let scale = entry.set.gridUnits * entry.scale / max(box.width, box.height)
        let centre = Point(0, -SymbolMetrics.conventionCapHeight / 2 + entry.baselineOffset)
        let placement = Transform.translation(-box.midX, -box.midY).concatenating(.scale(scale))
            .concatenating(.translation(centre.x, centre.y))
        // The offset leaves the ink wound counter-clockwise (see inkOffset); reversing restores the convention.
        let offset = entry.set.regularOutlineOffset
        let placed = outline.applying(placement)
        if deferringOffset, offset > 0, !entry.addsSlash, !placed.isEmpty {
            let layers = [SymbolLayer(role: .primary, path: placed, beforeOffset: .init(path: placed, offset: offset))]
            var symbol = Symbol(name: name, metrics: SymbolMetrics(box: Symbol.boxAround(layers)), layers: layers)
            symbol.outlinesAwaitOffset = true
            symbol.mirrorsInRightToLeft = entry.mirrorsInRightToLeft
            return symbol
        }
        let ink = offset > 0 ? placed.inkOffset(by: offset).reversedContours() : placed
        guard !ink.isEmpty else {
            throw SymbolError.malformed(file: file, line: 1, column: 1, reason: "'\(entry.icon)' draws no shapes")
        }
        var layers = [SymbolLayer(role: .primary, path: ink, beforeOffset: offset > 0 ? .init(path: placed, offset: offset) : nil)]
        var axis: Symbol.SlashAxis?
        if entry.addsSlash {
            let slash = derivedSlash(over: ink.bounds)
            axis = slash.axis
            layers += [SymbolLayer(role: .gap, path: slash.gap), SymbolLayer(role: .slash, path: slash.bar)]
        }
        let inkBox = layers.map(\.path.bounds).reduce(ink.bounds) { $0.union($1) }
        let margin = 2.0
        let x0 = (inkBox.minX - margin).rounded(.down), y0 = (inkBox.minY - margin).rounded(.down)
        let x1 = (inkBox.maxX + margin).rounded(.up), y1 = (inkBox.maxY + margin).rounded(.up)
        var symbol = Symbol(name: name, metrics: SymbolMetrics(box: Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)),
                            layers: layers, slash: axis)
        symbol.mirrorsInRightToLeft = entry.mirrorsInRightToLeft
        return symbol
    }

    /// The project's slash over an ink box, as docs/symbols-format.md draws it: a 9-unit bar from
    /// top-leading to bottom-trailing, and the 7-unit gap on its upper-right side.
    ///
    /// The axis runs through the middle of the ink at a little steeper than 45° (horizontal reach
    /// 0.85 of the vertical), reaching 2 units short of the ink's top and bottom but at least 38 units
    /// from the middle, so a wide, short icon still gets a slash as long as a tall one's: the rule
    /// our slash artwork follows (bell, mic, video, wifi within a few units).
    static func derivedSlash(over ink: Rect) -> (axis: Symbol.SlashAxis, bar: Path, gap: Path) {
        let reach = max(ink.height / 2 - 2, 38)
        let half = Point(0.85 * reach, reach)
        let middle = Point(ink.midX, ink.midY)
        let axis = Symbol.SlashAxis(start: middle - half, end: middle + half)
        // The gap capsule: the axis moved 3.5 units to its upper-right side, radius 8.
        let normal = Point(axis.direction.y, -axis.direction.x)
        let gapShift = normal * 3.5
        return (axis, capsule(from: axis.start, to: axis.end, radius: 4.5),
                capsule(from: axis.start + gapShift, to: axis.end + gapShift, radius: 8))
    }

    /// A capsule of `radius` around the segment, wound clockwise.
    static func capsule(from a: Point, to b: Point, radius: Double) -> Path {
        var segment = Path()
        segment.move(to: a)
        segment.line(to: b)
        return segment.stroked(StrokeStyle(width: 2 * radius, cap: .round)).orientedForNonZero(rule: .nonZero)
    }
}
