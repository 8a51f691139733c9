import Foundation
import Testing

/// scripts/svg-conformance.py on a folder made here: a render equal to its reference matches, and
/// for each other file it says why not (pixels, size, a failed render); SVGs without a picture are left out.
@Suite struct SVGConformanceScriptTests {
    @Test func countsMatchesAndSaysWhyTheOthersDiffer() throws {
        try Sandbox.with { box in
            let rect = "<rect x='2' y='2' width='10' height='6' fill='#26a'/>"
            func svg(_ body: String, width: Int = 20) -> String {
                "<svg xmlns='http://www.w3.org/2000/svg' width='\(width)' height='10'>\(body)</svg>"
            }
            try FileManager.default.createDirectory(atPath: box.path("set"), withIntermediateDirectories: true)
            try box.write(svg(rect), to: "set/same.svg")
            try box.render(["svg", "set/same.svg", "set/same.png"])   // our own render is its reference
            try box.write(svg(rect.replacingOccurrences(of: "#26a", with: "#2a6")), to: "set/colour.svg")
            try box.write(svg(rect, width: 40), to: "set/wide.svg")
            try box.write("<svg", to: "set/broken.svg")
            try box.write(svg(rect), to: "set/alone.svg")
            for name in ["colour", "wide", "broken"] {
                try FileManager.default.copyItem(atPath: box.path("set/same.png"), toPath: box.path("set/\(name).png"))
            }
            let python = CLI.packageRoot.appendingPathComponent(".build/venv/bin/python").path
            let script = CLI.packageRoot.appendingPathComponent("scripts/svg-conformance.py").path
            let result = try DocsTests.run(python, [script, "--togglerender", try CLI.binary().path, box.path("set")])
            try #require(result.status == 0, "svg-conformance.py failed: \(result.errors)")
            let lines = result.output.split(separator: "\n").map(String.init)
            #expect(lines.first { $0.hasPrefix("ok       same") } != nil, "\(lines)")
            #expect(lines.contains { $0.hasPrefix("DIFFERS  colour: 60 pixels differ (30.0 %)") && $0.hasSuffix("in x 2...11, y 2...7") }, "\(lines)")
            #expect(lines.contains { $0 == "DIFFERS  wide: size 20 x 5, reference 20 x 10" }, "\(lines)")
            #expect(lines.contains { $0.hasPrefix("DIFFERS  broken: render failed (exit 65)") }, "\(lines)")
            #expect(!lines.contains { $0.contains("alone") })
            #expect(lines.last == "1 of 4 match (25 %)")
        }
    }
}
