import Raster

/// How an APNG's frames are stored, and the storing of one frame: the rectangle that changed since the
/// frame before (``APNGFrameRegion``), filtered and deflated as an image of its own (``PNGEncoding``).
///
/// Encoding is a pure function of a frame and the one before it, so frames can be encoded on any thread, in
/// any order (``APNGExporter`` encodes a batch at once), and appended to the ``APNGWriter`` in order.
public struct APNGFrameEncoder: Sendable {
    public let width: Int
    public let height: Int
    /// Frames are stored without alpha (colour type RGB); a frame with any transparency is refused.
    public let isOpaque: Bool
    /// Filter, zlib level and strategy (``PNGOptions/engine`` and ``PNGOptions/writesRGBWhenOpaque`` do
    /// not apply: rows are always filtered here, and ``isOpaque`` decides the colour type).
    public let options: PNGOptions

    /// A frame ready to append: its rectangle of the canvas and that rectangle's zlib stream.
    public struct Frame: Sendable {
        public let region: IntRect
        public let data: [UInt8]
    }

    public init(width: Int, height: Int, opaque: Bool, options: PNGOptions) {
        self.width = width; self.height = height; isOpaque = opaque; self.options = options
    }

    /// Frame `index` (`frame`) as stored after `previous` (nil for the first frame, stored whole); nil when
    /// it is identical to `previous`.
    public func encode(_ frame: Pixmap, after previous: Pixmap?, index: Int) throws -> Frame? {
        guard frame.width == width, frame.height == height else {
            throw PNGError.invalidInput("frame \(index) is \(frame.width)×\(frame.height) pixels; this APNG is \(width)×\(height)")
        }
        if isOpaque && !frame.isOpaque {
            throw PNGError.invalidInput("frame \(index) has transparent pixels, but the APNG was started as opaque (RGB)")
        }
        let region: IntRect
        if let previous {
            guard let changed = APNGFrameRegion.changed(frame, from: previous) else { return nil }
            region = changed
        } else {
            region = IntRect(x: 0, y: 0, width: width, height: height)
        }
        let encoding = try PNGEncoding(frame, region: region, opaque: isOpaque, options: options)
        encoding.compressAllSegments()
        return Frame(region: region, data: encoding.imageData())
    }
}
