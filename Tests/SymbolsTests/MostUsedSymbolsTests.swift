import Foundation
import Raster
import Testing
@testable import Symbols

/// The SF Symbol names most used in public Swift code (docs/symbol-usage.tsv, ranked by sampling the
/// search tool's code corpus; docs/symbols.md says how) are drawn as that file says.
@Suite struct MostUsedSymbolsTests {
    struct Ranked: Sendable, CustomStringConvertible {
        let rank: Int, name: String, drawnBy: String
        var description: String { "\(rank). \(name)" }
    }

    static let ranking: [Ranked] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/symbol-usage.tsv")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").dropFirst().compactMap { line in
            let f = line.split(separator: "\t").map(String.init)
            guard !line.hasPrefix("#"), f.count == 5, let rank = Int(f[0]) else { return nil }
            return Ranked(rank: rank, name: f[1], drawnBy: f[4])
        }
    }()

    static let drawn = ranking.filter { $0.drawnBy != "none" }

    @Test func theRankingIsThere() {
        #expect(Self.ranking.count > 400)
        #expect(Self.ranking.map(\.rank) == Array(1...Self.ranking.count))
        #expect(Set(Self.ranking.map(\.drawnBy)).isSubset(of: ["ours", "mapped", "composed", "none"]))
        #expect(Self.drawn.count >= 356, "\(Self.drawn.count) of the ranked names are drawn")
        #expect(Self.drawn.filter { $0.rank <= 100 }.count >= 99)
        #expect(Self.drawn.filter { $0.rank <= 300 }.count >= 256)
    }

    /// Each drawn name resolves from the source the file says and draws ink at three sizes and two weights.
    @Test(arguments: drawn)
    func drawnNameRendersAtThreeSizesAndTwoWeights(_ entry: Ranked) throws {
        let resolution = try Fixture.catalog.resolve(entry.name)
        guard case .found(let symbol, let source) = resolution else { Issue.record("\(entry) is unknown"); return }
        switch source {
        case .ours: #expect(entry.drawnBy == "ours", "\(entry)")
        case .mapped: #expect(entry.drawnBy == "mapped", "\(entry)")
        case .composed: #expect(entry.drawnBy == "composed", "\(entry)")
        case .userFolder: Issue.record("\(entry): no user folder here")
        }
        for size in [13.0, 17, 28] {
            for weight in [SymbolWeight.regular, .bold] {
                let image = SymbolRenderer.image(of: symbol, style: SymbolStyle(pointSize: size, weight: weight), scale: 2)
                #expect(Fixture.inkCount(image, threshold: 127) > 4, "\(entry) at \(size) pt, \(weight): no ink")
            }
        }
    }

    /// A name the file says has no counterpart really is unknown (so the file stays true as the map grows).
    @Test func namesWithoutACounterpartAreUnknown() throws {
        for entry in Self.ranking where entry.drawnBy == "none" {
            #expect(try Fixture.catalog.resolve(entry.name).symbol == nil, "\(entry) now resolves: update docs/symbol-usage.tsv")
        }
    }
}
