/// How ``PNGEncoder`` writes a PNG. The defaults are the settings chosen by measurement on frames
/// like ours (see `docs/png.md` and the `togglerender-bench` PNG report).
public struct PNGOptions: Hashable, Sendable {
    /// Who filters and compresses the rows (libpng writes every chunk either way).
    public var engine: PNGEncodingEngine
    /// Row filter applied before compression.
    public var filter: PNGFilter
    /// zlib level, 0 (store) … 9 (smallest, slowest).
    public var compressionLevel: Int
    /// zlib strategy.
    public var strategy: PNGCompressionStrategy
    /// Write an sRGB chunk, so that viewers show our sRGB-encoded colours unchanged.
    public var writesSRGB: Bool
    /// Write colour type RGB (no alpha channel) when every pixel is opaque. On by default: an opaque
    /// image has no alpha to keep, the pixels decode identically, and an opaque full-screen frame is
    /// about a quarter smaller (`optipng` makes the same reduction). Images with any transparency are
    /// always 8-bit straight RGBA.
    public var writesRGBWhenOpaque: Bool = true
    /// Display scale (1, 2, 3 …) to record as physical pixel density, 72 dpi × scale, in a pHYs chunk;
    /// nil writes no pHYs. A 3× frame then opens at its point size in image viewers.
    public var scale: Double?

    public init(engine: PNGEncodingEngine = .swiftRows, filter: PNGFilter = .fewestNonzero, compressionLevel: Int = 1, strategy: PNGCompressionStrategy = .rle,
                writesSRGB: Bool = true, scale: Double? = nil) {
        self.engine = engine
        self.filter = filter
        self.compressionLevel = compressionLevel
        self.strategy = strategy
        self.writesSRGB = writesSRGB
        self.scale = scale
    }

    /// The measured choice for our frames (docs/png.md): Up or Paeth per row, zlib RLE strategy. These
    /// filters turn flat areas, vertical and horizontal gradients and transparent margins into runs of zeros, and
    /// RLE (distance-1 matches, level-independent) codes those runs without a match search: 3–4× faster
    /// than libpng's defaults at 1.0–1.3× `optipng -o2`'s size.
    public static let `default` = PNGOptions()

    /// libpng's own defaults (zlib level 6, adaptive filtering): the speed baseline in the benchmark.
    public static let libpngDefault = PNGOptions(engine: .libpng, filter: .adaptive, compressionLevel: 6, strategy: .default)

    /// The same options with a pHYs chunk for `scale`.
    public func withScale(_ scale: Double?) -> PNGOptions {
        var o = self; o.scale = scale; return o
    }

    /// Pixels per metre for the pHYs chunk: 72 dpi × scale, 0.0254 m per inch.
    var pixelsPerMetre: UInt32? {
        guard let scale else { return nil }
        return UInt32((72 * scale / 0.0254).rounded())
    }

    /// Checks everything libpng would otherwise reject with an error (which it reports by longjmp,
    /// which Swift cannot survive), so that the encoder never lets libpng fail.
    func validate() throws {
        guard (0...9).contains(compressionLevel) else {
            throw PNGError.invalidInput("compression level \(compressionLevel) is outside 0…9")
        }
        if let scale {
            guard scale.isFinite, scale > 0, 72 * scale / 0.0254 < Double(Int32.max) else {
                throw PNGError.invalidInput("scale \(scale) must be a positive, finite display scale")
            }
        }
    }
}
