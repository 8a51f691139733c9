import Raster

/// Where the demo's four cards sit on the screen, in points. Pure geometry from the seed's modifiers:
///
/// ```
/// Grid(horizontalSpacing: 14, verticalSpacing: 14) { GridRow { a; b }; GridRow { c; d } }
///     .padding(20)
///     .frame(maxWidth: .infinity, maxHeight: .infinity)
///     .background(Color(.systemGroupedBackground).ignoresSafeArea())
/// ```
/// The padded grid is centred in the safe area (the background alone ignores it). The cards are
/// flexible in width (`.frame(maxWidth: .infinity)`), so the two columns share the width left after
/// the padding and the spacing equally. A row is as tall as its tallest card, and a shorter card is
/// centred in its row (the grid's default `.center` alignment; the card does not stretch, its frame
/// has no `maxHeight`). Under right-to-left the first column is on the right.
public struct SymbolMorphToggleDemoLayout: Hashable, Sendable {
    /// `Grid(horizontalSpacing: 14, verticalSpacing: 14)`.
    public static let spacing = 14.0
    /// `.padding(20)`.
    public static let padding = 20.0
    public static let columns = 2

    public let screen: DeviceScreen

    public init(screen: DeviceScreen) { self.screen = screen }

    /// One column's width: (screen width − 2 · 20 − 14) / 2; 174 pt on the iPhone 16 Pro.
    public var cellWidth: Double {
        (screen.safeArea.width - 2 * Self.padding - Self.spacing * Double(Self.columns - 1)) / Double(Self.columns)
    }

    /// The cards' frames, given their heights, in grid order (row by row, leading column first).
    public func cardFrames(heights: [Double], direction: RenderEnvironment.LayoutDirection) -> [Rect] {
        let rows = stride(from: 0, to: heights.count, by: Self.columns).map { Array(heights[$0..<min($0 + Self.columns, heights.count)]) }
        let rowHeights = rows.map { $0.max() ?? 0 }
        let gridHeight = rowHeights.reduce(0, +) + Self.spacing * Double(max(0, rows.count - 1))
        let safe = screen.safeArea
        // The padded grid centred vertically in the safe area (it may overflow both edges evenly).
        var rowTop = safe.minY + (safe.height - gridHeight - 2 * Self.padding) / 2 + Self.padding
        var frames: [Rect] = []
        for (row, height) in zip(rows, rowHeights) {
            for (column, cardHeight) in row.enumerated() {
                let fromLeading = safe.minX + Self.padding + Double(column) * (cellWidth + Self.spacing)
                let x = direction == .ltr ? fromLeading : safe.maxX - (fromLeading - safe.minX) - cellWidth
                frames.append(Rect(x: x, y: rowTop + (height - cardHeight) / 2, width: cellWidth, height: cardHeight))
            }
            rowTop += height + Self.spacing
        }
        return frames
    }
}
