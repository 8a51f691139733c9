import Raster

/// Where everything in a filmstrip goes, in whole pixels: frames left to right in rows of `columns`,
/// each with its time label under it, `padding` around the strip and between cells.
///
///     ┌────────────────────────────────────────────┐
///     │ pad                                         │
///     │ ┌───────┐ pad ┌───────┐ pad ┌───────┐ pad   │   row 0: frames 0 … columns−1
///     │ │frame 0│     │frame 1│     │frame 2│       │
///     │ └───────┘     └───────┘     └───────┘       │
///     │  gap                                        │
///     │  0.00 s        0.10 s        0.20 s         │   label line boxes, labelHeight tall
///     │ pad                                         │
///     │ ┌───────┐ …                                 │   row 1: the rest, from the left
///     └────────────────────────────────────────────┘
///
/// A pure value, so that the geometry is testable without drawing.
public struct FilmstripLayout: Hashable, Sendable {
    public let frameWidth: Int
    public let frameHeight: Int
    public let frameCount: Int
    /// Frames per row: the requested number, or all frames (one row), never more than there are frames.
    public let columns: Int
    public let rows: Int
    /// Around the strip and between cells, horizontally and vertically.
    public let padding: Int
    /// Between a frame's bottom edge and the top of its label's line box.
    public let labelGap: Int
    /// The label's line box height.
    public let labelHeight: Int

    /// The largest strip side, as for any image the command line writes.
    public static let maximumSide = 16_384
    /// The largest strip area (64 Mpx, 256 MiB of RGBA).
    public static let maximumPixels = 64 << 20

    public init(frameWidth: Int, frameHeight: Int, frameCount: Int, columns: Int? = nil,
                padding: Int, labelGap: Int, labelHeight: Int) throws(FilmstripError) {
        guard frameCount >= 1 else { throw .noFrames }
        if let columns, columns < 1 { throw .invalidColumns(columns) }
        precondition(frameWidth > 0 && frameHeight > 0 && padding >= 0 && labelGap >= 0 && labelHeight >= 0)
        self.frameWidth = frameWidth; self.frameHeight = frameHeight; self.frameCount = frameCount
        self.columns = min(columns ?? frameCount, frameCount)
        self.rows = (frameCount + self.columns - 1) / self.columns
        self.padding = padding; self.labelGap = labelGap; self.labelHeight = labelHeight
        let (w, h) = (width, height)
        guard w <= Self.maximumSide, h <= Self.maximumSide, w * h <= Self.maximumPixels else {
            throw .tooLarge(width: w, height: h, columns: self.columns)
        }
    }

    /// Horizontal distance from one frame to the next.
    public var cellWidth: Int { frameWidth + padding }
    /// Vertical distance from one row to the next.
    public var cellHeight: Int { frameHeight + labelGap + labelHeight + padding }

    public var width: Int { padding + columns * cellWidth }
    public var height: Int { padding + rows * cellHeight }

    /// Where frame `index` goes: the top-left corner of its `frameWidth` × `frameHeight` box.
    public func frameOrigin(_ index: Int) -> (x: Int, y: Int) {
        precondition((0..<frameCount).contains(index))
        return (padding + (index % columns) * cellWidth, padding + (index / columns) * cellHeight)
    }

    /// Frame `index`'s label box: centred under the frame, as wide as the frame plus one padding (so
    /// that a label a little wider than a small frame still fits between its neighbours).
    public func labelBox(_ index: Int) -> IntRect {
        let (x, y) = frameOrigin(index)
        return IntRect(x: x - padding / 2, y: y + frameHeight + labelGap, width: frameWidth + padding - padding % 2, height: labelHeight)
    }
}
