import Foundation
import Testing

/// Job names and matrix folder names cannot leave OUTDIR: each bad one is a one-line error naming the
/// job, before anything is written.
@Suite struct BatchNameTests {
    static func job(_ fields: String) -> String { "{\"jobs\": [{\(fields), \"state\": \"night\", \"frames\": 2, \"scale\": 1}]}" }

    @Test(arguments: [
        (job("\"name\": \"..\""), "job 1: name \"..\""),
        (job("\"name\": \".\""), "job 1: name \".\""),
        (job("\"name\": \"\""), "job 1: name \"\""),
        (job("\"name\": \"a/b\""), "job 1: name \"a/b\""),
        (job("\"name\": \"/abs\""), "job 1: name \"/abs\""),
        (job("\"name\": \".hidden\""), "job 1: name \".hidden\""),
        (job("\"name\": \"a\\nb\""), "job 1: name \"a\\nb\""),
        (job("\"name\": \"tab\\there\""), "job 1: name \"tab\\there\""),
        (job("\"name\": \"nul\\u0000\""), "job 1: name \"nul\\0\""),
        (job("\"name\": \"" + String(repeating: "x", count: 101) + "\""), "job 1: name \"xxxx"),
        (job("\"name\": \"m\", \"matrix\": {\"title\": [\"a/b\"]}"), "job \"m\": matrix \"title\" value \"a/b\" has a '/'"),
        (job("\"name\": \"m\", \"matrix\": {\"title\": [\"..\\\\x\"]}"), "matrix \"title\" value \"..\\\\x\" has a '/', a '\\'"),
        (job("\"name\": \"m\", \"matrix\": {\"title\": [\"line\\nbreak\"]}"), "matrix \"title\" value \"line\\nbreak\""),
        (job("\"name\": \"m\", \"matrix\": {\"title\": [\"Night mode\", \"Night-mode\"]}"),
         "job \"m\": matrix values \"Night mode\" and \"Night-mode\" give the same folder \"m/title-Night-mode\""),
        (job("\"name\": \"m\", \"matrix\": {\"ti\\ntle\": [\"a\"]}"), "job \"m\": unknown key \"ti\\ntle\""),
    ])
    func badNamesAreErrorsNamingTheJob(spec: String, mention: String) throws {
        try Sandbox.with { sb in
            let path = try sb.write(spec, to: "spec.json")
            try sb.fail(["batch", path, "out"], status: Exit.dataError, mentions: ["spec.json", mention])
        }
    }

    /// Matrix values become folder names inside the job's folder: other characters turn into '-'.
    @Test func matrixValuesMakePlainFolderNames() throws {
        try Sandbox.with { sb in
            let spec = """
                {"jobs": [{"name": "m", "component": "symbol-morph", "state": "on", "scale": 1, "format": "poster", "on-symbol": "bell.fill", "off-symbol": "bell.slash.fill",
                           "matrix": {"title": ["..", "Nuit étoilée"]}}]}
                """
            let path = try sb.write(spec, to: "spec.json")
            try sb.render(["batch", "--quiet", path, "out"])
            #expect(Set(sb.listing()) == ["out", "out/m", "out/m/title-..", "out/m/title-Nuit--toil-e", "out/m/title-../poster.png",
                                          "out/m/title-../frames.json", "out/m/title-Nuit--toil-e/poster.png",
                                          "out/m/title-Nuit--toil-e/frames.json", "spec.json"])
        }
    }

    @Test func linksOnTheWayAreRefused() throws {
        try Sandbox.with { sb in
            let path = try sb.write(Self.job("\"name\": \"m\", \"matrix\": {\"appearance\": [\"light\", \"dark\"]}"), to: "spec.json")
            try FileManager.default.createDirectory(atPath: sb.path("elsewhere"), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: sb.path("linked"), withDestinationPath: "elsewhere")
            try sb.fail(["batch", path, "linked"], status: Exit.cannotCreate, mentions: ["'linked' is a symbolic link"])
            try FileManager.default.createDirectory(atPath: sb.path("out"), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: sb.path("out/m"), withDestinationPath: "../elsewhere")
            try sb.fail(["batch", path, "out"], status: Exit.cannotCreate, mentions: ["job \"m (appearance-light)\"", "'out/m' is a symbolic link"])
            #expect(sb.listing().filter { $0.hasPrefix("elsewhere/") }.isEmpty)
        }
    }
}
