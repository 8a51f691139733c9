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
            let message = try sb.fail(["svg", "bad.svg", "out.png"], status: Exit.dataError, mentions: ["bad.svg", "line 3"])
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
            try sb.fail(["svg", "bad.svg", "out.png"], status: Exit.dataError, mentions: ["bad.svg", line])
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
