import Testing
@testable import Raster

/// The image paint: a picture's pixels mapped through its transform, sampled bilinearly (edges extended)
/// or at the nearest pixel, and tinted through its alpha for a template.
struct ImagePatternTests {
    /// Two pixels, opaque red then half-transparent blue.
    let pixels = ImagePixels(Pixmap(width: 2, height: 1, premultipliedData: [255, 0, 0, 255, 0, 0, 128, 128]))

    func draw(_ pattern: ImagePattern) -> Pixmap {
        var canvas = Canvas(width: 20, height: 10)
        canvas.fill(.rect(Rect(x: 0, y: 0, width: 20, height: 10)), with: .image(pattern))
        return canvas.pixmap
    }

    func rgba(_ p: Pixmap, _ x: Int) -> [Int] {
        let i = (5 * p.width + x) * 4
        return p.data[i..<i + 4].map(Int.init)
    }

    @Test func bilinearBetweenPixelCentresAndExtendedAtTheEdges() {
        let p = draw(ImagePattern(pixels: pixels, transform: .scale(10, 10)))
        #expect(rgba(p, 0) == [255, 0, 0, 255] && rgba(p, 4) == [255, 0, 0, 255])   // left of the first centre
        #expect(rgba(p, 19) == [0, 0, 128, 128])                                    // right of the second
        // Device pixel 10's centre (10.5) is picture x 1.05: 0.55 of the way from the first centre (0.5) to
        // the second (1.5), so 0.45 × red + 0.55 × blue, premultiplied.
        let middle = rgba(p, 10)
        #expect(abs(middle[0] - 115) <= 1 && middle[1] == 0 && abs(middle[2] - 70) <= 1 && abs(middle[3] - 185) <= 1, "\(middle)")
    }

    @Test func nearestPixelWithoutSmoothing() {
        let p = draw(ImagePattern(pixels: pixels, transform: .scale(10, 10), smooth: false))
        #expect(rgba(p, 9) == [255, 0, 0, 255] && rgba(p, 10) == [0, 0, 128, 128])
    }

    @Test func aTemplateIsTheTintThroughTheAlpha() {
        let p = draw(ImagePattern(pixels: pixels, transform: .scale(10, 10), tint: Color(red: 0, green: 1, blue: 0), smooth: false))
        #expect(rgba(p, 2) == [0, 255, 0, 255] && rgba(p, 15) == [0, 128, 0, 128])
    }

    @Test func aRegionIsSampledAsAPictureOfItsOwn() {
        // Only the red pixel, stretched over the whole canvas: no blue bleeds in at its edge.
        let p = draw(ImagePattern(pixels: pixels, transform: .scale(10, 10), region: Rect(x: 0, y: 0, width: 1, height: 1)))
        #expect(rgba(p, 10) == [255, 0, 0, 255] && rgba(p, 19) == [255, 0, 0, 255])
    }

    @Test func aRepeatingRegionTilesThePlane() {
        // Both pixels at 2 device pixels each, repeated: red, red, blue, blue, red …
        let p = draw(ImagePattern(pixels: pixels, transform: .scale(2, 2), smooth: false, region: Rect(x: 0, y: 0, width: 2, height: 1), repeats: true))
        #expect(rgba(p, 1) == [255, 0, 0, 255] && rgba(p, 2) == [0, 0, 128, 128] && rgba(p, 4) == [255, 0, 0, 255] && rgba(p, 19) == [0, 0, 128, 128])
    }

    @Test func aTileRepeatsAcrossThePlaneWrappingItsNeighbours() {
        // Each picture pixel 5 device pixels wide, the two-pixel picture repeating every 10.
        let p = draw(ImagePattern(pixels: pixels, transform: .scale(5, 5), smooth: false, region: Rect(x: 0, y: 0, width: 2, height: 1), repeats: true))
        #expect(rgba(p, 2) == [255, 0, 0, 255] && rgba(p, 7) == [0, 0, 128, 128])
        #expect(rgba(p, 12) == [255, 0, 0, 255] && rgba(p, 17) == [0, 0, 128, 128])
        // Bilinear at a seam: device pixel 10's centre is picture x 2.1, between the blue pixel's centre
        // (1.5) and the next tile's red one (2.5): 0.4 × blue + 0.6 × red, not the extended blue.
        let smooth = draw(ImagePattern(pixels: pixels, transform: .scale(5, 5), region: Rect(x: 0, y: 0, width: 2, height: 1), repeats: true))
        let seam = rgba(smooth, 10)
        #expect(abs(seam[0] - 153) <= 1 && abs(seam[2] - 51) <= 1 && abs(seam[3] - 204) <= 1, "\(seam)")
    }

    @Test func aTileOfOnePixelRepeatsThatPixelAndOpacityScalesIt() {
        let p = draw(ImagePattern(pixels: pixels, transform: .scale(10, 10), region: Rect(x: 1, y: 0, width: 1, height: 1), repeats: true, opacity: 0.5))
        #expect(rgba(p, 3) == [0, 0, 64, 64] && rgba(p, 16) == [0, 0, 64, 64])
    }
}
