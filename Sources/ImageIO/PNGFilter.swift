/// The PNG row filter the encoder applies before compression.
///
/// A fixed filter is much cheaper than `.adaptive` (libpng's per-row minimum-sum trial of all five),
/// and for our frames — flat areas, smooth gradients, transparent margins — nearly as small.
public enum PNGFilter: String, CaseIterable, Hashable, Sendable {
    case none, sub, up, average, paeth
    /// Every row tries all five filters and keeps the one with the smallest sum of absolute residues.
    case adaptive
    /// Per row, the better of Up and Paeth by the same minimum-sum rule. Up is cheap and exact for
    /// rows that repeat the row above (margins, horizontal gradients); Paeth covers rows that change
    /// (the steps of a vertical gradient, shape edges).
    case upOrPaeth
    /// Per row, whichever of Sub, Up and Paeth leaves the fewest non-zero bytes; a row equal to the row
    /// above is Up without trying anything. zlib's RLE strategy codes runs of zeros almost for free and
    /// the rest as literals, so the count of non-zero residues is what it pays for; the minimum-sum rule
    /// prefers many small residues to a few large ones, which RLE codes worse. The measured default.
    case fewestNonzero

    /// The filter-type byte PNG stores before a filtered row (nil for `.adaptive`, which varies by row).
    var filterByte: UInt8? {
        switch self {
        case .none: 0
        case .sub: 1
        case .up: 2
        case .average: 3
        case .paeth: 4
        case .adaptive, .upOrPaeth, .fewestNonzero: nil
        }
    }

    /// The filter types a per-row choice tries, in libpng's order.
    var candidates: [UInt8] {
        switch self {
        case .adaptive: [0, 1, 2, 3, 4]
        case .upOrPaeth: [2, 4]
        case .fewestNonzero: [1, 2, 4]
        default: [filterByte!]
        }
    }

    /// Whether a row equal to the row above is written as Up (all zeros) without trying the candidates.
    var skipsRepeatedRows: Bool { self == .upOrPaeth || self == .fewestNonzero }

    /// The mask `png_set_filter` takes (`PNG_FILTER_NONE` … `PNG_ALL_FILTERS`).
    var libpngMask: Int32 {
        switch self {
        case .none: 0x08
        case .sub: 0x10
        case .up: 0x20
        case .average: 0x40
        case .paeth: 0x80
        case .adaptive: 0xF8
        case .upOrPaeth: 0xA0
        case .fewestNonzero: 0xB0
        }
    }
}
