import Foundation
import SVG
import Testing
@testable import togglerender_fuzz

/// Every fuzz target over its seeds and its regressions (inputs that once crashed it), in the ordinary
/// test build: a crash found by the fuzzer stays fixed, and the seeds stay inputs the targets accept.
@Suite struct CorpusReplayTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    @Test(arguments: FuzzTarget.all.map(\.name))
    func seedsAndRegressionsRunCleanly(target name: String) throws {
        let target = try #require(FuzzTarget.named(name))
        let seeds = target.seedFiles(packageRoot: Self.packageRoot)
        #expect(seeds.count >= 2, "the \(name) target needs seeds")
        for file in seeds + target.regressionFiles(packageRoot: Self.packageRoot) {
            target.run(Array(try Data(contentsOf: URL(fileURLWithPath: file))))
        }
    }

    /// The seeds are mostly inputs the readers accept, so that fuzzing starts deep in the code.
    @Test func svgSeedsParse() throws {
        let seeds = FuzzTarget.svg.seedFiles(packageRoot: Self.packageRoot)
        let parsed = seeds.filter { file in
            (try? SVGDocument(data: Data(contentsOf: URL(fileURLWithPath: file)))) != nil
        }
        #expect(parsed.count == seeds.count, "\(Set(seeds).subtracting(parsed))")
    }
}
