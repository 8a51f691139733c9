import Foundation
import Raster
import Synchronization

/// One picture's PNG encoding, made of independent segments of rows (``PNGSegment``): any thread can filter
/// and deflate any segment (``compressSegment(_:)``), in any order, and the joined stream is the same. A
/// caller with threads to spare runs the segments on them, as pigz does; ``PNGEncoder/encode(_:options:)``
/// runs them in order on the calling thread. Segment boundaries depend on the picture's width alone, so the
/// bytes never depend on the number of threads.
///
/// An encoding can **reuse** an earlier one of a picture of the same size (the frame before, typically): a
/// segment whose rows, and the row above them, have the same pixels as there is taken as it was, without
/// filtering or deflating it again. A frame then costs what changed in it. The bytes are those of
/// encoding it alone. A finished encoding keeps a small picture's pixmap for this, shared, not copied; a
/// large one's rows compactly (``KeptRow``), a few megabytes instead of the whole screen.
///
/// The colour type is RGB when every pixel is opaque. Rather than read the whole picture first to know,
/// an encoding that finds a few sample pixels opaque guesses RGB, and the segments check every pixel as
/// they read it anyway; a wrong guess (found in some segment) is redone as RGBA when the data is read.
///
/// Use: make it, call ``compressSegment(_:)`` once for every index below ``segmentCount`` (from any threads,
/// each index once), then read ``pngFile()`` or ``imageData()``.
public final class PNGEncoding: @unchecked Sendable {
    /// Where the rows are read: a pixmap, in place, or a source that writes each segment's band of rows
    /// into a small buffer.
    private enum Picture {
        case pixmap(Pixmap)
        case bands(any PNGBandSource)
    }

    /// The picture, until every segment is done.
    private var picture: Picture?
    /// The pixels encoded: the whole picture, or (APNG frames) a rectangle of its pixmap.
    let region: IntRect
    public let options: PNGOptions
    /// RGB (3 bytes a pixel, every pixel opaque) or RGBA; a guess of RGB may turn into RGBA when the data is read.
    public private(set) var bytesPerPixel: Int
    private(set) var rowsPerSegment: Int
    public private(set) var segmentCount: Int

    /// The earlier encoding's segments, which may be reused; dropped once every segment is done.
    private var reusable: [PNGSegment]?
    /// The earlier encoding's pixmap, when it kept it whole (``keptPixmap``), to compare rows with.
    private var earlierPixmap: Pixmap?
    private var segments: UnsafeMutableBufferPointer<PNGSegment?>
    /// Whether a finished encoding keeps its rows, for a later encoding to reuse segments (whole pictures only):
    /// as the pixmap itself (``keptPixmap``) or, for a large one, in its segments (``KeptRow``).
    private let keepsRows: Bool
    /// A small picture kept whole: its storage is shared with the frame, so keeping it costs neither a copy
    /// nor a scan of its rows (scanning a toggle's rows for their runs was 4 % of the main command's time,
    /// for 2 of its 174 segments reused).
    private(set) var keptPixmap: Pixmap?
    /// The largest picture kept whole: a component's frame (a toggle's is 0.36 MB), not a screen's.
    static let largestKeptPixmapBytes = 1 << 20
    /// Whether RGB is a guess the segments check, and whether one found it wrong.
    private let guessedOpaque: Bool
    private let sawTransparency = Atomic<Bool>(false)
    private let compressors = Mutex<[PNGSegmentCompressor]>([])
    /// Buffers for a band source's rows, one a thread at work (a segment's rows and the row above).
    private let bands = Mutex<[[UInt8]]>([])
    /// Segments taken from the earlier encoding, for reports.
    private let reusedCount = Atomic<Int>(0)

    /// The PNG encoding of `pixmap`: RGB when `options` allow it and every pixel is opaque, else RGBA.
    /// `reusing` is an earlier, finished encoding to take unchanged segments from (ignored unless it has
    /// the same size, colour type and options, and kept its rows); `keepingRows` keeps this one's rows so
    /// that a later encoding can reuse it (a few megabytes for a screen).
    public convenience init(_ pixmap: Pixmap, options: PNGOptions = .default, reusing earlier: PNGEncoding? = nil,
                            keepingRows: Bool = false) throws {
        // The corners and the centre: a transparent image (a component on no background) shows it there.
        let samples = [(0, 0), (pixmap.width - 1, 0), (0, pixmap.height - 1), (pixmap.width - 1, pixmap.height - 1),
                       (pixmap.width / 2, pixmap.height / 2)]
        let guess = options.writesRGBWhenOpaque && samples.allSatisfy { pixmap.pixel(x: $0.0, y: $0.1).a == 255 }
        try self.init(.pixmap(pixmap), width: pixmap.width, height: pixmap.height,
                      region: IntRect(x: 0, y: 0, width: pixmap.width, height: pixmap.height), opaque: guess,
                      guessed: guess, keepsRows: keepingRows, options: options, reusing: earlier)
    }

    /// The PNG encoding of a picture that `source` writes band by band as the segments ask (see
    /// ``PNGBandSource``): the same bytes as encoding the pixmap of all its rows. RGB when `options` allow it and
    /// every pixel is opaque, else RGBA, guessed as for a pixmap from the corners and the centre.
    public convenience init(bands source: some PNGBandSource, options: PNGOptions = .default) throws {
        let (width, height) = (source.width, source.height)
        precondition(width > 0 && height > 0)
        var guess = options.writesRGBWhenOpaque
        if guess {
            var row = [UInt8](repeating: 0, count: width * 4)
            for y in [0, height / 2, height - 1] where guess {
                row.withUnsafeMutableBytes { source.writeRows(y..<(y + 1), into: $0.baseAddress!) }
                let xs = y == height / 2 ? [0, width / 2, width - 1] : [0, width - 1]
                guess = xs.allSatisfy { row[$0 * 4 + 3] == 255 }
            }
        }
        try self.init(.bands(source), width: width, height: height, region: IntRect(x: 0, y: 0, width: width, height: height),
                      opaque: guess, guessed: guess, options: options)
    }

    /// The image data of the rectangle `region` of `pixmap` (an APNG frame's changed part), RGB when `opaque`
    /// (then every pixel must be opaque), or a guess of RGB to check when `guessed`. `keepsRows` keeps the
    /// rows, for a later encoding of the whole picture to reuse segments.
    convenience init(_ pixmap: Pixmap, region: IntRect, opaque: Bool, options: PNGOptions) throws {
        try self.init(.pixmap(pixmap), width: pixmap.width, height: pixmap.height, region: region, opaque: opaque, options: options)
    }

    /// The encoding of `region` of `picture` (`width` × `height` pixels).
    private init(_ picture: Picture, width: Int, height: Int, region: IntRect, opaque: Bool, guessed: Bool = false,
                 keepsRows: Bool = false, options: PNGOptions, reusing earlier: PNGEncoding? = nil) throws {
        try options.validate()
        guard width <= PNGEncoder.maximumSide, height <= PNGEncoder.maximumSide else {
            throw PNGError.invalidInput("\(width)×\(height) exceeds libpng's \(PNGEncoder.maximumSide)-pixel side limit")
        }
        precondition(!region.isEmpty && region.x >= 0 && region.y >= 0 && region.maxX <= width && region.maxY <= height)
        self.picture = picture; self.region = region; self.options = options
        guessedOpaque = guessed
        self.keepsRows = keepsRows
        if keepsRows, case .pixmap(let pixmap) = picture, pixmap.data.count <= Self.largestKeptPixmapBytes {
            keptPixmap = pixmap
        }
        (bytesPerPixel, rowsPerSegment, segmentCount, segments) = Self.layout(width: region.width, height: region.height, opaque: opaque)
        let whole = IntRect(x: 0, y: 0, width: width, height: height)
        if let earlier, earlier.isDone, earlier.keepsRows, region == whole, earlier.region == whole,
           earlier.bytesPerPixel == bytesPerPixel, earlier.options == options {
            reusable = earlier.segments.map { $0! }
            earlierPixmap = earlier.keptPixmap
        }
    }

    /// Bytes a pixel, rows a segment, segments, and room for them, for an image of `width` × `height`.
    private static func layout(width: Int, height: Int, opaque: Bool)
        -> (Int, Int, Int, UnsafeMutableBufferPointer<PNGSegment?>) {
        let bpp = opaque ? 3 : 4
        let rows = PNGSegment.rowsPerSegment(storedRowBytes: width * bpp)
        let count = (height + rows - 1) / rows
        let segments = UnsafeMutableBufferPointer<PNGSegment?>.allocate(capacity: count)
        segments.initialize(repeating: nil)
        return (bpp, rows, count, segments)
    }

    deinit {
        segments.deinitialize()
        segments.deallocate()
    }

    /// Filters and deflates segment `index` (or takes it from the earlier encoding). Each index once; any thread.
    public func compressSegment(_ index: Int) {
        precondition(segments[index] == nil, "segment \(index) was already compressed")
        if sawTransparency.load(ordering: .relaxed) { return }   // redone as RGBA anyway
        let lower = index * rowsPerSegment
        let rows = lower..<min(region.height, lower + rowsPerSegment)
        let segment = withRows(max(0, lower - 1)..<rows.upperBound) { source -> PNGSegment? in
            if let reusable, Self.repeats(max(0, rows.lowerBound - 1)..<rows.upperBound, of: source,
                                          in: reusable, orPixmap: earlierPixmap) {
                reusedCount.add(1, ordering: .relaxed)
                return reusable[index]
            }
            let compressor = compressors.withLock { $0.popLast() }
                ?? PNGSegmentCompressor(rowBytes: region.width * bytesPerPixel, bytesPerPixel: bytesPerPixel, options: options)
            defer { compressors.withLock { $0.append(compressor) } }
            let segment = compressor.compress(rows, of: source, last: index == segmentCount - 1,
                                              keepingRows: keepsRows && keptPixmap == nil)
            if guessedOpaque && compressor.sawTransparency {
                sawTransparency.store(true, ordering: .relaxed)
                return nil
            }
            return segment
        }
        segments[index] = segment
    }

    /// Calls `body` with a source of at least `rows` of the region: the pixmap in place, or the band source's
    /// rows written into a buffer of this thread's own.
    private func withRows<R>(_ rows: Range<Int>, _ body: (PNGRowSource) -> R) -> R {
        switch picture! {
        case .pixmap(let pixmap):
            return pixmap.data.withUnsafeBufferPointer { pixels in
                body(PNGRowSource(origin: pixels.baseAddress! + (region.y * pixmap.width + region.x) * 4,
                                  pixmapRowBytes: pixmap.width * 4, width: region.width, height: region.height,
                                  bytesPerPixel: bytesPerPixel))
            }
        case .bands(let source):
            var band = bands.withLock { $0.popLast() } ?? []
            defer { bands.withLock { $0.append(band) } }
            let rowBytes = source.width * 4
            if band.count < rows.count * rowBytes { band = [UInt8](repeating: 0, count: (rowsPerSegment + 1) * rowBytes) }
            return band.withUnsafeMutableBytes { buffer in
                source.writeRows(rows, into: buffer.baseAddress!)
                return body(PNGRowSource(origin: UnsafePointer(buffer.baseAddress!.assumingMemoryBound(to: UInt8.self)),
                                         firstRow: rows.lowerBound, pixmapRowBytes: rowBytes, width: region.width,
                                         height: region.height, bytesPerPixel: bytesPerPixel))
            }
        }
    }

    /// Runs ``compressSegment(_:)`` for every segment on the calling thread.
    public func compressAllSegments() {
        for i in 0..<segmentCount { compressSegment(i) }
    }

    /// How many segments were taken from the earlier encoding.
    public var reusedSegments: Int { reusedCount.load(ordering: .relaxed) }

    /// The zlib stream (RFC 1950) of the filtered rows: the payload of IDAT chunks (or an APNG frame's fdAT
    /// chunks). Every segment must be done.
    public func imageData() -> [UInt8] {
        precondition(isDone, "every segment must be compressed first")
        if sawTransparency.load(ordering: .relaxed) && bytesPerPixel == 3 {
            // The guess of RGB was wrong: every segment again, as RGBA.
            segments.deinitialize()
            segments.deallocate()
            (bytesPerPixel, rowsPerSegment, segmentCount, segments) = Self.layout(width: region.width, height: region.height, opaque: false)
            reusable = nil
            earlierPixmap = nil
            compressors.withLock { $0.removeAll() }
            sawTransparency.store(false, ordering: .relaxed)
            compressAllSegments()
        }
        finish()
        var adler = Adler32.initial
        var data = RawDeflater.zlibHeader(level: options.compressionLevel, strategy: options.strategy)
        data.reserveCapacity(segments.reduce(6) { $0 + $1!.deflated.count })
        for segment in segments {
            data += segment!.deflated
            adler = Adler32.combine(adler, segment!.adler, secondCount: segment!.filteredCount)
        }
        return data + [UInt8(adler >> 24), UInt8(adler >> 16 & 0xFF), UInt8(adler >> 8 & 0xFF), UInt8(adler & 0xFF)]
    }

    /// The PNG file: libpng writes the header chunks around ``imageData()``.
    public func pngFile() -> [UInt8] {
        let data = imageData()   // first: it settles the colour type
        return PNGEncoder.file(width: region.width, height: region.height, rgb: bytesPerPixel == 3, options: options, imageData: data)
    }

    private var isDone: Bool { sawTransparency.load(ordering: .relaxed) || segments.allSatisfy { $0 != nil } }

    /// Drops what only compressing needed: the picture, the earlier segments and the deflaters.
    private func finish() {
        picture = nil
        reusable = nil
        earlierPixmap = nil
        compressors.withLock { $0.removeAll() }
        bands.withLock { $0.removeAll() }
    }

    /// Whether rows `rows` of `source` are those of the earlier picture: its pixmap's when it was kept whole,
    /// else the rows `segments` kept.
    private static func repeats(_ rows: Range<Int>, of source: PNGRowSource, in segments: [PNGSegment],
                                orPixmap pixmap: Pixmap?) -> Bool {
        if let pixmap {
            let rowBytes = source.width * 4
            return pixmap.data.withUnsafeBufferPointer { earlier in
                rows.allSatisfy { memcmp(source.premultiplied($0), earlier.baseAddress! + $0 * rowBytes, rowBytes) == 0 }
            }
        }
        let perSegment = segments[0].rows.count
        return rows.allSatisfy { y in
            let segment = segments[y / perSegment]
            return segment.kept[y - segment.rows.lowerBound].matches(source.premultiplied(y), width: source.width)
        }
    }
}
