import Foundation
import Testing

/// SVG and symbol files a hostile user (or a fuzzer) writes: every one is a clean failure, one line
/// with the file and position, exit 65, nothing written, never a crash.
@Suite struct HostileSVGTests {
    static let open = "<svg xmlns='http://www.w3.org/2000/svg' width='10' height='10'>"

    /// What crashed Foundation's XMLParser (SIGILL in its callbacks) before libxml2 was used directly.
    @Test(arguments: ["<!-- \u{FFFF}X -->", "<rect\u{FFFF}X/>", "<?pi \u{FFFF}X?>"])
    func oneBadByteIsAnErrorWithItsPosition(tail: String) throws {
        try Sandbox.with { sb in
            // \u{FFFF}X marks where the byte goes: 0xFF is never UTF-8.
            var bytes = Array((Self.open + "\n  " + tail + "</svg>").utf8)
            let marker = Array("\u{FFFF}X".utf8)
            let at = try #require(bytes.indices.first { Array(bytes[$0...].prefix(marker.count)) == marker })
            bytes.replaceSubrange(at..<at + marker.count, with: [0xFF])
            try Data(bytes).write(to: URL(fileURLWithPath: sb.path("bad.svg")))
            let column = tail.distance(from: tail.startIndex, to: tail.firstIndex(of: "\u{FFFF}")!) + 3
            try sb.fail(["svg", "bad.svg", "out.png"], status: Exit.dataError,
                        mentions: ["bad.svg", "line 2, column \(column)", "UTF-8"])
        }
    }

    @Test func externalEntityIsRefusedAndNotRead() throws {
        try Sandbox.with { sb in
            let secret = try sb.write("<rect width='10' height='10'/>", to: "secret.xml")
            try sb.write("<!DOCTYPE svg [<!ENTITY s SYSTEM '\(secret)'>]>\n\(Self.open)&s;</svg>", to: "xxe.svg")
            try sb.fail(["svg", "xxe.svg", "out.png"], status: Exit.dataError, mentions: ["xxe.svg", "line 1", "external entity 's'"])
        }
    }

    @Test func billionLaughsIsAnError() throws {
        try Sandbox.with { sb in
            var entities = "<!ENTITY l0 'lol'>"
            for i in 1...9 { entities += "<!ENTITY l\(i) '" + String(repeating: "&l\(i - 1);", count: 10) + "'>" }
            try sb.write("<!DOCTYPE svg [\(entities)]>\n\(Self.open)<desc>&l9;</desc></svg>", to: "lol.svg")
            try sb.fail(["svg", "lol.svg", "out.png"], status: Exit.dataError, mentions: ["lol.svg", "line 2"])
        }
    }

    @Test func deepNestingIsAnError() throws {
        try Sandbox.with { sb in
            try sb.write(Self.open + String(repeating: "<g>", count: 1000) + String(repeating: "</g>", count: 1000) + "</svg>", to: "deep.svg")
            try sb.fail(["svg", "deep.svg", "out.png"], status: Exit.dataError, mentions: ["deep.svg", "nested more than 128"])
        }
    }

    /// Huge path data: 100,000 lines across a 1000 px canvas, then a small square. The path asks for more
    /// drawing than a render may (SVGLimits.maxDrawingWork), so it and what follows are not drawn, with
    /// one warning naming it; the picture is written.
    @Test func hugePathDataIsBoundedWithAWarning() throws {
        try Sandbox.with { sb in
            var lines = "M 0 0"
            for i in 0..<100_000 { lines += i % 2 == 0 ? " L 999 \(i % 1000)" : " L 0 \(999 - i % 1000)" }
            try sb.write("<svg xmlns='http://www.w3.org/2000/svg' width='1000' height='1000'>\n<path d='\(lines)'/>\n"
                         + "<rect width='10' height='10'/></svg>", to: "huge.svg")
            let r = try sb.run(["svg", "huge.svg", "out.png"])
            #expect(!r.signalled && r.status == 0, "\(r)")
            #expect(r.stderrLines.map(String.init) == ["togglerender: warning: huge.svg: line 2, column 1: the drawing asks for more than 16777216 "
                                      + "edge-row crossings at this size; <path> and the shapes after it are not drawn"])
            #expect(try sb.png("out.png").inkedPixelCount == 0)
        }
    }

    /// Found by the fuzzer: a symbol with a coordinate of 1e55 trapped in Raster (converting its bounds to
    /// pixels). It draws now. The file follows the artwork convention (data-baseline) so that its outline
    /// reaches Raster as written: a plain SVG's winding pass drops a contour this far out.
    @Test func aSymbolWithAHugeCoordinateDraws() throws {
        try Sandbox.with { sb in
            try FileManager.default.createDirectory(atPath: sb.path("mine"), withIntermediateDirectories: true)
            try sb.write("<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 -100 100 100' data-baseline='0'><path d='M 10 -10 C 10 1e55 90 -90 90 -10 Z'/></svg>",
                         to: "mine/far.svg")
            try sb.render(["symbol", "far", "out.png", "--symbols", "mine"])
            #expect(try sb.png("out.png").inkedPixelCount > 0)
        }
    }

    /// One bad symbol file in `--symbols DIR` is an error naming it, not a crash of the whole render.
    @Test func badSymbolFileIsAnErrorNamingIt() throws {
        try Sandbox.with { sb in
            try FileManager.default.createDirectory(atPath: sb.path("mine"), withIntermediateDirectories: true)
            let bytes = Array("<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 10 10'><!-- ".utf8) + [0xC0, 0xAF] + Array(" --><rect width='5' height='5'/></svg>".utf8)
            try Data(bytes).write(to: URL(fileURLWithPath: sb.path("mine/bad.svg")))
            try sb.fail(["symbol", "bell.fill", "out.png", "--symbols", "mine"], status: Exit.dataError,
                        mentions: ["bad.svg:1:66", "UTF-8"])
            try sb.fail(["--component", "symbol-morph", "--state", "on", "--frames", "2", "--symbols", "mine", "out"],
                        status: Exit.dataError, mentions: ["bad.svg", "UTF-8"])
        }
    }
}

/// Whatever a message quotes (a value from the file, a path from the command line), it stays one line.
@Suite struct OneLineMessageTests {
    @Test func aLineBreakInAValueIsEscaped() throws {
        try Sandbox.with { sb in
            try sb.write("<svg xmlns='http://www.w3.org/2000/svg'><rect width='1&#10;x' height='1'/></svg>", to: "nl.svg")
            try sb.fail(["svg", "nl.svg", "out.png", "--strict"], status: Exit.dataError, mentions: ["invalid length '1\\nx'"])
        }
    }

    @Test func aLineBreakInAPathIsEscaped() throws {
        try Sandbox.with { sb in
            try sb.fail(["svg", "no\nsuch.svg", "out.png"], status: Exit.noInput, mentions: ["no\\nsuch.svg"])
        }
    }
}
