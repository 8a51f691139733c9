@testable import Export
import ImageIO
import Motion
import Raster
import Testing

/// A filmstrip composed band by band from its kept frames is the strip drawn whole — a pixmap of the
/// background with every frame composited into its cell and every label drawn on it — pixel for pixel,
/// and its PNG is that pixmap's PNG byte for byte, whatever order the segments are compressed in.
@Suite struct FilmstripBandsTests {
    /// A disc that grows over a translucent square: opaque, translucent and anti-aliased pixels on transparency.
    struct GrowingDisc: AnimatedScene {
        var pixelSize: (width: Int, height: Int) { (37, 29) }
        var settleTime: Double { 1 }
        var accessibilityDescription: String { "Disc" }
        func values(at time: Double) -> [(name: String, value: Double)] { [("t", time)] }
        func render(at time: Double) -> Pixmap {
            var canvas = Canvas(width: 37, height: 29)
            canvas.fill(.rect(Rect(x: 3, y: 2, width: 20, height: 15)), with: .solid(Color(r8: 200, g8: 30, b8: 90, alpha: 0.5)))
            canvas.fill(.circle(center: Point(18.3, 14.6), radius: 3 + 9 * time), with: .solid(Color(r8: 10, g8: 160, b8: 240)))
            return canvas.pixmap
        }
    }

    /// The strip drawn the direct way, on one pixmap.
    static func wholeStrip(_ scene: some AnimatedScene, plan: FramePlan, scale: Double, style: Filmstrip.Style) throws -> Pixmap {
        let strip = try Filmstrip(frameWidth: scene.pixelSize.width, frameHeight: scene.pixelSize.height,
                                  frameCount: plan.frames.count, scale: scale, style: style)
        var canvas = Canvas(pixmap: Pixmap(width: strip.width, height: strip.height, filledWith: style.background))
        for (i, frame) in plan.frames.enumerated() {
            let (x, y) = strip.layout.frameOrigin(i)
            composite(scene.render(at: frame.time), over: &canvas.pixmap, atX: x, y: y)
            try strip.drawLabel(i, time: frame.time, on: &canvas)
        }
        return canvas.pixmap
    }

    /// Source-over of premultiplied pixels, byte by byte: out = src + dst · (255 − αsrc) / 255, rounded.
    static func composite(_ source: Pixmap, over destination: inout Pixmap, atX x: Int, y: Int) {
        for row in 0..<source.height {
            for column in 0..<source.width {
                let s = (row * source.width + column) * 4, d = ((y + row) * destination.width + x + column) * 4
                let keep = 255 - Int(source.data[s + 3])
                for c in 0..<4 {
                    let blended = (Int(destination.data[d + c]) * keep + 127) / 255   // = round(dst · keep / 255)
                    destination.data[d + c] = source.data[s + c] &+ UInt8(blended)
                }
            }
        }
    }

    static let cases: [(name: String, frames: Int, scale: Double, style: Filmstrip.Style)] = [
        ("one row on white", 4, 1, .init()),
        ("3 columns on a colour, 2×", 7, 2, .init(background: Color(r8: 30, g8: 40, b8: 50), columns: 3)),
        ("translucent background", 5, 1, .init(background: Color(r8: 250, g8: 200, b8: 10, alpha: 0.3), columns: 2)),
        ("transparent background, odd padding", 3, 1, .init(background: .clear, padding: 7)),
        ("no padding", 6, 1, .init(background: .black, columns: 4, padding: 0)),
    ]

    @Test func bandsAreTheStripDrawnWhole() throws {
        let scene = GrowingDisc()
        for (name, frames, scale, style) in Self.cases {
            let plan = try FramePlan(.count(frames), for: scene)
            let whole = try Self.wholeStrip(scene, plan: plan, scale: scale, style: style)
            for threads in [1, 3] {
                let strip = try Filmstrip.render(scene, plan: plan, scale: scale, style: style, threads: threads)
                #expect(strip.pixmap == whole, "\(name), \(threads) threads")
            }
        }
    }

    @Test func theBandedPNGIsTheWholeStripsPNG() throws {
        let scene = GrowingDisc()
        for (name, frames, scale, style) in Self.cases {
            let plan = try FramePlan(.count(frames), for: scene)
            let expected = try PNGEncoder.encode(Self.wholeStrip(scene, plan: plan, scale: scale, style: style))
            let strip = try Filmstrip.render(scene, plan: plan, scale: scale, style: style, threads: 2)
            for options in [PNGOptions.default, PNGOptions(filter: .paeth)] {
                let expected = options == .default ? expected
                    : try PNGEncoder.encode(Self.wholeStrip(scene, plan: plan, scale: scale, style: style), options: options)
                let reversed = try PNGEncoding(bands: strip, options: options)
                for i in (0..<reversed.segmentCount).reversed() { reversed.compressSegment(i) }
                #expect(reversed.pngFile() == expected, "\(name), \(options.filter), segments in reverse")
                let parallel = try PNGEncoding(bands: strip, options: options)
                try WorkerPool.run(count: parallel.segmentCount, threads: 3) { parallel.compressSegment($0) }
                #expect(parallel.pngFile() == expected, "\(name), \(options.filter), on 3 threads")
            }
        }
    }

    @Test func framesKeepInRunsAndComeBackExactly() throws {
        let scene = GrowingDisc()
        let background = Color(r8: 90, g8: 120, b8: 7, alpha: 0.6)
        for time in [0, 0.4, 1.0] {
            let frame = scene.render(at: time)
            #expect(RunLengthPixmap(frame).pixmap == frame, "\(time)")
            var over = Pixmap(width: frame.width, height: frame.height, filledWith: background)
            Self.composite(frame, over: &over, atX: 0, y: 0)
            #expect(RunLengthPixmap(frame, over: Pixmap.pixelValue(background.premultiplied)).pixmap == over, "\(time) over a colour")
        }
        // Rows of one colour and repeated rows keep in a few runs; a one-pixel-wide picture too.
        let gradient = Pixmap(width: 300, height: 200) { y in Pixmap.pixelValue(Color(white: Double(y / 4) / 50).premultiplied) }
        let runs = RunLengthPixmap(gradient)
        #expect(runs.pixmap == gradient)
        #expect(runs.keptBytes < 200 * 16 + 50 * 8 + 1, "one run for each distinct row")
        let column = Pixmap(width: 1, height: 5) { UInt32($0) * 0x0101_0101 }
        #expect(RunLengthPixmap(column).pixmap == column)
    }
}
