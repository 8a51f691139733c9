/// `LazyVGrid` and `LazyHGrid` as a layout. Described for the vertical grid (the horizontal one swaps the
/// axes): the columns come from the `GridItem`s by SwiftUI's documented rules —
/// - `.fixed(l)`: l;
/// - `.flexible(minimum:maximum:)`: the width proposed to the grid, less the spacings and the fixed
///   items, divided by the number of flexible and adaptive items, clamped to the bounds;
/// - `.adaptive(minimum:maximum:)`: a flexible item's share (bounds: minimum … ∞), split into as many
///   columns of at least `minimum` as fit with the item's spacing between them, each as wide as they
///   then are, at most `maximum`.
/// With no width proposed, a flexible item is its minimum and an adaptive one a single column of its
/// minimum. Cells fill the columns row by row; a row is as tall as its tallest cell proposed its
/// column's width; rows are `spacing` apart (8 pt when nil). A cell is aligned in its box by its item's
/// alignment, else the grid's.
public struct LazyGridLayout: Layout {
    static let defaultSpacing: CGFloat = 8
    /// The axis the grid grows along (`.vertical` for `LazyVGrid`).
    let axis: Axis
    let items: [GridItem]
    let alignment: Alignment
    let spacing: CGFloat?

    /// One column (vertical grid): its width, the space after it and its cells' alignment.
    struct Track { var length: CGFloat; var gap: CGFloat; var alignment: Alignment }

    /// The columns for a proposed width (`across` the growth axis).
    func tracks(across available: CGFloat?) -> [Track] {
        let gaps = items.map { $0.spacing ?? Self.defaultSpacing }
        let fixed = items.reduce(CGFloat(0)) { sum, item in
            if case .fixed(let l) = item.size { return sum + l }
            return sum
        }
        let flexibleCount = items.filter { if case .fixed = $0.size { return false }; return true }.count
        let spacings = gaps.dropLast().reduce(0, +)
        let share = available.map { max(0, $0 - spacings - fixed) / CGFloat(max(1, flexibleCount)) }
        var tracks: [Track] = []
        for (item, gap) in zip(items, gaps) {
            let align = item.alignment ?? alignment
            switch item.size {
            case .fixed(let length):
                tracks.append(Track(length: length, gap: gap, alignment: align))
            case .flexible(let minimum, let maximum):
                tracks.append(Track(length: min(max(share ?? minimum, minimum), maximum), gap: gap, alignment: align))
            case .adaptive(let minimum, let maximum):
                let width = max(share ?? minimum, minimum)
                let count = max(1, Int(((width + gap) / (minimum + gap)).rounded(.down)))
                let length = min((width - gap * CGFloat(count - 1)) / CGFloat(count), maximum)
                tracks += Array(repeating: Track(length: length, gap: gap, alignment: align), count: count)
            }
        }
        return tracks
    }

    /// The cells' sizes, row by row, and each row's length along the growth axis.
    func rows(_ tracks: [Track], _ subviews: Subviews) -> [(cells: [CGSize], length: CGFloat)] {
        guard !tracks.isEmpty else { return [] }
        return stride(from: subviews.startIndex, to: subviews.endIndex, by: tracks.count).map { start in
            let cells = zip(tracks, subviews[start..<min(start + tracks.count, subviews.endIndex)]).map { track, subview in
                subview.sizeThatFits(.along(axis.other, track.length, across: nil))
            }
            return (cells, cells.map { $0.value(axis) }.max() ?? 0)
        }
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let tracks = tracks(across: proposal.value(axis.other))
        let rows = rows(tracks, subviews)
        let across = tracks.map(\.length).reduce(0, +) + tracks.dropLast().map(\.gap).reduce(0, +)
        let along = rows.map(\.length).reduce(0, +) + (spacing ?? Self.defaultSpacing) * CGFloat(max(0, rows.count - 1))
        return .along(axis, along, across: across)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let tracks = tracks(across: proposal.value(axis.other))
        var along: CGFloat = 0
        var index = subviews.startIndex
        for row in rows(tracks, subviews) {
            var across: CGFloat = 0
            for (track, cell) in zip(tracks, row.cells) {
                // The cell aligned in its box (track.length across, row.length along).
                let box = CGSize.along(axis, row.length, across: track.length)
                let x = (box.width - cell.width) * track.alignment.horizontal.fraction
                let y = (box.height - cell.height) * track.alignment.vertical.fraction
                let origin = axis == .vertical ? CGPoint(x: across, y: along) : CGPoint(x: along, y: across)
                subviews[index].place(at: CGPoint(x: bounds.minX + origin.x + x, y: bounds.minY + origin.y + y),
                                      proposal: .along(axis.other, track.length, across: nil))
                across += track.length + track.gap
                index += 1
            }
            along += row.length + (spacing ?? Self.defaultSpacing)
        }
    }
}
