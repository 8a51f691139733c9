import Foundation
import Testing

/// The resource flags `preview` has (`--assets`, `--strings`, `--fonts`, `--locale`, `--strict`), taken by
/// `render` and by `batch` for every job (Commands/Render/ResourceFlags.swift): the day/night demo's greeting
/// is a `Text` key, so a string table and a locale translate it; broken input is one line naming the file,
/// exit 65, nothing written.
@Suite struct RenderResourceFlagsTests {
    static let assets = CLI.packageRoot.appendingPathComponent("Fixtures/assets")
    static let demo = ["--component", "day-night", "--scene", "demo", "--state", "night", "--format", "poster", "--scale", "1"]

    func frenchStrings(_ sb: Sandbox) throws -> String {
        try FileManager.default.createDirectory(atPath: sb.path("fr.lproj"), withIntermediateDirectories: true)
        return try sb.write("\"Good night\" = \"Bonne nuit\";\n\"Good morning\" = \"Bonjour\";\n", to: "fr.lproj/Localizable.strings")
    }

    @Test func renderLooksTheComponentsTextUpForTheLocale() throws {
        try Sandbox.with { sb in
            let strings = try frenchStrings(sb)
            try sb.render(Self.demo + ["--strings", strings, "--locale", "fr_FR", "fr"])
            let french = try String(decoding: sb.bytes("fr/frames.json"), as: UTF8.self)
            #expect(french.contains("Bonne nuit") && !french.contains("Good night"), "\(french)")
            try sb.render(Self.demo + ["en"])
            let english = try String(decoding: sb.bytes("en/frames.json"), as: UTF8.self)
            #expect(english.contains("Good night"), "\(english)")
            #expect(try sb.bytes("fr/poster.png") != sb.bytes("en/poster.png"))
        }
    }

    @Test func renderRefusesABrokenCatalogueNamingTheFile() throws {
        try Sandbox.with { sb in
            let r = try sb.run(Self.demo + ["--assets", Self.assets.appendingPathComponent("broken/MalformedContents.xcassets").path, "out"])
            #expect(r.status == Exit.dataError && r.stderrLines.count == 1, "\(r)")
            #expect(r.stderr.contains("Logo.imageset/Contents.json: not a valid Contents.json (not JSON)"), "\(r)")
            #expect(sb.listing().isEmpty, "\(sb.listing())")
        }
    }

    @Test func renderRefusesAMissingPathAndABadLocale() throws {
        try Sandbox.with { sb in
            let missing = try sb.run(Self.demo + ["--assets", "nowhere.xcassets", "out"])
            #expect(missing.status == Exit.noInput && missing.stderrLines.count == 1 && missing.stderr.contains("--assets nowhere.xcassets"), "\(missing)")
            let locale = try sb.run(Self.demo + ["--locale", "not a locale", "out"])
            #expect(locale.status == Exit.usage && locale.stderr.contains("--locale must be a locale identifier"), "\(locale)")
            #expect(sb.listing().isEmpty)
        }
    }

    @Test func strictAppliesToEveryComponent() throws {
        try Sandbox.with { sb in
            try sb.render(["--state", "night", "--format", "poster", "--scale", "1", "--strict", "out"])
            #expect(FileManager.default.fileExists(atPath: sb.path("out/poster.png")))
        }
    }

    @Test func batchPassesItsResourceFlagsToEveryJob() throws {
        try Sandbox.with { sb in
            let strings = try frenchStrings(sb)
            let spec = try sb.write(#"{"jobs": [{"name": "demo", "component": "day-night", "scene": "demo", "state": "night", "format": "poster", "scale": 1}, {"name": "own", "component": "day-night", "scene": "demo", "state": "night", "format": "poster", "scale": 1, "locale": "en_US"}]}"#, to: "spec.json")
            try sb.render(["batch", spec, "--strings", strings, "--locale", "fr_FR", "--strict", "--quiet", "out"])
            let french = try String(decoding: sb.bytes("out/demo/frames.json"), as: UTF8.self)
            #expect(french.contains("Bonne nuit"), "\(french)")
            // A job's own locale wins over the batch's.
            let own = try String(decoding: sb.bytes("out/own/frames.json"), as: UTF8.self)
            #expect(own.contains("Good night"), "\(own)")
            try sb.render(Self.demo + ["--strings", strings, "--locale", "fr_FR", "single"])
            #expect(try sb.bytes("out/demo/poster.png") == sb.bytes("single/poster.png"))
        }
    }

    @Test func batchRefusesABrokenCatalogueBeforeRenderingAnyJob() throws {
        try Sandbox.with { sb in
            let spec = try sb.write(#"{"jobs": [{"name": "demo", "state": "night", "format": "poster"}]}"#, to: "spec.json")
            let r = try sb.run(["batch", spec, "--assets", Self.assets.appendingPathComponent("broken/MalformedContents.xcassets").path, "out"])
            #expect(r.status == Exit.dataError && r.stderrLines.count == 1 && r.stderr.contains("Contents.json: not a valid Contents.json"), "\(r)")
            #expect(sb.listing() == ["spec.json"])
        }
    }
}
