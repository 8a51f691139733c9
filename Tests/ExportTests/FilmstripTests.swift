import Export
import Foundation
import GoldenTesting
import Motion
import Raster
import Testing

/// Drawing a filmstrip: frames land exactly in their cells, labels under them in a readable colour,
/// the same pixels for any thread count; goldens of the day/night toggle.
@Suite struct FilmstripTests {
    @Test func framesLandExactlyInTheirCellsOverTheBackground() throws {
        let scene = MovingSquare()
        let plan = try FramePlan(.count(5), for: scene)
        let background = Color(r8: 30, g8: 40, b8: 50)
        let strip = try Filmstrip.render(scene, plan: plan, scale: 1, style: .init(background: background, columns: 3), threads: 1).pixmap
        let layout = try Filmstrip(frameWidth: 40, frameHeight: 20, frameCount: 5, scale: 1, style: .init(columns: 3)).layout
        #expect(strip.width == layout.width && strip.height == layout.height)
        let bg = (UInt8(30), UInt8(40), UInt8(50), UInt8(255))
        for (i, frame) in plan.frames.enumerated() {
            let rendered = scene.render(at: frame.time)
            let (ox, oy) = layout.frameOrigin(i)
            for y in 0..<20 {
                for x in 0..<40 {
                    let expected = rendered.pixel(x: x, y: y).a == 0 ? bg : rendered.pixel(x: x, y: y)
                    guard strip.pixel(x: ox + x, y: oy + y) == expected else {
                        Issue.record("frame \(i) pixel (\(x), \(y)): \(strip.pixel(x: ox + x, y: oy + y)), expected \(expected)"); return
                    }
                }
            }
        }
        // Outside the cells and label boxes there is only background.
        for y in 0..<strip.height {
            for x in 0..<strip.width {
                let inCell = (0..<5).contains { i in
                    let (ox, oy) = layout.frameOrigin(i), box = layout.labelBox(i)
                    return (ox..<(ox + 40)).contains(x) && (oy..<(oy + 20)).contains(y)
                        || (box.x..<box.maxX).contains(x) && (box.y..<box.maxY).contains(y)
                }
                if !inCell && strip.pixel(x: x, y: y) != bg { Issue.record("(\(x), \(y)) is not background"); return }
            }
        }
    }

    @Test func labelsAreDrawnInTheirBoxesInAReadableColour() throws {
        let scene = MovingSquare()
        let plan = try FramePlan(.count(3), for: scene)
        for (background, ink) in [(Color.white, UInt8(0)), (Color.black, UInt8(255))] {
            let strip = try Filmstrip.render(scene, plan: plan, scale: 2, style: .init(background: background), threads: 1).pixmap
            let layout = try Filmstrip(frameWidth: 40, frameHeight: 20, frameCount: 3, scale: 2).layout
            for i in 0..<3 {
                let box = layout.labelBox(i)
                var inked = 0, darkest = 255, lightest = 0
                for y in box.y..<box.maxY {
                    for x in box.x..<box.maxX where strip.pixel(x: x, y: y) != strip.pixel(x: 0, y: 0) {
                        inked += 1
                        darkest = min(darkest, Int(strip.pixel(x: x, y: y).r)); lightest = max(lightest, Int(strip.pixel(x: x, y: y).r))
                    }
                }
                #expect(inked > 40, "label \(i) has ink")
                #expect(ink == 0 ? darkest == 0 : lightest == 255, "full-strength \(ink == 0 ? "black" : "white") text")
            }
        }
    }

    @Test func timeLabels() {
        #expect(Filmstrip.label(seconds: 0) == "0.00 s")
        #expect(Filmstrip.label(seconds: 0.125) == "0.13 s")
        #expect(Filmstrip.label(seconds: 1.0698177890604283) == "1.07 s")
        #expect(Filmstrip.label(seconds: 1 / 30) == "0.03 s")
        #expect(Filmstrip.label(seconds: 12.5) == "12.50 s")
    }

    @Test func labelColourContrastsWithAnyOpaqueBackground() {
        #expect(Filmstrip.labelColor(on: .white) == .black)
        #expect(Filmstrip.labelColor(on: .black) == .white)
        #expect(Filmstrip.labelColor(on: Color(white: 0.5)) == .black)
        #expect(Filmstrip.labelColor(on: Color(r8: 88, g8: 86, b8: 214)) == .white, "iOS indigo")
        #expect(Filmstrip.labelColor(on: Color(r8: 0, g8: 122, b8: 255)) == .black, "iOS blue: 5.2 : 1 with black, 4.0 : 1 with white")
        #expect(Filmstrip.labelColor(on: .clear) == .black, "judged over a white page")
        func luminance(_ c: Color) -> Double {
            func l(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
            return 0.2126 * l(c.red) + 0.7152 * l(c.green) + 0.0722 * l(c.blue)
        }
        for r in stride(from: 0.0, through: 1, by: 0.1) {
            for g in stride(from: 0.0, through: 1, by: 0.1) {
                for b in stride(from: 0.0, through: 1, by: 0.25) {
                    let bg = Color(red: r, green: g, blue: b), label = Filmstrip.labelColor(on: bg)
                    let (l1, l2) = (luminance(bg), luminance(label))
                    let contrast = (max(l1, l2) + 0.05) / (min(l1, l2) + 0.05)
                    #expect(contrast >= 4.5, "\(bg): \(contrast)")
                }
            }
        }
    }

    @Test func sameStripForAnyThreadCount() throws {
        let scene = MovingSquare()
        let plan = try FramePlan(.count(7), for: scene)
        let one = try Filmstrip.render(scene, plan: plan, scale: 1, style: .init(columns: 4), threads: 1).pixmap
        let three = try Filmstrip.render(scene, plan: plan, scale: 1, style: .init(columns: 4), threads: 3).pixmap
        #expect(one == three)
    }

    @Test func aFrameOfTheWrongSizeIsRefused() throws {
        var strip = try Filmstrip(frameWidth: 40, frameHeight: 20, frameCount: 2, scale: 1)
        #expect(throws: FilmstripError.frameSizeMismatch(index: 1, expected: (40, 20), got: (30, 20))) {
            try strip.place(Pixmap(width: 30, height: 20), at: 1, time: 0.5)
        }
    }
}
