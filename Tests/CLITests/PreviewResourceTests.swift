import Foundation
import Raster
import Testing

/// `togglerender preview` with an app's asset catalogue: found beside the files or given with `--assets`;
/// a broken catalogue or picture is one line naming the file, exit 65, nothing written; `--strict` makes a
/// missing name an error.
@Suite struct PreviewResourceTests {
    static let assets = CLI.packageRoot.appendingPathComponent("Fixtures/assets")

    static let source = """
        import SwiftUI

        struct Badge: View {
            var body: some View {
                HStack(spacing: 0) {
                    Image("Logo")
                    Color("Brand").frame(width: 10, height: 10)
                }
            }
        }
        """

    @Test func aCatalogueBesideTheFileIsFound() throws {
        try Sandbox.with { sb in
            try FileManager.default.copyItem(at: Self.assets.appendingPathComponent("Sample.xcassets"), to: sb.root.appendingPathComponent("Assets.xcassets"))
            let file = try sb.write(Self.source, to: "Badge.swift")
            try sb.render(["preview", file, "--view", "Badge", "--scale", "2", "--appearance", "dark", "--output", "dark.png"])
            let p = try sb.png("dark.png")
            // The logo's dark @2x file (white, 20 × 10 pt), then the brand colour's dark variant.
            #expect(p.width == 60 && p.height == 20)
            let logo = p.straightPixel(x: 5, y: 5), brand = p.straightPixel(x: 50, y: 10)
            #expect([logo.r, logo.g, logo.b, logo.a] == [255, 255, 255, 255])
            #expect([brand.r, brand.g, brand.b] == [0, 128, 255])
        }
    }

    @Test func aCatalogueGivenWithTheFlag() throws {
        try Sandbox.with { sb in
            let file = try sb.write(Self.source, to: "Badge.swift")
            let catalog = Self.assets.appendingPathComponent("Sample.xcassets").path
            try sb.render(["preview", file, "--view", "Badge", "--scale", "3", "--assets", catalog, "--output", "light.png"])
            let logo = try sb.png("light.png").straightPixel(x: 10, y: 10)
            #expect([logo.r, logo.g, logo.b] == [0, 0, 255])
        }
    }

    @Test(arguments: [
        ("broken/CorruptPNG.xcassets", "Logo.imageset/logo.png: not a valid PNG"),
        ("broken/MalformedContents.xcassets", "Logo.imageset/Contents.json: not a valid Contents.json (not JSON)"),
    ])
    func brokenInputIsOneLineNamingTheFile(catalog: String, message: String) throws {
        try Sandbox.with { sb in
            let file = try sb.write(Self.source, to: "Badge.swift")
            let r = try sb.run(["preview", file, "--view", "Badge", "--assets", Self.assets.appendingPathComponent(catalog).path, "out"])
            #expect(r.status == Exit.dataError, "\(r)")
            #expect(r.stderrLines.count == 1 && r.stderr.contains(message), "\(r)")
            #expect(sb.listing() == ["Badge.swift"])
        }
    }

    @Test func strictMakesAMissingNameAnError() throws {
        try Sandbox.with { sb in
            let file = try sb.write(Self.source.replacingOccurrences(of: "\"Logo\"", with: "\"Lgo\""), to: "Badge.swift")
            let catalog = Self.assets.appendingPathComponent("Sample.xcassets").path
            let lenient = try sb.run(["preview", file, "--view", "Badge", "--assets", catalog, "--output", "lenient.png"])
            #expect(lenient.status == 0 && lenient.stderr.contains("warning: Image(\"Lgo\"): no image set of that name in 'Sample.xcassets'; did you mean 'Logo'?"), "\(lenient)")
            let r = try sb.run(["preview", file, "--view", "Badge", "--assets", catalog, "--strict", "--output", "strict.png"])
            #expect(r.status != 0 && r.stderr.contains("Image(\"Lgo\")") && r.stderr.contains("'Logo'"), "\(r)")
            #expect(!FileManager.default.fileExists(atPath: sb.path("strict.png")))
        }
    }

    @Test func stringsBesideTheFileForTheLocale() throws {
        try Sandbox.with { sb in
            let strings = CLI.packageRoot.appendingPathComponent("Fixtures/strings")
            try FileManager.default.copyItem(at: strings.appendingPathComponent("Localizable.xcstrings"), to: sb.root.appendingPathComponent("Localizable.xcstrings"))
            let file = try sb.write("import SwiftUI\n\nstruct Title: View {\n    var body: some View { Text(\"Night mode\") }\n}\n", to: "Title.swift")
            try sb.render(["preview", file, "--view", "Title", "--locale", "fr_FR", "fr"])
            let french = try String(decoding: sb.bytes("fr/frames.json"), as: UTF8.self)
            #expect(french.contains("\"accessibilityDescription\" : \"Mode nuit\"") && french.contains("\"locale\" : \"fr_FR\""), "\(french)")
            try sb.render(["preview", file, "--view", "Title", "--locale", "ar", "ar"])
            let arabic = try String(decoding: sb.bytes("ar/frames.json"), as: UTF8.self)
            #expect(arabic.contains("\"layout-direction\" : \"rtl\""), "\(arabic)")
            let broken = try sb.run(["preview", file, "--view", "Title", "--strings", strings.appendingPathComponent("broken/Localizable.xcstrings").path, "out"])
            #expect(broken.status == Exit.dataError && broken.stderrLines.count == 1 && broken.stderr.contains("broken/Localizable.xcstrings: not a string catalogue"), "\(broken)")
            #expect(!FileManager.default.fileExists(atPath: sb.path("out")))
        }
    }

    /// Examples/AppScreen's files as they are: its catalogue and strings beside them, found by themselves.
    @Test func theAppScreenExampleRendersFromItsFiles() throws {
        try Sandbox.with { sb in
            let folder = CLI.packageRoot.appendingPathComponent("Examples/AppScreen/Sources/AppScreen")
            let files = ["AppScreen.swift", "Models.swift"].map { folder.appendingPathComponent($0).path }
            let r = try sb.run(["preview"] + files + ["--tap", "Passer à Premium", "--locale", "fr_FR", "--frames", "2", "--scale", "2", "out"])
            #expect(r.status == 0 && !r.stderr.contains("warning"), "\(r)")
            let first = try sb.png("out/frame_000.png"), last = try sb.png("out/frame_001.png")
            // The logo's orange disc at its place (16 pt padding, 32 pt logo), the same in both frames.
            let logo = first.straightPixel(x: 2 * 20, y: 2 * 32)
            #expect(logo.r == 255 && abs(Int(logo.g) - 149) <= 2 && logo.b == 0, "\(logo)")
            #expect(first != last)
            let manifest = try String(decoding: sb.bytes("out/frames.json"), as: UTF8.self)
            #expect(manifest.contains("Bon retour, Ana") && manifest.contains("Premium"), "\(manifest.prefix(400))")
        }
    }
}
