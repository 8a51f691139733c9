import Foundation
import Raster
import Testing

/// `togglerender symbols`, `symbol`, `symbol-transition` and `symbol-sheet`.
@Suite struct SymbolCommandTests {
    @Test func symbolsListsTheCatalogue() throws {
        try Sandbox.with { sb in
            let r = try sb.succeed(["symbols"])
            let names = r.stdout.split(separator: "\n").map { String($0.split(separator: "\t").first ?? "") }
            #expect(names.contains("bell.fill") && names.contains("wifi.slash") && names.contains("bell.slash.fill"), "\(r)")
            #expect(names == names.sorted(), "\(names)")
            // Each line is NAME<TAB>layer,layer…
            for line in r.stdout.split(separator: "\n") {
                let parts = line.split(separator: "\t")
                #expect(parts.count == 2 && !parts[1].isEmpty, "\(line)")
            }
            #expect(sb.listing().isEmpty)
        }
    }

    @Test func symbolsWithAUserFolder() throws {
        try Sandbox.with { sb in
            try FileManager.default.createDirectory(atPath: sb.path("mine"), withIntermediateDirectories: false)
            try sb.write(String(contentsOfFile: CLI.packageRoot.appendingPathComponent("Sources/Symbols/Resources/wifi.svg").path,
                                encoding: .utf8), to: "mine/my.wifi.svg")
            let r = try sb.succeed(["symbols", "--symbols", "mine"])
            #expect(r.stdout.split(separator: "\n").contains { $0.hasPrefix("my.wifi\t") }, "\(r)")
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
            try sb.fail(["symbols", "extra"], status: Exit.usage, mentions: ["0 arguments"])
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

    @Test(arguments: [("bel.fill", "bell.fill"), ("wifi.slsh", "wifi.slash"), ("Bell.fill", "bell.fill")])
    func unknownSymbolSuggestsTheNearest(typo: String, suggestion: String) throws {
        _ = try Sandbox.with { sb in
            try sb.fail(["symbol", typo, "out.png"], status: Exit.usage, mentions: ["'\(typo)'", suggestion])
        }
    }

    @Test(arguments: [
        (["--weight", "heavy"], ["--weight", "bold"]), (["--mode", "palette"], ["--mode", "hierarchical"]),
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
            try sb.fail(["symbol-transition", "bel.fill", "bell.slash.fill", "out", "--frames", "3"], status: Exit.usage, mentions: ["bell.fill"])
            try sb.fail(["symbol-transition", "bell.fill", "bell.slsh.fill", "out", "--frames", "3"], status: Exit.usage, mentions: ["bell.slash.fill"])
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
            try sb.render(["symbol-sheet", "sheet.png", "--scale", "1", "--columns", "6"])
            let sheet = try sb.png("sheet.png")
            #expect(sheet.opaquePixelCount == sheet.width * sheet.height, "white background")
            #expect(sheet.width > sheet.height)
            try sb.fail(["symbol-sheet", "x.png", "--columns", "0"], status: Exit.usage, mentions: ["--columns", "1 to 20"])
            try sb.fail(["symbol-sheet"], status: Exit.usage, mentions: ["1 argument"])
        }
    }
}
