import Foundation
import Testing

/// `togglerender svg` failures: the status, one line on stderr, and no file left behind.
@Suite struct SVGErrorTests {
    static let shapes = CLI.fixture("svg/shapes.svg")

    @Test func unknownFlagNamesItAndTheAcceptedOnes() throws {
        _ = try Sandbox.with { sb in
            try sb.fail(["svg", Self.shapes, "out.png", "--widht", "10"], status: Exit.usage,
                        mentions: ["'--widht'", "--width", "--height", "--scale"])
        }
    }

    @Test(arguments: [["--width", "200", "--scale", "3"], ["--height", "20", "--width", "20"], ["--scale", "2", "--height", "9"]])
    func sizeOptionsAreExclusive(options: [String]) throws {
        _ = try Sandbox.with { sb in
            try sb.fail(["svg", Self.shapes, "out.png"] + options, status: Exit.usage,
                        mentions: [options[0], options[2], "together"])
        }
    }

    @Test(arguments: [
        (["--scale", "0"], "0.01 to 64"), (["--scale", "abc"], "0.01 to 64"), (["--scale", "-1"], "0.01 to 64"),
        (["--scale", "65"], "0.01 to 64"), (["--scale", "nan"], "0.01 to 64"), (["--scale", "inf"], "0.01 to 64"),
        (["--width", "99999"], "1 to 16384"), (["--width", "0"], "1 to 16384"), (["--width", "1.5"], "1 to 16384"),
        (["--height", "99999"], "1 to 16384"),
    ])
    func outOfRangeValuesGiveTheRange(options: [String], range: String) throws {
        _ = try Sandbox.with { sb in
            try sb.fail(["svg", Self.shapes, "out.png"] + options, status: Exit.usage,
                        mentions: [options[0], range, "'\(options[1])'"])
        }
    }

    @Test func optionWithoutValueOrTwice() throws {
        _ = try Sandbox.with { sb in
            try sb.fail(["svg", Self.shapes, "out.png", "--scale"], status: Exit.usage, mentions: ["--scale", "value"])
            try sb.fail(["svg", Self.shapes, "out.png", "--scale", "2", "--scale", "3"], status: Exit.usage,
                        mentions: ["--scale", "more than once"])
        }
    }

    @Test func missingInputFile() throws {
        _ = try Sandbox.with { sb in
            try sb.fail(["svg", "missing.svg", "out.png"], status: Exit.noInput, mentions: ["missing.svg"])
        }
    }

    @Test func malformedSVGNamesTheLineAndWritesNothing() throws {
        _ = try Sandbox.with { sb in
            try sb.write("""
                <svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">
                  <rect x="0" y="0" width="5" height="5"/>
                  <path d="M 0 0 L 4 Q"/>
                </svg>

                """, to: "bad.svg")
            let message = try sb.fail(["svg", "bad.svg", "out.png", "--strict"], status: Exit.dataError, mentions: ["bad.svg", "line 3"])
            #expect(!message.contains("line 1,") && !message.contains("line 2,"), "\(message)")
            #expect(!FileManager.default.fileExists(atPath: sb.path("out.png")))
        }
    }

    @Test(arguments: [
        ("", "line 1"),
        ("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\">\n<g>\n</svg>\n", "line 3"),
        ("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"-5\" height=\"10\"></svg>", "line 1"),
        ("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\">\n\n<rect fill=\"#zz\" width=\"1\" height=\"1\"/></svg>", "line 3"),
    ])
    func otherMalformedDocuments(text: String, line: String) throws {
        _ = try Sandbox.with { sb in
            try sb.write(text, to: "bad.svg")
            try sb.fail(["svg", "bad.svg", "out.png", "--strict"], status: Exit.dataError, mentions: ["bad.svg", line])
        }
    }

    /// Without `--strict` a value in error is recovered from as SVG says, one warning line each with its
    /// position; XML errors and a root that is not `svg` stay errors.
    @Test func valuesInErrorAreRecoveredFromWithAWarning() throws {
        _ = try Sandbox.with { sb in
            try sb.write("""
                <svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">
                  <rect width="10" height="5" fill="#zz"/>
                  <path d="M 0 5 H 10 V 10 H 0 Z L 4 Q" fill="red"/>
                  <circle r="-1" fill="blue"/>
                </svg>

                """, to: "lenient.svg")
            let r = try sb.run(["svg", "lenient.svg", "out.png"])
            #expect(r.status == 0 && !r.signalled && r.stdout.isEmpty, "\(r)")
            #expect(r.stderrLines.count == 3, "\(r)")
            #expect(r.stderrLines[0].hasPrefix("togglerender: warning: lenient.svg: line 2, column 3: <rect>: fill: invalid hex colour '#zz'"))
            #expect(r.stderrLines[0].hasSuffix("; the declaration is ignored"))
            #expect(r.stderrLines[1].contains("line 3, column 3: path data: expected a number after 'L' at offset 26; the path is drawn up to the error"))
            #expect(r.stderrLines[2].contains("line 4, column 3: attribute 'r' on <circle>: must not be negative, found '-1'; the element is not rendered"))
            #expect(FileManager.default.fileExists(atPath: sb.path("out.png")))
            try sb.write("<svg xmlns=\"http://www.w3.org/2000/svg\"><rect width=\"1\" height=</svg>", to: "xml.svg")
            try sb.fail(["svg", "xml.svg", "out2.png"], status: Exit.dataError, mentions: ["xml.svg", "line 1"])
            try sb.write("<html/>", to: "html.svg")
            try sb.fail(["svg", "html.svg", "out2.png"], status: Exit.dataError, mentions: ["html.svg", "expected <svg>"])
            #expect(!FileManager.default.fileExists(atPath: sb.path("out2.png")))
        }
    }

    /// A failed render does not touch an output file that is already there.
    @Test func failureLeavesAnExistingOutputAlone() throws {
        _ = try Sandbox.with { sb in
            try sb.render(["svg", Self.shapes, "out.png"])
            let before = try sb.bytes("out.png")
            try sb.write("<svg width=\"10\" height=\"10\"><rect width=\"1\" height=</svg>", to: "bad.svg")
            try sb.fail(["svg", "bad.svg", "out.png"], status: Exit.dataError)
            try sb.fail(["svg", Self.shapes, "out.png", "--scale", "0"], status: Exit.usage)
            #expect(try sb.bytes("out.png") == before)
        }
    }

    @Test func outputIntoAMissingDirectory() throws {
        _ = try Sandbox.with { sb in
            try sb.fail(["svg", Self.shapes, "nodir/out.png"], status: Exit.cannotCreate, mentions: ["nodir/out.png"])
            #expect(!FileManager.default.fileExists(atPath: sb.path("nodir")))
        }
    }

    @Test func outputOntoADirectory() throws {
        _ = try Sandbox.with { sb in
            try FileManager.default.createDirectory(atPath: sb.path("adir"), withIntermediateDirectories: false)
            try sb.fail(["svg", Self.shapes, "adir"], status: Exit.cannotCreate, mentions: ["adir"])
        }
    }

    @Test(arguments: [[], ["in.svg"], ["in.svg", "out.png", "extra.png"]])
    func wrongArgumentCount(arguments: [String]) throws {
        _ = try Sandbox.with { sb in
            try sb.fail(["svg"] + arguments, status: Exit.usage,
                        mentions: ["2 arguments", "got \(arguments.count)", "INPUT.svg OUTPUT.png"])
        }
    }

    /// Sizes from the document are checked against the limits too, before anything is drawn.
    @Test func documentTooLargeForTheLimits() throws {
        _ = try Sandbox.with { sb in
            try sb.write("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"100000\" height=\"10\"></svg>", to: "wide.svg")
            try sb.fail(["svg", "wide.svg", "out.png"], status: Exit.usage, mentions: ["100000", "16384"])
            try sb.write("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1\" height=\"1000\"></svg>", to: "tall.svg")
            try sb.fail(["svg", "tall.svg", "out.png", "--width", "16384"], status: Exit.usage, mentions: ["16384"])
        }
    }
}
