import Foundation
import Testing

/// The main command, `togglerender --state night|day (--frames N | --fps F) … OUTDIR`, end to end.
/// Frames render at @1x here to keep the debug-build suite quick.
@Suite struct RenderCommandTests {
    @Test func writesFramesAndManifest() throws {
        try Sandbox.with { sb in
            try sb.run(["--state", "night", "--frames", "4", "--scale", "1", "--quiet", "out"]).expectSuccess()
            #expect(sb.listing() == ["out", "out/frame_000.png", "out/frame_001.png", "out/frame_002.png", "out/frame_003.png",
                                     "out/frames.json"])
            let manifest = try JSONSerialization.jsonObject(with: sb.bytes("out/frames.json")) as? [String: Any]
            let frames = try #require(manifest?["frames"] as? [[String: Any]])
            #expect(frames.map { $0["file"] as? String } == ["frame_000.png", "frame_001.png", "frame_002.png", "frame_003.png"])
            #expect(frames.first?["time"] as? Double == 0)
            #expect(manifest?["accessibilityDescription"] as? String == "Night mode, switch, on")
            // Frame 0 is day (the knob on the left), the last frame night: they differ.
            #expect(try sb.bytes("out/frame_000.png") != sb.bytes("out/frame_003.png"))
        }
    }

    @Test func sameBytesWhateverTheThreadCount() throws {
        try Sandbox.with { sb in
            try sb.run(["--state", "day", "--frames", "3", "--scale", "1", "--threads", "1", "--quiet", "a"]).expectSuccess()
            try sb.run(["--state", "day", "--frames", "3", "--scale", "1", "--threads", "3", "--quiet", "b"]).expectSuccess()
            for name in ["frame_000.png", "frame_001.png", "frame_002.png"] {
                #expect(try sb.bytes("a/\(name)") == sb.bytes("b/\(name)"))
            }
        }
    }

    @Test(arguments: [
        (["--state", "dusk", "--frames", "3", "out"], "--state"),
        (["--state", "night", "--frames", "0", "out"], "--frames"),
        (["--state", "night", "--frames", "3", "--fps", "30", "out"], "--fps"),
        (["--state", "night", "--frames", "3", "--scale", "4", "out"], "--scale"),
        (["--state", "night", "--frames", "3", "--threads", "1000", "out"], "--threads"),
        (["--state", "night", "--frames", "3", "--scene", "stage", "out"], "--scene"),
        (["--state", "night", "--frames", "3", "--scene", "demo", "--background", "white", "out"], "--background"),
        (["--state", "night", "--frames", "3", "--auto-toggle", "out"], "--auto-toggle"),
        (["--state", "night", "--frames", "3", "--device", "iphone-16-pro", "out"], "--device"),
        (["--state", "night", "--frames", "3", "--scene", "demo", "--device", "10x10", "out"], "--device"),
        (["--state", "night", "--frames", "3", "--scene", "demo", "--device", "400x9000", "out"], "2048"),
        (["--state", "night", "--frames", "3", "--scene", "demo", "--status-bar", "hidden", "out"], "--status-bar"),
        (["--state", "night", "--frames", "3", "--status-bar", "none", "out"], "--status-bar"),
        (["--state", "night", "--frames", "3"], "OUTDIR"),
    ])
    func badValuesAreUsageErrors(arguments: [String], mention: String) throws {
        _ = try Sandbox.with { sb in try sb.fail(arguments, status: Exit.usage, mentions: [mention]) }
    }
}

/// `--scene demo`: the seed's demo screen on a device.
@Suite struct DemoSceneCommandTests {
    @Test func writesScreenSizedFrames() throws {
        try Sandbox.with { sb in
            try sb.run(["--scene", "demo", "--state", "night", "--frames", "3", "--scale", "1", "--device", "320x568",
                        "--quiet", "out"]).expectSuccess()
            let first = try sb.png("out/frame_000.png"), last = try sb.png("out/frame_002.png")
            #expect(first.width == 320 && first.height == 568)
            #expect(first.data != last.data)
            let manifest = try JSONSerialization.jsonObject(with: sb.bytes("out/frames.json")) as? [String: Any]
            let settings = try #require(manifest?["settings"] as? [String: Any])
            #expect(settings["device"] as? String == "320x568" && settings["scene"] as? String == "demo")
            #expect(settings["background"] == nil)
            #expect(manifest?["accessibilityDescription"] as? String == "Good night. Night mode, switch, on")
        }
    }

    /// A named phone's screen has its status bar and home indicator; `--status-bar none` leaves the app's
    /// pixels alone: only the bar's and the indicator's rows differ.
    @Test func statusBarIsDrawnUnlessNone() throws {
        try Sandbox.with { sb in
            let common = ["--scene", "demo", "--state", "night", "--frames", "2", "--scale", "1", "--device", "iphone-16", "--quiet"]
            try sb.run(common + ["with"]).expectSuccess()
            try sb.run(common + ["--status-bar", "none", "without"]).expectSuccess()
            let with = try sb.png("with/frame_000.png"), without = try sb.png("without/frame_000.png")
            #expect(with.width == 393 && with.height == 852)
            var changedRows = Set<Int>()
            for y in 0..<with.height {
                let row = (y * with.width * 4)..<((y + 1) * with.width * 4)
                if with.data[row] != without.data[row] { changedRows.insert(y) }
            }
            #expect(!changedRows.isEmpty && changedRows.allSatisfy { $0 < 59 || $0 >= 852 - 34 }, "rows \(changedRows.sorted())")
            #expect(changedRows.contains { $0 < 59 } && changedRows.contains { $0 >= 852 - 34 })
        }
    }

    @Test func autoToggleSpansOneCycleByDefault() throws {
        try Sandbox.with { sb in
            try sb.run(["--scene", "demo", "--state", "night", "--auto-toggle", "--fps", "2", "--scale", "1",
                        "--device", "200x300", "--quiet", "out"]).expectSuccess()
            let manifest = try JSONSerialization.jsonObject(with: sb.bytes("out/frames.json")) as? [String: Any]
            let frames = try #require(manifest?["frames"] as? [[String: Any]])
            let times = frames.compactMap { $0["time"] as? Double }
            #expect(times.prefix(9) == [0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4])
            #expect(abs(times.last! - 4.0698) < 1e-3)
            // Day before the first flip, night after it, day again at the end.
            #expect(try sb.bytes("out/frame_000.png") == sb.bytes("out/frame_002.png"))
            #expect(try sb.bytes("out/frame_000.png") != sb.bytes("out/frame_005.png"))
            #expect(try sb.bytes("out/frame_000.png") == sb.bytes("out/frame_009.png"))
        }
    }

    @Test func unreadableFontIsNoInput() throws {
        _ = try Sandbox.with { sb in
            try sb.fail(["--scene", "demo", "--state", "night", "--frames", "2", "--rounded-font", "missing.ttf", "out"],
                        status: Exit.noInput, mentions: ["--rounded-font", "missing.ttf"])
        }
    }

    @Test func fileThatIsNotAFontIsBadData() throws {
        _ = try Sandbox.with { sb in
            let path = try sb.write("not a font", to: "fake.ttf")
            try sb.fail(["--scene", "demo", "--state", "night", "--frames", "2", "--rounded-font", path, "out"],
                        status: Exit.dataError, mentions: ["fake.ttf"])
            #expect(sb.listing().allSatisfy { !$0.hasPrefix("out") })
        }
    }
}

extension RunResult {
    /// Expects exit 0 with nothing on standard error.
    func expectSuccess(sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(!signalled && status == 0 && stderr.isEmpty, "expected silent success:\n\(self)", sourceLocation: sourceLocation)
    }
}

/// `--component symbol-morph`: the card and its demo grid from the command line.
@Suite struct SymbolMorphCommandTests {
    @Test func defaultCardIsTheSeedsAlerts() throws {
        try Sandbox.with { sb in
            try sb.run(["--component", "symbol-morph", "--state", "off", "--frames", "3", "--scale", "1", "--quiet", "out"]).expectSuccess()
            let manifest = try JSONSerialization.jsonObject(with: sb.bytes("out/frames.json")) as? [String: Any]
            #expect(manifest?["accessibilityDescription"] as? String == "Alerts, switch, Off")
            let settings = try #require(manifest?["settings"] as? [String: Any])
            #expect(settings["on-symbol"] as? String == "bell.fill" && settings["tint"] as? String == "orange")
            #expect(settings["width"] as? Double == 174)
            // The card is 174 pt wide at @1x, plus nothing: the frame is the card.
            #expect(try sb.png("out/frame_000.png").width == 174)
            #expect(try sb.bytes("out/frame_000.png") != sb.bytes("out/frame_002.png"))
        }
    }

    @Test func customCardAndOverrides() throws {
        try Sandbox.with { sb in
            try sb.run(["--component", "symbol-morph", "--state", "on", "--frames", "2", "--scale", "1", "--on-symbol", "moon.stars.fill",
                        "--off-symbol", "sun.max.fill", "--title", "Night mode", "--width", "200", "--quiet", "custom"]).expectSuccess()
            let custom = try JSONSerialization.jsonObject(with: sb.bytes("custom/frames.json")) as? [String: Any]
            #expect(custom?["accessibilityDescription"] as? String == "Night mode, switch, On")
            #expect((custom?["settings"] as? [String: Any])?["tint"] as? String == "blue")
            #expect(try sb.png("custom/frame_000.png").width == 200)
            try sb.run(["--component", "symbol-morph", "--state", "off", "--frames", "2", "--scale", "1", "--symbol", "wifi",
                        "--tint", "#FF3B30", "--quiet", "wifi"]).expectSuccess()
            let wifi = try JSONSerialization.jsonObject(with: sb.bytes("wifi/frames.json")) as? [String: Any]
            let settings = try #require(wifi?["settings"] as? [String: Any])
            #expect(settings["title"] as? String == "Network" && settings["tint"] as? String == "#FF3B30FF")
        }
    }

    @Test func demoChangesTheChosenCards() throws {
        try Sandbox.with { sb in
            try sb.run(["--component", "symbol-morph", "--scene", "demo", "--state", "off", "--toggle", "camera,alerts",
                        "--device", "390x844", "--frames", "2", "--scale", "1", "--quiet", "out"]).expectSuccess()
            #expect(try sb.png("out/frame_000.png").width == 390)
            let manifest = try JSONSerialization.jsonObject(with: sb.bytes("out/frames.json")) as? [String: Any]
            #expect((manifest?["settings"] as? [String: Any])?["toggle"] as? String == "alerts,camera")
        }
    }

    @Test(arguments: [
        (["--component", "symbol-morph", "--state", "night", "--frames", "2", "out"], "--state must be one of on, off"),
        (["--component", "symbol-morph", "--state", "off", "--frames", "2", "--symbol", "phone", "out"], "--symbol"),
        (["--component", "symbol-morph", "--state", "off", "--frames", "2", "--on-symbol", "bell.fill", "out"], "missing: --off-symbol, --title"),
        (["--component", "symbol-morph", "--state", "off", "--frames", "2", "--width", "0", "out"], "--width"),
        (["--component", "symbol-morph", "--state", "off", "--frames", "2", "--tint", "mauve", "out"], "--tint"),
        (["--component", "symbol-morph", "--state", "off", "--frames", "2", "--symbol", "bell", "--title", "", "out"], "--title"),
        (["--component", "symbol-morph", "--state", "off", "--frames", "2", "--toggle", "alerts", "out"], "--toggle does not apply"),
        (["--component", "symbol-morph", "--scene", "demo", "--state", "off", "--frames", "2", "--symbol", "bell", "out"], "--symbol does not apply"),
        (["--component", "symbol-morph", "--scene", "demo", "--state", "off", "--frames", "2", "--toggle", "alerts,alerts", "out"], "twice"),
        (["--component", "symbol-morph", "--scene", "demo", "--state", "off", "--frames", "2", "--toggle", "", "out"], "--toggle"),
        (["--component", "symbol-morph", "--state", "off", "--frames", "2", "--auto-toggle", "out"], "--auto-toggle does not apply"),
        (["--state", "night", "--frames", "2", "--symbols", "dir", "out"], "--symbols does not apply"),
    ])
    func badValuesAreUsageErrors(arguments: [String], mention: String) throws {
        _ = try Sandbox.with { sb in try sb.fail(arguments, status: Exit.usage, mentions: [mention]) }
    }

    /// A card's symbols come from the whole catalogue (the name map too); an unknown one draws nothing
    /// and warns, or under --strict is bad data.
    @Test func cardSymbolsResolveThroughTheNameMap() throws {
        try Sandbox.with { sb in
            let card = ["--component", "symbol-morph", "--state", "off", "--frames", "2", "--scale", "1", "--quiet",
                        "--title", "Favourite", "--on-symbol", "heart.fill"]
            try sb.render(card + ["--off-symbol", "heart.slash.fill", "mapped"])
            let warned = try sb.run(card + ["--off-symbol", "nothing.here", "warned"])
            #expect(warned.status == 0 && warned.stderrLines.count == 1 && warned.stderr.contains("no symbol named 'nothing.here'"), "\(warned)")
            #expect(FileManager.default.fileExists(atPath: sb.path("warned/frame_001.png")))
            try sb.fail(card + ["--off-symbol", "nothing.here", "--strict", "strict"], status: Exit.dataError, mentions: ["nothing.here"])
            // --strict applies to every component now, as preview's does (RenderResourceFlagsTests.strictAppliesToEveryComponent).
        }
    }
}
