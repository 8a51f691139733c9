import CZlib

/// The zlib strategy used to compress the filtered rows.
///
/// `.rle` (distance-1 matches only) suits filtered rows of flat and gradient areas, which are long
/// runs of equal residues, and is far faster than the default match search.
public enum PNGCompressionStrategy: String, CaseIterable, Hashable, Sendable {
    case `default`, filtered, rle, huffmanOnly

    /// The `Z_*` constant zlib and `png_set_compression_strategy` take.
    var zlibValue: Int32 {
        switch self {
        case .default: Z_DEFAULT_STRATEGY
        case .filtered: Z_FILTERED
        case .rle: Z_RLE
        case .huffmanOnly: Z_HUFFMAN_ONLY
        }
    }
}
