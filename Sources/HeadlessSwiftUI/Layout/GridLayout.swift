/// `Grid` (SwiftUI's `Grid` layout): rows of cells in columns. A column is as wide as its widest cell; when
/// the grid is offered a width, the columns share it as a stack's children do (least flexible first, equal
/// shares of what remains). A row is as tall as its tallest cell at its column's width. A child that is not
/// a `GridRow` spans every column. Each cell is aligned in its box by the grid's alignment.
@MainActor enum GridLayout {
    static let defaultSpacing: CGFloat = 8

    /// The grid's rows: each row's cells (one spanning cell for a child that is not a `GridRow`).
    static func rows(_ node: ViewNode) -> [(row: ViewNode, cells: [ViewNode], spans: Bool)] {
        node.children.map { child in
            if case .gridRow = child.kind { return (child, child.children, false) }
            return (child, [child], true)
        }
    }

    static func columnCount(_ rows: [(row: ViewNode, cells: [ViewNode], spans: Bool)]) -> Int {
        rows.filter { !$0.spans }.map(\.cells.count).max() ?? 1
    }

    static func columnWidths(_ node: ViewNode, spec: GridSpec, width: CGFloat?) -> [CGFloat] {
        let rows = rows(node)
        let count = columnCount(rows)
        let columns = (0..<count).map { c in rows.filter { !$0.spans && c < $0.cells.count }.map { $0.cells[c] } }
        func columnWidth(_ c: Int, _ offer: CGFloat?) -> CGFloat {
            columns[c].map { $0.sizeThatFits(ProposedViewSize(width: offer, height: nil)).width }.max() ?? 0
        }
        guard let total = width else { return (0..<count).map { columnWidth($0, nil) } }
        var remaining = max(0, total - (spec.horizontalSpacing ?? defaultSpacing) * CGFloat(count - 1))
        let order = (0..<count).sorted { a, b in
            (columnWidth(a, .infinity) - columnWidth(a, 0), a) < (columnWidth(b, .infinity) - columnWidth(b, 0), b)
        }
        var widths = Array(repeating: CGFloat(0), count: count)
        for (served, c) in order.enumerated() {
            widths[c] = columnWidth(c, max(0, remaining / CGFloat(count - served)))
            remaining -= widths[c]
        }
        return widths
    }

    static func rowHeights(_ node: ViewNode, spec: GridSpec, widths: [CGFloat]) -> [CGFloat] {
        let total = widths.reduce(0, +) + (spec.horizontalSpacing ?? defaultSpacing) * CGFloat(max(0, widths.count - 1))
        return rows(node).map { row in
            row.cells.enumerated().map { c, cell in
                cell.sizeThatFits(ProposedViewSize(width: row.spans ? total : (c < widths.count ? widths[c] : 0), height: nil)).height
            }.max() ?? 0
        }
    }

    static func size(of node: ViewNode, proposal: ProposedViewSize) -> CGSize {
        guard case .grid(let spec) = node.kind else { return .zero }
        let widths = columnWidths(node, spec: spec, width: proposal.width)
        let heights = rowHeights(node, spec: spec, widths: widths)
        let h = spec.horizontalSpacing ?? defaultSpacing, v = spec.verticalSpacing ?? defaultSpacing
        return CGSize(width: widths.reduce(0, +) + h * CGFloat(max(0, widths.count - 1)),
                      height: heights.reduce(0, +) + v * CGFloat(max(0, heights.count - 1)))
    }

    static func place(_ node: ViewNode, spec: GridSpec, in size: CGSize, proposal: ProposedViewSize) {
        let widths = columnWidths(node, spec: spec, width: proposal.width)
        let heights = rowHeights(node, spec: spec, widths: widths)
        let h = spec.horizontalSpacing ?? defaultSpacing, v = spec.verticalSpacing ?? defaultSpacing
        let total = widths.reduce(0, +) + h * CGFloat(max(0, widths.count - 1))
        var y: CGFloat = 0
        for (r, row) in rows(node).enumerated() {
            let rowFrame = CGRect(x: 0, y: y, width: total, height: heights[r])
            if row.spans {
                FrameLayout.place(row.row, proposal: ProposedViewSize(width: total, height: nil), alignment: spec.alignment, in: rowFrame.size)
                row.row.frame.origin.y += y
            } else {
                row.row.setFrame(rowFrame)
                var rowAlignment = spec.alignment
                if case .gridRow(let vertical?) = row.row.kind { rowAlignment.vertical = vertical }
                var x: CGFloat = 0
                for (c, cell) in row.cells.enumerated() where c < widths.count {
                    let box = CGSize(width: widths[c], height: heights[r])
                    FrameLayout.place(cell, proposal: ProposedViewSize(width: box.width, height: nil), alignment: rowAlignment, in: box)
                    cell.frame.origin.x += x
                    x += widths[c] + h
                }
            }
            y += heights[r] + v
        }
    }
}
