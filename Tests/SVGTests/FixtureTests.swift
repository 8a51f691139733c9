import Testing
import Foundation
@testable import SVG

/// The golden inputs in `Fixtures/svg/` must parse cleanly (no warnings) and draw something.
@Suite struct FixtureTests {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/svg")
    static let names = ["shapes", "strokes-joins-caps", "gradients", "fill-rules", "transforms", "opacity-groups"]

    @Test(arguments: names) func fixtureParsesWithoutWarnings(_ name: String) throws {
        let data = try Data(contentsOf: Self.directory.appendingPathComponent("\(name).svg"))
        let d = try SVGDocument(data: data)
        #expect(d.warnings.isEmpty, "\(d.warnings)")
        #expect(d.size.width >= 64 && d.size.width <= 128)
        let (w, h) = d.pixelSize(scale: 0.5)
        let px = d.renderPixmap(width: w, height: h).pixmap
        if name != "strokes-joins-caps" {   // strokes stay empty until the stroker lands
            #expect(px.data.enumerated().contains { $0.offset % 4 == 3 && $0.element > 0 })
        }
    }
}
