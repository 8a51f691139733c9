import Raster
import Testing
@testable import Components

/// `drawComponent(at:into:originPixels:)`, the seam a demo screen uses: the toggle at any whole-pixel
/// origin on a canvas that already has content. The parts every frame shares are painted from artwork
/// prepared on the scene's own canvas, moved by whole pixels; the knob is drawn where it lands.
struct DayNightDrawComponentTests {
    static let scene = try! DayNightToggleScene(toNight: true, environment: RenderEnvironment(scale: 3))
    static let times = [0, 0.05, 0.1272, 0.3, 0.4167, 0.7, 1.2]

    /// Largest premultiplied channel difference between `part` and the pixels of `whole` under it.
    static func largestDifference(_ part: Pixmap, in whole: Pixmap, at origin: (x: Int, y: Int)) -> Int {
        var worst = 0
        for y in 0..<part.height {
            for x in 0..<part.width {
                let a = part.pixel(x: x, y: y), b = whole.pixel(x: origin.x + x, y: origin.y + y)
                worst = max(worst, abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)), abs(Int(a.a) - Int(b.a)))
            }
        }
        return worst
    }

    /// On a larger transparent canvas at another origin, the toggle is its own frame moved there
    /// (within rounding of the knob, which is rasterized at its new device position), and nothing
    /// else is drawn.
    @Test(arguments: [(37, 11), (0, 0), (200, 301)])
    func anotherOriginMovesTheFrame(x: Int, y: Int) {
        let s = Self.scene, size = s.pixelSize
        for t in Self.times {
            var canvas = Canvas(width: size.width + 260, height: size.height + 330)
            let origin = (x: s.frameOrigin.x + x, y: s.frameOrigin.y + y)
            s.drawComponent(at: t, into: &canvas, originPixels: origin)
            #expect(Self.largestDifference(s.render(at: t), in: canvas.pixmap, at: (x, y)) <= 1, "t \(t)")
            let outside = canvas.pixmap.data.enumerated().filter { i, v in
                let px = i / 4, cx = px % canvas.width, cy = px / canvas.width
                return v != 0 && !(cx >= x && cx < x + size.width && cy >= y && cy < y + size.height)
            }
            #expect(outside.isEmpty, "t \(t): \(outside.count) bytes drawn outside the toggle's canvas")
        }
    }

    /// Over content (a vertical gradient filling the canvas), drawing the toggle's parts in place gives
    /// the same picture as compositing its transparent frame over that content (source-over is
    /// associative), up to the 8-bit rounding of each step.
    @Test func overContentMatchesCompositingTheFrame() {
        let s = Self.scene, size = s.pixelSize
        let w = size.width + 60, h = size.height + 80, at = (x: 23, y: 41)
        var background = Canvas(width: w, height: h)
        background.fill(.rect(Rect(x: 0, y: 0, width: Double(w), height: Double(h))), with: .linearGradient(LinearGradient(
            start: Point(0, 0), end: Point(0, Double(h)),
            ramp: ColorRamp(colors: [Color(r8: 242, g8: 242, b8: 247), Color(r8: 88, g8: 86, b8: 214)]))))
        for t in Self.times {
            var direct = background
            s.drawComponent(at: t, into: &direct, originPixels: (s.frameOrigin.x + at.x, s.frameOrigin.y + at.y))
            var composited = background
            composited.drawPixmap(s.render(at: t), atX: at.x, y: at.y)
            #expect(Self.largestDifference(composited.pixmap, in: direct.pixmap, at: (0, 0)) <= 2, "t \(t)")
            #expect(direct.pixmap != background.pixmap)
        }
    }

    /// A canvas that is a window onto a larger device space gets the pixels of that part of the
    /// whole picture (a screen drawn in tiles, or a layer around the toggle).
    @Test func windowCanvasGetsItsPartOfThePicture() {
        let s = Self.scene, size = s.pixelSize
        let window = IntRect(x: 100, y: 20, width: 180, height: 150)
        for t in Self.times {
            var part = Canvas(window: window)
            s.drawComponent(at: t, into: &part, originPixels: s.frameOrigin)
            #expect(part.pixmap == s.render(at: t).cropped(to: window), "t \(t)")
        }
        #expect(window.maxX <= size.width && window.maxY <= size.height)
    }
}
