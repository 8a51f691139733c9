import Foundation
import Testing

/// `togglerender batch SPEC.json OUTDIR`: spec checking, matrix expansion, parallel jobs, failures.
@Suite struct BatchCommandTests {
    static let matrixSpec = """
        {"jobs": [
          {"name": "toggle", "state": "night", "frames": 2, "scale": 1,
           "matrix": {"appearance": ["light", "dark"], "reduce-motion": [false, true]}},
          {"name": "demo", "scene": "demo", "state": "day", "frames": 2, "scale": 1, "device": "200x300"}
        ]}
        """

    @Test func matrixExpandsIntoOneFolderPerCombination() throws {
        try Sandbox.with { sb in
            let spec = try sb.write(Self.matrixSpec, to: "spec.json")
            try sb.run(["batch", "--quiet", spec, "out"]).expectSuccess()
            let folders = sb.listing().filter { $0.hasSuffix("frames.json") }.map { String($0.dropLast("/frames.json".count)) }
            #expect(folders == ["out/demo", "out/toggle/appearance-dark_reduce-motion-off", "out/toggle/appearance-dark_reduce-motion-on",
                                "out/toggle/appearance-light_reduce-motion-off", "out/toggle/appearance-light_reduce-motion-on"])
            // Each combination got its own settings.
            let manifest = try JSONSerialization.jsonObject(with: sb.bytes("out/toggle/appearance-dark_reduce-motion-on/frames.json")) as? [String: Any]
            let settings = try #require(manifest?["settings"] as? [String: Any])
            #expect(settings["appearance"] as? String == "dark" && settings["reduce-motion"] as? Bool == true)
            #expect(try sb.png("out/demo/frame_000.png").width == 200)
        }
    }

    /// A job's files are exactly what the render command writes for the same flags, whatever the thread count.
    @Test func jobsMatchTheRenderCommand() throws {
        try Sandbox.with { sb in
            let spec = try sb.write(Self.matrixSpec, to: "spec.json")
            try sb.run(["batch", "--quiet", "--threads", "1", spec, "one"]).expectSuccess()
            try sb.run(["batch", "--quiet", "--threads", "3", spec, "three"]).expectSuccess()
            try sb.run(["--state", "night", "--frames", "2", "--scale", "1", "--appearance", "dark", "--quiet", "direct"]).expectSuccess()
            for frame in ["frame_000.png", "frame_001.png"] {
                let batch = try sb.bytes("one/toggle/appearance-dark_reduce-motion-off/\(frame)")
                #expect(batch == (try sb.bytes("direct/\(frame)")))
                #expect(batch == (try sb.bytes("three/toggle/appearance-dark_reduce-motion-off/\(frame)")))
            }
        }
    }

    /// A job that cannot write fails alone: it is named on standard error, the others finish, and the exit
    /// status says the batch failed.
    @Test func aFailingJobDoesNotStopTheOthers() throws {
        try Sandbox.with { sb in
            let spec = try sb.write(Self.matrixSpec, to: "spec.json")
            try FileManager.default.createDirectory(atPath: sb.path("out"), withIntermediateDirectories: true)
            try sb.write("in the way", to: "out/demo")   // a file where the demo job's folder should go
            let r = try sb.run(["batch", "--quiet", spec, "out"])
            #expect(r.status == Exit.cannotCreate, "\(r)")
            #expect(r.stderrLines.count == 2, "\(r)")
            #expect(r.stderr.contains("job \"demo\" failed") && r.stderr.contains("1 of 5 jobs failed"), "\(r)")
            #expect(sb.listing().filter { $0.hasSuffix("frames.json") }.count == 4)
        }
    }

    @Test(arguments: [
        ("{\"jobs\": [", "not valid JSON"),
        ("[]", "must be an object"),
        ("{\"jobs\": []}", "non-empty array"),
        ("{\"jobs\": [], \"extra\": 1}", "unknown top-level key \"extra\""),
        ("{\"jobs\": [{\"state\": \"night\"}]}", "job 1 needs a \"name\""),
        ("{\"jobs\": [{\"name\": \"../up\", \"state\": \"night\"}]}", "name \"../up\""),
        ("{\"jobs\": [{\"name\": \"a\", \"state\": \"night\", \"frames\": 2}, {\"name\": \"a\", \"state\": \"day\", \"frames\": 2}]}", "used twice"),
        ("{\"jobs\": [{\"name\": \"a\", \"state\": \"night\", \"frames\": 2, \"apperance\": \"dark\"}]}", "job \"a\": unknown key \"apperance\""),
        ("{\"jobs\": [{\"name\": \"a\", \"state\": \"night\", \"frames\": 2, \"threads\": 2}]}", "unknown key \"threads\""),
        ("{\"jobs\": [{\"name\": \"a\", \"state\": \"night\", \"frames\": 2, \"reduce-motion\": 1}]}", "\"reduce-motion\" must be true or false"),
        ("{\"jobs\": [{\"name\": \"a\", \"state\": \"night\", \"frames\": [2]}]}", "\"frames\" must be a string or a number"),
        ("{\"jobs\": [{\"name\": \"a\", \"state\": \"night\", \"frames\": 1}]}", "job \"a\": --frames must be"),
        ("{\"jobs\": [{\"name\": \"a\", \"state\": \"night\", \"frames\": 2, \"matrix\": {\"scale\": []}}]}", "matrix \"scale\" must be a non-empty array"),
        ("{\"jobs\": [{\"name\": \"a\", \"state\": \"night\", \"frames\": 2, \"scale\": 1, \"matrix\": {\"scale\": [2]}}]}", "both a field and a matrix key"),
        ("{\"jobs\": [{\"name\": \"a\", \"state\": \"night\", \"frames\": 2, \"matrix\": {\"scale\": [1, 5]}}]}", "job \"a (scale-5)\": --scale"),
    ])
    func specErrorsNameTheJobAndTheField(spec: String, mention: String) throws {
        try Sandbox.with { sb in
            let path = try sb.write(spec, to: "spec.json")
            try sb.fail(["batch", path, "out"], status: Exit.dataError, mentions: ["spec.json", mention])
        }
    }

    @Test func missingSpecIsNoInput() throws {
        try Sandbox.with { sb in
            try sb.fail(["batch", "nowhere.json", "out"], status: Exit.noInput, mentions: ["nowhere.json"])
        }
    }
}
