import Foundation
import ImageIO
import Raster
import Testing

/// `togglerender snapshot`: a package's previews found, rendered by one compiled program, compared with goldens
/// named from what they show, and a report written whatever the outcome. Each test compiles one program
/// (a few seconds) into its sandbox's own cache; the environment is set explicitly, so that a CI run of the
/// suite (CI=true) tests the same modes.
@Suite struct SnapshotCommandTests {
    /// Recording as outside CI, unless a test says otherwise.
    static let local: [String: String?] = ["CI": nil, "TOGGLERENDER_RECORD": nil]

    static let cards = """
        import SwiftUI

        struct Card: View {
            var title: String
            var color: Color = .blue
            var body: some View {
                Text(title).padding().background(RoundedRectangle(cornerRadius: 8).fill(color))
            }
        }

        #Preview("Named") { Card(title: "A") }

        #Preview { Card(title: "B") }

        #Preview("Fixed", traits: .fixedLayout(width: 200, height: 100)) { Card(title: "C") }

        #if DEBUG
        #Preview("In debug") { Card(title: "D") }

        struct Card_Previews: PreviewProvider {
            static var previews: some View {
                Card(title: "E").previewDisplayName("From a provider")
            }
        }
        #endif

        """

    /// A package with a library target (`Cards.swift`) and an executable target whose preview would not
    /// compile: executable targets are not part of the snapshot.
    static func package(_ sb: Sandbox, cards: String = cards) throws {
        try FileManager.default.createDirectory(atPath: sb.path("pkg/Sources/Lib"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: sb.path("pkg/Sources/tool"), withIntermediateDirectories: true)
        try sb.write("// swift-tools-version:5.9\nimport PackageDescription\n", to: "pkg/Package.swift")
        try sb.write(cards, to: "pkg/Sources/Lib/Cards.swift")
        try sb.write("import SwiftUI\n#Preview { DoesNotExist() }\nprint(\"tool\")\n", to: "pkg/Sources/tool/main.swift")
    }

    static func goldens(_ sb: Sandbox, _ folder: String = "pkg/Snapshots") -> [String] {
        ((FileManager.default.enumerator(atPath: sb.path(folder))?.allObjects as? [String]) ?? []).filter { $0.hasSuffix(".png") }.sorted()
    }

    struct Report: Decodable {
        struct Frame: Decodable { let golden: String; let status: String; let time: Double?; let changedPixels: Int?; let images: [String: String] }
        struct Snapshot: Decodable { let id: String; let status: String; let message: String?; let file: String; let line: Int; let frames: [Frame] }
        let snapshots: [Snapshot]
        let orphans: [String]
        func ids(_ status: String) -> [String] { snapshots.filter { $0.status == status }.map(\.id) }
    }

    static func report(_ sb: Sandbox, _ folder: String = "pkg/.build/snapshots/report") throws -> Report {
        try JSONDecoder().decode(Report.self, from: sb.bytes("\(folder)/report.json"))
    }

    /// Named and unnamed `#Preview`s, a trait, a `PreviewProvider` and previews inside `#if DEBUG` are found and
    /// named from what they show; reordering previews and adding one moves no golden.
    @Test func discoveryAndNamingStability() throws {
        try Sandbox.with { sb in
            try Self.package(sb)
            let first = try sb.run(["snapshot", "pkg"], environment: Self.local)
            #expect(first.status == 0 && first.stdout.contains("5 added"), "\(first)")
            #expect(Self.goldens(sb) == ["Cards/Card.png", "Cards/Fixed.png", "Cards/From a provider.png", "Cards/In debug.png", "Cards/Named.png"])
            // .fixedLayout(width: 200, height: 100) at the default scale 2.
            let fixed = try sb.png("pkg/Snapshots/Cards/Fixed.png")
            #expect(fixed.width == 400 && fixed.height == 200)
            let named = try sb.png("pkg/Snapshots/Cards/Named.png")
            #expect(named.width < 200 && named.height < 200, "size that fits: \(named.width)×\(named.height)")
            let report = try Self.report(sb)
            #expect(report.snapshots.first { $0.id == "Cards/Named" }?.line == 11)
            #expect(report.snapshots.first { $0.id == "Cards/From a provider" }?.file == "Sources/Lib/Cards.swift")

            // Reordered, and one more: the five goldens match as they are, the new one is missing.
            let reordered = Self.cards.replacingOccurrences(of: "#Preview(\"Named\") { Card(title: \"A\") }\n", with: "")
                .replacingOccurrences(of: "#if DEBUG\n", with: "#if DEBUG\n#Preview(\"Named\") { Card(title: \"A\") }\n#Preview(\"Added later\") { Card(title: \"F\") }\n")
            try sb.write(reordered, to: "pkg/Sources/Lib/Cards.swift")
            let second = try sb.run(["snapshot", "pkg", "--record", "never"], environment: Self.local)
            #expect(second.status == 1 && second.stderr.contains("5 unchanged, 1 missing"), "\(second)")
            #expect(try Self.report(sb).ids("missing") == ["Cards/Added later"])
            #expect(Self.goldens(sb).count == 5)
        }
    }

    /// A local package the package depends on is compiled in (its import dropped); its own previews are its goldens,
    /// not these.
    @Test func localDependenciesAreCompiledIn() throws {
        try Sandbox.with { sb in
            try FileManager.default.createDirectory(atPath: sb.path("Kit/Sources/Kit"), withIntermediateDirectories: true)
            try sb.write("// swift-tools-version:5.9\nimport PackageDescription\n", to: "Kit/Package.swift")
            try sb.write("import SwiftUI\npublic struct Badge: View {\n    public init() {}\n    public var body: some View { Circle().fill(Color.orange).frame(width: 10, height: 10) }\n}\n#Preview(\"Kit's own\") { Badge() }\n",
                         to: "Kit/Sources/Kit/Badge.swift")
            try FileManager.default.createDirectory(atPath: sb.path("pkg/Sources/Lib"), withIntermediateDirectories: true)
            try sb.write("// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"pkg\", dependencies: [.package(path: \"../Kit\")], targets: [.target(name: \"Lib\", dependencies: [\"Kit\"])])\n",
                         to: "pkg/Package.swift")
            try sb.write("import SwiftUI\nimport Kit\n#Preview(\"With a badge\") { Badge() }\n", to: "pkg/Sources/Lib/Row.swift")
            let r = try sb.run(["snapshot", "pkg"], environment: Self.local)
            #expect(r.status == 0 && r.stdout.contains("1 added"), "\(r)")
            #expect(Self.goldens(sb) == ["Row/With a badge.png"])
            #expect(try sb.png("pkg/Snapshots/Row/With a badge.png").width == 20)
        }
    }

    /// `--record`, `TOGGLERENDER_RECORD`, and `CI=true`, which never records whatever is asked.
    @Test func recordModes() throws {
        try Sandbox.with { sb in
            try Self.package(sb, cards: "import SwiftUI\nstruct Card: View { var body: some View { Text(\"A\").padding().background(Color.blue) } }\n#Preview(\"Named\") { Card() }\n")
            let ci = try sb.run(["snapshot", "pkg", "--record", "all"], environment: ["CI": "true", "TOGGLERENDER_RECORD": "all"])
            #expect(ci.status == 1 && ci.stderr.contains("1 missing"), "\(ci)")
            #expect(Self.goldens(sb).isEmpty, "CI=true recorded")
            #expect(try Self.report(sb).ids("missing") == ["Cards/Named"])

            let recorded = try sb.run(["snapshot", "pkg"], environment: ["CI": nil, "TOGGLERENDER_RECORD": "missing"])
            #expect(recorded.status == 0 && recorded.stdout.contains("1 added"), "\(recorded)")
            let golden = try sb.bytes("pkg/Snapshots/Cards/Named.png")

            try sb.write("import SwiftUI\nstruct Card: View { var body: some View { Text(\"A\").padding().background(Color.red) } }\n#Preview(\"Named\") { Card() }\n",
                         to: "pkg/Sources/Lib/Cards.swift")
            let changed = try sb.run(["snapshot", "pkg"], environment: Self.local)
            #expect(changed.status == 1 && changed.stderr.contains("1 changed"), "\(changed)")
            #expect(try sb.bytes("pkg/Snapshots/Cards/Named.png") == golden, "the default mode re-recorded a changed golden")
            let stillCI = try sb.run(["snapshot", "pkg"], environment: ["CI": "true", "TOGGLERENDER_RECORD": "failed"])
            #expect(stillCI.status == 1)
            #expect(try sb.bytes("pkg/Snapshots/Cards/Named.png") == golden)

            let updated = try sb.run(["snapshot", "pkg", "--record", "failed"], environment: Self.local)
            #expect(updated.status == 0 && updated.stdout.contains("1 updated"), "\(updated)")
            #expect(try sb.bytes("pkg/Snapshots/Cards/Named.png") != golden)
            #expect(try sb.png("pkg/Snapshots/Cards/Named.png").straightPixel(x: 2, y: 2).r > 200, "the new golden is red")
            let same = try sb.run(["snapshot", "pkg"], environment: ["CI": "true", "TOGGLERENDER_RECORD": nil])
            #expect(same.status == 0 && same.stdout.contains("1 unchanged"), "\(same)")
            try sb.fail(["snapshot", "pkg", "--record", "sometimes"], status: Exit.usage, mentions: ["--record", "all, missing, failed, never"])
        }
    }

    /// A golden whose preview is gone is listed as removed (report and page) and deleted by `--prune`.
    @Test func orphansAreListedAndPruned() throws {
        try Sandbox.with { sb in
            try Self.package(sb)
            #expect(try sb.run(["snapshot", "pkg"], environment: Self.local).status == 0)
            try sb.write(Self.cards.replacingOccurrences(of: "#Preview(\"Fixed\"", with: "#Preview(\"Fixed frame\""), to: "pkg/Sources/Lib/Cards.swift")
            let listed = try sb.run(["snapshot", "pkg"], environment: Self.local)
            #expect(listed.status == 0 && listed.stdout.contains("1 removed"), "\(listed)")
            #expect(try Self.report(sb).orphans == ["Cards/Fixed.png"])
            let page = String(decoding: try sb.bytes("pkg/.build/snapshots/report/index.html"), as: UTF8.self)
            #expect(page.contains("<li class=\"orphan\"><code>Cards/Fixed.png</code></li>"))
            #expect(FileManager.default.fileExists(atPath: sb.path("pkg/Snapshots/Cards/Fixed.png")))
            let pruned = try sb.run(["snapshot", "pkg", "--prune"], environment: Self.local)
            #expect(pruned.status == 0 && pruned.stdout.contains("pruned"), "\(pruned)")
            #expect(!FileManager.default.fileExists(atPath: sb.path("pkg/Snapshots/Cards/Fixed.png")))
            #expect(Self.goldens(sb).contains("Cards/Fixed frame.png"))
        }
    }

    /// A preview that crashes fails alone, with the crash's message; the others are still compared.
    @Test func aCrashingPreviewFailsAlone() throws {
        try Sandbox.with { sb in
            try Self.package(sb, cards: Self.cards + """
                struct Crasher: View {
                    var items: [Int] = []
                    var body: some View { Text("\\(items[1])") }
                }
                #Preview("Crashes") { Crasher() }

                """)
            let r = try sb.run(["snapshot", "pkg"], environment: Self.local)
            #expect(r.status == 1 && r.stderr.contains("5 added, 1 failed"), "\(r)")
            let report = try Self.report(sb)
            let crashed = try #require(report.snapshots.first { $0.id == "Cards/Crashes" })
            #expect(crashed.status == "failed" && (crashed.message ?? "").contains("crashed") && (crashed.message ?? "").contains("Index out of range"), "\(crashed)")
            #expect(report.ids("added").count == 5)
            let page = String(decoding: try sb.bytes("pkg/.build/snapshots/report/index.html"), as: UTF8.self)
            #expect(page.contains("Failed <span class=\"count\" id=\"count-failed\">1</span>"))
        }
    }

    /// A preview that never finishes is stopped after --timeout seconds and fails alone.
    @Test func aHangingPreviewIsStopped() throws {
        try Sandbox.with { sb in
            try Self.package(sb, cards: Self.cards + """
                struct Spinner: View {
                    var body: some View {
                        var n = 0
                        while n >= 0 { n = (n + 1) % 1000 }
                        return Text("\\(n)")
                    }
                }
                #Preview("Hangs") { Spinner() }

                """)
            let r = try sb.run(["snapshot", "pkg", "--timeout", "2"], environment: Self.local)
            #expect(r.status == 1 && r.stderr.contains("5 added, 1 failed"), "\(r)")
            let hung = try #require(try Self.report(sb).snapshots.first { $0.id == "Cards/Hangs" })
            #expect(hung.status == "failed" && (hung.message ?? "").contains("no progress for 2 s"), "\(hung)")
        }
    }

    /// A preview that does not compile: the compiler's message with the user's file and line, one line of
    /// ours, exit 65, and no golden or report written.
    @Test func aCompileErrorIsTheCompilersMessage() throws {
        try Sandbox.with { sb in
            try Self.package(sb, cards: Self.cards + "#Preview(\"Broken\") { Card(title: 42) }\n")
            let r = try sb.run(["snapshot", "pkg"], environment: Self.local)
            #expect(r.status == Exit.dataError, "\(r)")
            #expect(r.stderr.contains("Cards.swift:26:") && r.stderr.contains("error:"), "\(r)")
            #expect(r.stderr.hasSuffix("(the compiler's messages are above)\n"))
            #expect(Self.goldens(sb).isEmpty && !FileManager.default.fileExists(atPath: sb.path("pkg/.build")))
        }
    }

    /// Bad flags and config files: one line, the sysexits status, nothing written (checked before compiling).
    @Test func badInputIsOneLine() throws {
        try Sandbox.with { sb in
            try Self.package(sb)
            try sb.fail(["snapshot", "pkg", "--matrix", "appearance=light,sepia"], status: Exit.usage, mentions: ["sepia", "light, dark"])
            try sb.fail(["snapshot", "pkg", "--matrix", "locale=en,d!"], status: Exit.usage, mentions: ["locale=d!", "locale identifiers"])
            try sb.fail(["snapshot", "pkg", "--shard", "4/3"], status: Exit.usage, mentions: ["K/N"])
            try sb.fail(["snapshot", "missing-folder"], status: Exit.noInput, mentions: ["missing-folder"])
            try sb.write("{\"goldens\": \"G\", \"colour\": 1}", to: "pkg/togglerender-snapshots.json")
            try sb.fail(["snapshot", "pkg"], status: Exit.dataError, mentions: ["'colour' is not a setting"])
            try sb.write("{\"previews\": {\"Cards/Nameless\": {\"skip\": \"gone\"}}}", to: "pkg/togglerender-snapshots.json")
            try sb.fail(["snapshot", "pkg"], status: Exit.dataError, mentions: ["previews.Cards/Nameless names no preview", "Cards/Named"])
            try sb.write("{\"previews\": {\"Cards/Named\": {\"tolerance\": {\"pixels\": 10}}}}", to: "pkg/togglerender-snapshots.json")
            try sb.fail(["snapshot", "pkg"], status: Exit.dataError, mentions: ["needs a \"reason\""])
        }
    }

    /// A `PreviewProvider` listing several views is one snapshot a view, as Xcode's canvas shows one preview a view:
    /// top-level views and a `Group`'s children (the group's modifiers applied to each), named by
    /// `.previewDisplayName` or, without one, from what they show, each seeing the provider's own static
    /// members unqualified (`left`), a top-level `ForEach` over literals one snapshot an element; a provider of one
    /// view stays one snapshot.
    @Test func aProviderOfSeveralViewsIsSeveralSnapshots() throws {
        try Sandbox.with { sb in
            try Self.package(sb, cards: Self.cards + """

                struct Pair_Previews: PreviewProvider {
                    static let left = "Left"
                    static var previews: some View {
                        Group {
                            Card(title: left).previewDisplayName("Pair, left")
                            // a comment between the views
                            Card(title: "Right", color: .red)
                                .previewDisplayName("Pair, right")
                        }
                        .previewLayout(.fixed(width: 150, height: 60))
                    }
                }

                struct Loose_Previews: PreviewProvider {
                    static var previews: some View {
                        Card(title: "One"); Card(title: "Two")
                    }
                }

                struct Each_Previews: PreviewProvider {
                    static var previews: some View {
                        ForEach(["Small", "Large"], id: \\.self) { title in
                            Card(title: title).previewDisplayName(title)
                        }
                        ForEach(0..<2) { i in Card(title: "\\(i)") }
                        ForEach(titles, id: \\.self) { Card(title: $0) }
                    }
                    static let titles = ["Not", "known"]
                }

                """)
            let r = try sb.run(["snapshot", "pkg"], environment: Self.local)
            #expect(r.status == 0 && r.stdout.contains("14 added"), "\(r)")
            let names = Self.goldens(sb)
            #expect(names.contains("Cards/Pair, left.png") && names.contains("Cards/Pair, right.png") && names.contains("Cards/From a provider.png"), "\(names)")
            #expect(names.filter { $0.hasPrefix("Cards/Card-") }.count == 2, "\(names)")
            for side in ["left", "right"] {
                let png = try sb.png("pkg/Snapshots/Cards/Pair, \(side).png")
                #expect(png.width == 300 && png.height == 120, "the group's .previewLayout applies to each of its views")
            }
            #expect(try sb.png("pkg/Snapshots/Cards/Pair, left.png").data != sb.png("pkg/Snapshots/Cards/Pair, right.png").data)
            // A top-level ForEach over literals is one snapshot an element, named by the element; over data the
            // source does not spell out, one snapshot.
            for name in ["Small", "Large", "Card, 0", "Card, 1"] { #expect(names.contains("Cards/\(name).png"), "\(name): \(names)") }
            #expect(try sb.png("pkg/Snapshots/Cards/Small.png").data != sb.png("pkg/Snapshots/Cards/Large.png").data)
            #expect(try sb.png("pkg/Snapshots/Cards/Card, 0.png").data != sb.png("pkg/Snapshots/Cards/Card, 1.png").data)
            let report = try Self.report(sb)
            #expect(report.snapshots.first { $0.id == "Cards/Pair, right" }?.line == 33, "the view's own line")
        }
    }

    /// The app's resources beside the target's files reach every snapshot (a catalogue's colours and pictures, the
    /// string catalogue), and `locale` is a matrix axis: the French variant shows the French strings (so its
    /// pixels differ from the English one's), a right-to-left language lays out right to left, and a malformed
    /// catalogue is one line naming its file before compiling.
    @Test func resourcesAndTheLocaleAxis() throws {
        try Sandbox.with { sb in
            let fm = FileManager.default
            try fm.createDirectory(atPath: sb.path("pkg/Sources"), withIntermediateDirectories: true)
            try sb.write("// swift-tools-version:5.9\nimport PackageDescription\n", to: "pkg/Package.swift")
            let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("Examples/AppScreen/Sources/AppScreen")
            try fm.copyItem(atPath: example.path, toPath: sb.path("pkg/Sources/AppScreen"))
            let r = try sb.run(["snapshot", "pkg", "--matrix", "locale=en,fr,ar"], environment: Self.local)
            #expect(r.status == 0 && r.stdout.contains("3 added"), "\(r)")
            #expect(!r.stdout.contains("warning"), "every named image and colour is found: \(r)")
            let report = try Self.report(sb)
            #expect(report.snapshots.allSatisfy { $0.message == nil }, "no warning of a missing resource: \(report.snapshots.compactMap(\.message))")
            #expect(Self.goldens(sb) == ["AppScreen/AppScreen[ar].png", "AppScreen/AppScreen[en].png", "AppScreen/AppScreen[fr].png"])
            let en = try sb.png("pkg/Snapshots/AppScreen/AppScreen[en].png"), fr = try sb.png("pkg/Snapshots/AppScreen/AppScreen[fr].png")
            #expect(en.data != fr.data, "the French strings are drawn")
            try sb.write("{", to: "pkg/Sources/AppScreen/Assets.xcassets/Brand.colorset/Contents.json")
            try fm.removeItem(atPath: sb.path("pkg/Snapshots"))
            try fm.removeItem(atPath: sb.path("pkg/.build"))
            try sb.fail(["snapshot", "pkg"], status: Exit.dataError, mentions: ["Brand.colorset"])
            // Without the catalogue the same preview warns of the names it cannot find: the catalogue was read above.
            try fm.removeItem(atPath: sb.path("pkg/Sources/AppScreen/Assets.xcassets"))
            _ = try sb.run(["snapshot", "pkg"], environment: Self.local)
            let bare = try Self.report(sb)
            #expect(bare.snapshots.contains { ($0.message ?? "").contains("Logo") }, "\(bare.snapshots.compactMap(\.message))")
        }
    }

    /// `--tolerance File/Name=PIXELS:REASON` lets that preview differ in exactly up to PIXELS pixels, with its reason
    /// in the report: the count one run measured passes, one fewer fails. Malformed flags are one line, before compiling.
    @Test func toleranceOnTheCommandLine() throws {
        try Sandbox.with { sb in
            try Self.package(sb)
            try sb.fail(["snapshot", "pkg", "--tolerance", "Cards/Named=10"], status: Exit.usage, mentions: ["PIXELS[,CHANNEL]:REASON"])
            try sb.fail(["snapshot", "pkg", "--tolerance", "Cards/Named=10: "], status: Exit.usage, mentions: ["give the reason"])
            try sb.fail(["snapshot", "pkg", "--tolerance", "Cards/Named=10,300:x"], status: Exit.usage, mentions: ["CHANNEL 0 to 255"])
            try sb.fail(["snapshot", "pkg", "--tolerance", "Cards/Nameless=3:x"], status: Exit.dataError, mentions: ["--tolerance Cards/Nameless names no preview"])
            #expect(try sb.run(["snapshot", "pkg"], environment: Self.local).status == 0)
            let cards = sb.path("pkg/Sources/Lib/Cards.swift")
            try Self.cards.replacingOccurrences(of: "Card(title: \"A\")", with: "Card(title: \"A\", color: .indigo)")
                .write(toFile: cards, atomically: true, encoding: .utf8)
            let strict = try sb.run(["snapshot", "pkg", "--record", "never"], environment: Self.local)
            let changed = try Self.report(sb).snapshots.first { $0.id == "Cards/Named" }
            let pixels = changed?.frames.first?.changedPixels ?? 0
            #expect(strict.status == 1 && changed?.status == "changed" && pixels > 0, "\(strict)")
            let loose = try sb.run(["snapshot", "pkg", "--record", "never", "--tolerance", "Cards/Named=\(pixels):the tint is being chosen"], environment: Self.local)
            #expect(loose.status == 0, "\(loose)")
            let page = try String(contentsOfFile: sb.path("pkg/.build/snapshots/report/report.json"), encoding: .utf8)
            #expect(page.contains("the tint is being chosen"))
            let tight = try sb.run(["snapshot", "pkg", "--record", "never", "--tolerance", "Cards/Named=\(pixels - 1):the tint is being chosen"], environment: Self.local)
            #expect(tight.status == 1, "\(tight)")
        }
    }

    /// The example package: one view changed, and the report (JSON, JUnit, the page in Chromium) shows exactly
    /// that change; its two variants are the only snapshots that differ.
    @Test func theReportShowsExactlyTheChange() throws {
        try Sandbox.with { sb in
            try Self.copyExample(sb)
            let cards = sb.path("pkg/Sources/Gallery/Cards.swift")
            let text = try String(contentsOfFile: cards, encoding: .utf8)
            try text.replacingOccurrences(of: "ProgressCard(title: \"Uploaded\", progress: 1)", with: "ProgressCard(title: \"Uploaded\", progress: 0.9)")
                .write(toFile: cards, atomically: true, encoding: .utf8)
            let r = try sb.run(["snapshot", "pkg", "--junit", "junit.xml"], environment: ["CI": "true"])
            #expect(r.status == 1 && r.stderr.contains("30 unchanged, 2 changed") && r.stderr.hasPrefix("togglerender: snapshot:"), "\(r)")
            let report = try Self.report(sb)
            #expect(report.snapshots.count == 32 && report.orphans.isEmpty)
            #expect(report.ids("changed") == ["Cards/Progress, done[dark]", "Cards/Progress, done[light]"])
            for id in report.ids("changed") {
                let frame = try #require(report.snapshots.first { $0.id == id }?.frames.first)
                #expect(Set(frame.images.keys) == ["expected", "actual", "difference"] && (frame.changedPixels ?? 0) > 0)
            }
            // The JUnit file is valid against the schema, with the two failures.
            let xmllint = try DocsTests.run("/usr/bin/xmllint", ["--noout", "--schema", CLI.fixture("junit/junit.xsd"), sb.path("junit.xml")])
            #expect(xmllint.status == 0, "\(xmllint.output)\(xmllint.errors)")
            let junit = String(decoding: try sb.bytes("junit.xml"), as: UTF8.self)
            #expect(junit.contains("<testsuites name=\"togglerender snapshot\" tests=\"32\" failures=\"2\" errors=\"0\" skipped=\"0\">"))

            // The page is self-contained and works in Chromium: the tab counts, the two changes with their
            // three pictures each, every picture decoded, the slider and the blink toggle.
            let page = sb.path("pkg/.build/snapshots/report/index.html")
            let html = String(decoding: try sb.bytes("pkg/.build/snapshots/report/index.html"), as: UTF8.self)
            #expect(!html.contains("src=\"http") && !html.contains("<link") && !html.contains("@import") && !html.contains("url(http"))
            let script = """
                (() => { const c = document.querySelector('article.changed .compare');
                  const slider = c.querySelector('.slider'); slider.value = 20; slider.dispatchEvent(new Event('input'));
                  const width = c.querySelector('.over').style.width;
                  c.querySelector('.blink').click();
                  return JSON.stringify({tabs: [...document.querySelectorAll('.tabs a')].map(a => a.textContent),
                    visible: [...document.querySelectorAll('.tab')].filter(s => getComputedStyle(s).display !== 'none').map(s => s.id),
                    changed: [...document.querySelectorAll('#changed article')].map(a => a.querySelector('h3').firstChild.textContent.trim()),
                    figures: document.querySelectorAll('#changed .sbs img').length,
                    sliderWidth: width, blinking: c.classList.contains('blinking')}); })()
                """
            let checked = try DocsTests.run("/usr/bin/python3", [CLI.packageRoot.appendingPathComponent("scripts/browser-check.py").path, page,
                                                            sb.path("a.png"), sb.path("b.png"), "--width", "1000", "--height", "800", "--eval", script])
            try #require(checked.status == 0, "\(checked.errors)")
            struct Browser: Decodable {
                struct Image: Decodable { let complete: Bool; let naturalWidth: Int }
                let images: [Image]; let eval: String
            }
            struct Page: Decodable { let tabs: [String]; let visible: [String]; let changed: [String]; let figures: Int; let sliderWidth: String; let blinking: Bool }
            let browser = try JSONDecoder().decode(Browser.self, from: Data(checked.output.utf8))
            #expect(browser.images.count == 10 && browser.images.allSatisfy { $0.complete && $0.naturalWidth > 0 })
            let seen = try JSONDecoder().decode(Page.self, from: Data(browser.eval.utf8))
            #expect(seen.tabs == ["Changed 2", "Failed 0", "Added 0", "Removed 0", "Unchanged 30", "Skipped 0"])
            #expect(seen.visible == ["changed"])
            #expect(seen.changed == ["Cards/Progress, done[dark]", "Cards/Progress, done[light]"])
            #expect(seen.figures == 6 && seen.sliderWidth == "20%" && seen.blinking)
        }
    }

    /// `--shard K/N`: three shards take disjoint shares of every snapshot, and merge-reports joins their
    /// reports into the one a single run writes, byte for byte.
    @Test func threeShardsMergedAreOneRun() throws {
        try Sandbox.with { sb in
            try Self.copyExample(sb)
            let cards = sb.path("pkg/Sources/Gallery/Badges.swift")
            try String(contentsOfFile: cards, encoding: .utf8).replacingOccurrences(of: "CountBadge(count: 1)", with: "CountBadge(count: 7)")
                .write(toFile: cards, atomically: true, encoding: .utf8)
            let whole = try sb.run(["snapshot", "pkg", "--report", "whole"], environment: ["CI": "true"])
            #expect(whole.status == 1, "\(whole)")
            var ids: [String] = []
            for k in 1...3 {
                let shard = try sb.run(["snapshot", "pkg", "--shard", "\(k)/3", "--report", "shard\(k)"], environment: ["CI": "true"])
                #expect(shard.status == 0 || shard.status == 1, "\(shard)")
                let part = try Self.report(sb, "shard\(k)").snapshots.map(\.id)
                #expect(!part.isEmpty)
                ids += part
            }
            #expect(ids.count == 32 && Set(ids).count == 32)
            let merged = try sb.run(["merge-reports", "shard1", "shard2", "shard3", "--output", "merged"])
            #expect(merged.status == 1 && merged.stderr.contains("30 unchanged, 2 changed"), "\(merged)")
            #expect(try sb.bytes("merged/report.json") == sb.bytes("whole/report.json"))
            #expect(try sb.bytes("merged/index.html") == sb.bytes("whole/index.html"))
        }
    }

    /// An animated golden is checked frame by frame: a frame at an instant the goldens do not have (the
    /// timing changed) fails the snapshot and names the frame.
    @Test func animatedGoldensCheckFramesAndTiming() throws {
        try Sandbox.with { sb in
            try Self.copyExample(sb)
            let same = try sb.run(["snapshot", "pkg", "--matrix", "appearance=light"], environment: ["CI": "true"])
            // A --matrix for this run only: the dark goldens are not orphans.
            #expect(same.status == 0 && same.stdout.contains("16 unchanged") && !same.stdout.contains("removed"), "\(same)")
            let wifi = try #require(try Self.report(sb).snapshots.first { $0.id == "Toggles/Wi-Fi switch[light]" })
            #expect(wifi.frames.map(\.time) == [0, 0.1, 0.2, 0.6] && wifi.frames.allSatisfy { $0.status == "unchanged" }, "\(wifi.frames)")
            // The same taps, frames at other instants: 0.15 s has no golden, and 0.1 s and 0.2 s are not drawn.
            let config = sb.path("pkg/togglerender-snapshots.json")
            try String(contentsOfFile: config, encoding: .utf8).replacingOccurrences(of: "[0, 0.1, 0.2, \"settled\"]", with: "[0, 0.15, \"settled\"]")
                .write(toFile: config, atomically: true, encoding: .utf8)
            let moved = try sb.run(["snapshot", "pkg", "--matrix", "appearance=light"], environment: ["CI": "true"])
            #expect(moved.status == 1, "\(moved)")
            let changed = try #require(try Self.report(sb).snapshots.first { $0.id == "Toggles/Wi-Fi switch[light]" })
            #expect(changed.frames.map(\.status) == ["unchanged", "missing", "unchanged"], "\(changed.frames)")
            #expect((changed.message ?? "").contains("Wi-Fi switch[light]@0.100s.png") && (changed.message ?? "").contains("@0.200s.png"), "\(changed)")
        }
    }

    /// A knob dragged and a press held, from the config file: the goldens at 0 s and settled differ (the knob
    /// moved, the press counted), a second run matches them, and a drag written wrongly is one line.
    @Test func dragsAndLongPressesDriveAnimatedGoldens() throws {
        try Sandbox.with { sb in
            try FileManager.default.createDirectory(atPath: sb.path("pkg/Sources/Controls"), withIntermediateDirectories: true)
            try sb.write("// swift-tools-version:5.9\nimport PackageDescription\n", to: "pkg/Package.swift")
            try sb.write("""
                import SwiftUI
                struct Knob: View {
                    @State private var x: CGFloat = 0
                    @State private var presses = 0
                    var body: some View {
                        VStack {
                            Circle().fill(.blue).frame(width: 30, height: 30).offset(x: x)
                                .gesture(DragGesture().onEnded { v in withAnimation { x = min(100, max(0, v.translation.width)) } })
                                .accessibilityLabel("Knob")
                            Text("Held \\(presses)").onLongPressGesture { presses += 1 }
                        }
                        .frame(width: 160, height: 80)
                    }
                }
                #Preview("Knob") { Knob() }
                """, to: "pkg/Sources/Controls/Knob.swift")
            try sb.write("""
                {"previews": {"Knob/Knob": {"drags": [["Knob", "80,0@0+0.2"]], "long-presses": ["Held 0@0.5+0.6"]}}}
                """, to: "pkg/togglerender-snapshots.json")
            let first = try sb.run(["snapshot", "pkg"], environment: Self.local)
            #expect(first.status == 0 && first.stdout.contains("1 added"), "\(first)")
            let knob = try #require(try Self.report(sb).snapshots.first { $0.id == "Knob/Knob" })
            #expect(knob.frames.count == 2 && knob.frames[0].time == 0, "\(knob.frames)")
            let goldens = Self.goldens(sb)
            #expect(goldens.count == 2, "\(goldens)")
            if goldens.count == 2 {
                #expect(try sb.bytes("pkg/Snapshots/\(goldens[0])") != sb.bytes("pkg/Snapshots/\(goldens[1])"), "the knob moved")
            }
            let again = try sb.run(["snapshot", "pkg"], environment: ["CI": "true"])
            #expect(again.status == 0 && again.stdout.contains("1 unchanged"), "\(again)")
            try sb.write("{\"previews\": {\"Knob/Knob\": {\"drags\": [[\"Knob\", \"80\"]]}}}", to: "pkg/togglerender-snapshots.json")
            try sb.fail(["snapshot", "pkg"], status: Exit.dataError, mentions: ["previews.Knob/Knob.drags", "DX,DY[@S[+D]]"])
            try sb.write("{\"previews\": {\"Knob/Knob\": {\"rotations\": [[\"Knob\", \"2000\"]]}}}", to: "pkg/togglerender-snapshots.json")
            try sb.fail(["snapshot", "pkg"], status: Exit.dataError, mentions: ["previews.Knob/Knob.rotations", "DEGREES[@S[+D]]", "±1440"])
            try sb.write("{\"previews\": {\"Knob/Knob\": {\"pinches\": [\"Knob 2\"]}}}", to: "pkg/togglerender-snapshots.json")
            try sb.fail(["snapshot", "pkg"], status: Exit.dataError, mentions: ["previews.Knob/Knob.pinches", "SCALE[@S[+D]]"])
        }
    }

    /// Examples/Snapshots (sources, config, goldens) copied into the sandbox as `pkg`.
    static func copyExample(_ sb: Sandbox) throws {
        let example = CLI.packageRoot.appendingPathComponent("Examples/Snapshots")
        try FileManager.default.createDirectory(atPath: sb.path("pkg"), withIntermediateDirectories: true)
        for item in ["Package.swift", "Sources", "Snapshots", "togglerender-snapshots.json"] {
            try FileManager.default.copyItem(at: example.appendingPathComponent(item), to: URL(fileURLWithPath: sb.path("pkg/\(item)")))
        }
    }
}
