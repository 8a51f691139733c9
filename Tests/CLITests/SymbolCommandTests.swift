import Foundation
import Raster
import Testing

/// `togglerender symbols`, `symbol`, `symbol-transition` and `symbol-sheet`.
@Suite struct SymbolCommandTests {
    @Test func symbolsListsTheCatalogue() throws {
        try Sandbox.with { sb in
            let r = try sb.succeed(["symbols"])
            let lines = r.stdout.split(separator: "\n").map(String.init)
            let names = lines.map { String($0.split(separator: "\t").first ?? "") }
            #expect(names.contains("bell.fill") && names.contains("wifi.slash") && names.contains("bell.slash.fill"), "\(r)")
            #expect(names == names.sorted(), "\(names)")
            #expect(names.count > 700, "ours and the name map: \(names.count)")
            // Each line is NAME<TAB>SOURCE<TAB>layer,layer…
            for line in lines {
                let parts = line.split(separator: "\t")
                #expect(parts.count == 3 && !parts[2].isEmpty, "\(line)")
            }
            #expect(lines.contains("bell.fill\tours\tprimary,secondary"))
            #expect(lines.contains("heart.fill\tmapped (bootstrap-icons heart-fill)\tprimary"))
            #expect(lines.contains("heart.slash\tmapped (bootstrap-icons heart)\tprimary,gap,slash"))
            #expect(lines.contains("timer\tmapped (Material Design Icons timer)\tprimary"))
            #expect(lines.contains("heart.circle.fill\tcomposed (heart.fill knocked out of circle.fill)\tsecondary,knockout"))
            #expect(sb.listing().isEmpty)
        }
    }

    @Test func symbolsWithAUserFolder() throws {
        try Sandbox.with { sb in
            try FileManager.default.createDirectory(atPath: sb.path("mine"), withIntermediateDirectories: false)
            try sb.write(String(contentsOfFile: CLI.packageRoot.appendingPathComponent("Sources/Symbols/Resources/wifi.svg").path,
                                encoding: .utf8), to: "mine/my.wifi.svg")
            let r = try sb.succeed(["symbols", "--symbols", "mine"])
            #expect(r.stdout.split(separator: "\n").contains("my.wifi\tuser folder\tprimary"), "\(r)")
            try sb.render(["symbol", "my.wifi", "w.png", "--symbols", "mine"])
            #expect(try sb.png("w.png").inkedPixelCount > 0)
        }
    }

    @Test func symbolsFolderErrors() throws {
        try Sandbox.with { sb in
            try sb.fail(["symbols", "--symbols", "nowhere"], status: Exit.noInput, mentions: ["nowhere"])
            try FileManager.default.createDirectory(atPath: sb.path("mine"), withIntermediateDirectories: false)
            try sb.write("<svg><path d=\"M 0 0 L\"/></svg>", to: "mine/broken.svg")
            try sb.fail(["symbols", "--symbols", "mine"], status: Exit.dataError, mentions: ["broken.svg"])
            try sb.fail(["symbol", "bell.fill", "out.png", "--symbols", "mine"], status: Exit.dataError, mentions: ["broken.svg"])
        }
    }

    /// Names given: each with its source, composed ones too (listed or not), and `unknown` for the rest.
    @Test func symbolsNamesTheSourceOfGivenNames() throws {
        try Sandbox.with { sb in
            let r = try sb.succeed(["symbols", "star.square.fill", "chevron.backward.circle", "bell.fill", "heart.fil"])
            #expect(r.stdout == """
                star.square.fill\tcomposed (star.fill knocked out of square.fill)\tsecondary,knockout
                chevron.backward.circle\tcomposed (chevron.backward in circle)\tsecondary,primary
                bell.fill\tours\tprimary,secondary
                heart.fil\tunknown\t

                """, "\(r)")
            try sb.render(["symbol-sheet", "some.png", "--names", "mic.square.fill,mic.slash.circle.fill", "--scale", "1"])
            #expect(try sb.png("some.png").inkedPixelCount > 100)
            try sb.fail(["symbol-sheet", "x.png", "--names", "mic.square.fill,heart.fil"], status: Exit.dataError, mentions: ["heart.fil"])
        }
    }

    @Test func symbolWritesAPNG() throws {
        try Sandbox.with { sb in
            try sb.render(["symbol", "bell.fill", "out.png"])
            #expect(sb.listing() == ["out.png"])
            let image = try sb.png("out.png")
            #expect(image.opaquePixelCount > 0)
            #expect(image.straightPixel(x: 0, y: 0).a == 0, "transparent canvas")
            // --scale multiplies the canvas (default 2 pixels per point).
            try sb.render(["symbol", "bell.fill", "big.png", "--scale", "4"])
            let big = try sb.png("big.png")
            #expect(abs(big.width - 2 * image.width) <= 2 && abs(big.height - 2 * image.height) <= 2,
                    "\(big.width) × \(big.height) vs 2 × \(image.width) × \(image.height)")
            try sb.render(["symbol", "bell.fill", "again.png"])
            #expect(try sb.bytes("again.png") == sb.bytes("out.png"))
        }
    }

    @Test(arguments: [("bel.fill", "bell.fill"), ("wifi.slsh", "wifi.slash"), ("Bell.fill", "bell.fill"), ("heart.fil", "heart.fill")])
    func unknownSymbolUnderStrictSuggestsTheNearest(typo: String, suggestion: String) throws {
        _ = try Sandbox.with { sb in
            try sb.fail(["symbol", typo, "out.png", "--strict"], status: Exit.dataError, mentions: ["'\(typo)'", suggestion])
        }
    }

    /// As SwiftUI does: an unknown name draws nothing, a square symbol's size, and says so once.
    @Test func unknownSymbolDrawsAnEmptyImageAndWarns() throws {
        try Sandbox.with { sb in
            let r = try sb.run(["symbol", "heart.fil", "out.png", "--size", "20", "--scale", "2"])
            #expect(r.status == 0 && r.stdout.isEmpty, "\(r)")
            #expect(r.stderrLines.count == 1 && r.stderr.hasPrefix("togglerender: warning: no symbol named 'heart.fil', drawing nothing; nearest: heart.fill, "), "\(r)")
            let image = try sb.png("out.png")
            #expect(image.width == 40 && image.height == 40, "1 S square at 20 pt @2x: \(image.width) × \(image.height)")
            #expect(image.inkedPixelCount == 0)
        }
    }

    @Test func mappedSymbolsDraw() throws {
        try Sandbox.with { sb in
            try sb.render(["symbol", "heart.fill", "heart.png"])
            try sb.render(["symbol", "chevron.backward", "back.png", "--weight", "bold"])
            #expect(try sb.png("heart.png").inkedPixelCount > 1000)
            #expect(try sb.png("back.png").inkedPixelCount > 300)
            let r = try sb.succeed(["symbol-transition", "bell", "bell.slash", "frames", "--frames", "3", "--effect", "magic"])
            #expect(!r.stdout.contains("falls back"), "the derived slash shares the bell's outline: \(r)")
            let unrelated = try sb.succeed(["symbol-transition", "heart", "star.fill", "other", "--frames", "2", "--effect", "magic"])
            #expect(unrelated.stdout.contains("nothing shared: magic falls back to replace"), "\(unrelated)")
        }
    }

    @Test(arguments: [
        (["--weight", "extrabold"], ["--weight", "black"]), (["--image-scale", "huge"], ["--image-scale", "large"]), (["--mode", "sepia"], ["--mode", "palette"]),
        (["--scale", "0"], ["--scale", "0.25 to 16"]), (["--size", "0"], ["--size", "1 to 1000"]),
        (["--color", "nope"], ["--color", "'nope'"]), (["--size", "1000", "--scale", "16"], ["16384"]),
    ])
    func symbolBadValues(options: [String], mentions: [String]) throws {
        try Sandbox.with { sb in
            try sb.fail(["symbol", "bell.fill", "out.png"] + options, status: Exit.usage, mentions: mentions)
        }
    }

    @Test func symbolIntoAMissingDirectory() throws {
        try Sandbox.with { sb in
            try sb.fail(["symbol", "bell.fill", "nodir/out.png"], status: Exit.cannotCreate, mentions: ["nodir/out.png"])
        }
    }

    static func frameNames(_ n: Int) -> [String] { (0..<n).map { String(format: "frame_%03d.png", $0) } }

    @Test func transitionWritesEveryFrame() throws {
        try Sandbox.with { sb in
            let r = try sb.succeed(["symbol-transition", "bell.fill", "bell.slash.fill", "frames", "--frames", "5", "--effect", "magic"])
            #expect(r.stdout.contains("bell.fill") && r.stdout.contains("bell.slash.fill") && r.stdout.contains("5 frames"), "\(r)")
            #expect(sb.listing() == ["frames"] + Self.frameNames(5).map { "frames/\($0)" } + ["frames/frames.json"])
            let frames = try Self.frameNames(5).map { try sb.png("frames/\($0)") }
            for f in frames {
                #expect((f.width, f.height) == (frames[0].width, frames[0].height), "frames share one canvas")
                #expect(f.inkedPixelCount > 0)
            }
            // The first and last frames differ (something happened), and show the two symbols.
            #expect(frames.first != frames.last)
            // Rendering it again gives the same bytes.
            try sb.succeed(["symbol-transition", "bell.fill", "bell.slash.fill", "again", "--frames", "5", "--effect", "magic"])
            for name in Self.frameNames(5) {
                #expect(try sb.bytes("again/\(name)") == sb.bytes("frames/\(name)"), "\(name)")
            }
        }
    }

    @Test(arguments: ["replace", "fade"])
    func otherEffectsAndNestedOutdir(effect: String) throws {
        try Sandbox.with { sb in
            try sb.succeed(["symbol-transition", "wifi", "wifi.slash", "a/b", "--frames", "2", "--effect", effect, "--scale", "1"])
            #expect(sb.listing() == ["a", "a/b", "a/b/frame_000.png", "a/b/frame_001.png", "a/b/frames.json"])
        }
    }

    @Test(arguments: [
        (["--frames", "0"], ["--frames", "2 to 1000", "'0'"]), (["--frames", "1"], ["--frames", "'1'"]),
        (["--frames", "x"], ["--frames", "'x'"]), ([], ["--frames"]),
        (["--frames", "3", "--effect", "wiggle"], ["--effect", "magic"]), (["--frames", "3", "--style", "sideways"], ["--style", "downUp"]),
        (["--frames", "3", "--by", "pixel"], ["--by", "whole"]),
    ])
    func transitionBadOptions(options: [String], mentions: [String]) throws {
        try Sandbox.with { sb in
            try sb.fail(["symbol-transition", "bell.fill", "bell.slash.fill", "out"] + options, status: Exit.usage, mentions: mentions)
            #expect(!FileManager.default.fileExists(atPath: sb.path("out")))
        }
    }

    @Test func transitionBadSymbolsOrArguments() throws {
        try Sandbox.with { sb in
            try sb.fail(["symbol-transition", "bel.fill", "bell.slash.fill", "out", "--frames", "3", "--strict"], status: Exit.dataError, mentions: ["bell.fill"])
            try sb.fail(["symbol-transition", "bell.fill", "bell.slsh.fill", "out", "--frames", "3", "--strict"], status: Exit.dataError, mentions: ["bell.slash.fill"])
            try sb.fail(["symbol-transition", "bell.fill", "out", "--frames", "3"], status: Exit.usage, mentions: ["3 arguments", "FROM TO OUTDIR"])
        }
    }

    @Test func transitionOntoAFile() throws {
        try Sandbox.with { sb in
            try sb.write("x", to: "taken")
            try sb.fail(["symbol-transition", "bell.fill", "bell.slash.fill", "taken", "--frames", "2"], status: Exit.cannotCreate,
                        mentions: ["taken"])
            #expect(try sb.bytes("taken") == Data("x".utf8))
        }
    }

    @Test func symbolSheetWritesAnOpaqueSheet() throws {
        try Sandbox.with { sb in
            try sb.render(["symbol-sheet", "sheet.png", "--scale", "1", "--columns", "12"])
            let sheet = try sb.png("sheet.png")
            #expect(sheet.opaquePixelCount == sheet.width * sheet.height, "white background")
            #expect(sheet.width > sheet.height)
            try sb.fail(["symbol-sheet", "x.png", "--columns", "0"], status: Exit.usage, mentions: ["--columns", "1 to 20"])
            try sb.fail(["symbol-sheet"], status: Exit.usage, mentions: ["1 argument"])
            try sb.fail(["symbol-sheet", "x.png", "--source", "ours,theirs"], status: Exit.usage, mentions: ["--source", "'theirs'"])
            try sb.fail(["symbol-sheet", "x.png", "--text-sizes", "13,x"], status: Exit.usage, mentions: ["--text-sizes", "13,17,28"])
            try sb.fail(["symbol-sheet", "x.png", "--text-sizes", "1,2,3,4,5"], status: Exit.usage, mentions: ["--text-sizes"])
        }
    }

    /// `--source` chooses what the sheet draws; `--text-sizes` sets each symbol in text on a shared baseline.
    @Test func symbolSheetSources() throws {
        try Sandbox.with { sb in
            try FileManager.default.createDirectory(atPath: sb.path("mine"), withIntermediateDirectories: false)
            try sb.write(#"<svg viewBox="0 0 10 10"><circle cx="5" cy="5" r="5"/></svg>"#, to: "mine/dot.svg")
            try sb.render(["symbol-sheet", "user.png", "--source", "user", "--symbols", "mine", "--columns", "1", "--scale", "1"])
            try sb.render(["symbol-sheet", "ours.png", "--source", "ours", "--symbols", "mine", "--columns", "1", "--scale", "1"])
            try sb.render(["symbol-sheet", "text.png", "--source", "user", "--symbols", "mine", "--text-sizes", "13,17,28", "--scale", "1"])
            let user = try sb.png("user.png"), ours = try sb.png("ours.png"), text = try sb.png("text.png")
            #expect(ours.height > 8 * user.height, "one cell for the user's dot, one a row for our 12 symbols")
            #expect(text.width > user.width, "three specimens side by side are wider than one symbol's cell")
        }
    }
}
