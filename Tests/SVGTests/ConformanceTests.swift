import Foundation
import ImageIO
import Raster
import Testing
@testable import SVG

/// Our renders of `Fixtures/svg-conformance/GROUP/NAME.svg` against the pictures Chromium draws for
/// them (`NAME.png`, made by scripts/record-svg-conformance), one test per file, grouped as issue 18
/// groups SVG's features.
///
/// The comparison is scripts/svg-conformance.py's (docs/svg.md): a pixel differs when one of its
/// premultiplied channels lies more than ``tolerance`` outside the range that channel takes in the
/// other picture's 3 × 3 neighbourhood, checked both ways. Another anti-aliasing of an edge passes (the
/// neighbourhood holds both sides), a wrong colour, a shape moved by a pixel or more, or a missing
/// hairline does not. A picture matches when no pixel differs.
@Suite struct ConformanceTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/svg-conformance")
    /// Of 255; rounding and Skia's gradient dithering stay below it.
    static let tolerance = 8

    /// Where Chromium draws another picture and why; each of these must still differ (so that the
    /// list is kept true when one is fixed).
    static let knownDifferences: [String: String] = [
        "errors/invalid-points": "Chromium drops a points list with a bad number whole; SVG draws the points before the error",
        "units/x-height-and-digit": "Chromium takes ex and ch from the font (DejaVu Sans); we take half the font size, CSS's fallback",
    ]

    static func names(_ group: String) -> [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(group).path)) ?? []
        return files.filter { $0.hasSuffix(".svg") }.map { "\(group)/\($0.dropLast(4))" }.sorted()
    }

    @Test(arguments: names("errors")) func errors(_ name: String) throws { try check(name) }
    @Test(arguments: names("stylesheets")) func stylesheets(_ name: String) throws { try check(name) }
    @Test(arguments: names("structure")) func structure(_ name: String) throws { try check(name) }
    @Test(arguments: names("paint")) func paint(_ name: String) throws { try check(name) }
    @Test(arguments: names("units")) func units(_ name: String) throws { try check(name) }
    @Test(arguments: names("gradients")) func gradients(_ name: String) throws { try check(name) }

    @Test func everyGroupHasPictures() {
        for group in ["errors", "stylesheets", "structure", "paint", "units", "gradients"] {
            let names = Self.names(group)
            #expect(names.count >= 4, "\(group)")
            for name in names {
                #expect(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent("\(name).png").path), "\(name).png")
            }
        }
        for name in Self.knownDifferences.keys {
            #expect(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent("\(name).svg").path), "\(name)")
        }
    }

    func check(_ name: String) throws {
        let reference = try PNGDecoder.decode(Array(Data(contentsOf: Self.root.appendingPathComponent("\(name).png"))))
        let document = try SVGDocument(data: Data(contentsOf: Self.root.appendingPathComponent("\(name).svg")), errorHandling: .recover)
        let (width, height) = document.pixelSize(width: reference.width)
        try #require(width == reference.width && height == reference.height, "size \(width) × \(height)")
        let differing = Self.differingPixels(document.renderPixmap(width: width, height: height).pixmap, reference)
        if let reason = Self.knownDifferences[name] {
            #expect(differing > 0, "\(name) now matches Chromium: take it off knownDifferences (\(reason))")
        } else {
            #expect(differing == 0, "\(name): \(differing) pixels differ from Chromium's picture")
        }
    }

    /// The pixels where either picture lies outside the other's neighbourhood by more than `tolerance`.
    static func differingPixels(_ a: Pixmap, _ b: Pixmap, tolerance: Int = tolerance) -> Int {
        precondition(a.width == b.width && a.height == b.height)
        var count = 0
        for y in 0..<a.height {
            for x in 0..<a.width where excess(a, outside: b, x, y) > tolerance || excess(b, outside: a, x, y) > tolerance {
                count += 1
            }
        }
        return count
    }

    /// How far a channel of `p` at (x, y) lies outside that channel's range over `q`'s 3 × 3
    /// neighbourhood of (x, y) (the part inside the picture), the largest over the four channels.
    static func excess(_ p: Pixmap, outside q: Pixmap, _ x: Int, _ y: Int) -> Int {
        var worst = 0
        for channel in 0..<4 {
            let value = Int(p.data[(y * p.width + x) * 4 + channel])
            var low = 255, high = 0
            for ny in max(y - 1, 0)...min(y + 1, q.height - 1) {
                for nx in max(x - 1, 0)...min(x + 1, q.width - 1) {
                    let v = Int(q.data[(ny * q.width + nx) * 4 + channel])
                    low = min(low, v); high = max(high, v)
                }
            }
            worst = max(worst, low - value, value - high)
        }
        return worst
    }

    /// The metric passes another anti-aliasing of the same shape and fails a moved, recoloured or
    /// missing one.
    @Test func metricTellsAntiAliasingFromDifferences() throws {
        func render(_ body: String) throws -> Pixmap {
            let svg = "<svg xmlns='http://www.w3.org/2000/svg' width='40' height='40' fill='#26a'>\(body)</svg>"
            return try SVGDocument(string: svg).renderPixmap(width: 40, height: 40).pixmap
        }
        let square = "<rect x='10' y='10' width='20' height='20'/>"
        let base = try render(square)
        #expect(Self.differingPixels(base, base) == 0)
        #expect(Self.differingPixels(base, try render("<rect x='10.4' y='9.7' width='20' height='20'/>")) == 0)
        #expect(Self.differingPixels(base, try render("<rect x='12' y='10' width='20' height='20'/>")) > 0)
        #expect(Self.differingPixels(base, try render("<rect x='10' y='10' width='20' height='20' fill-opacity='0.9'/>")) > 0)
        #expect(Self.differingPixels(base, try render(square + "<rect x='2' y='35' width='36' height='1'/>")) > 0)
    }
}
