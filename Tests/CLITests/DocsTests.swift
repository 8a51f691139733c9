import Foundation
import ImageIO
import Raster
import Testing

/// The committed docs images are what the code renders now (so the README and the gallery never drift),
/// and the gallery page works in a real browser.
@Suite struct DocsTests {
    static let docs = CLI.packageRoot.appendingPathComponent("docs")

    /// Every file under `folder`, relative, sorted.
    static func files(under folder: URL) -> [String] {
        let e = FileManager.default.enumerator(atPath: folder.path)
        return (e?.compactMap { $0 as? String } ?? []).filter { path in
            var isDirectory: ObjCBool = false
            FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isDirectory)
            return !isDirectory.boolValue
        }.sorted()
    }

    /// `scripts/docs` again, into a sandbox laid out like docs/: the same files, byte for byte.
    @Test func committedDocsAreWhatTheCodeRenders() throws {
        try Sandbox.with { sb in
            let spec = Self.docs.appendingPathComponent("screenshots.json").path
            try sb.run(["batch", "--quiet", "--gallery", "index.html", spec, "gallery"]).expectSuccess()
            try sb.run(["symbol-sheet", "symbol-sheet.png"]).expectSuccess()
            for (file, source) in [("symbol-sheet-mapped.png", "ours,user,mapped"), ("symbol-sheet-composed.png", "composed")] {
                try sb.run(["symbol-sheet", file, "--source", source, "--text-sizes", "13,17,28", "--scale", "1", "--columns", "10"]).expectSuccess()
            }

            let committed = Self.files(under: Self.docs.appendingPathComponent("gallery"))
            let rendered = Self.files(under: sb.root.appendingPathComponent("gallery"))
            #expect(!committed.isEmpty)
            #expect(committed == rendered, "docs/gallery holds other files than the spec renders; run scripts/docs")
            for file in Set(committed).intersection(rendered).sorted() {
                #expect(try sb.bytes("gallery/\(file)") == Data(contentsOf: Self.docs.appendingPathComponent("gallery/\(file)")),
                        "docs/gallery/\(file) is not what the code renders now; run scripts/docs")
            }
            for file in ["index.html", "symbol-sheet.png", "symbol-sheet-mapped.png", "symbol-sheet-composed.png"] {
                #expect(try sb.bytes(file) == Data(contentsOf: Self.docs.appendingPathComponent(file)),
                        "docs/\(file) is not what the code renders now; run scripts/docs")
            }
        }
    }

    /// HTML allows only whole numbers in an image's `width` and `height` attributes: a picture whose size
    /// in points is fractional is sized by a style instead.
    @Test func galleryImageSizesAreValidHTML() throws {
        let page = try String(contentsOf: Self.docs.appendingPathComponent("index.html"), encoding: .utf8)
        let images = page.components(separatedBy: "<img ").dropFirst().map { $0.prefix { $0 != ">" } }
        #expect(images.count >= 10)
        for tag in images {
            for attribute in [" width=\"", " height=\""] {
                guard let start = tag.range(of: attribute)?.upperBound else { continue }
                let value = tag[start...].prefix { $0 != "\"" }
                #expect(!value.isEmpty && value.allSatisfy(\.isASCII) && value.allSatisfy(\.isNumber), "\(attribute)\(value)\" in \(tag)")
            }
        }
    }

    private struct Report: Decodable {
        struct Image: Decodable {
            struct Box: Decodable { let x: Double, y: Double, width: Double, height: Double }
            let src: String, alt: String, complete: Bool, naturalWidth: Int, naturalHeight: Int, box: Box
        }
        let images: [Image]
    }

    /// Headless Chromium opens docs/index.html: every image loads at the size of its file and has alt text
    /// naming the component's switch; and two screenshots a moment apart differ inside an animated image.
    /// (Animations hold their last frame for a moment before they loop, so a pair of shots can fall into
    /// holds everywhere by chance; a pair that shows no change is taken again, up to three times.)
    @Test func galleryLoadsAndPlaysInChromium() throws {
        let page = Self.docs.appendingPathComponent("index.html").path
        let script = CLI.packageRoot.appendingPathComponent("scripts/browser-check.py").path
        let shots = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: shots, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: shots) }
        let (w, h) = (1280, 1400)

        var played = false
        for attempt in 1...3 where !played {
            let first = shots.appendingPathComponent("\(attempt)-a.png").path, second = shots.appendingPathComponent("\(attempt)-b.png").path
            let result = try Self.run("/usr/bin/python3", [script, page, first, second, "--interval", "0.6",
                                                           "--width", "\(w)", "--height", "\(h)"])
            try #require(result.status == 0, "browser-check.py failed: \(result.errors)")
            let report = try JSONDecoder().decode(Report.self, from: Data(result.output.utf8))
            if attempt == 1 {
                #expect(report.images.count >= 10)
                for image in report.images {
                    let file = Self.docs.appendingPathComponent(image.src).path
                    let png = try PNGFile.read(file)
                    #expect(image.complete && image.naturalWidth == png.width && image.naturalHeight == png.height, "\(image.src)")
                    #expect(image.alt.contains("switch, "), "\(image.src): alt '\(image.alt)'")
                    // Shown at its size in points (1, 2 or 3 pixels each), a fractional one (a @2x picture of
                    // an odd number of pixels) included.
                    let box = image.box
                    let shownAtAScale = [1.0, 2.0, 3.0].contains { (scale: Double) -> Bool in
                        abs(box.width * scale - Double(png.width)) < 0.02 && abs(box.height * scale - Double(png.height)) < 0.02
                    }
                    #expect(shownAtAScale, "\(image.src): box \(box)")
                }
            }
            let a = try PNGFile.read(first), b = try PNGFile.read(second)
            try #require(a.width == w && a.height == h && b.width == w && b.height == h)
            // Pixels that changed: only inside the boxes of animated images, and inside at least one of them.
            let animated = report.images.filter { $0.src.hasSuffix("animation.png") }.map(\.box)
            func isAnimated(_ x: Int, _ y: Int) -> Bool {
                animated.contains { Double(x) >= $0.x && Double(x) < $0.x + $0.width && Double(y) >= $0.y && Double(y) < $0.y + $0.height }
            }
            var inside = 0, outside = 0
            for y in 0..<h {
                for x in 0..<w where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) {
                    if isAnimated(x, y) { inside += 1 } else { outside += 1 }
                }
            }
            #expect(outside == 0, "\(outside) pixels changed outside the animated images")
            played = inside > 0
        }
        #expect(played, "no animated image changed between screenshots 0.6 s apart, three times")
    }

    static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let output = out.fileHandleForReading.readDataToEndOfFile()
        let errors = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self), String(decoding: errors, as: UTF8.self))
    }
}
