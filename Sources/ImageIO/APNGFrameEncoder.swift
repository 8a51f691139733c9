import Raster

/// How an APNG's frames are stored, and the storing of one frame: the rectangle that changed since the
/// frame before (``APNGFrameRegion``), filtered and deflated as an image of its own (``PNGEncoding``).
///
/// Encoding is a pure function of a frame and the one before it, so frames can be encoded on any thread, in
/// any order (``APNGExporter`` encodes several at once), and appended to the ``APNGWriter`` in order.
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
        guard let region = try region(of: frame, after: previous, index: index) else { return nil }
        return try encode(frame, region: region)
    }

    /// The rectangle of frame `index` (`frame`) to store after `previous` (the whole canvas when nil); nil
    /// when it is identical to `previous`. Only this step needs `previous`: a caller holding many frames
    /// drops it here, before the longer ``encode(_:region:)``.
    public func region(of frame: Pixmap, after previous: Pixmap?, index: Int) throws -> IntRect? {
        guard frame.width == width, frame.height == height else {
            throw PNGError.invalidInput("frame \(index) is \(frame.width)×\(frame.height) pixels; this APNG is \(width)×\(height)")
        }
        if isOpaque && !frame.isOpaque {
            throw PNGError.invalidInput("frame \(index) has transparent pixels, but the APNG was started as opaque (RGB)")
        }
        guard let previous else { return IntRect(x: 0, y: 0, width: width, height: height) }
        return APNGFrameRegion.changed(frame, from: previous)
    }

    /// The rectangle `region` of `frame` (from ``region(of:after:index:)``), filtered and deflated.
    public func encode(_ frame: Pixmap, region: IntRect) throws -> Frame {
        let encoding = try PNGEncoding(frame, region: region, opaque: isOpaque, options: options)
        encoding.compressAllSegments()
        return Frame(region: region, data: encoding.imageData())
    }
}
