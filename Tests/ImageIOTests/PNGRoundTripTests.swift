import Testing
@testable import ImageIO
import Raster

/// Encode → decode keeps pixels, for every alpha value and every encoder setting.
///
/// Semantics: the file holds `pixmap.straightRGBA()` exactly; decoding re-premultiplies with
/// round-to-nearest, which gives back the original premultiplied bytes (the two roundings are
/// inverse on every premultiplied value our compositor can produce).
@Suite struct PNGRoundTripTests {
    @Test func straightPixelsSurviveForEveryAlpha() throws {
        let image = PNGTestImages.allAlphas()
        let decoded = try PNGDecoder.decode(try PNGEncoder.encode(image))
        #expect(decoded.width == image.width && decoded.height == image.height)
        #expect(decoded.straightRGBA() == image.straightRGBA())
    }

    @Test func premultipliedBytesSurviveForEveryAlpha() throws {
        let image = PNGTestImages.allAlphas()
        let decoded = try PNGDecoder.decode(try PNGEncoder.encode(image))
        #expect(decoded.data == image.data)
    }

    @Test func drawingSurvives() throws {
        let image = PNGTestImages.toggle()
        #expect(try PNGDecoder.decode(try PNGEncoder.encode(image)) == image)
    }

    @Test(arguments: PNGFilter.allCases)
    func everyFilterRoundTrips(filter: PNGFilter) throws {
        let image = PNGTestImages.toggle()
        for engine in PNGEncodingEngine.allCases {
            for strategy in PNGCompressionStrategy.allCases {
                for level in [0, 1, 6, 9] {
                    let options = PNGOptions(engine: engine, filter: filter, compressionLevel: level, strategy: strategy)
                    #expect(try PNGDecoder.decode(try PNGEncoder.encode(image, options: options)) == image, "\(options)")
                }
            }
        }
    }

    @Test func largeImageSpansSeveralIDATChunks() throws {
        // Noise does not compress: > 1 MiB of image data, so the Swift engine writes several IDATs.
        var rng = SystemRandomNumberGenerator()
        let straight = (0..<(700 * 500 * 4)).map { _ in UInt8.random(in: 0...255, using: &rng) }
        let image = Pixmap(width: 700, height: 500, straightRGBA: straight)
        let bytes = try PNGEncoder.encode(image, options: PNGOptions(filter: .none, compressionLevel: 0))
        #expect(try #require(PNGChunk.chunks(in: bytes)).filter { $0.type == "IDAT" }.count > 1)
        #expect(try PNGDecoder.decode(bytes) == image)
    }

    @Test func encodingIsDeterministic() throws {
        let image = PNGTestImages.toggle()
        #expect(try PNGEncoder.encode(image) == PNGEncoder.encode(image))
    }

    @Test func onePixelImage() throws {
        var image = Pixmap(width: 1, height: 1)
        image.data = [10, 20, 30, 40]
        #expect(try PNGDecoder.decode(try PNGEncoder.encode(image)) == image)
    }

    @Test func invalidOptionsAreRejectedBeforeLibpng() {
        let image = PNGTestImages.toggle()
        #expect(throws: PNGError.self) { try PNGEncoder.encode(image, options: PNGOptions(compressionLevel: 10)) }
        #expect(throws: PNGError.self) { try PNGEncoder.encode(image, options: PNGOptions(scale: -1)) }
        #expect(throws: PNGError.self) { try PNGEncoder.encode(image, options: PNGOptions(scale: .nan)) }
    }
}

/// The encoder's tabulated un-premultiply matches Raster's exactly, for every byte pair.
@Suite struct StraightAlphaTests {
    @Test func matchesPixmapStraightRGBA() {
        var data: [UInt8] = []
        for a in 0..<256 { for c in 0..<256 { data += [UInt8(min(c, a)), UInt8(c), UInt8(255 - c), UInt8(a)] } }
        let pixmap = Pixmap(width: 256, height: 256, premultipliedData: data)
        #expect(StraightAlpha.rgba(pixmap) == pixmap.straightRGBA())
    }

    /// Runs of opaque and of all-zero pixels (skipped eight or two at a time) of every length and offset,
    /// between translucent ones.
    @Test func runsOfEveryLengthAndOffsetMatch() {
        var data: [UInt8] = []
        let width = 67, height = 40
        for y in 0..<height {
            for x in 0..<width {
                let kind = (x / (1 + y % 9) + y) % 4
                let a: UInt8 = kind == 0 ? 255 : kind == 1 ? 0 : UInt8(1 + (x * 37 + y * 11) % 254)
                let c = kind == 1 ? 0 : UInt8((x * 53 + y * 29) % (Int(a) + 1))
                data += [c, a / 2, a == 0 ? 0 : a - 1, a]
            }
        }
        let pixmap = Pixmap(width: width, height: height, premultipliedData: data)
        #expect(StraightAlpha.rgba(pixmap) == pixmap.straightRGBA())
    }
}
