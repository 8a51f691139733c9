import Foundation
import Raster
import Testing

/// `togglerender svg INPUT.svg OUTPUT.png`: sizes, decoding, determinism.
@Suite struct SVGCommandTests {
    static let shapes = CLI.fixture("svg/shapes.svg")
    /// 128 × 64: not square, so aspect ratio mistakes show.
    static let fillRules = CLI.fixture("svg/fill-rules.svg")

    /// The `width` and `height` attributes of a fixture's root element, read from the file.
    static func documentSize(_ path: String) throws -> (width: Int, height: Int) {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let root = try #require(text.range(of: "<svg[^>]*>", options: .regularExpression).map { text[$0] })
        func attribute(_ name: String) throws -> Int {
            let r = try #require(root.range(of: " \(name)=\"[0-9]+\"", options: .regularExpression))
            return try #require(Int(root[r].dropFirst(name.count + 3).dropLast()))
        }
        return (try attribute("width"), try attribute("height"))
    }

    @Test func defaultScaleIsTheDocumentSize() throws {
        let size = try Self.documentSize(Self.shapes)
        try Sandbox.with { sb in
            try sb.render(["svg", Self.shapes, "out.png"])
            #expect(sb.listing() == ["out.png"])
            let image = try sb.png("out.png")
            #expect((image.width, image.height) == (size.width, size.height))
            // The first shape is a #e53935 square from (4, 4) to (28, 28); the corner is empty.
            let p = image.straightPixel(x: 16, y: 16)
            #expect((p.r, p.g, p.b, p.a) == (0xe5, 0x39, 0x35, 255))
            #expect(image.straightPixel(x: 0, y: 0).a == 0)
        }
    }

    @Test func scaleMultipliesTheSize() throws {
        let size = try Self.documentSize(Self.shapes)
        try Sandbox.with { sb in
            try sb.render(["svg", Self.shapes, "out.png", "--scale", "3"])
            let image = try sb.png("out.png")
            #expect((image.width, image.height) == (size.width * 3, size.height * 3))
            let p = image.straightPixel(x: 48, y: 48)
            #expect((p.r, p.g, p.b, p.a) == (0xe5, 0x39, 0x35, 255))
            // `--scale=S` is the same option.
            try sb.render(["svg", Self.shapes, "eq.png", "--scale=3"])
            #expect(try sb.bytes("eq.png") == sb.bytes("out.png"))
        }
    }

    @Test func widthOrHeightKeepTheAspectRatio() throws {
        let size = try Self.documentSize(Self.fillRules)
        #expect(size.width != size.height, "the fixture should not be square")
        try Sandbox.with { sb in
            try sb.render(["svg", Self.fillRules, "w.png", "--width", "200"])
            let w = try sb.png("w.png")
            #expect((w.width, w.height) == (200, Int((200.0 * Double(size.height) / Double(size.width)).rounded())))
            try sb.render(["svg", Self.fillRules, "h.png", "--height", "32"])
            let h = try sb.png("h.png")
            #expect((h.width, h.height) == (Int((32.0 * Double(size.width) / Double(size.height)).rounded()), 32))
            try sb.render(["svg", Self.shapes, "s.png", "--width", "200"])
            let s = try sb.png("s.png")
            #expect((s.width, s.height) == (200, 200))
        }
    }

    @Test(arguments: ["fill-rules", "gradients", "opacity-groups", "shapes", "strokes-joins-caps", "transforms"])
    func everyFixtureRendersAndDecodes(name: String) throws {
        let input = CLI.fixture("svg/\(name).svg")
        let size = try Self.documentSize(input)
        try Sandbox.with { sb in
            let r = try sb.render(["svg", input, "out.png"])
            #expect(r.stdout.isEmpty)
            let image = try sb.png("out.png")
            #expect((image.width, image.height) == (size.width, size.height))
            #expect(image.inkedPixelCount > 0, "\(name) rendered nothing")
        }
    }

    @Test func sameCommandTwiceGivesIdenticalBytes() throws {
        try Sandbox.with { sb in
            try sb.render(["svg", CLI.fixture("svg/gradients.svg"), "a.png", "--scale", "2"])
            try sb.render(["svg", CLI.fixture("svg/gradients.svg"), "b.png", "--scale", "2"])
            let a = try sb.bytes("a.png"), b = try sb.bytes("b.png")
            #expect(!a.isEmpty)
            #expect(a == b)
            // Rewriting over an existing file replaces it whole (atomic write), with the same bytes.
            try sb.render(["svg", CLI.fixture("svg/gradients.svg"), "a.png", "--scale", "2"])
            #expect(try sb.bytes("a.png") == b)
            #expect(sb.listing() == ["a.png", "b.png"])
        }
    }

    @Test func outputMayBeAnAbsolutePathAndInputRelative() throws {
        try Sandbox.with { sb in
            try sb.write(String(contentsOfFile: Self.shapes, encoding: .utf8), to: "in.svg")
            try sb.render(["svg", "in.svg", sb.path("out.png")])
            #expect(try sb.png("out.png").width == 96)
        }
    }
}
