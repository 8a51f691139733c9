import HeadlessSwiftUI
import Raster
import Symbols
import Typesetting

/// The layout and drawing of `togglerender symbol-sheet`: a grid of cells, each a symbol (alone, or
/// set in lines of text) with its name under it.
struct SymbolSheet {
    let names: [String]
    let symbols: [Symbol]
    let columns: Int
    let style: SymbolStyle
    let textSizes: [Double]?
    let fonts: FontResolver
    let labelFont: Typesetting.Font
    /// Per text size: the font, and the widths of "H" and "x" before and after the symbol.
    let specimens: [(size: Double, font: Typesetting.Font, before: TextLine, after: TextLine)]

    static let margin = 12.0
    static let labelSize = 12.0
    /// Colours of the light appearance: blue symbols (alone), primary text and symbols (in text), secondary names.
    static let blue = HeadlessSwiftUI.Color.blue.resolved(scheme: .light)
    static let primary = HeadlessSwiftUI.Color.primary.resolved(scheme: .light)
    static let secondary = HeadlessSwiftUI.Color.secondary.resolved(scheme: .light)

    init(catalog: SymbolCatalog, names: [String], columns: Int, fonts: FontResolver, style: SymbolStyle, textSizes: [Double]?) throws {
        self.names = names
        symbols = try names.map { try catalog.symbol(named: $0) }
        self.columns = columns
        self.style = style
        self.textSizes = textSizes?.sorted()
        self.fonts = fonts
        do {
            labelFont = try fonts.font(size: Self.labelSize)
            specimens = try (self.textSizes ?? []).map { size in
                let font = try fonts.font(size: size)
                return (size, font, try textLine("H", font: font), try textLine("x", font: font))
            }
        } catch let e as CLIError {
            throw e
        } catch {
            throw CLIError(status: .noInput, message: "symbol-sheet: \(error)")
        }
    }

    // MARK: Layout (points)

    /// The widest symbol's image box in grid units, for the text specimens' width.
    var widestSymbol: Double { symbols.map { SymbolRenderer.imageBox(of: $0, style: style).width }.max() ?? 100 }

    /// Gap between text and symbol, and between specimens, at `size`.
    static func gap(_ size: Double) -> Double { 0.25 * size }

    var cellWidth: Double {
        guard !specimens.isEmpty else { return max(style.pointSize * 2.6, 120) }
        let inner = specimens.map { s in
            s.before.width + Self.gap(s.size) * 2 + widestSymbol * s.size / SymbolMetrics.unitsPerPointSize + s.after.width
        }.reduce(0, +) + Self.gap(specimens.last!.size) * Double(specimens.count - 1)
        return max(inner + 16, 120)
    }

    /// The band the symbols (or specimens) take above the label.
    var symbolBand: Double { specimens.isEmpty ? style.pointSize * 1.5 : specimens.last!.size * 1.7 }
    var cellHeight: Double { symbolBand + Self.labelSize * 2.4 }
    var rows: Int { (names.count + columns - 1) / columns }
    var width: Double { Double(columns) * cellWidth + 2 * Self.margin }
    var height: Double { Double(rows) * cellHeight + 2 * Self.margin }

    // MARK: Drawing

    /// The sheet at `scale` pixels per point. Each cell is drawn in its own window of the sheet's pixels
    /// (so a symbol's layer costs the cell's pixels, not the sheet's) and copied in; the windows tile
    /// the grid, and what a cell draws past its edges is cut off.
    func draw(scale: Double) throws -> Pixmap {
        var canvas = Canvas(width: Int((width * scale).rounded(.up)), height: Int((height * scale).rounded(.up)))
        canvas.pixmap.clear(to: .white)
        for k in symbols.indices {
            let origin = Point(Self.margin + Double(k % columns) * cellWidth, Self.margin + Double(k / columns) * cellHeight)
            let x0 = Int((origin.x * scale).rounded(.down)), y0 = Int((origin.y * scale).rounded(.down))
            let x1 = Int(((origin.x + cellWidth) * scale).rounded(.down)), y1 = Int(((origin.y + cellHeight) * scale).rounded(.down))
            var cell = Canvas(window: IntRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0))
            cell.pixmap.clear(to: .white)
            cell.transform = .scale(scale)
            try drawCell(k, at: origin, into: &cell)
            canvas.drawPixmap(cell.pixmap, atX: x0, y: y0, blend: .source)
        }
        return canvas.pixmap
    }

    /// Cell `k` with its top-left corner at `origin` (points): the symbol or its text specimens, and the
    /// name, shrunk to the cell's width when it would not fit.
    func drawCell(_ k: Int, at origin: Point, into canvas: inout Raster.Canvas) throws {
        let symbol = symbols[k]
        if specimens.isEmpty {
            var s = style
            s.color = Self.blue
            SymbolRenderer.draw(symbol, style: s, anchoredAt: Point(origin.x + cellWidth / 2, origin.y + symbolBand / 2), into: &canvas)
        } else {
            drawSpecimens(symbol, cellOrigin: origin, into: &canvas)
        }
        let line: TextLine
        do {
            let full = try textLine(names[k], font: labelFont)
            let room = cellWidth - 6
            line = full.width <= room ? full : try textLine(names[k], font: fonts.font(size: Self.labelSize * room / full.width))
        } catch {
            throw CLIError(status: .software, message: "symbol-sheet: \(error)")
        }
        canvas.fill(line.path(baselineAt: Point(origin.x + (cellWidth - line.width) / 2, origin.y + symbolBand + Self.labelSize * 1.2)),
                    with: Self.secondary)
    }

    /// The symbol between "H" and "x" at each text size, on one baseline, with hairlines at the
    /// baseline and at the cap height: a symbol in text sits across that band as SF Symbols do.
    func drawSpecimens(_ symbol: Symbol, cellOrigin: Point, into canvas: inout Raster.Canvas) {
        let ink = Self.primary
        let rule = Raster.Color(white: 0.8)
        let baseline = cellOrigin.y + symbolBand * 0.72
        var pen = cellOrigin.x + 8
        for s in specimens {
            var symbolStyle = style
            symbolStyle.pointSize = s.size
            symbolStyle.color = ink
            let unit = s.size / SymbolMetrics.unitsPerPointSize
            let box = SymbolRenderer.imageBox(of: symbol, style: symbolStyle)
            let start = pen
            canvas.fill(s.before.path(baselineAt: Point(pen, baseline)), with: ink)
            pen += s.before.width + Self.gap(s.size)
            let anchor = Point(pen - box.minX * unit, baseline - (symbol.metrics.baseline - symbol.metrics.anchor.y) * unit)
            SymbolRenderer.draw(symbol, style: symbolStyle, anchoredAt: anchor, into: &canvas)
            pen += box.width * unit + Self.gap(s.size)
            canvas.fill(s.after.path(baselineAt: Point(pen, baseline)), with: ink)
            pen += s.after.width
            for y in [baseline, baseline - s.font.capHeight] {
                canvas.fill(Path.rect(Rect(x: start, y: y, width: pen - start, height: 0.5)), with: rule)
            }
            pen += Self.gap(s.size)
        }
    }
}
