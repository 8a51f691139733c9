import Foundation
import Testing
@testable import ImageIO
import Raster

/// A browser plays our APNGs: headless Chromium (scripts/browser-check.py) loads a page with one APNG
/// and one PNG at their natural sizes, and two screenshots half a second apart differ inside the
/// APNG's box and nowhere else.
@Suite struct APNGBrowserTests {
    private struct Report: Decodable {
        struct Image: Decodable {
            struct Box: Decodable { let x: Double, y: Double, width: Double, height: Double }
            let src: String, alt: String, complete: Bool, naturalWidth: Int, naturalHeight: Int, box: Box
        }
        let images: [Image]
    }

    @Test func chromiumLoadsBothImagesAndPlaysTheAPNG() throws {
        let dir = try PNGTestImages.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // 20 frames of 0.1 s, each a different colour, for ever: 0.5 s apart the APNG shows another frame.
        let frames = (0..<20).map { k -> (Pixmap, APNGDelay) in
            var p = Pixmap(width: 64, height: 48)
            p.clear(to: Color(r8: 12 * k, g8: 255 - 12 * k, b8: 128))
            return (p, APNGDelay(seconds: 1, 10))
        }
        _ = try APNGTestSupport.write(frames, opaque: true, in: dir, name: "anim.png")
        try PNGFile.write(APNGTestSupport.frame(2), to: dir.appendingPathComponent("still.png").path)
        let page = dir.appendingPathComponent("page.html")
        try """
        <!doctype html>
        <html><body style="margin:0;background:#fff">
        <img src="anim.png" alt="Colours changing" style="position:absolute;left:20px;top:30px">
        <img src="still.png" alt="A still frame" style="position:absolute;left:120px;top:30px">
        </body></html>
        """.write(to: page, atomically: true, encoding: .utf8)

        let shots = [dir.appendingPathComponent("1.png").path, dir.appendingPathComponent("2.png").path]
        let script = APNGTestSupport.packageRoot.appendingPathComponent("scripts/browser-check.py").path
        let result = try APNGTestSupport.run(APNGTestSupport.python,
                                             [script, page.path, shots[0], shots[1], "--interval", "0.5", "--width", "200", "--height", "100"])
        try #require(result.status == 0, "browser-check.py failed: \(result.errors)")
        let report = try JSONDecoder().decode(Report.self, from: Data(result.output.utf8))

        try #require(report.images.count == 2)
        let (anim, still) = (report.images[0], report.images[1])
        #expect(anim.src == "anim.png" && anim.alt == "Colours changing" && anim.complete)
        #expect(anim.naturalWidth == 64 && anim.naturalHeight == 48)
        #expect(still.src == "still.png" && still.complete && still.naturalWidth == 48 && still.naturalHeight == 24)
        #expect([anim.box.x, anim.box.y, anim.box.width, anim.box.height] == [20, 30, 64, 48])

        let first = try PNGFile.read(shots[0]), second = try PNGFile.read(shots[1])
        try #require(first.width == 200 && first.height == 100 && second.width == 200 && second.height == 100)
        var changedInside = 0, changedOutside = 0
        for y in 0..<100 {
            for x in 0..<200 where first.pixel(x: x, y: y) != second.pixel(x: x, y: y) {
                if (20..<84).contains(x) && (30..<78).contains(y) { changedInside += 1 } else { changedOutside += 1 }
            }
        }
        #expect(changedInside == 64 * 48, "the whole APNG shows another frame")
        #expect(changedOutside == 0, "the page and the PNG stay as they were")
        // What the first shot shows inside the box is one of the APNG's frames, exactly.
        let shown = first.pixel(x: 50, y: 50)
        #expect(frames.contains { $0.0.pixel(x: 0, y: 0) == shown }, "\(shown)")
    }
}
