/// Upper bounds that keep a mistyped value from allocating gigabytes or running for hours.
enum Limits {
    /// Longest image side in pixels.
    static let maxSide = 16_384
    /// Most pixels in one image (64 Mpx: 256 MB of RGBA).
    static let maxPixels = 64 * 1024 * 1024

    static func check(width: Int, height: Int, what: String) throws {
        if width > maxSide || height > maxSide || width * height > maxPixels {
            throw CLIError.usage("\(what) would be \(width) × \(height) pixels; the limit is \(maxSide) a side and \(maxPixels / 1024 / 1024) Mpx in all")
        }
    }
}
