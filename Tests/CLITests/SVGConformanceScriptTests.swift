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

    /// scripts/record-svg-conformance sizes each picture as `togglerender svg` sizes the file (at scale
    /// 1): a file with only a viewBox (resvg's tests) at the viewBox's size, not the browser's 150 × 150.
    @Test func recordingSizesFilesAsTogglerenderDoes() throws {
        try Sandbox.with { box in
            let open = "<svg xmlns='http://www.w3.org/2000/svg'"
            let files = [
                "\(open) viewBox='0 0 200 100'/>", "\(open) width='50' viewBox='0 0 200 100'/>",
                "\(open) height='30' viewBox='5 5 20 10'/>", "\(open) width='-50' height='-100'/>",
                "\(open) width='1in' height='10mm'/>", "<!-- <svg width='1'> -->\n\(open) width='40'/>",
            ]
            var paths: [String] = []
            for (i, text) in files.enumerated() { paths.append(try box.write(text, to: "f\(i).svg")) }
            let python = CLI.packageRoot.appendingPathComponent(".build/venv/bin/python").path
            let script = CLI.packageRoot.appendingPathComponent("scripts/record-svg-conformance").path
            let load = "import importlib.machinery as m, importlib.util as u, sys; l = m.SourceFileLoader('r', '\(script)'); "
                + "r = u.module_from_spec(u.spec_from_loader('r', l)); l.exec_module(r); "
                + "print('\\n'.join('%d %d' % r.own_size(f) for f in sys.argv[1:]))"
            let result = try DocsTests.run(python, ["-c", load] + paths)
            try #require(result.status == 0, "\(result.errors)")
            let sizes = result.output.split(separator: "\n").map(String.init)
            #expect(sizes == ["200 100", "50 25", "60 30", "300 150", "96 38", "40 150"])
            for (i, size) in sizes.enumerated() {
                let run = try box.run(["svg", "f\(i).svg", "f\(i).png"])   // f3 warns about its negative size
                try #require(run.status == 0, "\(run)")
                let png = try Data(contentsOf: URL(fileURLWithPath: box.path("f\(i).png")))
                let side = { (at: Int) in png[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
                #expect("\(side(16)) \(side(20))" == size, "f\(i).svg")
            }
        }
    }
}
