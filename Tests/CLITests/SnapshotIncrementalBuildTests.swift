import Foundation
import Testing

/// `togglerender snapshot` keeps a package's build folder from run to run, so a changed file recompiles only
/// what depends on it; it must never run stale code: a changed layout that another file's code depends on
/// recompiles that file too, and a file fixed after a compile error is compiled as it now is. (The swatch is
/// `private`: a preview is compiled in its own file, so it sees the file's private types, as in Xcode.)
@Suite struct SnapshotIncrementalBuildTests {
    static let palette = """
        import SwiftUI
        struct Palette { var a: Color = .red; var b: Color = .blue }

        """
    static let cards = """
        import SwiftUI
        private struct Swatch: View {
            var body: some View { Rectangle().fill(Palette().b).frame(width: 40, height: 40) }
        }
        #Preview("Swatch") { Swatch() }

        """
    static func other(_ title: String) -> String {
        """
        import SwiftUI
        #Preview("Label") { Text("\(title)").padding() }

        """
    }

    /// The build folder's objects (`0.o` is the first file in path order) and when each was last written.
    static func objects(_ sb: Sandbox) throws -> [String: Date] {
        let previews = sb.cacheHome.appendingPathComponent("togglerender/previews")
        let builds = try FileManager.default.contentsOfDirectory(atPath: previews.path).filter { $0.hasPrefix("incremental-") }
        try #require(builds.count == 1, "one build folder for the package: \(builds)")
        let folder = previews.appendingPathComponent(builds[0]).appendingPathComponent("objects")
        var out: [String: Date] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".o") {
            out[name] = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(name).path)[.modificationDate] as? Date
        }
        return out
    }

    /// The objects written again between `before` and `after`.
    static func rewritten(_ before: [String: Date], _ after: [String: Date]) -> [String] {
        after.keys.filter { before[$0] != after[$0] }.sorted()
    }

    @Test func aChangedFileRecompilesOnlyWhatItMust() throws {
        try Sandbox.with { sb in
            try FileManager.default.createDirectory(atPath: sb.path("pkg/Sources/Lib"), withIntermediateDirectories: true)
            try sb.write("// swift-tools-version:5.9\nimport PackageDescription\n", to: "pkg/Package.swift")
            // Path order, and so object order: Cards (0.o), Other (1.o), Palette (2.o).
            try sb.write(Self.cards, to: "pkg/Sources/Lib/Cards.swift")
            try sb.write(Self.other("First"), to: "pkg/Sources/Lib/Other.swift")
            try sb.write(Self.palette, to: "pkg/Sources/Lib/Palette.swift")
            let recorded = try sb.run(["snapshot", "pkg"], environment: SnapshotCommandTests.local)
            #expect(recorded.status == 0 && recorded.stdout.contains("2 added"), "\(recorded)")
            let first = try Self.objects(sb)
            #expect(first.keys.sorted() == ["0.o", "1.o", "2.o", "3.o", "4.o"], "the three files, the preview API, main")

            // One preview's text changed: only its file is compiled again, and the snapshot shows the change.
            try sb.write(Self.other("Second"), to: "pkg/Sources/Lib/Other.swift")
            let changed = try sb.run(["snapshot", "pkg"], environment: ["CI": "true"])
            #expect(changed.status == 1 && changed.stderr.contains("1 unchanged, 1 changed"), "\(changed)")
            #expect(try SnapshotCommandTests.report(sb).ids("changed") == ["Other/Label"])
            let second = try Self.objects(sb)
            #expect(Self.rewritten(first, second) == ["1.o"])

            // A new field before `b` moves it: Cards' code reads `b` at its new place only if Cards is compiled
            // again (stale code would read `a`, red, and the swatch would change).
            try sb.write(Self.palette.replacingOccurrences(of: "{ var a", with: "{ var z: Color = .green; var a"), to: "pkg/Sources/Lib/Palette.swift")
            let moved = try sb.run(["snapshot", "pkg", "--record", "never"], environment: SnapshotCommandTests.local)
            #expect(moved.status == 1 && moved.stderr.contains("1 unchanged, 1 changed"), "\(moved)")
            #expect(try SnapshotCommandTests.report(sb).ids("unchanged") == ["Cards/Swatch"], "the swatch is still blue")
            let third = try Self.objects(sb)
            #expect(Self.rewritten(second, third).contains("0.o") && Self.rewritten(second, third).contains("2.o"))
            #expect(!Self.rewritten(second, third).contains("1.o"), "Other does not use Palette")

            // A compile error, then the file fixed to a third text: that text is what runs.
            try sb.write(Self.other("Broken\") + undefinedName + Text(\"x"), to: "pkg/Sources/Lib/Other.swift")
            let broken = try sb.run(["snapshot", "pkg", "--record", "never"], environment: SnapshotCommandTests.local)
            #expect(broken.status == 65 && broken.stderr.contains("undefinedName"), "\(broken)")
            try sb.write(Self.other("First"), to: "pkg/Sources/Lib/Other.swift")
            let fixed = try sb.run(["snapshot", "pkg"], environment: ["CI": "true"])
            #expect(fixed.status == 0 && fixed.stdout.contains("2 unchanged"), "back to the recorded text: \(fixed)")
            try sb.write(Self.other("Third"), to: "pkg/Sources/Lib/Other.swift")
            let third2 = try sb.run(["snapshot", "pkg"], environment: ["CI": "true"])
            #expect(third2.status == 1 && third2.stderr.contains("1 unchanged, 1 changed"), "\(third2)")

            // A file added: everything is compiled afresh (another file's names could now resolve to it).
            try sb.write(Self.other("First"), to: "pkg/Sources/Lib/Other.swift")
            _ = try sb.run(["snapshot", "pkg"], environment: ["CI": "true"])
            let before = try Self.objects(sb)
            try sb.write("import SwiftUI\n#Preview(\"Added\") { Circle().frame(width: 10, height: 10) }\n", to: "pkg/Sources/Lib/Added.swift")
            let added = try sb.run(["snapshot", "pkg"], environment: SnapshotCommandTests.local)
            #expect(added.status == 0 && added.stdout.contains("1 added"), "\(added)")
            let after = try Self.objects(sb)
            #expect(after.count == 6 && Self.rewritten(before, after).count == 6)
        }
    }
}
