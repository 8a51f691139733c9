import Foundation
import Raster
import Typesetting

/// A filmstrip: the frames of a transition side by side (or in rows of `columns`), each with its time
/// under it ("0.25 s"), on one background — a single picture of a whole animation for docs.
///
/// Built as the frames come: ``place(_:at:time:)`` composites one frame and its label into the strip,
/// and the caller can drop the frame right after, so memory is the strip plus the frames in flight.
/// Padding and labels are given in points and drawn at the frames' scale, so a 3× strip looks like a
/// 1× strip, sharper. Labels are Inter (the Text module's default design) in a colour chosen to read
/// on the background (``labelColor(on:)``).
public struct Filmstrip: Sendable {
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

    public let layout: FilmstripLayout
    public let style: Style
    /// The strip so far.
    public private(set) var pixmap: Pixmap
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
        pixmap = Pixmap(width: layout.width, height: layout.height, filledWith: style.background)
    }

    /// Composites frame `index` into its cell and draws its time label under it.
    public mutating func place(_ frame: Pixmap, at index: Int, time: Double) throws(FilmstripError) {
        guard frame.width == layout.frameWidth, frame.height == layout.frameHeight else {
            throw .frameSizeMismatch(index: index, expected: (layout.frameWidth, layout.frameHeight), got: (frame.width, frame.height))
        }
        let origin = layout.frameOrigin(index)
        pixmap.composite(frame, atX: origin.x, y: origin.y)
        let box = layout.labelBox(index)
        let line: TextLine
        do { line = try textLine(Self.label(seconds: time), font: font, maxWidth: Double(box.width), alignment: .center) } catch {
            throw .labelFont(reason: "\(error)")
        }
        var canvas = Canvas(pixmap: pixmap)
        pixmap = Pixmap(width: 1, height: 1)   // one copy of the strip at a time
        canvas.draw(line, lineBoxAt: Point(Double(box.x), Double(box.y)), with: .solid(style.labelColor ?? Self.labelColor(on: style.background)))
        pixmap = canvas.pixmap
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
