import ImageIO

extension FuzzTarget {
    /// A PNG or APNG file through both decoders (libpng for still images, our own checked APNG reader).
    static let png = FuzzTarget(
        name: "png", summary: "PNGDecoder.decode and APNGDecoder.decode of the same bytes",
        seedSources: ["Fixtures/golden"], seedExtension: ".png"
    ) { bytes in
        do { _ = try PNGDecoder.decode(bytes) } catch { checkOneLine("\(error)", "a PNG error") }
        do { _ = try APNGDecoder.decode(bytes) } catch { checkOneLine("\(error)", "an APNG error") }
    }
}
