import Foundation
import ImageIO
import Raster
import Typesetting

/// A filmstrip: the frames of a transition side by side (or in rows of `columns`), each with its time
/// under it ("0.25 s"), on one background — a single picture of a whole animation for docs.
///
/// The strip never exists whole: ``place(_:at:time:)`` keeps a frame composited over the background,
/// and its label drawn, as runs of pixels (``RunLengthPixmap``: about 0.2 MB for a 12.6 MB demo frame),
/// and the caller drops the frame. The strip's rows are composed from these on demand, a band at a time
/// (``writeRows(_:into:)``, a ``PNGBandSource``), as its PNG encoding's segments ask for them; so memory is
/// the frames in flight and a few rows per thread, whatever the number of frames. ``pixmap`` composes all
/// rows at once, for small strips and tests.
///
/// Padding and labels are given in points and drawn at the frames' scale, so a 3× strip looks like a
/// 1× strip, sharper. Labels are Inter (the Text module's default design) in a colour chosen to read
/// on the background (``labelColor(on:)``).
public struct Filmstrip: PNGBandSource {
    /// How a strip looks.
    public struct Style: Hashable, Sendable {
        /// Behind the frames and labels; frames are composited over it.
        public var background: Color
        /// The labels' colour; nil picks black or white, whichever reads better on the background.
        public var labelColor: Color?
        /// Frames per row; nil puts every frame in one row.
        public var columns: Int?
        /// Around the strip and between frames, in points.
        public var padding: Double
        /// The labels' font size, in points (12 is SwiftUI's `.caption`).
        public var labelSize: Double
        /// A font file for the labels instead of Inter (the CLI's `--font`).
        public var fontPath: String?

        public init(background: Color = .white, labelColor: Color? = nil, columns: Int? = nil,
                    padding: Double = 12, labelSize: Double = 12, fontPath: String? = nil) {
            self.background = background; self.labelColor = labelColor; self.columns = columns
            self.padding = padding; self.labelSize = labelSize; self.fontPath = fontPath
        }
    }

    /// One placed frame as the strip keeps it: the frame composited over the background, and the pixels
    /// of its ``labelWindow(_:)`` with the label drawn.
    struct Cell: Sendable {
        let frame: RunLengthPixmap
        let label: RunLengthPixmap
    }

    public let layout: FilmstripLayout
    public let style: Style
    /// The placed frames, by index; a cell not placed shows the background.
    private var cells: [Cell?]
    /// The background as a pixel value.
    private let backgroundPixel: UInt32
    private let font: Typesetting.Font
    private let scale: Double

    /// An empty strip (background only) for `frameCount` frames of `frameWidth` × `frameHeight` pixels
    /// drawn at `scale` pixels per point.
    public init(frameWidth: Int, frameHeight: Int, frameCount: Int, scale: Double, style: Style = Style()) throws(FilmstripError) {
        precondition(scale > 0 && scale.isFinite && style.padding >= 0 && style.labelSize > 0)
        do { font = try FontResolver(fontPath: style.fontPath).font(size: style.labelSize * scale) } catch {
            throw .labelFont(reason: "\(error)")
        }
        layout = try FilmstripLayout(frameWidth: frameWidth, frameHeight: frameHeight, frameCount: frameCount,
                                     columns: style.columns, padding: Int((style.padding * scale).rounded()),
                                     labelGap: Int((style.padding / 3 * scale).rounded()),
                                     labelHeight: Int(font.lineHeight.rounded(.up)))
        self.style = style
        self.scale = scale
        cells = Array(repeating: nil, count: frameCount)
        backgroundPixel = Pixmap.pixelValue(style.background.premultiplied)
    }

    public var width: Int { layout.width }
    public var height: Int { layout.height }

    /// Keeps frame `index`, composited over the background, and its time label drawn under it.
    public mutating func place(_ frame: Pixmap, at index: Int, time: Double) throws(FilmstripError) {
        store(try cell(frame, at: index, time: time), at: index)
    }

    /// What ``place(_:at:time:)`` keeps for frame `index` (any thread; the strip does not change).
    func cell(_ frame: Pixmap, at index: Int, time: Double) throws(FilmstripError) -> Cell {
        guard frame.width == layout.frameWidth, frame.height == layout.frameHeight else {
            throw .frameSizeMismatch(index: index, expected: (layout.frameWidth, layout.frameHeight), got: (frame.width, frame.height))
        }
        // A window onto the strip's pixels: the label lands exactly where it would on the whole strip.
        var canvas = Canvas(window: labelWindow(index), filledWith: style.background)
        try drawLabel(index, time: time, on: &canvas)
        return Cell(frame: RunLengthPixmap(frame, over: backgroundPixel), label: RunLengthPixmap(canvas.pixmap))
    }

    /// Draws frame `index`'s time label in its box on `canvas`, whose device pixels are the strip's.
    func drawLabel(_ index: Int, time: Double, on canvas: inout Canvas) throws(FilmstripError) {
        let box = layout.labelBox(index)
        let line: TextLine
        do { line = try textLine(Self.label(seconds: time), font: font, maxWidth: Double(box.width), alignment: .center) } catch {
            throw .labelFont(reason: "\(error)")
        }
        canvas.draw(line, lineBoxAt: Point(Double(box.x), Double(box.y)), with: .solid(style.labelColor ?? Self.labelColor(on: style.background)))
    }

    /// Keeps `cell` as frame `index`'s.
    mutating func store(_ cell: Cell, at index: Int) { cells[index] = cell }

    /// The strip's pixels that belong to label `index`: under its frame, from the frame's bottom edge down
    /// to the next row of frames (or the strip's end), as wide as the label's box. Windows of different
    /// labels do not overlap, nor do they overlap frames.
    func labelWindow(_ index: Int) -> IntRect {
        let box = layout.labelBox(index), top = layout.frameOrigin(index).y + layout.frameHeight
        return IntRect(x: box.x, y: top, width: box.width, height: layout.cellHeight - layout.frameHeight)
    }

    /// Composes the strip's `rows`: background, and in each row of cells the placed frames' rows or their
    /// labels' rows. Any rows, from any thread.
    public func writeRows(_ rows: Range<Int>, into band: UnsafeMutableRawPointer) {
        precondition(rows.lowerBound >= 0 && rows.upperBound <= height)
        let w = width, pixels = band.assumingMemoryBound(to: UInt32.self)
        for (i, y) in rows.enumerated() {
            let row = pixels + i * w
            var filled = 0   // the columns written so far
            func fillBackground(to x: Int) {
                (row + filled).update(repeating: backgroundPixel.littleEndian, count: x - filled)
                filled = x
            }
            let inCells = y - layout.padding
            if inCells >= 0 {
                let cellRow = inCells / layout.cellHeight, v = inCells % layout.cellHeight
                let first = cellRow * layout.columns
                for index in first..<min(layout.frameCount, first + layout.columns) {
                    guard let cell = cells[index] else { continue }
                    let (kept, x, keptRow) = v < layout.frameHeight
                        ? (cell.frame, layout.frameOrigin(index).x, v) : (cell.label, labelWindow(index).x, v - layout.frameHeight)
                    fillBackground(to: x)
                    kept.writeRow(keptRow, into: row + x)
                    filled = x + kept.width
                }
            }
            fillBackground(to: w)
        }
    }

    /// The whole strip in one pixmap (``writeRows(_:into:)`` of every row).
    public var pixmap: Pixmap {
        var data = [UInt8](repeating: 0, count: width * height * 4)
        data.withUnsafeMutableBytes { writeRows(0..<height, into: $0.baseAddress!) }
        return Pixmap(width: width, height: height, premultipliedData: data)
    }

    /// A time as its label: seconds with two decimals, "0.00 s", "1.07 s" (rounded half up; the same
    /// text on every machine, whatever its locale).
    public static func label(seconds: Double) -> String {
        let hundredths = Int((max(0, seconds) * 100).rounded(.toNearestOrAwayFromZero))
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction) s"
    }

    /// Black or white, whichever contrasts more with `background` (WCAG contrast ratio of relative
    /// luminances). One of the two always reaches at least 4.58 : 1, above the 4.5 : 1 WCAG asks of
    /// small text. A translucent background is judged over white, the usual page.
    public static func labelColor(on background: Color) -> Color {
        let a = min(max(background.alpha, 0), 1)
        func linear(_ c: Double) -> Double {
            let v = c * a + (1 - a)   // over white
            return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
        }
        let luminance = 0.2126 * linear(background.red) + 0.7152 * linear(background.green) + 0.0722 * linear(background.blue)
        let againstBlack = (luminance + 0.05) / 0.05, againstWhite = 1.05 / (luminance + 0.05)
        return againstBlack >= againstWhite ? .black : .white
    }
}
