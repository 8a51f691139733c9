import Raster

/// Writes an animated PNG (APNG) one frame at a time.
///
/// Debian 12's libpng has no APNG support, so the container is assembled here from the PNG encoder's
/// parts: ``APNGFrameEncoder`` filters and compresses each frame's changed rectangle (the same filter,
/// level and strategy as ``PNGEncoder``), and ``PNGChunk`` frames the data. The layout is described in
/// `docs/apng.md`:
///
///     signature, IHDR, sRGB, pHYs, acTL,
///     fcTL 0, IDAT …            frame 0: the whole canvas, also the still image non-APNG viewers show
///     fcTL 1, fdAT 2 …          frame 1: the rectangle that changed since frame 0
///     …, IEND
///
/// Smaller files, deterministically: every frame after the first stores only the rectangle that
/// differs from the frame before (dispose op `none`, blend op `source`), and a frame identical to the
/// one before is not stored at all: its delay is added to that frame's.
///
/// Frames are appended as pixmaps (the writer encodes each against the one before), or already encoded
/// by an ``APNGFrameEncoder`` (``encoder``), which lets a caller encode many frames at once on several
/// threads and append them in order. Memory stays flat in the number of frames: the writer keeps the last
/// frame appended as a pixmap (to find the next change) and the last distinct frame's compressed data
/// (its delay can still grow), and writes everything else to a temporary file as it goes. ``finish()`` fills in the frame count and renames
/// the file onto `path`; a failure, ``cancel()``, or dropping the writer unfinished removes the
/// temporary file, so nothing is left behind.
public final class APNGWriter {
    public let path: String
    public let width: Int
    public let height: Int
    /// Times the animation plays; 0 plays it forever.
    public let loopCount: Int
    /// Whether frames are written without an alpha channel (colour type RGB).
    public var isOpaque: Bool { encoder.isOpaque }
    /// How frames are stored.
    public let encoder: APNGFrameEncoder
    var options: PNGOptions { encoder.options }

    private var file: AtomicFileStream?
    /// Where the acTL chunk starts, to fill in the frame count at the end.
    private var animationControlOffset = 0
    /// Frames appended so far (for messages).
    private var framesAppended = 0
    /// The last frame appended as a pixmap: the canvas after it.
    private var previous: Pixmap?
    /// The last distinct frame, compressed and waiting for its final delay.
    private var pending: (frame: APNGFrameEncoder.Frame, delay: APNGDelay)?
    /// The next fcTL/fdAT sequence number (one counter for both, from 0).
    private(set) var sequence: UInt32 = 0
    /// Frames written so far (fcTL chunks).
    private(set) var framesWritten = 0

    /// Starts an APNG of `width` × `height` pixels at `path` (its folder must exist).
    ///
    /// - Parameters:
    ///   - loopCount: times the animation plays, 0 for ever (0 … 2³¹−1).
    ///   - opaque: the caller's promise that every frame is opaque: frames are stored as RGB (a quarter
    ///     smaller); a frame with any transparency is then refused.
    ///   - options: filter, zlib level and strategy, sRGB and pHYs as for a PNG (`engine` and
    ///     `writesRGBWhenOpaque` do not apply: rows are always filtered in Swift, and `opaque` decides
    ///     the colour type for the whole animation).
    public init(path: String, width: Int, height: Int, loopCount: Int = 0, opaque: Bool = false,
                options: PNGOptions = .default) throws {
        try options.validate()
        guard (1...PNGEncoder.maximumSide).contains(width), (1...PNGEncoder.maximumSide).contains(height) else {
            throw PNGError.invalidInput("an APNG of \(width)×\(height) pixels: each side must be 1 to \(PNGEncoder.maximumSide)")
        }
        guard (0...Int(Int32.max)).contains(loopCount) else {
            throw PNGError.invalidInput("loop count \(loopCount): use 0 (for ever) to \(Int32.max)")
        }
        self.path = path; self.width = width; self.height = height
        self.loopCount = loopCount
        encoder = APNGFrameEncoder(width: width, height: height, opaque: opaque, options: options)
        let file = try AtomicFileStream(path: path)
        try file.append(PNGDecoder.signature + header().flatMap(\.fileBytes))
        animationControlOffset = file.count
        try file.append(animationControl(frames: 0).fileBytes)
        self.file = file
    }

    deinit { cancel() }

    /// Adds a frame shown for `delay`. Frames must be `width` × `height`; a frame identical to the one
    /// before only lengthens that frame's delay.
    public func append(_ frame: Pixmap, delay: APNGDelay) throws {
        try appending {
            try add(try encoder.encode(frame, after: previous, index: framesAppended), delay: delay)
            previous = frame
        }
    }

    /// Adds a frame that ``encoder`` encoded against the frame appended before it (nil: identical to it,
    /// which only lengthens that frame's delay), shown for `delay`.
    public func append(encoded frame: APNGFrameEncoder.Frame?, delay: APNGDelay) throws {
        try appending {
            previous = nil
            try add(frame, delay: delay)
        }
    }

    /// Runs `step` on an open writer and counts the frame; a failure abandons the file and is rethrown.
    private func appending(_ step: () throws -> Void) throws {
        guard file != nil else { throw PNGError.invalidInput("the APNG writer for \(path) was already finished or cancelled") }
        do {
            try step()
            framesAppended += 1
        } catch {
            cancel()
            throw error
        }
    }

    /// Writes the last frame, the frame count and IEND, and renames the file onto ``path``.
    public func finish() throws {
        guard let file else { throw PNGError.invalidInput("the APNG writer for \(path) was already finished or cancelled") }
        do {
            guard pending != nil else { throw PNGError.invalidInput("an APNG needs at least one frame; none was appended") }
            try writePending()
            // Only now is the count known (identical frames merge); the chunk keeps its size.
            try file.overwrite(animationControl(frames: framesWritten).fileBytes, at: animationControlOffset)
            try file.append(PNGChunk(type: "IEND", data: []).fileBytes)
            try file.commit()
            self.file = nil
        } catch {
            cancel()
            throw error
        }
    }

    /// Abandons the file: the temporary file is removed and ``path`` is left as it was.
    public func cancel() {
        file?.discard()
        file = nil
        previous = nil
        pending = nil
    }

    private func add(_ frame: APNGFrameEncoder.Frame?, delay: APNGDelay) throws {
        guard let frame else {
            guard pending != nil else { throw PNGError.invalidInput("frame \(framesAppended) has no frame before it to repeat") }
            pending!.delay = pending!.delay + delay
            return
        }
        guard pending != nil || frame.region == IntRect(x: 0, y: 0, width: width, height: height) else {
            throw PNGError.invalidInput("frame 0 must cover the whole \(width)×\(height) canvas, not \(frame.region)")
        }
        try writePending()
        pending = (frame, delay)
    }

    /// Writes the waiting frame: its fcTL, then its data as IDAT (frame 0) or fdAT chunks.
    private func writePending() throws {
        guard let (frame, delay) = pending, let file else { return }
        try file.append(frameControl(region: frame.region, delay: try storedDelay(delay)).fileBytes)
        sequence += 1
        var offset = 0
        repeat {
            let piece = Array(frame.data[offset..<min(frame.data.count, offset + PNGEncoder.idatChunkSize)])
            if framesWritten == 0 {
                try file.append(PNGChunk(type: "IDAT", data: piece).fileBytes)
            } else {
                try file.append(PNGChunk(type: "fdAT", data: PNGChunk.bigEndian(sequence) + piece).fileBytes)
                sequence += 1
            }
            offset += piece.count
        } while offset < frame.data.count
        framesWritten += 1
        pending = nil
    }

    private func storedDelay(_ delay: APNGDelay) throws -> (UInt16, UInt16) {
        let whole = delay.numerator / delay.denominator
        guard whole < APNGDelay.maximumSeconds || (whole == APNGDelay.maximumSeconds && delay.numerator % delay.denominator == 0) else {
            throw PNGError.invalidInput("frame \(framesWritten) would show for \(delay.seconds) s; an APNG frame's delay is at most \(APNGDelay.maximumSeconds) s")
        }
        return delay.stored
    }
}
