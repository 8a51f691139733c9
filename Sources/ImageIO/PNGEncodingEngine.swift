/// Who turns pixels into the compressed image data. libpng writes the file (signature, IHDR, sRGB,
/// pHYs, IDAT, IEND chunks, CRCs) in both cases.
public enum PNGEncodingEngine: String, CaseIterable, Hashable, Sendable {
    /// libpng filters and compresses row by row (`png_set_filter`, `png_set_compression_level`,
    /// `png_set_compression_strategy`, `png_write_image`).
    case libpng
    /// ``PNGEncoding`` filters in Swift — rows equal to the row above, and rows of one colour, without
    /// looking at each pixel — and zlib compresses independent segments of rows; libpng then writes the
    /// stream as IDAT chunks (`png_write_chunk`). Measured faster on our frames, where most rows repeat
    /// the one above or are one colour.
    case swiftRows
}
