import Foundation
import Raster
import Testing

/// SF Symbols templates dropped into a `--symbols` folder, through the command line:
/// `Fixtures/symbols` holds `ring.dot.svg` and `ring.dot.slash.symbolset/` (Fixtures/symbols/make-templates.py).
@Suite struct SymbolTemplateCommandTests {
    static let folder = CLI.fixture("symbols")

    /// Pixels whose colour is near `c` (straight alpha over 128).
    static func count(_ p: Pixmap, near c: (Int, Int, Int)) -> Int {
        var n = 0
        for y in 0..<p.height {
            for x in 0..<p.width {
                let q = p.straightPixel(x: x, y: y)
                if q.a > 128, abs(Int(q.r) - c.0) < 24, abs(Int(q.g) - c.1) < 24, abs(Int(q.b) - c.2) < 24 { n += 1 }
            }
        }
        return n
    }

    @Test func templatesAreListedAndDrawnAtEveryWeightAndScale() throws {
        try Sandbox.with { sb in
            let list = try sb.succeed(["symbols", "--symbols", Self.folder]).stdout.split(separator: "\n")
            #expect(list.contains("ring.dot\tuser folder\tprimary,secondary") && list.contains("ring.dot.slash\tuser folder\tprimary,secondary"))
            var inks: [Int] = []
            for weight in ["ultralight", "light", "regular", "semibold", "black"] {
                try sb.render(["symbol", "ring.dot", "\(weight).png", "--symbols", Self.folder, "--weight", weight, "--size", "60", "--scale", "1"])
                inks.append(try sb.png("\(weight).png").opaquePixelCount)
            }
            #expect(inks == inks.sorted() && Set(inks).count == inks.count, "heavier weights draw more: \(inks)")
            try sb.render(["symbol", "ring.dot", "large.png", "--symbols", Self.folder, "--image-scale", "large", "--size", "60", "--scale", "1"])
            try sb.render(["symbol", "ring.dot", "small.png", "--symbols", Self.folder, "--image-scale", "small", "--size", "60", "--scale", "1"])
            let large = try sb.png("large.png").width, medium = try sb.png("regular.png").width, small = try sb.png("small.png").width
            #expect(small < medium && medium < large, "\(small) < \(medium) < \(large)")
        }
    }

    /// Done when: a template pair renders in the symbol-morph toggle as a custom card.
    @Test func templatePairRendersInTheSymbolMorphToggle() throws {
        try Sandbox.with { sb in
            try sb.run(["--component", "symbol-morph", "--state", "off", "--frames", "8", "--scale", "1", "--on-symbol", "ring.dot",
                        "--off-symbol", "ring.dot.slash", "--title", "Rings", "--symbols", Self.folder, "--strict", "--quiet", "out"]).expectSuccess()
            let first = try sb.png("out/frame_000.png"), last = try sb.png("out/frame_007.png")
            let blue = (0, 122, 255)   // the card's tint, iOS 18 light
            #expect(Self.count(first, near: blue) > 150, "frame 0 shows ring.dot in the tint")
            #expect(Self.count(last, near: blue) == 0, "the last frame shows ring.dot.slash in secondary grey")
            #expect(try sb.bytes("out/frame_003.png") != sb.bytes("out/frame_007.png"), "the change animates")
            // The slash's ink, grey: the off symbol is there, not an empty placeholder.
            var grey = 0
            for y in 0..<last.height { for x in 0..<last.width { let q = last.straightPixel(x: x, y: y); if q.a > 128, q.r == q.g, q.r < 200, q.r > 60 { grey += 1 } } }
            #expect(grey > 150, "\(grey)")
        }
    }

    @Test func malformedTemplateIsOneLineExit65() throws {
        try Sandbox.with { sb in
            try FileManager.default.createDirectory(atPath: sb.path("mine/bad.symbolset"), withIntermediateDirectories: true)
            try sb.write(#"{"symbols": [{"filename": "bad.svg", "idiom": "universal"}]}"#, to: "mine/bad.symbolset/Contents.json")
            try sb.write(#"<svg xmlns="http://www.w3.org/2000/svg" width="3300" height="2200"><g id="Guides"/></svg>"#, to: "mine/bad.symbolset/bad.svg")
            try sb.fail(["symbol", "bad", "out.png", "--symbols", "mine"], status: Exit.dataError, mentions: ["bad.svg:1:", "<g id=\"Symbols\">"])
            try sb.fail(["--component", "symbol-morph", "--state", "on", "--frames", "2", "--on-symbol", "bad", "--off-symbol", "bell.fill",
                         "--title", "Bad", "--symbols", "mine", "out"], status: Exit.dataError, mentions: ["bad.svg"])
        }
    }
}
