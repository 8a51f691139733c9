import Foundation
import Raster
import Testing

/// `togglerender text "STRING" OUTPUT.png`.
@Suite struct TextCommandTests {
    @Test func rendersStyledText() throws {
        try Sandbox.with { sb in
            try sb.render(["text", "Good night", "out.png", "--style", "largeTitle", "--design", "rounded",
                            "--weight", "bold", "--scale", "3"])
            #expect(sb.listing() == ["out.png"])
            let image = try sb.png("out.png")
            #expect(image.width > image.height, "one line of text is wider than tall: \(image.width) × \(image.height)")
            #expect(image.opaquePixelCount > 0)
            // Transparent background: some pixels have no ink at all.
            #expect(image.inkedPixelCount < image.width * image.height)

            // --scale 3 is three times the --scale 1 image (within the ink-growth rounding).
            try sb.render(["text", "Good night", "one.png", "--style", "largeTitle", "--design", "rounded", "--weight", "bold"])
            let one = try sb.png("one.png")
            #expect(abs(image.width - 3 * one.width) <= 3 && abs(image.height - 3 * one.height) <= 3,
                    "\(image.width) × \(image.height) vs 3 × \(one.width) × \(one.height)")
        }
    }

    /// The command sets text as a `Text` in the view layer does (SF Pro's tracking and line box, sized up to
    /// whole pixels): its picture is the poster of that `Text` through `preview`, pixel for pixel. (Set
    /// apart, the command drew "Hello, world!" 97.0 pt wide where the view drew 91.7 and iOS 91.3.)
    @Test(arguments: [
        (text: [String](), swift: "Text(\"Hello, world!\")"),
        (text: ["--style", "largeTitle", "--design", "rounded", "--weight", "bold"],
         swift: "Text(\"Hello, world!\").font(.system(.largeTitle, design: .rounded).weight(.bold))"),
    ])
    func setsTextAsTheViewLayerDoes(text: [String], swift: String) throws {
        try Sandbox.with { sb in
            _ = try sb.write("import SwiftUI\n\n#Preview {\n    \(swift)\n}\n", to: "Hello.swift")
            try sb.render(["text", "Hello, world!", "command.png", "--scale", "3"] + text)
            try sb.render(["preview", "Hello.swift", "--scale", "3", "--output", "view.png"])
            let command = try sb.png("command.png"), view = try sb.png("view.png")
            #expect(command.width == view.width && command.height == view.height,
                    "text \(command.width) × \(command.height) px, Text \(view.width) × \(view.height) px")
            #expect(command.data == view.data)
        }
    }

    @Test func textIsDeterministicAndOptionsMatter() throws {
        try Sandbox.with { sb in
            try sb.render(["text", "Good night", "a.png", "--scale", "2"])
            try sb.render(["text", "Good night", "b.png", "--scale", "2"])
            try sb.render(["text", "Good night", "c.png", "--scale", "2", "--color", "#FF0000"])
            #expect(try sb.bytes("a.png") == sb.bytes("b.png"))
            #expect(try sb.bytes("a.png") != sb.bytes("c.png"))
        }
    }

    @Test func unknownStyleListsTheStyles() throws {
        try Sandbox.with { sb in
            try sb.fail(["text", "Hi", "out.png", "--style", "bogus"], status: Exit.usage,
                        mentions: ["--style", "'bogus'", "largeTitle", "body", "caption2"])
        }
    }

    @Test(arguments: [
        (["--color", "nope"], ["--color", "'nope'", "#RRGGBB"]),
        (["--weight", "heavy"], ["--weight", "'heavy'", "bold"]),
        (["--design", "serif"], ["--design", "rounded"]),
        (["--dynamic-type", "huge"], ["--dynamic-type", "AX5"]),
        (["--appearance", "dim"], ["--appearance", "dark"]),
        (["--scale", "9"], ["--scale", "1 to 8"]),
        (["--scale", "2.5"], ["--scale", "whole number"]),
    ])
    func badValues(options: [String], mentions: [String]) throws {
        try Sandbox.with { sb in
            try sb.fail(["text", "Hi", "out.png"] + options, status: Exit.usage, mentions: mentions)
        }
    }

    @Test func missingFontFile() throws {
        try Sandbox.with { sb in
            try sb.fail(["text", "Hi", "out.png", "--font", "/nonexistent"], status: Exit.noInput,
                        mentions: ["--font", "/nonexistent"])
            try sb.fail(["text", "Hi", "out.png", "--rounded-font", "/nonexistent/q.ttf"], status: Exit.noInput,
                        mentions: ["--rounded-font"])
        }
    }

    /// A file that exists but is no font is bad data, not a crash.
    @Test func fontFileThatIsNoFont() throws {
        try Sandbox.with { sb in
            try sb.write("not a font\n", to: "fake.ttf")
            let r = try sb.run(["text", "Hi", "out.png", "--font", "fake.ttf"])
            #expect(!r.signalled && r.status == Exit.dataError, "\(r)")
            #expect(r.stderrLines.count == 1 && r.stdout.isEmpty, "\(r)")
            #expect(sb.listing() == ["fake.ttf"])
        }
    }

    @Test func emptyOrMultilineString() throws {
        try Sandbox.with { sb in
            try sb.fail(["text", "", "out.png"], status: Exit.usage, mentions: ["empty"])
            try sb.fail(["text", "one\ntwo", "out.png"], status: Exit.usage, mentions: ["line"])
        }
    }

    @Test func wrongArgumentCount() throws {
        try Sandbox.with { sb in
            try sb.fail(["text", "Hi"], status: Exit.usage, mentions: ["2 arguments", "STRING OUTPUT.png"])
        }
    }

    /// After `--`, a string that looks like a flag is the text to render.
    @Test func doubleDashEndsOptions() throws {
        try Sandbox.with { sb in
            try sb.render(["text", "--", "-5 °C", "out.png"])
            #expect(try sb.png("out.png").inkedPixelCount > 0)
        }
    }
}
