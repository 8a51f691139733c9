import Foundation
import GoldenTesting
import Raster
import SVG
import Testing

/// Every SVG file in `Fixtures/svg/` rendered at its own size and at 2.5×, against the goldens in
/// `Fixtures/golden/svg/`. A new fixture without goldens fails under CI (record mode `never`).
struct SVGFixtureGoldenTests {
    static let fixtures: [String] = {
        let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Fixtures/svg").standardized
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        return names.filter { $0.hasSuffix(".svg") }.map { String($0.dropLast(4)) }.sorted()
    }()

    static func document(_ name: String) throws -> SVGDocument {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Fixtures/svg/\(name).svg").standardized
        return try SVGDocument(data: Data(contentsOf: url))
    }

    @Test func fixturesExist() {
        #expect(Self.fixtures.count >= 6, "expected the six fixture files, found \(Self.fixtures)")
    }

    @Test(arguments: fixtures, [1.0, 2.5])
    func fixtureMatchesGolden(name: String, scale: Double) throws {
        let doc = try Self.document(name)
        let size = doc.pixelSize(scale: scale)
        let (pixmap, _) = doc.renderPixmap(width: size.width, height: size.height)
        try assertGolden(pixmap, named: "\(name)@\(scale == 1 ? "1" : "2.5")x", group: "svg")
    }
}
