import Foundation
import Testing
@testable import GoldenTesting
import ImageIO
import Raster

/// The file side: recording per mode, failure images, messages, package-root discovery.
@Suite struct GoldenAssertionTests {
    let base = GoldenTestImages.toggle()

    func assertion(_ dir: URL, _ mode: GoldenRecordMode) -> GoldenAssertion {
        GoldenAssertion(goldenDirectory: dir.appendingPathComponent("golden/group"),
                        failureDirectory: dir.appendingPathComponent("failures/group"), mode: mode)
    }

    @Test func missingGoldenFailsUnderNever() throws {
        let dir = try GoldenTestImages.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(throws: GoldenFailure.self) { try assertion(dir, .never).check(base, named: "toggle") }
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("golden/group/toggle.png").path))
    }

    @Test func missingGoldenIsRecordedThenMatches() throws {
        let dir = try GoldenTestImages.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("golden/group/toggle.png").path
        #expect(try assertion(dir, .missing).check(base, named: "toggle") == .recorded(path: path))
        #expect(try PNGFile.read(path) == base)
        #expect(try assertion(dir, .never).check(base, named: "toggle") == .matched)
        #expect(try assertion(dir, .missing).check(base, named: "toggle") == .matched)
    }

    @Test func mismatchFailsWritesThreePanelsAndSaysWhere() throws {
        let dir = try GoldenTestImages.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try assertion(dir, .all).check(base, named: "toggle")
        let changed = GoldenTestImages.tinted(base, channel: 0, by: -3)
        do {
            try assertion(dir, .missing).check(changed, named: "toggle")
            Issue.record("a 3-level change passed")
        } catch let failure as GoldenFailure {
            let panelsPath = dir.appendingPathComponent("failures/group/toggle.png").path
            let message = failure.description
            #expect(message.contains("16 of 2048 pixels differ"))
            #expect(message.contains("largest channel difference 3 at (20, 12)"))
            #expect(message.contains(panelsPath))
            let panels = try PNGFile.read(panelsPath)
            #expect(panels.width == 3 * 64 + 2 * DiffPanels.gap && panels.height == 32)
            // Expected on the left, actual on the right, red where they differ in the middle.
            #expect(panels.pixel(x: 20, y: 12) == base.pixel(x: 20, y: 12))
            #expect(panels.pixel(x: 2 * (64 + DiffPanels.gap) + 20, y: 12) == changed.pixel(x: 20, y: 12))
            #expect(panels.pixel(x: 64 + DiffPanels.gap + 20, y: 12) == (255, 0, 0, 255))
            #expect(panels.pixel(x: 64 + DiffPanels.gap + 30, y: 16) != (255, 0, 0, 255))
        }
        // The golden itself is untouched.
        #expect(try PNGFile.read(dir.appendingPathComponent("golden/group/toggle.png").path) == base)
    }

    @Test func failedModeReRecordsOnlyMismatches() throws {
        let dir = try GoldenTestImages.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("golden/group/toggle.png").path
        try assertion(dir, .all).check(base, named: "toggle")
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let modified = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
        #expect(try assertion(dir, .failed).check(base, named: "toggle") == .matched)
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date == modified)
        let shifted = GoldenTestImages.toggle(dx: 1)
        #expect(try assertion(dir, .failed).check(shifted, named: "toggle") == .recorded(path: path))
        #expect(try PNGFile.read(path) == shifted)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) != before)
    }

    @Test func allModeOverwrites() throws {
        let dir = try GoldenTestImages.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try assertion(dir, .all).check(base, named: "toggle")
        let shifted = GoldenTestImages.toggle(dx: 1)
        #expect(throws: GoldenFailure.self) { try assertion(dir, .never).check(shifted, named: "toggle") }
        try assertion(dir, .all).check(shifted, named: "toggle")
        #expect(try assertion(dir, .never).check(shifted, named: "toggle") == .matched)
    }

    @Test func unreadableGoldenFails() throws {
        let dir = try GoldenTestImages.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let goldens = dir.appendingPathComponent("golden/group")
        try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)
        try Data("junk".utf8).write(to: goldens.appendingPathComponent("toggle.png"))
        #expect(throws: GoldenFailure.self) { try assertion(dir, .never).check(base, named: "toggle") }
    }

    @Test func freeFunctionFindsThisPackageAndHonoursTheEnvironment() throws {
        let dir = try GoldenTestImages.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let group = "selftest-\(UUID().uuidString.prefix(8))"
        let goldens = dir.appendingPathComponent(group)
        #expect(throws: GoldenFailure.self) {
            try assertGolden(base, named: "t", directory: goldens, environment: ["CI": "true", "TOGGLERENDER_RECORD": "all"])
        }
        try assertGolden(base, named: "t", directory: goldens, environment: ["TOGGLERENDER_RECORD": "missing"])
        #expect(FileManager.default.fileExists(atPath: goldens.appendingPathComponent("t.png").path))
        try assertGolden(base, named: "t", directory: goldens, environment: ["CI": "true"])
        let root = try PackageRoot.containing("\(#filePath)")
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path))
        let failures = root.appendingPathComponent(".build/golden-failures/\(group)")
        defer { try? FileManager.default.removeItem(at: failures) }
        do {
            try assertGolden(GoldenTestImages.toggle(dx: 1), named: "t", directory: goldens, environment: ["CI": "true"])
            Issue.record("shifted image passed")
        } catch let failure as GoldenFailure {
            #expect(failure.description.contains(failures.appendingPathComponent("t.png").path))
            #expect(FileManager.default.fileExists(atPath: failures.appendingPathComponent("t.png").path))
        }
    }

    @Test func groupFormUsesFixturesGoldenOfThisPackage() throws {
        let root = try PackageRoot.containing("\(#filePath)")
        let fixtures = root.appendingPathComponent("Fixtures")
        let fixturesExisted = FileManager.default.fileExists(atPath: fixtures.path)
        let top = "selftest-\(UUID().uuidString.prefix(8))"
        let golden = fixtures.appendingPathComponent("golden/\(top)/nested/t.png")
        let failure = root.appendingPathComponent(".build/golden-failures/\(top)/nested/t.png")
        defer {
            try? FileManager.default.removeItem(at: fixtures.appendingPathComponent("golden/\(top)"))
            try? FileManager.default.removeItem(at: root.appendingPathComponent(".build/golden-failures/\(top)"))
            if !fixturesExisted { try? FileManager.default.removeItem(at: fixtures) }
        }
        // This test's golden is made and removed here: kept out of the run's report.
        let quiet = ["TOGGLERENDER_GOLDEN_REPORT": "off"]
        try assertGolden(base, named: "t", group: "\(top)/nested", environment: quiet.merging(["TOGGLERENDER_RECORD": "missing"]) { a, _ in a })
        #expect(FileManager.default.fileExists(atPath: golden.path))
        do {
            try assertGolden(GoldenTestImages.toggle(dx: 1), named: "t", group: "\(top)/nested", environment: quiet)
            Issue.record("shifted image passed")
        } catch let failure as GoldenFailure {
            #expect(failure.description.contains(golden.path))
        }
        #expect(FileManager.default.fileExists(atPath: failure.path))
    }

    @Test func packageRootNotFoundIsAnError() {
        #expect(throws: GoldenFailure.self) { try PackageRoot.containing("/definitely/not/a/package/Tests/x.swift") }
    }
}
